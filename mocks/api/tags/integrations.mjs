// @ts-check
/** The store's `integrations` tag: AWS OIDC integrations and what they see (mocks/api/integrations-store.mjs). */
import { integrationHandlers } from '../integrations-store.mjs';

export const tag = 'integrations';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ seed }) {
  return integrationHandlers({ seed });
}
