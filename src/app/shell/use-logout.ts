import { useState } from 'react';
import { logout as endSession } from '@/auth/session';

/** Logout from the user menu: the session module's logout (DELETE, local state, sign-in page). */
export function useLogout(): { logout: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    void endSession();
  };
  return { logout, pending };
}
