import { createFileRoute } from '@tanstack/react-router';
import { redirectToRemembered } from '@/shared/navigation/remembered-path';

/** The exact root goes to the first navigable Resources feature, else to support. */
export const Route = createFileRoute('/_authed/_shell/')({
  beforeLoad: ({ context: { access } }) => redirectToRemembered(access.rootTarget),
});
