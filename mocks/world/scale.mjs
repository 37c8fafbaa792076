// @ts-check
/**
 * A large demo cluster on demand: `MOCK_SCALE=10000 npm start` seeds that many servers, and a
 * proportional number of the other kinds, with varied, believable labels. The same scale always
 * gives the same world (a seeded generator), so the gateway's store and the WebSocket mock, which
 * build it each on their own, agree item for item, and a test or a benchmark can name what it
 * expects.
 *
 * Proportions per 100 servers: 10 applications, 10 databases, 5 Kubernetes clusters, 10 pods,
 * 8 desktops, 2 desktop services, 2 database services, 2 user groups.
 */

const CLUSTER = 'teleport.example.com';

/**
 * A small fast generator (mulberry32): the same seed gives the same sequence.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @template T @param {() => number} rnd @param {readonly T[]} list @returns {T} */
const pick = (rnd, list) => /** @type {T} */ (list[Math.floor(rnd() * list.length)]);

/** A version-4-shaped UUID from the generator (deterministic). @param {() => number} rnd */
function uuid(rnd) {
  const hex = () => Math.floor(rnd() * 16).toString(16);
  const part = (/** @type {number} */ n) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${pick(rnd, ['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
}

/** @param {number} n @param {number} width */
const pad = (n, width) => String(n).padStart(width, '0');

/** @param {Record<string, string>} labels @returns {Array<{name: string, value: string}>} sorted by name, as the API sends them */
const labelList = (labels) =>
  Object.keys(labels)
    .sort()
    .map((name) => ({ name, value: /** @type {string} */ (labels[name]) }));

const ENVS = ['prod', 'prod', 'staging', 'dev', 'qa'];
const REGIONS = ['us-east-1', 'us-west-2', 'eu-central-1', 'eu-west-1', 'ap-southeast-2', 'ap-northeast-1', 'sa-east-1'];
const TEAMS = ['platform', 'payments', 'data', 'ml', 'security', 'sre', 'growth', 'identity'];
const ROLES = ['web', 'api', 'worker', 'db', 'cache', 'queue', 'batch', 'bastion', 'monitoring', 'build'];
const OSES = ['ubuntu 22.04', 'ubuntu 20.04', 'debian 12', 'amazon linux 2023', 'rhel 9'];
const ARCHES = ['x86_64', 'x86_64', 'arm64'];
const ORIGINS = ['cloud', 'config-file', 'dynamic'];
const DB_ENGINES = /** @type {const} */ ([
  ['postgres', 'self-hosted', 5432],
  ['mysql', 'self-hosted', 3306],
  ['mongodb', 'self-hosted', 27017],
  ['postgres', 'rds', 5432],
  ['mysql', 'rds', 3306],
  ['redis', 'elasticache', 6379],
]);
const APP_KINDS = ['grafana', 'jenkins', 'kibana', 'argocd', 'vault-ui', 'metabase', 'airflow', 'sentry', 'wiki', 'status'];

/**
 * Common labels of a generated resource.
 * @param {() => number} rnd @param {number} i
 */
function baseLabels(rnd, i) {
  /** @type {Record<string, string>} */
  const labels = {
    env: pick(rnd, ENVS),
    region: pick(rnd, REGIONS),
    team: pick(rnd, TEAMS),
    'teleport.dev/origin': pick(rnd, ORIGINS),
  };
  if (i % 7 === 0) labels['cost-center'] = `cc-${pad(1000 + (i % 37), 4)}`;
  if (i % 11 === 0) labels.compliance = pick(rnd, ['pci', 'sox', 'hipaa']);
  return labels;
}

/**
 * The generated part of a scaled world.
 * @param {number} servers  how many servers (0 gives an empty world)
 * @param {{ loginsFor?: (labels: Record<string, string>) => string[] }} [options]
 *   loginsFor: the SSH logins the signed-in user's roles give on a server with these labels
 */
export function generateWorld(servers, options = {}) {
  const rnd = seededRandom(0x7e1e9047 ^ servers);
  const loginsFor =
    options.loginsFor ?? ((/** @type {Record<string, string>} */ l) => (l.env === 'prod' ? ['ubuntu'] : ['root', 'ubuntu']));
  const count = (/** @type {number} */ per100) => Math.round((servers * per100) / 100);

  /** @type {any[]} */
  const nodes = [];
  for (let i = 1; i <= servers; i++) {
    const labels = baseLabels(rnd, i);
    const role = pick(rnd, ROLES);
    labels.role = role;
    labels.os = pick(rnd, OSES);
    labels.arch = pick(rnd, ARCHES);
    const tunnel = rnd() < 0.15;
    const octets = [10, (i >> 16) & 255, (i >> 8) & 255, i & 255];
    const hostname = `${role}-${labels.env}-${labels.region}-${pad(i, 5)}`;
    nodes.push({
      id: uuid(rnd),
      siteId: CLUSTER,
      hostname,
      addr: tunnel ? '' : `${octets.join('.')}:3022`,
      tunnel,
      tags: labelList(labels),
      sshLogins: loginsFor(labels),
    });
  }

  const apps = [];
  for (let i = 1; i <= count(10); i++) {
    const labels = baseLabels(rnd, i);
    const kind = pick(rnd, APP_KINDS);
    const name = `${kind}-${labels.env}-${pad(i, 5)}`;
    apps.push({
      name,
      description: `${kind} for ${labels.team} (${labels.env})`,
      uri: `http://${kind}.internal:${3000 + (i % 50)}`,
      publicAddr: `${name}.${CLUSTER}`,
      fqdn: `${name}.${CLUSTER}`,
      clusterId: CLUSTER,
      labels: labelList(labels),
      awsConsole: false,
    });
  }

  const databases = [];
  for (let i = 1; i <= count(10); i++) {
    const labels = baseLabels(rnd, i);
    const [protocol, type, port] = pick(rnd, DB_ENGINES);
    labels.engine = protocol;
    const name = `${labels.team}-${protocol}-${pad(i, 5)}`;
    const hostname = `${name}.${labels.region}.internal`;
    databases.push({
      name,
      desc: `${labels.team} ${protocol} (${labels.env})`,
      protocol,
      type,
      labels: labelList(labels),
      hostname,
      uri: `${hostname}:${port}`,
      database_users: ['readonly', 'app'],
      database_names: [labels.team],
    });
  }

  const kubes = [];
  for (let i = 1; i <= count(5); i++) {
    const labels = baseLabels(rnd, i);
    labels.provider = pick(rnd, ['aws', 'gcp', 'azure', 'on-prem']);
    kubes.push({
      name: `${labels.env}-${labels.region}-${labels.provider}-${pad(i, 4)}`,
      labels: labelList(labels),
      kubernetes_users: ['alice@example.com'],
      kubernetes_groups: ['viewers', 'developers'],
    });
  }

  const pods = [];
  for (let i = 1; i <= count(10) && kubes.length; i++) {
    const app = pick(rnd, ['api', 'web', 'worker', 'cron', 'redis']);
    pods.push({
      kind: 'pod',
      name: `${app}-${Math.floor(rnd() * 0xffffff).toString(16)}-${pad(i, 5)}`,
      labels: labelList({ app, version: `v1.${i % 9}.${i % 5}` }),
      namespace: pick(rnd, ['default', 'payments', 'monitoring', 'kube-system']),
      cluster: /** @type {any} */ (kubes[i % kubes.length]).name,
    });
  }

  const desktops = [];
  for (let i = 1; i <= count(8); i++) {
    const labels = baseLabels(rnd, i);
    const host = `win-${pick(rnd, ['app', 'file', 'print', 'sql', 'term'])}${pad(i, 5)}`;
    labels.os = pick(rnd, ['Windows Server 2019', 'Windows Server 2022', 'Windows 11']);
    labels['teleport.dev/computer_name'] = host.toUpperCase();
    desktops.push({
      os: 'windows',
      name: `${host}-corp-example-com`,
      addr: `10.200.${(i >> 8) & 255}.${i & 255}`,
      labels: labelList(labels),
      host_id: uuid(rnd),
      logins: ['Administrator', 'alice'],
    });
  }

  const desktopServices = [];
  for (let i = 1; i <= count(2); i++) {
    const labels = baseLabels(rnd, i);
    desktopServices.push({
      name: uuid(rnd),
      hostname: `windows-desktop-service-${pad(i, 4)}`,
      addr: `10.201.${(i >> 8) & 255}.${i & 255}:3028`,
      labels: labelList({ env: /** @type {string} */ (labels.env), region: /** @type {string} */ (labels.region) }),
    });
  }

  const databaseServices = [];
  for (let i = 1; i <= count(2); i++) {
    databaseServices.push({ name: uuid(rnd), resource_matchers: [{ labels: { env: pick(rnd, ENVS) } }] });
  }

  const userGroups = [];
  for (let i = 1; i <= count(2); i++) {
    const team = pick(rnd, TEAMS);
    userGroups.push({
      name: `00g${Math.floor(rnd() * 0xffffffff)
        .toString(16)
        .padStart(8, '0')}${pad(i, 5)}`,
      description: `Members of ${team}`,
      labels: labelList({ 'teleport.dev/origin': 'okta', team }),
      friendlyName: `${team} ${pad(i, 4)}`,
      applications: [],
    });
  }

  return {
    listNodes: nodes,
    listApps: apps,
    listDatabases: databases,
    listKubernetesClusters: kubes,
    listKubernetesPods: pods,
    listDesktops: desktops,
    listDesktopServices: desktopServices,
    listDatabaseServices: databaseServices,
    listUserGroups: userGroups,
  };
}
