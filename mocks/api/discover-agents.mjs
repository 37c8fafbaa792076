// @ts-check
/**
 * The agents of the embedded default's discover flows. A created join token makes a believable
 * agent join: a server, application, database, Kubernetes cluster or Windows desktop (by the
 * token's system role) carrying the token's internal resource-id label. It joins a few seconds
 * after the wizard starts waiting for it (its first list call by that resource id: the user runs
 * the command from the waiting step), or a minute after the token was made when nobody waits (the
 * command run elsewhere). It is added to what the list calls return and kept for the life of the
 * process (until a reset).
 * Connection diagnostics answer by scenario: a login, database user or Kubernetes user named
 * `fail`, or a resource whose name contains 'fail', gives a failed trace; anything else passes.
 * Per-session MFA is required for targets whose name contains 'mfa' (and the desktop mock's MFA_DESKTOP).
 *
 * Names: the token's suggested agent matcher label `teleport.dev/discover-name` (what the wizard
 * asked the user), else one made up from the resource id.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MFA_DESKTOP } from '../desktop/catalog.mjs';

export const RESOURCE_ID_LABEL = 'teleport.internal/resource-id';
export const DISCOVER_NAME_LABEL = 'teleport.dev/discover-name';
const JOIN_DELAY_MS = Number(process.env.MOCK_AGENT_JOIN_MS ?? 3000);
/** When nobody waits for the agent in the wizard. */
const UNWATCHED_JOIN_MS = 60_000;
const TOKEN_TTL_MS = Number(process.env.MOCK_JOIN_TOKEN_TTL_MS ?? 4 * 3_600_000);

/** @typedef {'listNodes'|'listApps'|'listDatabases'|'listKubernetesClusters'|'listDesktops'} ListOp */
/**
 * @typedef {{ op: ListOp, at: number, watched: boolean, item: Record<string, any>, labels: Array<{name: string, value: string}> }} Agent
 * `at`: when it joins (or joined); `watched`: the wizard has asked for it.
 */

/** @param {unknown} v @returns {Record<string, any>} */
const obj = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? /** @type {Record<string, any>} */ (v) : {});

const ROLE_OPS = /** @type {Record<string, ListOp>} */ ({
  Node: 'listNodes',
  App: 'listApps',
  Db: 'listDatabases',
  Kube: 'listKubernetesClusters',
  WindowsDesktop: 'listDesktops',
});

/** The resource-id a list call's query or search asks for, if any. */
export function askedResourceId(query = '', search = '') {
  const q = /labels\[\s*"teleport\.internal\/resource-id"\s*\]\s*==\s*"([^"]+)"/.exec(query);
  if (q) return q[1];
  const s = /teleport\.internal\/resource-id\s+(\S+)/.exec(search);
  return s ? s[1] : null;
}

/**
 * @param {{ now?: () => Date, cluster?: string, joinDelayMs?: number, tokenTtlMs?: number, loginsOf?: () => string[] }} [options]
 *   joinDelayMs: from the wizard's first wait to the join; loginsOf: the SSH logins the signed-in
 *   user's roles allow now (a joined server offers them, so Connect works right after Finish, with
 *   the login the wizard's access step just added)
 */
export function createDiscoverAgents(options = {}) {
  const now = options.now ?? (() => new Date());
  const cluster = options.cluster ?? 'teleport.example.com';
  const delay = options.joinDelayMs ?? JOIN_DELAY_MS;
  const ttl = options.tokenTtlMs ?? TOKEN_TTL_MS;
  const loginsOf = options.loginsOf ?? (() => []);
  /** @type {Agent[]} */
  const agents = [];

  /**
   * @param {ListOp} op @param {string} rid @param {string | undefined} wanted @param {number} at
   * @returns {Agent}
   */
  function makeAgent(op, rid, wanted, at) {
    return { ...agentItem(op, rid, wanted), op, at, watched: false };
  }

  /**
   * @param {ListOp} op @param {string} rid @param {string | undefined} wanted
   * @returns {Pick<Agent, 'item' | 'labels'>}
   */
  function agentItem(op, rid, wanted) {
    const short = rid.slice(0, 6);
    const labels = [
      { name: 'env', value: 'dev' },
      { name: RESOURCE_ID_LABEL, value: rid },
    ];
    const n = parseInt(rid.slice(0, 4), 16) || 1;
    switch (op) {
      case 'listNodes':
        return {
          labels,
          item: {
            id: randomUUID(),
            siteId: cluster,
            hostname: `ip-10-0-${n % 250}-${(n >> 8) % 250}`,
            addr: '',
            tunnel: true,
            tags: labels,
            sshLogins: [],
          },
        };
      case 'listApps': {
        const name = wanted ?? `app-${short}`;
        return {
          labels,
          item: {
            name,
            description: '',
            uri: 'http://localhost:3000',
            publicAddr: `${name}.${cluster}`,
            fqdn: `${name}.${cluster}`,
            clusterId: cluster,
            labels,
            awsConsole: false,
          },
        };
      }
      case 'listDatabases': {
        const name = wanted ?? `db-${short}`;
        return {
          labels,
          item: {
            name,
            desc: 'Enrolled with Enroll New Resource',
            protocol: 'postgres',
            type: 'Self-hosted PostgreSQL',
            labels,
            hostname: 'db.internal',
            uri: 'db.internal:5432',
            database_users: [],
            database_names: [],
          },
        };
      }
      case 'listKubernetesClusters':
        return { labels, item: { name: wanted ?? `kube-${short}`, labels, kubernetes_users: [], kubernetes_groups: [] } };
      case 'listDesktops':
        return {
          labels,
          // The logins the example user's roles allow on the contract's desktops.
          item: {
            os: 'windows',
            name: `win-${short}`,
            addr: `10.0.${n % 250}.20`,
            labels,
            host_id: randomUUID(),
            logins: ['Administrator', 'alice'],
          },
        };
    }
  }

  return {
    /**
     * A created join token (Prism's example as the shape) made fresh: a random id, the expiry,
     * and a new resource id; the agent of its first role will join (see above).
     * @param {unknown} body the request  @param {unknown} upstream Prism's answer
     */
    tokenCreated(body, upstream) {
      const b = obj(body);
      const rid = randomUUID();
      const created = now().getTime();
      const token = {
        ...obj(upstream),
        id: randomBytes(16).toString('hex'),
        expiry: new Date(created + ttl).toISOString(),
        method: String(b.join_method ?? 'token'),
        suggestedLabels: [{ name: RESOURCE_ID_LABEL, value: rid }],
      };
      const roles = Array.isArray(b.roles) ? b.roles : [];
      const op = roles.map((r) => ROLE_OPS[String(r)]).find(Boolean);
      const nameLabel = obj(b.suggested_agent_matcher_labels)[DISCOVER_NAME_LABEL];
      const wanted = Array.isArray(nameLabel) ? String(nameLabel[0] ?? '') : typeof nameLabel === 'string' ? nameLabel : '';
      if (op && b.join_method !== 'iam') agents.push(makeAgent(op, rid, wanted || undefined, created + UNWATCHED_JOIN_MS));
      return token;
    },

    /**
     * A listing call: when it asks for an agent by its resource id (the wizard waiting for it,
     * by predicate or search), that agent joins after the delay from now on.
     * @param {ListOp} op @param {Record<string, string | undefined>} query
     */
    watch(op, query) {
      const t = now().getTime();
      const rid = askedResourceId(query.query, query.search);
      if (!rid) return;
      for (const a of agents) {
        if (a.watched || a.op !== op || a.at <= t || !a.labels.some((l) => l.name === RESOURCE_ID_LABEL && l.value === rid)) continue;
        a.watched = true;
        a.at = Math.min(a.at, t + delay);
      }
    },

    /**
     * The items of the agents of a listing that have joined, newest first.
     * @param {ListOp} op @returns {Record<string, any>[]}
     */
    joinedItems(op) {
      const t = now().getTime();
      return agents
        .filter((a) => a.op === op && a.at <= t)
        .map((a) => (op === 'listNodes' ? { ...a.item, sshLogins: loginsOf() } : a.item))
        .reverse();
    },

    /**
     * The item of an agent that has joined, by name (the desktop mock connects to joined desktops).
     * @param {ListOp} op @param {string} name @returns {Record<string, any> | undefined}
     */
    joined(op, name) {
      const t = now().getTime();
      return agents.find((a) => a.op === op && a.at <= t && a.item.name === name)?.item;
    },

    /** @param {unknown} body */
    mfaRequired(body) {
      const b = obj(body);
      const target = obj(b.node ?? b.kube ?? b.database ?? b.windows_desktop);
      const name = String(target.node_name ?? target.cluster_name ?? target.service_name ?? target.desktop_name ?? '');
      const node = agents.find((a) => a.item.id === name);
      const label = String(node?.item.hostname ?? name);
      return {
        required: label.includes('mfa') || label === 'secure-1' || name === '9d3c5b7a-1e2f-4d8c-a6b9-0f1e2d3c4b5a' || name === MFA_DESKTOP,
      };
    },

    /** A connection diagnostic by scenario. @param {unknown} body */
    diagnose(body) {
      const b = obj(body);
      const kind = String(b.resource_kind ?? '');
      const name = String(b.resource_name ?? '');
      const node = agents.find((a) => a.item.id === name);
      const shownName = String(node?.item.hostname ?? name);
      /** @type {Array<{traceType: string, status: string, details: string, error: string}>} */
      const traces = [];
      const pass = (/** @type {string} */ traceType, /** @type {string} */ details) =>
        traces.push({ traceType, status: 'SUCCESS', details, error: '' });
      const fail = (/** @type {string} */ traceType, /** @type {string} */ details, /** @type {string} */ error) =>
        traces.push({ traceType, status: 'FAILED', details, error });
      const reachable = !shownName.includes('fail');
      if (kind === 'node') {
        const login = String(b.ssh_principal ?? '');
        pass('RBAC_NODE', 'You have access to the Node.');
        if (!reachable)
          fail(
            'CONNECTIVITY',
            'Failed to connect to the Node. Ensure teleport service is running.',
            `dial tcp ${shownName}:3022: connect: connection refused`,
          );
        else {
          pass('CONNECTIVITY', 'Node is alive and reachable.');
          pass('RBAC_PRINCIPAL', 'Successfully authenticated.');
          if (login === 'fail' || !login)
            fail(
              'NODE_PRINCIPAL',
              `Invalid user. Please ensure the principal "${login}" is a valid Linux login in the target node.`,
              `user: unknown user ${login}`,
            );
          else pass('NODE_PRINCIPAL', 'The requested principal is allowed.');
        }
      } else if (kind === 'db') {
        const user = String(b.database_user ?? '');
        pass('RBAC_DATABASE', 'A Database Agent is available to proxy the connection to the Database.');
        if (!reachable) fail('CONNECTIVITY', 'Failed to reach the database.', `dial tcp ${shownName}: i/o timeout`);
        else {
          pass('CONNECTIVITY', 'Database is accessible from the Database Agent.');
          pass('RBAC_DATABASE_LOGIN', 'Access to Database User and Database Name granted.');
          if (user === 'fail')
            fail('DATABASE_DB_USER', `The Database rejected the provided Database User "${user}".`, `role "${user}" does not exist`);
          else pass('DATABASE_DB_USER', 'Database User exists in the Database.');
        }
      } else if (kind === 'kube_cluster') {
        const imp = obj(b.kubernetes_impersonation);
        pass('RBAC_KUBE', 'You are authorized to access this cluster.');
        if (!reachable) fail('CONNECTIVITY', 'Failed to reach the Kubernetes cluster.', 'kubernetes cluster is offline');
        else {
          pass('CONNECTIVITY', 'Kubernetes cluster is accessible.');
          if (imp.kubernetes_user === 'fail')
            fail('KUBE_PRINCIPAL', 'The Kubernetes user was rejected.', 'users "fail" is forbidden: cannot impersonate');
          else pass('KUBE_PRINCIPAL', 'Successfully listed pods in the namespace.');
        }
      } else {
        fail('UNKNOWN_ERROR', `Connection tests for ${kind} are not supported.`, 'unsupported resource kind');
      }
      const success = traces.every((t) => t.status === 'SUCCESS');
      return { id: randomUUID(), success, message: success ? 'success' : 'failed', traces };
    },
  };
}
