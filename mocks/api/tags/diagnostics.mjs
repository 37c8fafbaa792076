// @ts-check
/** The store's `diagnostics` tag: the discover wizard's connection test (discover-agents.mjs). */
import { ok } from '../store-answers.mjs';

export const tag = 'diagnostics';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ agents }) {
  return { createConnectionDiagnostic: (r) => ok(agents.diagnose(r.body)) };
}
