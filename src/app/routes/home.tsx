import { createRoute } from '@tanstack/react-router';
import { shellRoute } from './shell';
import { redirectTo } from '../../shared/navigation';

/** Spec 2.1: the exact root goes to the first navigable Resources feature, else to support. */
export const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ context: { access } }) => redirectTo(access.rootTarget),
});
