import { useParams, useRouterState } from '@tanstack/react-router';
import { NewCredentialsPage } from './new-credentials.page';

/** Reads the mode from the path (/invite/... or /reset/...) and the token id from the params. */
export function NewCredentialsRoute() {
  const { tokenId } = useParams({ strict: false }) as { tokenId?: string };
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const mode = pathname.startsWith('/reset/') ? 'reset' : 'invite';
  return <NewCredentialsPage key={`${mode}:${tokenId}`} mode={mode} tokenId={tokenId ?? ''} />;
}
