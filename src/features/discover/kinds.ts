// What the wizard can enroll: one entry per choice on the first screen. A kind carries what the
// later steps need: the system role its join token grants, how the agent is looked for, whether
// the connection can be tested and access set up, the preferred-resource value it stands for
// (user preferences: 1 desktops, 2 servers, 3 databases, 4 Kubernetes, 5 applications) and the
// resource name the discover usage events use.

export type AgentKind = 'node' | 'app' | 'db' | 'kube' | 'desktop';

export type KindId = 'server' | 'app' | 'postgres-self' | 'mysql-self' | 'mongodb-self' | 'postgres-rds' | 'mysql-rds' | 'kube' | 'desktop';

export interface ResourceKind {
  id: KindId;
  title: string;
  /** Shown under the title on the choice card. */
  description: string;
  group: 'Servers' | 'Applications' | 'Databases' | 'Kubernetes' | 'Desktops';
  /** Extra words the search matches. */
  keywords: string[];
  agent: AgentKind;
  /** The system role of the join token. */
  tokenRole: 'Node' | 'App' | 'Db' | 'Kube' | 'WindowsDesktop';
  /** Database protocol and where the database runs. */
  engine?: 'postgres' | 'mysql' | 'mongodb';
  location?: 'self-hosted' | 'rds';
  preferredResource: 1 | 2 | 3 | 4 | 5;
  eventResource: string;
  /** The list page of the cluster area the finished resource appears on. */
  listPath: 'nodes' | 'apps' | 'databases' | 'kubernetes' | 'desktops';
}

const db = (
  engine: 'postgres' | 'mysql' | 'mongodb',
  location: 'self-hosted' | 'rds',
): Omit<ResourceKind, 'id' | 'title' | 'description'> => ({
  group: 'Databases',
  keywords: ['database', 'db', engine, location === 'rds' ? 'aws amazon rds cloud' : 'self-hosted on-prem'],
  agent: 'db',
  tokenRole: 'Db',
  engine,
  location,
  preferredResource: 3,
  eventResource: `DISCOVER_RESOURCE_DATABASE_${engine.toUpperCase()}_${location === 'rds' ? 'RDS' : 'SELF_HOSTED'}`,
  listPath: 'databases',
});

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  {
    id: 'server',
    title: 'Linux server',
    description: 'An SSH server on any Linux host (Ubuntu, Debian, RHEL, Amazon Linux …).',
    group: 'Servers',
    keywords: ['ssh', 'node', 'linux', 'ubuntu', 'debian', 'rhel', 'centos', 'server'],
    agent: 'node',
    tokenRole: 'Node',
    preferredResource: 2,
    eventResource: 'DISCOVER_RESOURCE_SERVER',
    listPath: 'nodes',
  },
  {
    id: 'app',
    title: 'Web application',
    description: 'An internal HTTP application reached through the proxy.',
    group: 'Applications',
    keywords: ['application', 'http', 'https', 'web', 'dashboard', 'grafana'],
    agent: 'app',
    tokenRole: 'App',
    preferredResource: 5,
    eventResource: 'DISCOVER_RESOURCE_APPLICATION_HTTP',
    listPath: 'apps',
  },
  { id: 'postgres-self', title: 'PostgreSQL', description: 'Self-hosted PostgreSQL.', ...db('postgres', 'self-hosted') },
  { id: 'mysql-self', title: 'MySQL / MariaDB', description: 'Self-hosted MySQL or MariaDB.', ...db('mysql', 'self-hosted') },
  { id: 'mongodb-self', title: 'MongoDB', description: 'Self-hosted MongoDB.', ...db('mongodb', 'self-hosted') },
  { id: 'postgres-rds', title: 'RDS PostgreSQL', description: 'Amazon RDS or Aurora PostgreSQL.', ...db('postgres', 'rds') },
  { id: 'mysql-rds', title: 'RDS MySQL / MariaDB', description: 'Amazon RDS or Aurora MySQL.', ...db('mysql', 'rds') },
  {
    id: 'kube',
    title: 'Kubernetes cluster',
    description: 'Any Kubernetes cluster, installed with Helm.',
    group: 'Kubernetes',
    keywords: ['kubernetes', 'k8s', 'kube', 'helm', 'eks', 'gke', 'aks'],
    agent: 'kube',
    tokenRole: 'Kube',
    preferredResource: 4,
    eventResource: 'DISCOVER_RESOURCE_KUBERNETES',
    listPath: 'kubernetes',
  },
  {
    id: 'desktop',
    title: 'Windows desktop',
    description: 'Windows hosts of an Active Directory domain.',
    group: 'Desktops',
    keywords: ['windows', 'rdp', 'desktop', 'active directory', 'ad'],
    agent: 'desktop',
    tokenRole: 'WindowsDesktop',
    preferredResource: 1,
    eventResource: 'DISCOVER_RESOURCE_WINDOWS_DESKTOP',
    listPath: 'desktops',
  },
];

export const KIND_IDS = RESOURCE_KINDS.map((k) => k.id) as [KindId, ...KindId[]];

export function kindById(id: string | undefined): ResourceKind | undefined {
  return RESOURCE_KINDS.find((k) => k.id === id);
}

/** The kinds whose title, group, description or keywords hold every word of the search. */
export function searchKinds(search: string, kinds: readonly ResourceKind[] = RESOURCE_KINDS): ResourceKind[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...kinds];
  return kinds.filter((k) => {
    const text = [k.title, k.group, k.description, ...k.keywords].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
