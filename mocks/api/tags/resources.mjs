// @ts-check
/** The store's `resources` tag: every paged listing, from the world (ctx.listings, mocks/api/listings.mjs). */
export const tag = 'resources';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ listings }) {
  return { ...listings };
}
