// @ts-check
/**
 * Mock mode: the embedded default. Each API call goes, by its contract operation (method + path
 * from the generated operations table), to one of
 *
 *   - the WebSocket mock's HTTP side, for the calls that need its live state or move real bytes
 *     (WS_MOCK_OPERATIONS: active sessions, scp download and upload);
 *   - the store (mocks/api/mock-store.mjs), for what a user writes and reads back: Prism sees the
 *     request first and checks it against the contract (credentials, parameters, body); only when
 *     Prism accepts it does the store apply it and answer;
 *   - Prism, for everything else, and for a request with Prism's `Prefer` header (tests asking for
 *     one named example or status code).
 *
 * Every answer of our own (store, WebSocket mock) is checked against the contract's response
 * schema of its operation with the generated zod validators (or ErrorBody for an error). A
 * violation is counted in `violations` and logged; with `strict` (MOCK_STRICT=1, set by the
 * end-to-end tests) the answer becomes a 500 naming the operation and the field, and index.html
 * tells the console to be strict too (a response that breaks the contract throws).
 * The real proxy's rules the mock plays are in proxy-rules.mjs.
 */
import { relay } from './forward.mjs';
import { readAll, sendJson, sendJsonError, splitUrl } from './http-util.mjs';
import { addMockCredentials, authFailureMessage, createCsrf, csrfMatches, isCorsHeader, isCsrfRoute } from './proxy-rules.mjs';
import { WS_MOCK_OPERATIONS } from '../api/mock-http.mjs';
import { pathParams } from '../api/contract-kit.mjs';

/**
 * @typedef {object} Violation
 * @property {string} operationId
 * @property {number} status
 * @property {string} problem  "field: message"
 *
 * @typedef {object} MockModeOptions
 * @property {import('./forward.mjs').Forwarder} forward
 * @property {import('./forward.mjs').Target} api       Prism
 * @property {import('./forward.mjs').Target | null} ws  the WebSocket mock's HTTP side
 * @property {boolean} secure
 * @property {boolean} checkCsrf
 * @property {Promise<import('../api/contract-kit.mjs').ContractKit>} contract
 * @property {import('../api/mock-store.mjs').MockStore} store
 * @property {boolean} strict
 * @property {Violation[]} violations
 * @property {(line: string) => void} log
 */

/**
 * Strict (test) mode only: `POST /__mock/reset` puts the store back to the examples, so each
 * end-to-end test starts as after a restart (tests/e2e/support/test.ts). Not a contract path.
 */
const RESET_PATH = '/__mock/reset';

/**
 * Test and demo control (mock mode, strict or not): `POST /__mock/assist {"enabled": false}`
 * turns Assist off (the web config says `assistEnabled: false`; every assistant call and socket
 * answers 403 `Assist is not enabled`), `true` turns it on (config says true), `null` goes back
 * to the default (the contract example's config; the calls work). Answers 204; a reset clears it.
 */
const ASSIST_PATH = '/__mock/assist';

/**
 * The web config script with `assistEnabled` set.
 * @param {string} script  `var GRV_CONFIG = {...};`
 * @param {boolean} enabled
 * @returns {string | null}  null when it is not in that shape
 */
export function withAssistEnabled(script, enabled) {
  const m = /^(\s*var GRV_CONFIG = )(\{[\s\S]*\})(;?\s*)$/.exec(script);
  if (!m) return null;
  try {
    return `${m[1]}${JSON.stringify({ ...JSON.parse(/** @type {string} */ (m[2])), assistEnabled: enabled })}${m[3]}`;
  } catch {
    return null;
  }
}

/** @param {import('node:http').IncomingMessage} req */
const method = (req) => (req.method ?? 'GET').toUpperCase();

/** @param {Buffer} bytes */
function parseJson(bytes) {
  if (!bytes.length) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * @param {MockModeOptions} o
 * @returns {import('./mode.mjs').Mode}
 */
export function createMockMode(o) {
  const csrf = createCsrf(o.secure);
  /** Settles once every write that reached the store so far has been answered (see fromStore). */
  let lastWrite = Promise.resolve();
  /** Prism's answer for /web/config.js, once it has given one (see `api`). @type {{ script: string, contentType: string } | null} */
  let webConfig = null;

  /**
   * Check one of our own answers against the contract; false when it must not be sent.
   * @param {import('node:http').ServerResponse} res
   * @param {string} operationId
   * @param {number} status
   * @param {unknown} body
   */
  async function checked(res, operationId, status, body) {
    const kit = await o.contract;
    const problem = status < 300 ? kit.checkResponse(operationId, body) : kit.checkErrorBody(body);
    if (!problem) return true;
    o.violations.push({ operationId, status, problem });
    o.log(`mock contract violation: ${operationId} answered ${status} with ${problem}`);
    if (!o.strict) return true;
    sendJsonError(res, 500, `mock contract violation: ${operationId} answered ${status} with ${problem}`);
    return false;
  }

  /**
   * Prism first, then the store.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('../../src/api/gen/operations').OperationInfo} op
   * @param {string} targetPath
   * @param {Record<string, string>} headers  set over the browser's
   * @param {(status: number, upRes: import('node:http').IncomingMessage, body: Buffer) => boolean} refused  relays a Prism refusal
   */
  async function fromStore(req, res, op, targetPath, headers, refused) {
    // The store answers in the order the calls arrived, as far as a write goes: a call waits for
    // the writes that came before it (each first goes to Prism, whose answers may come back in
    // another order), so a read sent right after a write sees it. Reads do not wait for each other.
    const before = lastWrite;
    /** @type {() => void} */
    let applied = () => undefined;
    if (method(req) !== 'GET') lastWrite = new Promise((resolve) => (applied = () => resolve(undefined)));
    // However the call ends (answered, refused, the browser gone), the calls after it go on.
    res.once('close', applied);
    const body = await readAll(req);
    // No body is no JSON: Prism's parser refuses an empty body labelled JSON (the console labels
    // every call so, e.g. createAssistantConversation), which the real proxy accepts.
    if (body.length === 0) delete req.headers['content-type'];
    /** @param {import('node:http').IncomingMessage} upRes */
    const respond = async (upRes) => {
      const upBody = await readAll(upRes);
      const status = upRes.statusCode || 502;
      await before;
      if (refused(status, upRes, upBody)) return;
      const answer = o.store.answer(op.operationId, {
        params: pathParams(op.path, splitUrl(targetPath).rawPath),
        query: Object.fromEntries(new URLSearchParams(splitUrl(targetPath).search)),
        body: parseJson(body),
        upstream: parseJson(upBody),
      });
      if (await checked(res, op.operationId, answer.status, answer.body)) {
        sendJson(res, answer.status, answer.body, answer.status >= 400 ? 4 : undefined);
      }
    };
    o.forward.web(req, res, o.api, targetPath, {
      headers,
      body,
      respond: (upRes) =>
        void respond(upRes)
          .catch(() => res.destroy())
          .finally(applied),
    });
  }

  return {
    rewriteUpgradeOrigin: false,
    resetPath: o.strict ? RESET_PATH : null,
    reset: () => o.store.reset(),
    control(req, res, rawPath) {
      if (rawPath !== ASSIST_PATH) return false;
      if (req.method !== 'POST') {
        req.resume();
        sendJsonError(res, 405, 'method not allowed');
        return true;
      }
      readAll(req)
        .then((bytes) => {
          const body = parseJson(bytes);
          const enabled = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body).enabled : undefined;
          if (enabled !== true && enabled !== false && enabled !== null) {
            return sendJsonError(res, 400, 'expected {"enabled": true | false | null}');
          }
          o.store.context.assist.enabled = enabled;
          res.writeHead(204);
          res.end();
        })
        .catch(() => res.destroy());
      return true;
    },
    async indexMeta() {
      return { csrf: csrf.token, bearer: '', setCookie: csrf.cookie, strictContract: o.strict };
    },
    async api(req, res, targetPath) {
      const { rawPath: apiPath, search } = splitUrl(targetPath);
      const method = req.method || 'GET';
      const csrfRoute = isCsrfRoute(method, apiPath);
      if (csrfRoute && o.checkCsrf && !csrfMatches(req, csrf.token)) {
        req.resume();
        return sendJsonError(res, 403, 'access denied');
      }
      const creds = addMockCredentials(req, search);
      const headers = creds.headers;
      const kit = await o.contract;
      const op = apiPath === '/web/config.js' ? undefined : kit.findOperation(method, apiPath);

      /** @param {import('node:http').IncomingMessage} upRes */
      const rewrite401 = (upRes) => {
        if (upRes.statusCode !== 401) return false;
        upRes.resume();
        sendJsonError(res, 403, authFailureMessage({ csrfRoute, ...creds }));
        return true;
      };

      if (op && o.ws && WS_MOCK_OPERATIONS.includes(op.operationId)) {
        return o.forward.web(req, res, o.ws, targetPath, {
          headers,
          respond: (upRes) => {
            const status = upRes.statusCode || 502;
            if (!op.json || status >= 300) return relay(upRes, res, isCorsHeader);
            readAll(upRes)
              .then(async (bytes) => {
                if (await checked(res, op.operationId, status, parseJson(bytes))) {
                  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) });
                  res.end(bytes);
                }
              })
              .catch(() => res.destroy());
          },
        });
      }

      // The web config follows the Assist control (when set): Prism's script, assistEnabled rewritten.
      // Unset, `npm start` (not strict) has the assistant on, as a small real cluster would; the
      // test stack keeps the contract example's `false` so tests opt in.
      if (apiPath === '/web/config.js' && !req.headers.prefer) {
        const assistEnabled = o.store.context.assist.enabled ?? (o.strict ? null : true);
        /** @param {{ script: string, contentType: string }} answer */
        const send = (answer) => {
          const script = assistEnabled === null ? answer.script : (withAssistEnabled(answer.script, assistEnabled) ?? answer.script);
          res.writeHead(200, {
            'Content-Type': answer.contentType,
            'Content-Length': String(Buffer.byteLength(script)),
            'Cache-Control': 'no-store',
          });
          res.end(script);
        };
        // Prism's answer is the contract's example, the same for the life of the process: asked
        // once, then sent from memory, as the real proxy sends it (Prism took 20-50 ms a load, on
        // the path of every page's first paint).
        if (webConfig) return send(webConfig);
        return o.forward.web(req, res, o.api, targetPath, {
          headers,
          respond: (upRes) => {
            if (upRes.statusCode !== 200) return relay(upRes, res, isCorsHeader);
            readAll(upRes)
              .then((bytes) => {
                webConfig = {
                  script: bytes.toString('utf8'),
                  contentType: String(upRes.headers['content-type'] ?? 'application/javascript'),
                };
                send(webConfig);
              })
              .catch(() => res.destroy());
          },
        });
      }

      // A request with Prism's `Prefer` header (a test picking a contract example or status code)
      // gets exactly that from Prism, not the store's state.
      if (op && o.store.handles(op.operationId) && !req.headers.prefer) {
        return fromStore(req, res, op, targetPath, headers, (status, upRes, body) => {
          if (status === 401) return rewrite401(upRes);
          if (status >= 200 && status < 300) return false;
          /** @type {Record<string, string|string[]>} */
          const out = {};
          for (const [k, v] of Object.entries(upRes.headers)) {
            if (v !== undefined && !isCorsHeader(k) && k !== 'transfer-encoding' && k !== 'connection') out[k] = v;
          }
          out['content-length'] = String(body.length);
          res.writeHead(status, out);
          res.end(body);
          return true;
        });
      }

      o.forward.web(req, res, o.api, targetPath, {
        headers,
        respond: (upRes) => void (rewrite401(upRes) || relay(upRes, res, isCorsHeader)),
      });
    },
  };
}
