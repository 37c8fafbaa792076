import { createFileRoute } from '@tanstack/react-router';
import { redirectTo } from '@/shared/navigation/navigation';

/** /web/settings is account settings too. */
export const Route = createFileRoute('/_authed/_shell/settings')({
  beforeLoad: () => redirectTo('/account'),
});
