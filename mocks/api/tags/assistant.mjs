// @ts-check
/** The store's `assistant` tag: the conversations (ctx.assist, mocks/api/assist-store.mjs). */
import { assistHandlers } from '../assist-store.mjs';

export const tag = 'assistant';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ assist }) {
  return assistHandlers(assist);
}
