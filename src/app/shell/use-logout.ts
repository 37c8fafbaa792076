import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useDeleteWebSession } from '../../api/gen/hooks/sessions/sessions';
import { clearTokenRecord } from '../../auth/token-record';

/**
 * Logout from the user menu: the DELETE, then local state, then the sign-in page.
 * TODO(lead): replace the body with the session module's logout (src/auth/session.ts), which
 * also clears local storage except the keys in src/shared/storage-keys.ts KEYS_KEPT_ON_LOGOUT.
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const queryClient = useQueryClient();
  const router = useRouter();
  const remove = useDeleteWebSession();
  const logout = () =>
    remove.mutate(undefined, {
      onSettled: () => {
        clearTokenRecord();
        queryClient.clear();
        void router.navigate({ to: '/login' });
      },
    });
  return { logout, pending: remove.isPending };
}
