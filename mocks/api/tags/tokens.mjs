// @ts-check
/**
 * The store's `tokens` tag. The contract has no call that lists join tokens: a fresh one (id,
 * expiry, resource id) is remembered, and its agent joins a few seconds later (discover-agents.mjs).
 */
import { ok } from '../store-answers.mjs';

export const tag = 'tokens';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ agents }) {
  /** @type {unknown[]} */
  const joinTokens = [];
  return {
    createJoinToken: (r) => {
      const token = agents.tokenCreated(r.body, r.upstream);
      joinTokens.push(token);
      return ok(token);
    },
  };
}
