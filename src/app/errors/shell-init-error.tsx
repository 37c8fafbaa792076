import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, errorText } from '@/api/errors';
import { ErrorPage } from '@/shared/pages/error-page';
import { RouterAnchor } from '@/shared/navigation/router-links';

/** A failed shell initialisation shows its error on a full page. */
export function ShellInitError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const denied = error instanceof ApiError && error.status === 403;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <ErrorPage
      title={denied ? 'Access Denied' : 'Internal Error'}
      error={new Error(`The console could not load your context: ${errorText(error)}`)}
      onRetry={retry}
    >
      <RouterAnchor to="/login">Sign in again</RouterAnchor>
    </ErrorPage>
  );
}
