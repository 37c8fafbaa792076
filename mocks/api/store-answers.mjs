// @ts-check
/**
 * What every handler of the store (mocks/api/mock-store.mjs and its tag modules, mocks/api/tags/)
 * shares: the request and answer shapes and the few helpers that build answers.
 */

/**
 * @typedef {object} StoreRequest
 * @property {Record<string, string>} params  path parameters of the operation
 * @property {Record<string, string>} [query]   query parameters (the last of a repeated name)
 * @property {unknown} body                     parsed JSON request body (undefined when none)
 * @property {unknown} upstream                 Prism's parsed answer to the same request
 *
 * @typedef {{ status: number, body: unknown }} StoreAnswer
 * @typedef {(r: StoreRequest) => StoreAnswer} Handler
 * @typedef {Record<string, Handler>} Handlers  by operationId
 */

/** @param {unknown} v @returns {Record<string, any>} */
export const obj = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? /** @type {Record<string, any>} */ (v) : {});

/** @param {number} status @param {string} message @returns {StoreAnswer} */
export const error = (status, message) => ({ status, body: { error: { message } } });

/** @param {unknown} body @returns {StoreAnswer} */
export const ok = (body) => ({ status: 200, body });

export const OK_MESSAGE = { message: 'ok' };

/**
 * A named collection: a Map from name to item, in insertion order.
 * @param {unknown} seed
 * @param {(item: any) => string} nameOf
 */
export function collection(seed, nameOf) {
  /** @type {Map<string, any>} */
  const items = new Map();
  for (const item of Array.isArray(seed) ? seed : []) items.set(nameOf(item), item);
  return items;
}
