import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { ErrorPage } from '@/shared/pages/error-page';
import { AccessDeniedPage } from '@/shared/pages/access-denied-page';

/**
 * A render or load error in a page shows 'Internal Error' with the message and a retry,
 * in the content area (the shell stays); a refusal by the server shows 'Access Denied'.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // A page whose data the server refused: no retry will change that.
  if (error instanceof ApiError && error.status === 403) return <AccessDeniedPage message={error.message} />;
  return (
    <ErrorPage
      error={error}
      fullPage={false}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
