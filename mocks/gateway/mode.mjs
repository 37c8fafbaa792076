// @ts-check
/**
 * What the gateway asks of a mode (mock-mode.mjs, proxy-mode.mjs).
 *
 * @typedef {object} Mode
 * @property {(req: import('node:http').IncomingMessage) => Promise<import('./static.mjs').IndexMeta>} indexMeta
 *   the values for index.html's placeholders (throws: 502 with the error's message)
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, targetPath: string) => Promise<void>} api
 *   an API call: `targetPath` is the path on the backend (without /v1) plus the query
 * @property {boolean} rewriteUpgradeOrigin  WebSockets: send the target's origin as Origin
 * @property {string | null} [resetPath]  POST here calls `reset` (mock mode in strict/test mode)
 * @property {() => void} [reset]
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, rawPath: string) => boolean} [control]
 *   other test and demo controls under /__mock/ (mock mode): true when it answered the request
 */
export {};
