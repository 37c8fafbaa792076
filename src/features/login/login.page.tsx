import { useRouter, useSearch } from '@tanstack/react-router';
import { goToSafeRedirect } from '@/shared/navigation/remembered-path';
import { LoginScreen } from './login-screen';

/** The /login route inside the app (after a logout or a redirect): the same screen as the entry's. */
export function LoginPage() {
  const router = useRouter();
  const { redirect_uri } = useSearch({ from: '/login' });
  return <LoginScreen redirectUri={redirect_uri} onSignedIn={(target) => goToSafeRedirect(router, target)} />;
}
