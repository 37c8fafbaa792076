// @ts-check
/**
 * The embedded default's state: one small in-memory store, keyed by operationId, for what a user
 * changes and expects to find again (user preferences; users, roles, GitHub connectors, trusted
 * clusters, locks, integrations (integrations-store.mjs, with the RDS databases they see and the
 * databases enrolled), assistant conversations (assist-store.mjs); join tokens are remembered too, and the agents that join with them are
 * listed: discover-agents.mjs). It is seeded from the contract's
 * examples, lives as long as the mock process and is gone after a restart.
 *
 * The gateway first lets Prism validate the request (auth, parameters, body) and only calls
 * `answer` when Prism accepted it; everything else is Prism's alone.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import YAML from 'yaml';
import { createAuditLog, setLiveAuditLog } from './audit-log.mjs';
import { createDiscoverAgents } from './discover-agents.mjs';
import { setJoinedDesktopLookup } from '../desktop/catalog.mjs';
import { firstResponseExample, responseExample } from './contract-examples.mjs';
import { integrationHandlers } from './integrations-store.mjs';
import { forgetRecordedSessions } from '../recordings/recordings.mjs';
import { isDesktopActive } from '../desktop/active-desktops.mjs';
import { assistHandlers, createAssistState, setLiveAssist } from './assist-store.mjs';
import { createListings } from './listings.mjs';
import { liveWorld } from '../world/world.mjs';
import { parseGoDuration } from '../../src/shared/wire/go-duration.mjs';

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
      forgetRecordedSessions();
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
  // The signed-in user as the console sees them: the user context's name (alice in the examples).
  const user = options.user ?? (String(obj(seed('getUserContext')).userName ?? '') || 'alice');

  let preferences = seed('getUserPreferences');

  const users = collection(seed('listUsers'), (u) => u.name);
  // The traits of the users the contract's getUser examples describe (alice's logins among them).
  for (const example of ['alice', 'ssoUser']) {
    const full = obj(responseExample('getUser', example));
    const listed = users.get(String(full.name ?? ''));
    if (listed && full.traits) users.set(listed.name, { ...listed, traits: full.traits });
  }
  /** The SSH logins the signed-in user's traits give (what their roles' `{{internal.logins}}` expand to). */
  const signedInLogins = () => {
    const logins = obj(obj(users.get(user)).traits).logins;
    return Array.isArray(logins) ? logins.filter((l) => typeof l === 'string' && l !== '') : [];
  };
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
  const agents = createDiscoverAgents({ now, loginsOf: signedInLogins });
  setJoinedDesktopLookup((name) => agents.joined('listDesktops', name));
  /** Databases enrolled through the console, by name (integrations-store.mjs), listed with the world's. @type {Map<string, any>} */
  const enrolled = new Map();
  const integrations = integrationHandlers({ seed, enrolled });
  const listings = createListings({ world: liveWorld(), agents, enrolled });

  const auditSeed =
    options.auditSeed ?? (() => ['page', 'lastPage'].map((name) => /** @type {any} */ (responseExample('searchEvents', name)).events));
  const auditLog = createAuditLog({ seedPages: auditSeed(), now: now().getTime(), generated: options.auditGenerated });
  setLiveAuditLog(auditLog);

  const assist = createAssistState({ seed, now });
  setLiveAssist(assist);

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
      const targets = obj(b.targets);
      if (!Object.values(targets).some((v) => typeof v === 'string' && v !== '')) {
        return error(400, 'at least one target field must be set');
      }
      // This backend version wraps time.ParseDuration's error (not a bad parameter): 500, Go's words.
      const ttl = goDuration(String(b.ttl ?? ''));
      if ('error' in ttl) return error(500, ttl.error);
      const ttlMs = ttl.ms;
      const lock = {
        ...obj(r.upstream),
        name: randomUUID(),
        message: String(b.message ?? ''),
        expires: ttlMs ? new Date(created.getTime() + ttlMs).toISOString() : '',
        createdAt: created.toISOString(),
        createdBy: user,
        targets,
      };
      locks.set(lock.name, lock);
      return ok(lock);
    },
    deleteLock: (r) => {
      const id = r.params.uuid ?? '';
      if (!locks.delete(id)) return error(404, `lock "${id}" is not found`);
      return ok(OK_MESSAGE);
    },

    ...integrations,
    ...assistHandlers(assist),

    searchEvents: (r) => auditLog.search(r.query ?? {}, now().getTime()),

    // The contract has no call that lists join tokens: a fresh one (id, expiry, resource id) is
    // remembered, and its agent joins a few seconds later (discover-agents.mjs).
    createJoinToken: (r) => {
      const token = agents.tokenCreated(r.body, r.upstream);
      joinTokens.push(token);
      return ok(token);
    },
    ...listings,
    // The overview's server count is the world's (with the agents joined so far), as the real
    // proxy counts the cluster's nodes.
    getUserContext: (r) => {
      const ctx = obj(r.upstream);
      if (!ctx.cluster || typeof ctx.cluster !== 'object') return ok(r.upstream);
      const nodes = listings.listNodes({ params: {}, query: { limit: '1' }, body: undefined, upstream: undefined });
      const total = obj(nodes.body).totalCount;
      return ok({ ...ctx, cluster: { ...ctx.cluster, nodeCount: typeof total === 'number' ? total : ctx.cluster.nodeCount } });
    },
    // Live: true while the desktop mock runs a session there (mocks/desktop/active-desktops.mjs).
    getDesktopActive: (r) => ok({ active: isDesktopActive(r.params.desktopName ?? '') }),
    createConnectionDiagnostic: (r) => ok(agents.diagnose(r.body)),
    checkMfaRequired: (r) => ok(agents.mfaRequired(r.body)),
  };
}

/**
 * A Go duration as the lock TTL uses it ("2h", "30m", "1h30m", "1.5h", "" = no expiry), read as Go's
 * time.ParseDuration reads it (src/shared/wire/go-duration.mjs, shared with the form): milliseconds,
 * or the error text Go gives.
 * @param {string} ttl
 * @returns {{ ms: number } | { error: string }}
 */
export function goDuration(ttl) {
  if (ttl === '') return { ms: 0 };
  const d = parseGoDuration(ttl);
  return d.ok ? { ms: Number(d.ns) / 1e6 } : { error: d.error };
}

/**
 * A Go duration in milliseconds (0 for ""), or null when Go would refuse it.
 * @param {string} ttl
 * @returns {number | null}
 */
export function parseTtl(ttl) {
  const d = goDuration(ttl);
  return 'ms' in d ? d.ms : null;
}
