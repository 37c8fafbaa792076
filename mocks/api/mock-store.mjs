// @ts-check
/**
 * The embedded default's state: one small in-memory store, keyed by operationId, for what a user
 * changes and expects to find again (user preferences; users, roles, GitHub connectors, trusted
 * clusters, locks, integrations (integrations-store.mjs, with the RDS databases they see and the
 * databases enrolled); join tokens are remembered too). It is seeded from the contract's
 * examples, lives as long as the mock process and is gone after a restart.
 *
 * The gateway first lets Prism validate the request (auth, parameters, body) and only calls
 * `answer` when Prism accepted it; everything else is Prism's alone.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import YAML from 'yaml';
import { createAuditLog, setLiveAuditLog } from './audit-log.mjs';
import { firstResponseExample, responseExample } from './contract-examples.mjs';
import { integrationHandlers } from './integrations-store.mjs';

/**
 * @typedef {object} StoreRequest
 * @property {Record<string, string>} params  path parameters of the operation
 * @property {Record<string, string>} [query]   query parameters (the last of a repeated name)
 * @property {unknown} body                     parsed JSON request body (undefined when none)
 * @property {unknown} upstream                 Prism's parsed answer to the same request
 *
 * @typedef {{ status: number, body: unknown }} StoreAnswer
 *
 * @typedef {object} MockStore
 * @property {(operationId: string) => boolean} handles
 * @property {(operationId: string, request: StoreRequest) => StoreAnswer} answer
 * @property {readonly string[]} operationIds
 * @property {() => void} reset  back to the examples, as after a restart (end-to-end tests only)
 */

/** @param {unknown} v @returns {Record<string, any>} */
const obj = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? /** @type {Record<string, any>} */ (v) : {});

/** @param {number} status @param {string} message @returns {StoreAnswer} */
const error = (status, message) => ({ status, body: { error: { message } } });

/** @param {unknown} body @returns {StoreAnswer} */
const ok = (body) => ({ status: 200, body });

const OK_MESSAGE = { message: 'ok' };

/**
 * A named collection: a Map from name to item, in insertion order.
 * @param {unknown} seed
 * @param {(item: any) => string} nameOf
 */
function collection(seed, nameOf) {
  /** @type {Map<string, any>} */
  const items = new Map();
  for (const item of Array.isArray(seed) ? seed : []) items.set(nameOf(item), item);
  return items;
}

/**
 * Roles, GitHub connectors and trusted clusters travel as YAML resources: the name is the
 * resource's metadata.name, the item `{ id: "<kind>:<name>", kind, name, content }`.
 * @param {string} kind
 * @param {{ list: string, create: string, update: string, remove: string }} ops
 * @param {(operationId: string) => unknown} seed
 */
function yamlResources(kind, ops, seed) {
  const items = collection(seed(ops.list), (i) => i.name);
  /** @param {unknown} body @param {string} [pathName] @returns {StoreAnswer} */
  const save = (body, pathName) => {
    const content = String(obj(body).content ?? '');
    let parsed;
    try {
      parsed = obj(YAML.parse(content));
    } catch (err) {
      return error(400, `invalid YAML: ${/** @type {Error} */ (err).message}`);
    }
    if (parsed.kind !== kind) return error(400, `resource kind ${JSON.stringify(parsed.kind ?? '')} is not a ${kind}`);
    const name = String(obj(parsed.metadata).name ?? '');
    if (!name) return error(400, 'missing resource name');
    if (pathName !== undefined && pathName !== name)
      return error(400, `the name in the path (${pathName}) and in the resource (${name}) differ`);
    if (pathName === undefined && items.has(name)) return error(409, `${kind} "${name}" already exists`);
    if (pathName !== undefined && !items.has(name)) return error(404, `${kind} "${name}" is not found`);
    const item = { id: `${kind}:${name}`, kind, name, content };
    items.set(name, item);
    return ok(item);
  };
  return {
    [ops.list]: () => ok([...items.values()]),
    [ops.create]: (/** @type {StoreRequest} */ r) => save(r.body),
    [ops.update]: (/** @type {StoreRequest} */ r) => save(r.body, r.params.name),
    [ops.remove]: (/** @type {StoreRequest} */ r) => {
      const name = r.params.name ?? '';
      if (!items.delete(name)) return error(404, `${kind} "${name}" is not found`);
      return ok(OK_MESSAGE);
    },
  };
}

/**
 * @typedef {object} StoreOptions
 * @property {(operationId: string) => unknown} [seed]
 * @property {() => Date} [now]
 * @property {string} [user]
 * @property {() => any[][]} [auditSeed]  the pages of example events the audit log starts from
 * @property {number} [auditGenerated]    how many events the audit log generates besides (default ~6,000)
 */

/**
 * @param {StoreOptions} [options]
 * @returns {MockStore}
 */
export function createMockStore(options = {}) {
  let handlers = createHandlers(options);
  return {
    operationIds: Object.freeze(Object.keys(handlers)),
    handles: (operationId) => Object.hasOwn(handlers, operationId),
    answer(operationId, request) {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`mock store: no handler for ${operationId}`);
      return handler(request);
    },
    reset() {
      handlers = createHandlers(options);
    },
  };
}

/**
 * The state, fresh from the examples, and the operations on it.
 * @param {StoreOptions} options
 * @returns {Record<string, (r: StoreRequest) => StoreAnswer>}
 */
function createHandlers(options) {
  const seed = options.seed ?? firstResponseExample;
  const now = options.now ?? (() => new Date());
  const user = options.user ?? 'alice';

  let preferences = seed('getUserPreferences');

  const users = collection(seed('listUsers'), (u) => u.name);
  /** @param {any} u */
  const listEntry = (u) => ({ name: u.name, roles: u.roles, authType: u.authType });
  /** @param {any} u */
  const fullUser = (u) => (u.traits ? u : { ...u, traits: {} });

  /** Invite and reset tokens made here: tokenId -> the user it belongs to. */
  /** @type {Map<string, string>} */
  const passwordTokens = new Map();

  const locks = collection(seed('listLocks'), (l) => l.name);
  /** @type {unknown[]} */
  const joinTokens = [];

  const auditSeed =
    options.auditSeed ?? (() => ['page', 'lastPage'].map((name) => /** @type {any} */ (responseExample('searchEvents', name)).events));
  const auditLog = createAuditLog({ seedPages: auditSeed(), now: now().getTime(), generated: options.auditGenerated });
  setLiveAuditLog(auditLog);

  return {
    getUserPreferences: () => ok(preferences),
    // The console sends the whole object (spec: "whole object sent").
    updateUserPreferences: (r) => {
      preferences = { ...obj(preferences), ...obj(r.body) };
      return ok(OK_MESSAGE);
    },

    listUsers: () => ok([...users.values()].map(listEntry)),
    getUser: (r) => {
      const u = users.get(r.params.username ?? '');
      return u ? ok(fullUser(u)) : error(404, `user "${r.params.username}" is not found`);
    },
    createUser: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      if (users.has(name)) return error(409, `user "${name}" already exists`);
      const u = { name, roles: b.roles ?? [], authType: 'local', traits: obj(b.traits) };
      users.set(name, u);
      return ok(u);
    },
    updateUser: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      const old = users.get(name);
      if (!old) return error(404, `user "${name}" is not found`);
      const u = { ...fullUser(old), roles: b.roles ?? old.roles, traits: { ...obj(old.traits), ...obj(b.traits) } };
      users.set(name, u);
      return ok(u);
    },
    deleteUser: (r) => {
      const name = r.params.username ?? '';
      if (name === user) return error(400, 'a user cannot delete themselves');
      if (!users.delete(name)) return error(404, `user "${name}" is not found`);
      return ok(OK_MESSAGE);
    },

    // An invite or reset token for a known user, as the proxy makes it: a random hex ID, the
    // user, and an expiry after the TTL (nanoseconds) or the default (8 h invite, 1 h reset).
    createResetPasswordToken: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      if (!users.has(name)) return error(404, `user "${name}" is not found`);
      const defaultMs = b.type === 'invite' ? 8 * 3_600_000 : 3_600_000;
      const ttlMs = typeof b.ttl === 'number' && b.ttl > 0 ? b.ttl / 1e6 : defaultMs;
      const tokenId = randomBytes(16).toString('hex');
      passwordTokens.set(tokenId, name);
      return ok({ tokenId, user: name, expiry: new Date(now().getTime() + ttlMs).toISOString() });
    },
    // Reading a token made here names its user; any other token gets Prism's example, as before.
    getPasswordToken: (r) => {
      const tokenId = r.params.tokenId ?? '';
      const name = passwordTokens.get(tokenId);
      return name === undefined ? ok(r.upstream) : ok({ ...obj(r.upstream), tokenId, user: name });
    },

    ...yamlResources('role', { list: 'listRoles', create: 'createRole', update: 'updateRole', remove: 'deleteRole' }, seed),
    ...yamlResources(
      'github',
      { list: 'listGithubConnectors', create: 'createGithubConnector', update: 'updateGithubConnector', remove: 'deleteGithubConnector' },
      seed,
    ),
    ...yamlResources(
      'trusted_cluster',
      { list: 'listTrustedClusters', create: 'createTrustedCluster', update: 'updateTrustedCluster', remove: 'deleteTrustedCluster' },
      seed,
    ),

    listLocks: () => ok([...locks.values()]),
    createLock: (r) => {
      const b = obj(r.body);
      const created = now();
      const ttlMs = parseTtl(String(b.ttl ?? ''));
      if (ttlMs === null) return error(400, `time: invalid duration ${JSON.stringify(b.ttl)}`);
      const lock = {
        ...obj(r.upstream),
        name: randomUUID(),
        message: String(b.message ?? ''),
        expires: ttlMs ? new Date(created.getTime() + ttlMs).toISOString() : '',
        createdAt: created.toISOString(),
        createdBy: user,
        targets: obj(b.targets),
      };
      locks.set(lock.name, lock);
      return ok(lock);
    },
    deleteLock: (r) => {
      const id = r.params.uuid ?? '';
      if (!locks.delete(id)) return error(404, `lock "${id}" is not found`);
      return ok(OK_MESSAGE);
    },

    ...integrationHandlers({ seed }),

    searchEvents: (r) => auditLog.search(r.query ?? {}, now().getTime()),

    // The contract has no call that lists join tokens: the created one is Prism's, remembered.
    createJoinToken: (r) => {
      joinTokens.push(r.upstream);
      return ok(r.upstream);
    },
  };
}

/**
 * A Go duration as the lock TTL uses it ("2h", "30m", "1h30m", "" = no expiry); null when invalid.
 * @param {string} ttl
 * @returns {number | null}
 */
export function parseTtl(ttl) {
  if (ttl === '') return 0;
  const units = /** @type {Record<string, number>} */ ({ ms: 1, s: 1000, m: 60_000, h: 3_600_000 });
  let total = 0;
  let rest = ttl;
  while (rest) {
    const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)/.exec(rest);
    if (!m) return null;
    total += Number(m[1]) * /** @type {number} */ (units[/** @type {string} */ (m[2])]);
    rest = rest.slice(m[0].length);
  }
  return total;
}
