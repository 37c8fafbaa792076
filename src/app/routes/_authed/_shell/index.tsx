import { createFileRoute } from '@tanstack/react-router';
import { redirectTo } from '@/shared/navigation/navigation';

/** The exact root goes to the first navigable Resources feature, else to support. */
export const Route = createFileRoute('/_authed/_shell/')({
  beforeLoad: ({ context: { access } }) => redirectTo(access.rootTarget),
});
