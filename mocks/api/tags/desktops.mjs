// @ts-check
/** The store's `desktops` tag: live, true while the desktop mock runs a session there (mocks/desktop/active-desktops.mjs). */
import { isDesktopActive } from '../../desktop/active-desktops.mjs';
import { ok } from '../store-answers.mjs';

export const tag = 'desktops';

/** @returns {import('../store-answers.mjs').Handlers} */
export function handlers() {
  return { getDesktopActive: (r) => ok({ active: isDesktopActive(r.params.desktopName ?? '') }) };
}
