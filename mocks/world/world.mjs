// @ts-check
/**
 * One world for the embedded default: the servers, applications, databases, Kubernetes clusters
 * (and their pods), desktops, desktop and database services and user groups that the listings
 * answer with, the overview counts, the terminal's fake shells, the active sessions, the audit
 * log and the recordings refer to.
 *
 *   - By default it is the contract's listing examples (first and last page of each kind), plus
 *     the demo shells of mocks/terminal/demo-shells.mjs (web-1, db-1, secure-1, prod-app-1), so every server
 *     a session or an audit event names can be found, searched and opened.
 *   - `MOCK_SCALE=N` adds generated servers up to N in all, and the other kinds in proportion
 *     (mocks/world/scale.mjs).
 *   - A few resources of each kind are only reachable through the user's requestable roles: a
 *     listing shows them only with `searchAsRoles=yes` (as the real proxy does for roles the user
 *     may request).
 *
 * It is built once per process (`liveWorld()`); the store adds what agents join and what the user
 * enrols. Items are the contract's item shapes, never modified after they are built.
 */
import { responseExample } from '../api/contract-examples.mjs';
import { DEMO_CLUSTER, NODES } from '../terminal/demo-shells.mjs';
import { generateWorld } from './scale.mjs';

/** @typedef {import('../api/list-query.mjs').ListKind} ListKind */
/**
 * @typedef {'listNodes'|'listApps'|'listDatabases'|'listDatabaseServices'|'listKubernetesClusters'|'listKubernetesPods'|'listDesktops'|'listDesktopServices'|'listUserGroups'} ListOperation
 * @typedef {Record<ListOperation, any[]>} Resources
 * @typedef {{ items: Resources, requestable: Resources, scale: number }} World
 */

/** Every paged listing of the contract, and the example names of its two pages. */
export const LIST_OPERATIONS = /** @type {const} */ ({
  listNodes: 'nodes',
  listApps: 'apps',
  listDatabases: 'databases',
  listDatabaseServices: 'databaseServices',
  listKubernetesClusters: 'kubernetes',
  listKubernetesPods: 'pods',
  listDesktops: 'desktops',
  listDesktopServices: 'desktopServices',
  listUserGroups: 'userGroups',
});

/** @param {any} v @returns {string} */
const str = (v) => (typeof v === 'string' ? v : '');
/** @param {any} item @returns {Array<{name: string, value: string}>} */
const labelsOf = (item) => (Array.isArray(item?.labels) ? item.labels : []);

/**
 * How each kind is searched, filtered, sorted and paged (mocks/api/list-query.mjs). The search
 * fields are those the real proxy matches besides the name and the labels; the sort fields are
 * those the console sorts by.
 * @type {Record<ListOperation, ListKind>}
 */
export const LIST_KINDS = {
  listNodes: {
    // A server's resource name is its UUID (the paging key); `name` in a predicate is its host
    // name, as the real proxy reads it (the assistant's `name == "web-prod-01"` relies on it).
    name: (n) => str(n.id),
    predicateName: (n) => str(n.hostname),
    kind: 'node',
    labels: (n) => (Array.isArray(n.tags) ? n.tags : []),
    searchFields: (n) => [str(n.hostname), str(n.addr)],
    sortFields: { name: (n) => str(n.id), hostname: (n) => str(n.hostname), addr: (n) => str(n.addr) },
    keyPrefix: '/nodes/default/',
  },
  listApps: {
    name: (a) => str(a.name),
    labels: labelsOf,
    searchFields: (a) => [str(a.description), str(a.publicAddr), str(a.friendlyName)],
    sortFields: { name: (a) => str(a.name), description: (a) => str(a.description), publicAddr: (a) => str(a.publicAddr) },
    keyPrefix: '/apps/default/',
  },
  listDatabases: {
    name: (d) => str(d.name),
    labels: labelsOf,
    searchFields: (d) => [str(d.desc), str(d.protocol), str(d.type)],
    sortFields: { name: (d) => str(d.name), description: (d) => str(d.desc), type: (d) => str(d.type) },
    keyPrefix: '/databases/default/',
  },
  listDatabaseServices: {
    name: (s) => str(s.name),
    labels: () => [],
    searchFields: () => [],
    sortFields: { name: (s) => str(s.name) },
    keyPrefix: '/db_services/default/',
  },
  listKubernetesClusters: {
    name: (k) => str(k.name),
    labels: labelsOf,
    searchFields: () => [],
    sortFields: { name: (k) => str(k.name) },
    keyPrefix: '/kube_clusters/default/',
  },
  listKubernetesPods: {
    name: (p) => str(p.name),
    labels: labelsOf,
    searchFields: (p) => [str(p.namespace)],
    sortFields: { name: (p) => str(p.name), namespace: (p) => str(p.namespace) },
    keyPrefix: '/pods/default/',
  },
  listDesktops: {
    name: (d) => str(d.name),
    labels: labelsOf,
    searchFields: (d) => [str(d.addr)],
    sortFields: { name: (d) => str(d.name), addr: (d) => str(d.addr) },
    keyPrefix: '/windows_desktops/default/',
  },
  listDesktopServices: {
    name: (s) => str(s.name),
    labels: labelsOf,
    searchFields: (s) => [str(s.hostname), str(s.addr)],
    sortFields: { name: (s) => str(s.name), hostname: (s) => str(s.hostname), addr: (s) => str(s.addr) },
    keyPrefix: '/windows_desktop_services/default/',
  },
  listUserGroups: {
    name: (g) => str(g.name),
    labels: labelsOf,
    searchFields: (g) => [str(g.description), str(g.friendlyName)],
    sortFields: { name: (g) => str(g.name), description: (g) => str(g.description) },
    keyPrefix: '/user_groups/default/',
  },
};

/** @param {ListOperation} op @returns {any[]} both example pages of a listing */
function examplePages(op) {
  const first = /** @type {any} */ (responseExample(op, 'firstPage'));
  const last = /** @type {any} */ (responseExample(op, 'lastPage'));
  return [...(first?.items ?? []), ...(last?.items ?? [])];
}

/** The demo shells as listed servers. */
function demoNodes() {
  return NODES.map((n) => ({
    id: n.id,
    siteId: DEMO_CLUSTER,
    hostname: n.hostname,
    addr: n.addr,
    tunnel: n.tunnel,
    tags: n.tags,
    sshLogins: n.sshLogins,
  }));
}

/**
 * What the example user's requestable roles reach: a few resources of each kind that a listing
 * shows only with `searchAsRoles=yes`.
 * @returns {Resources}
 */
function requestableResources() {
  const restricted = [
    { name: 'access', value: 'requestable' },
    { name: 'env', value: 'prod' },
    { name: 'team', value: 'finance' },
  ];
  return {
    listNodes: [
      {
        id: '5b0f3a7e-9c21-4d6e-8f14-2a7c9e3b1d05',
        siteId: DEMO_CLUSTER,
        hostname: 'payroll-prod-1',
        addr: '10.0.9.14:3022',
        tunnel: false,
        tags: restricted,
        sshLogins: ['ubuntu'],
      },
    ],
    listApps: [
      {
        name: 'finance-reports',
        description: 'Quarterly reports (request access)',
        uri: 'http://reports.internal:8080',
        publicAddr: `finance-reports.${DEMO_CLUSTER}`,
        fqdn: `finance-reports.${DEMO_CLUSTER}`,
        clusterId: DEMO_CLUSTER,
        labels: restricted,
        awsConsole: false,
      },
    ],
    listDatabases: [
      {
        name: 'payroll-pg',
        desc: 'Payroll database (request access)',
        protocol: 'postgres',
        type: 'self-hosted',
        labels: restricted,
        hostname: 'payroll-pg.internal',
        uri: 'payroll-pg.internal:5432',
        database_users: ['readonly'],
        database_names: ['payroll'],
      },
    ],
    listDatabaseServices: [],
    listKubernetesClusters: [{ name: 'finance-prod-eks', labels: restricted, kubernetes_users: [], kubernetes_groups: ['viewers'] }],
    listKubernetesPods: [],
    listDesktops: [
      {
        os: 'windows',
        name: 'win-finance01-corp-example-com',
        addr: '10.1.9.40',
        labels: restricted,
        host_id: '1f7e3c2a-6b5d-4e9f-8a1c-0d2e3f4a5b6c',
        logins: ['Administrator'],
      },
    ],
    listDesktopServices: [],
    listUserGroups: [],
  };
}

/**
 * @param {{ scale?: number }} [options]  scale: servers in all (default env MOCK_SCALE, else the examples alone)
 * @returns {World}
 */
export function createWorld(options = {}) {
  const scale = Math.max(0, Math.floor(options.scale ?? (Number(process.env.MOCK_SCALE ?? 0) || 0)));
  /** @type {Resources} */
  const items = /** @type {any} */ ({});
  for (const op of /** @type {ListOperation[]} */ (Object.keys(LIST_OPERATIONS))) items[op] = examplePages(op);
  items.listNodes = [...demoNodes(), ...items.listNodes];
  const extra = generateWorld(Math.max(0, scale - items.listNodes.length), { loginsFor: userLoginsFor });
  for (const op of /** @type {ListOperation[]} */ (Object.keys(LIST_OPERATIONS))) items[op] = [...items[op], ...extra[op]];
  return { items, requestable: requestableResources(), scale };
}

/**
 * The SSH logins the example user's roles give on a generated server: their traits' logins (the
 * `access` role's `{{internal.logins}}`) outside production, all but `root` in production.
 * @param {Record<string, string>} labels
 */
function userLoginsFor(labels) {
  const all = exampleUserLogins();
  return labels.env === 'prod' ? all.filter((l) => l !== 'root') : all;
}

/** @type {string[] | null} */
let userLogins = null;

/** The logins of the example user (the getUser example's `traits.logins`, else `root` and `ubuntu`). */
export function exampleUserLogins() {
  if (userLogins) return userLogins;
  /** @type {string[]} */
  let found = [];
  try {
    const logins = /** @type {any} */ (responseExample('getUser', 'alice'))?.traits?.logins;
    if (Array.isArray(logins)) found = logins.filter((l) => typeof l === 'string' && l !== '');
  } catch {
    // the examples are optional here
  }
  userLogins = found.length ? found : ['root', 'ubuntu'];
  return userLogins;
}
