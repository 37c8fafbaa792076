// The what-if counts against the store's truth: for each role fixture, the count the panel asks
// for (its predicate through the embedded default's listing engine, limit=1, totalCount) equals a
// count made directly over the world's resources by a matcher written here from Teleport's label
// semantics (lib/services/role.go MatchLabels; utils.SliceMatchesRegex; RoleV6 v3 defaults),
// without the predicate language: globs and regular expressions included, so that a selector
// the panel calls "not counted" is still known here.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createDiscoverAgents } from '../../../../mocks/api/discover-agents.mjs';
import { createListings } from '../../../../mocks/api/listings.mjs';
import { createWorld, type ListOperation, type World } from '../../../../mocks/world/world.mjs';
import { readRoleDraft, REACH_KINDS, type ReachKind } from './what-if';

type Selector = Record<string, string | string[]>;
type Conditions = Partial<Record<string, Selector | string[]>>;
interface Fixture {
  name: string;
  version?: string;
  allow: Conditions;
  deny?: Conditions;
  /** Kinds the panel must call not counted (the rest must be counted or zero). */
  uncounted?: ReachKind[];
}

const OPS: Record<ReachKind, ListOperation> = {
  nodes: 'listNodes',
  apps: 'listApps',
  databases: 'listDatabases',
  kubernetes: 'listKubernetesClusters',
  desktops: 'listDesktops',
};

// ------------------------------------------------------------------------------------------
// The independent matcher.

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** utils.compileRegex: `^…$` is a regular expression, anything else a glob whose * is `.*`. */
function valueMatches(pattern: string, value: string): boolean {
  const source = pattern.startsWith('^') && pattern.endsWith('$') ? pattern : `^${escapeRegExp(pattern).replace(/\\\*/g, '(.*)')}$`;
  return new RegExp(source).test(value);
}

const valuesOf = (v: string | string[]) => (typeof v === 'string' ? [v] : v);

/** MatchLabels(selector, target). */
function matchLabels(selector: Selector | undefined, target: ReadonlyMap<string, string>): boolean {
  if (!selector || Object.keys(selector).length === 0) return false;
  const star = selector['*'] === undefined ? undefined : valuesOf(selector['*']);
  if (star && star.length === 1 && star[0] === '*') return true;
  for (const [key, raw] of Object.entries(selector)) {
    const value = target.get(key);
    if (value === undefined) return false;
    const values = valuesOf(raw);
    if (values.includes('*')) continue;
    if (!values.some((p) => valueMatches(p, value))) return false;
  }
  return true;
}

const FIELDS: Record<ReachKind, string> = {
  nodes: 'node_labels',
  apps: 'app_labels',
  databases: 'db_labels',
  kubernetes: 'kubernetes_labels',
  desktops: 'windows_desktop_labels',
};

/** The allow selector after RoleV6.CheckAndSetDefaults. */
function allowSelector(f: Fixture, kind: ReachKind): Selector | undefined {
  const own = f.allow[FIELDS[kind]] as Selector | undefined;
  if (own !== undefined || f.version !== 'v3') return own;
  if (kind === 'desktops') return undefined;
  if (kind === 'nodes') return ((f.allow.logins as string[] | undefined) ?? []).length > 0 ? { '*': '*' } : {};
  return { '*': '*' };
}

function labelMap(kind: ReachKind, item: { tags?: unknown; labels?: unknown }): Map<string, string> {
  const list = (kind === 'nodes' ? item.tags : item.labels) as Array<{ name: string; value: string }> | undefined;
  return new Map((list ?? []).map((l) => [l.name, l.value]));
}

function truth(world: World, f: Fixture, kind: ReachKind): number {
  const allow = allowSelector(f, kind);
  const deny = f.deny?.[FIELDS[kind]] as Selector | undefined;
  return (world.items[OPS[kind]] as Array<{ tags?: unknown; labels?: unknown }>).filter((item) => {
    const labels = labelMap(kind, item);
    return matchLabels(allow, labels) && !matchLabels(deny, labels);
  }).length;
}

// ------------------------------------------------------------------------------------------
// Fixtures.

const ALL = { '*': '*' };
const FIXTURES: Fixture[] = [
  {
    name: 'the access preset: everything of every kind',
    allow: { node_labels: ALL, app_labels: ALL, db_labels: ALL, kubernetes_labels: ALL, windows_desktop_labels: ALL },
  },
  {
    name: 'production everywhere',
    allow: {
      node_labels: { env: 'prod' },
      app_labels: { env: 'prod' },
      db_labels: { env: 'prod' },
      kubernetes_labels: { env: 'prod' },
      windows_desktop_labels: { env: 'prod' },
    },
  },
  {
    name: 'two environments of one team (OR of values, AND of keys)',
    allow: {
      node_labels: { env: ['prod', 'staging'], team: 'sre' },
      app_labels: { env: ['prod', 'staging'], team: ['sre', 'platform'] },
      db_labels: { env: ['prod', 'dev'], engine: ['postgres', 'mysql'] },
    },
  },
  {
    name: 'everything but dev',
    allow: { node_labels: ALL, app_labels: ALL, db_labels: ALL, kubernetes_labels: ALL, windows_desktop_labels: ALL },
    deny: {
      node_labels: { env: 'dev' },
      app_labels: { env: 'dev' },
      db_labels: { env: 'dev' },
      kubernetes_labels: { env: 'dev' },
      windows_desktop_labels: { env: 'corp' },
    },
  },
  {
    name: 'deny ANDs its keys: only payments or data in eu-west-1 are taken away',
    allow: { node_labels: { env: 'prod' }, db_labels: { env: 'prod' } },
    deny: { node_labels: { team: ['payments', 'data'], region: 'eu-west-1' }, db_labels: { team: 'payments', engine: 'postgres' } },
  },
  {
    name: 'keys with dots and slashes, and a present key with any value',
    allow: {
      node_labels: { 'teleport.dev/origin': 'cloud', 'aws/Name': '*' },
      kubernetes_labels: { 'teleport.dev/origin': 'cloud' },
      db_labels: { 'teleport.dev/cloud': ['AWS', 'GCP'] },
      windows_desktop_labels: { 'teleport.dev/ou': 'OU=Servers,DC=corp,DC=example,DC=com' },
    },
  },
  {
    name: 'hostile values are matched as data',
    allow: {
      node_labels: { note: '<img src=x onerror=alert(1)>' },
      app_labels: { owner: '"><script>alert(1)</script>' },
      db_labels: { owner: '<img src=x onerror=alert(1)>' },
      kubernetes_labels: { note: ['<img src=x onerror=alert(1)>', 'x" || true || "'] },
      windows_desktop_labels: { 'a"] || true || labels["b': 'x' },
    },
  },
  {
    name: 'a value that tries to widen the predicate reaches nothing',
    allow: {
      node_labels: { env: 'prod" || name != "' },
      app_labels: { env: 'x") || exists(labels["env"]' },
      db_labels: { 'env"] != "x" || labels["env': 'prod' },
    },
  },
  {
    name: 'unicode values and a link-like value',
    allow: {
      node_labels: { owner: ['Zoë Ångström 🚀', 'nobody'], link: 'javascript:alert(document.cookie)' },
      windows_desktop_labels: { os: 'Windows Server 2019' },
    },
    deny: { windows_desktop_labels: { 'teleport.dev/computer_name': ['WIN-DC01', 'WIN-SQL01'] } },
  },
  {
    name: 'v3 defaults: logins give every server, apps, databases and clusters',
    version: 'v3',
    allow: { logins: ['root'] },
    deny: { db_labels: { engine: 'redis' } },
  },
  {
    name: 'v3 without logins: no servers',
    version: 'v3',
    allow: { kubernetes_labels: { provider: ['aws', 'gcp', 'azure'] } },
    deny: { kubernetes_labels: { env: 'dev' } },
  },
  {
    name: "deny '*': '*' takes everything; a label nothing has reaches nothing",
    allow: { node_labels: { env: 'prod' }, db_labels: ALL, app_labels: { nonexistent: 'x' } },
    deny: { db_labels: ALL },
  },
  {
    name: 'empty values, empty lists and a deny on a label named *',
    allow: { node_labels: { arch: ['x86_64', ''] }, app_labels: { env: [] }, kubernetes_labels: ALL },
    deny: { node_labels: { '*': 'x' }, kubernetes_labels: { env: [] } },
  },
  {
    name: 'patterns are not counted, the other kinds still are',
    allow: {
      node_labels: { env: 'prod-*' },
      app_labels: { 'teleport.dev/origin': '^config-.*$' },
      db_labels: { env: 'prod' },
      kubernetes_labels: ALL,
    },
    deny: { kubernetes_labels: { team: 'sea*' } },
    uncounted: ['nodes', 'apps', 'kubernetes'],
  },
];

// ------------------------------------------------------------------------------------------

function roleYaml(f: Fixture): string {
  return stringify({
    kind: 'role',
    version: f.version ?? 'v7',
    metadata: { name: 'what-if' },
    spec: { allow: f.allow, deny: f.deny ?? {} },
  });
}

function engine(world: World) {
  return createListings({ world, agents: createDiscoverAgents(), enrolled: new Map() });
}

describe.each([
  ['the default world', () => createWorld({ scale: 0 })],
  ['a generated world of 400 servers', () => createWorld({ scale: 400 })],
])('what-if counts equal the store on %s', (_, make) => {
  const world = make();
  const listings = engine(world);
  const count = (kind: ReachKind, query: string) => {
    const answer = listings[OPS[kind]]({
      params: { clusterId: 'teleport.example.com' },
      query: query ? { limit: '1', query } : { limit: '1' },
      body: undefined,
      upstream: undefined,
    });
    expect(answer.status, `${kind}: ${query} -> ${JSON.stringify(answer.body)}`).toBe(200);
    return (answer.body as { totalCount: number }).totalCount;
  };

  it('the world has one value per label key and one item per name (what the matcher assumes)', () => {
    for (const kind of REACH_KINDS) {
      const items = world.items[OPS[kind.kind]] as Array<{ tags?: unknown; labels?: unknown }>;
      for (const item of items) {
        const list = ((kind.kind === 'nodes' ? item.tags : item.labels) ?? []) as Array<{ name: string }>;
        expect(new Set(list.map((l) => l.name)).size).toBe(list.length);
      }
    }
  });

  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const read = readRoleDraft(roleYaml(f));
    if (read.type !== 'role') throw new Error(read.message);
    for (const { kind } of REACH_KINDS) {
      const plan = read.plans[kind];
      const expected = truth(world, f, kind);
      if (f.uncounted?.includes(kind)) {
        expect(plan.type, kind).toBe('uncounted');
        continue;
      }
      if (plan.type === 'uncounted') throw new Error(`${kind} not counted: ${plan.reasons.join('; ')}`);
      const counted = plan.type === 'zero' ? 0 : count(kind, plan.query);
      expect(counted, `${kind}: ${plan.type === 'count' ? plan.query : plan.why}`).toBe(expected);
      if (plan.type === 'count' && plan.allowQuery !== undefined) {
        const allowOnly = truth(world, { ...f, deny: {} }, kind);
        expect(count(kind, plan.allowQuery), `${kind} before deny`).toBe(allowOnly);
      }
    }
  });

  it('the fixtures are not trivial: counts vary between 0 and everything', () => {
    const seen = new Set<number>();
    for (const f of FIXTURES) for (const { kind } of REACH_KINDS) seen.add(truth(world, f, kind));
    expect(seen.size).toBeGreaterThan(8);
  });
});
