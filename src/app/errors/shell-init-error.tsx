import { Anchor } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, errorText } from '@/api/errors';
import { ErrorPage } from '@/shared/pages/error-page';
import { AppLink } from '@/shared/navigation/app-link';

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
      <Anchor component={AppLink} to="/login">
        Sign in again
      </Anchor>
    </ErrorPage>
  );
}
