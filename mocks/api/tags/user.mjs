// @ts-check
/** The store's `user` tag: the signed-in user's preferences (the console sends the whole object). */
import { obj, ok, OK_MESSAGE } from '../store-answers.mjs';

export const tag = 'user';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers(ctx) {
  let preferences = ctx.seed('getUserPreferences');
  return {
    getUserPreferences: () => ok(preferences),
    updateUserPreferences: (r) => {
      preferences = { ...obj(preferences), ...obj(r.body) };
      return ok(OK_MESSAGE);
    },
  };
}
