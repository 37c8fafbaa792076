// @ts-check
/** The store's `mfa` tag: whether a resource needs per-session MFA (discover-agents.mjs). */
import { ok } from '../store-answers.mjs';

export const tag = 'mfa';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ agents }) {
  return { checkMfaRequired: (r) => ok(agents.mfaRequired(r.body)) };
}
