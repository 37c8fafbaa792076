// @ts-check
/** The store's `desktops` tag: live, true while the desktop mock runs a session there (the context's activeDesktops). */
import { ok } from '../store-answers.mjs';

export const tag = 'desktops';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ context }) {
  return { getDesktopActive: (r) => ok({ active: context.activeDesktops.isActive(r.params.desktopName ?? '') }) };
}
