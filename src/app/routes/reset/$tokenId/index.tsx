import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const NewCredentialsPage = lazyRouteComponent(() => import('@/features/new-credentials/new-credentials.page'), 'NewCredentialsPage');

// A password reset (public).
export const Route = createFileRoute('/reset/$tokenId/')({
  component: function NewCredentials() {
    const { tokenId } = Route.useParams();
    return <NewCredentialsPage key={`reset:${tokenId}`} mode="reset" tokenId={tokenId} />;
  },
});
