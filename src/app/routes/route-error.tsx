import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPage } from '../../shared/error-page';

/** Spec 8: a render or load error shows 'Internal Error' with the message and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
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
