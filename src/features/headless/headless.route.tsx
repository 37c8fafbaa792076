import { useParams } from '@tanstack/react-router';
import { HeadlessPage } from './headless.page';

export function HeadlessRoute() {
  const { requestId } = useParams({ from: '/_authed/headless/$requestId' });
  return <HeadlessPage requestId={requestId} />;
}
