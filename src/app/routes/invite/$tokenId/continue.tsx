import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const NewCredentialsPage = lazyRouteComponent(() => import('@/features/new-credentials/new-credentials.page'), 'NewCredentialsPage');

// An invite (public), continued after the first step.
export const Route = createFileRoute('/invite/$tokenId/continue')({
  component: function NewCredentials() {
    const { tokenId } = Route.useParams();
    return <NewCredentialsPage key={`invite:${tokenId}`} mode="invite" tokenId={tokenId} />;
  },
});
