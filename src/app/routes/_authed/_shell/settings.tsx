import { createFileRoute } from '@tanstack/react-router';
import { redirectTo } from '../../../../shared/navigation';

/** Spec 2.1: /web/settings is account settings too. */
export const Route = createFileRoute('/_authed/_shell/settings')({
  beforeLoad: () => redirectTo('/account'),
});
