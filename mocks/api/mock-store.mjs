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
import { createAuditLog } from './audit-log.mjs';
import { createDiscoverAgents } from './discover-agents.mjs';
import { firstResponseExample, responseExample } from './contract-examples.mjs';
import { createAssistState } from './assist-store.mjs';
import { createListings } from './listings.mjs';
import { createMockContext } from '../context.mjs';
import { collection, obj } from './store-answers.mjs';
import { TAG_MODULES } from './tags/tags.mjs';

export { goDuration, parseTtl } from './tags/locks.mjs';

/**
 * @typedef {import('./store-answers.mjs').StoreRequest} StoreRequest
 * @typedef {import('./store-answers.mjs').StoreAnswer} StoreAnswer
 * @typedef {import('./store-answers.mjs').Handlers} Handlers
 *
 * @typedef {object} MockStore
 * @property {(operationId: string) => boolean} handles
 * @property {(operationId: string, request: StoreRequest) => StoreAnswer} answer
 * @property {readonly string[]} operationIds
 * @property {(operationId: string) => string | undefined} tagOf  the tag of the module that answers it (mocks/api/tags/)
 * @property {() => void} reset  back to the examples, as after a restart (end-to-end tests only)
 * @property {import('../context.mjs').MockContext} context  the mock world it shares with the sockets
 *
 * @typedef {object} StoreContext  what the tag modules (mocks/api/tags/) share
 * @property {(operationId: string) => unknown} seed  the contract's first example answer of an operation
 * @property {() => Date} now
 * @property {string} user  the signed-in user
 * @property {Map<string, any>} users  by name (the users tag's; the discover agents read the signed-in user's logins)
 * @property {ReturnType<typeof createDiscoverAgents>} agents
 * @property {Map<string, any>} enrolled  databases enrolled through the console, by name, listed with the world's
 * @property {ReturnType<typeof createListings>} listings
 * @property {ReturnType<typeof createAuditLog>} auditLog
 * @property {import('./assist-store.mjs').AssistState} assist
 * @property {import('../context.mjs').MockContext} context  the mock world the store shares with the sockets
 */

/**
 * @typedef {object} StoreOptions
 * @property {(operationId: string) => unknown} [seed]
 * @property {() => Date} [now]
 * @property {string} [user]
 * @property {() => any[][]} [auditSeed]  the pages of example events the audit log starts from
 * @property {number} [auditGenerated]    how many events the audit log generates besides (default ~6,000)
 * @property {import('../context.mjs').MockContext} [context]  the mock world shared with the sockets (default: one of its own)
 */

/**
 * @param {StoreOptions} [options]
 * @returns {MockStore}
 */
export function createMockStore(options = {}) {
  const context = options.context ?? createMockContext();
  const made = { ...options, context };
  let { handlers, tags } = createHandlers(made);
  return {
    context,
    operationIds: Object.freeze(Object.keys(handlers)),
    tagOf: (operationId) => tags.get(operationId),
    handles: (operationId) => Object.hasOwn(handlers, operationId),
    answer(operationId, request) {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`mock store: no handler for ${operationId}`);
      return handler(request);
    },
    reset() {
      ({ handlers, tags } = createHandlers(made));
      context.recordings?.forget();
    },
  };
}

/**
 * The shared state, fresh from the examples.
 * @param {StoreOptions} options
 * @returns {StoreContext}
 */
function createContext(options) {
  const seed = options.seed ?? firstResponseExample;
  const now = options.now ?? (() => new Date());
  // The signed-in user as the console sees them: the user context's name (alice in the examples).
  const user = options.user ?? (String(obj(seed('getUserContext')).userName ?? '') || 'alice');

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

  const agents = createDiscoverAgents({ now, loginsOf: signedInLogins });
  const context = options.context ?? createMockContext();
  context.joinedDesktop = (name) => agents.joined('listDesktops', name);
  /** @type {Map<string, any>} */
  const enrolled = new Map();
  const listings = createListings({ world: context.world, agents, enrolled });

  const auditSeed =
    options.auditSeed ?? (() => ['page', 'lastPage'].map((name) => /** @type {any} */ (responseExample('searchEvents', name)).events));
  const auditLog = createAuditLog({ seedPages: auditSeed(), now: now().getTime(), generated: options.auditGenerated });
  context.auditLog = auditLog;

  const assist = createAssistState({ seed, now });
  context.assist = assist;
  return { seed, now, user, users, agents, enrolled, listings, auditLog, assist, context };
}

/**
 * Every tag module's handlers on one fresh state; an operation answered by two is a mistake.
 * @param {StoreOptions} options
 * @returns {{ handlers: Handlers, tags: Map<string, string> }}
 */
function createHandlers(options) {
  const ctx = createContext(options);
  /** @type {Handlers} */
  const handlers = {};
  /** @type {Map<string, string>} */
  const tags = new Map();
  for (const module of TAG_MODULES) {
    for (const [operationId, handler] of Object.entries(module.handlers(ctx))) {
      if (tags.has(operationId)) throw new Error(`mock store: ${operationId} is registered twice (tag ${module.tag})`);
      handlers[operationId] = handler;
      tags.set(operationId, module.tag);
    }
  }
  return { handlers, tags };
}
