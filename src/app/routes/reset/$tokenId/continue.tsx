import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const NewCredentialsPage = lazyRouteComponent(() => import('@/features/new-credentials/new-credentials.page'), 'NewCredentialsPage');

// A password reset (public), continued after the first step.
export const Route = createFileRoute('/reset/$tokenId/continue')({
  component: function NewCredentials() {
    const { tokenId } = Route.useParams();
    return <NewCredentialsPage key={`reset:${tokenId}`} mode="reset" tokenId={tokenId} />;
  },
});
