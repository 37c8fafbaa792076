// @ts-check
/**
 * The demo shells of the WebSocket mock: the servers it pretends to reach, what is on their
 * disks, and the session somebody else is already running. Names follow the contract's demo
 * data (user `alice`, cluster `teleport.example.com`); these four servers are listed with the
 * contract's example servers (mocks/world/world.mjs), so every server a user can pick in the
 * console has a shell here (the example servers get one with their own host name and logins;
 * unknown server ids still work: they get a generic node).
 *
 *   web-1       plain node
 *   db-1        plain node; `bob` has a session open on it (join it as observer or moderator)
 *   secure-1    demands per-session MFA (WebAuthn through the `n` envelope)
 *   prod-app-1  moderated sessions: file transfers need a moderator's approval
 */

/**
 * @typedef {object} MockNode
 * @property {string} id          server UUID (`server_id` of the terminal params)
 * @property {string} hostname
 * @property {string} addr        host:port, '' for tunnel nodes
 * @property {boolean} tunnel
 * @property {string[]} sshLogins
 * @property {Array<{name: string, value: string}>} tags  sorted by name, as the API sends them
 * @property {boolean} mfa        per-session MFA required
 * @property {boolean} moderated  sessions are moderated
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const DEMO_USER = 'alice';
export const DEMO_CLUSTER = 'teleport.example.com';

/** @type {MockNode[]} */
export const NODES = [
  {
    id: 'b9a7c4e2-3f1d-4c6b-9e8a-5d2f7a1c0e31',
    hostname: 'web-1',
    addr: '10.0.1.11:3022',
    tunnel: false,
    sshLogins: ['alice', 'root', 'ubuntu'],
    tags: [
      { name: 'env', value: 'staging' },
      { name: 'region', value: 'us-east-1' },
    ],
    mfa: false,
    moderated: false,
  },
  {
    id: '4f2e8d1a-7c3b-4a9e-b6d5-1e0f9a8c7b62',
    hostname: 'db-1',
    addr: '10.0.2.21:3022',
    tunnel: false,
    sshLogins: ['alice', 'postgres', 'root'],
    tags: [
      { name: 'env', value: 'prod' },
      { name: 'role', value: 'database' },
    ],
    mfa: false,
    moderated: false,
  },
  {
    id: '9d3c5b7a-1e2f-4d8c-a6b9-0f1e2d3c4b5a',
    hostname: 'secure-1',
    addr: '10.0.3.31:3022',
    tunnel: false,
    sshLogins: ['alice', 'root'],
    tags: [
      { name: 'env', value: 'prod' },
      { name: 'mfa', value: 'per-session' },
    ],
    mfa: true,
    moderated: false,
  },
  {
    id: 'e1d2c3b4-a5f6-4e7d-8c9b-0a1b2c3d4e5f',
    hostname: 'prod-app-1',
    addr: '',
    tunnel: true,
    sshLogins: ['alice', 'root'],
    tags: [
      { name: 'env', value: 'prod' },
      { name: 'moderated', value: 'yes' },
    ],
    mfa: false,
    moderated: true,
  },
];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Find a node by UUID, hostname or hostname:port (the forms the terminal's `server_id` takes); an
 * unknown id becomes a generic node so any server of the contract's examples can be reached.
 * @param {string} serverId
 * @returns {MockNode}
 */
export function resolveNode(serverId) {
  const hostPart = serverId.replace(/:\d+$/, '');
  const known = [...NODES, ...contractNodes()].find((n) => n.id === serverId || n.hostname === serverId || n.hostname === hostPart);
  if (known) return known;
  const port = /:(\d+)$/.exec(serverId)?.[1];
  const hostname = UUID_RE.test(serverId) ? `node-${serverId.slice(0, 8)}` : hostPart || serverId;
  return {
    id: serverId,
    hostname,
    addr: port ? `${hostname}:${port}` : '',
    tunnel: false,
    sshLogins: [],
    tags: [],
    mfa: false,
    moderated: false,
  };
}

/** @type {MockNode[] | null} */
let fromContract = null;

/**
 * The servers of the contract's listNodes examples (what Prism shows on the Servers and Console
 * pages), so that a terminal opened from them reaches a shell with the same host name and logins.
 * @returns {MockNode[]}
 */
export function contractNodes() {
  if (fromContract) return fromContract;
  fromContract = [];
  try {
    const file = fileURLToPath(new URL('../../openapi/examples/resources.yaml', import.meta.url));
    const examples = /** @type {Record<string, {value?: {items?: any[]}}>} */ (parseYaml(readFileSync(file, 'utf8')));
    for (const key of ['nodesFirstPage', 'nodesLastPage']) {
      for (const n of examples[key]?.value?.items ?? []) {
        if (typeof n?.id !== 'string' || typeof n?.hostname !== 'string') continue;
        fromContract.push({
          id: n.id,
          hostname: n.hostname,
          addr: typeof n.addr === 'string' ? n.addr : '',
          tunnel: n.tunnel === true,
          sshLogins: Array.isArray(n.sshLogins) ? n.sshLogins.filter((/** @type {unknown} */ l) => typeof l === 'string') : [],
          tags: Array.isArray(n.tags) ? n.tags : [],
          mfa: false,
          moderated: false,
        });
      }
    }
  } catch {
    // Without the examples the mock still works: unknown servers get a generic node.
  }
  return fromContract;
}

/** @param {string} login */
export function homeDir(login) {
  return login === 'root' ? '/root' : `/home/${login}`;
}

/**
 * A tiny in-memory disk per node: absolute path -> bytes. Shared by the fake shell (`ls`,
 * `cat`) and the scp handlers, so an uploaded file shows up in `ls` and downloads back.
 */
export function createDisks() {
  /** @type {Map<string, Map<string, Buffer>>} */
  const disks = new Map();

  /** @param {string} nodeId */
  function disk(nodeId) {
    let d = disks.get(nodeId);
    if (!d) {
      d = new Map();
      disks.set(nodeId, d);
    }
    return d;
  }

  /**
   * Make sure a login's home holds the demo files.
   * @param {string} nodeId
   * @param {string} hostname
   * @param {string} login
   */
  function seedHome(nodeId, hostname, login) {
    const d = disk(nodeId);
    const home = homeDir(login);
    if ([...d.keys()].some((p) => p.startsWith(`${home}/`))) return;
    d.set(`${home}/README.md`, Buffer.from(`# ${hostname}\n\nA demo server of the mock backend. Try \`help\`.\n`));
    d.set(`${home}/notes.txt`, Buffer.from('remember: rotate the staging certificates on friday\n'));
    d.set(`${home}/report.csv`, Buffer.from('date,requests,errors\n2024-05-01,10234,3\n2024-05-02,11876,0\n'));
  }

  /**
   * Resolve a path the way the shell and scp do: `~` and relative paths start at the home.
   * @param {string} login
   * @param {string} p
   */
  function resolvePath(login, p) {
    const home = homeDir(login);
    let abs = p.trim();
    if (abs === '' || abs === '~') abs = home;
    else if (abs.startsWith('~/')) abs = `${home}/${abs.slice(2)}`;
    else if (!abs.startsWith('/')) abs = `${home}/${abs}`;
    /** @type {string[]} */
    const parts = [];
    for (const seg of abs.split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') parts.pop();
      else parts.push(seg);
    }
    return `/${parts.join('/')}`;
  }

  /**
   * Whether a path is a directory: a home, a well-known directory or a prefix of a file.
   * @param {string} nodeId
   * @param {string} abs
   */
  function isDir(nodeId, abs) {
    if (abs === '/' || abs === '/tmp' || abs === '/root' || abs === '/home' || /^\/home\/[^/]+$/.test(abs)) return true;
    return [...disk(nodeId).keys()].some((p) => p.startsWith(`${abs}/`));
  }

  /**
   * Files directly inside a directory, sorted.
   * @param {string} nodeId
   * @param {string} dir
   * @returns {Array<{name: string, size: number}>}
   */
  function list(nodeId, dir) {
    const prefix = dir === '/' ? '/' : `${dir}/`;
    /** @type {Map<string, number>} */
    const out = new Map();
    for (const [p, bytes] of disk(nodeId)) {
      if (!p.startsWith(prefix)) continue;
      const rest = p.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash === -1) out.set(rest, bytes.length);
      else out.set(`${rest.slice(0, slash)}/`, 0);
    }
    return [...out].map(([name, size]) => ({ name, size })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  return {
    seedHome,
    resolvePath,
    isDir,
    list,
    /** @param {string} nodeId @param {string} abs */
    read: (nodeId, abs) => disk(nodeId).get(abs) ?? null,
    /** @param {string} nodeId @param {string} abs @param {Buffer} bytes */
    write: (nodeId, abs, bytes) => void disk(nodeId).set(abs, bytes),
  };
}

/** @typedef {ReturnType<typeof createDisks>} Disks */
