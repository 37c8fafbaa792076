// @ts-check
/**
 * The embedded default's integrations: AWS OIDC integrations that stick for the process (paged
 * with `limit` / `startKey`, answered with `nextKey`), the RDS databases an integration "sees" in
 * a small fake AWS account (by region, instance or Aurora cluster, engine; paged with
 * `nextToken`) and deploying the database service; the databases enrolled through it are the
 * `databases` tag's (tags/databases.mjs). Part of the store (mock-store.mjs).
 */
import { error, obj, ok } from './store-answers.mjs';

/** @typedef {import('./store-answers.mjs').StoreRequest} StoreRequest */
/** @typedef {import('./store-answers.mjs').StoreAnswer} StoreAnswer */

export const RDS_PAGE_SIZE = 2;
export const ACCOUNT_ID = '123456789012';

/** Role ARN rule of the proxy (spec §5). @param {string} arn */
export function validRoleArn(arn) {
  const parts = arn.split(':role');
  return arn.startsWith('arn:aws:iam::') && parts.length === 2 && (parts[1] ?? '').length >= 2;
}

/**
 * The fake AWS account's RDS databases: [name, engine, version, kind, vpc] per region.
 * @type {Record<string, Array<[string, string, string, 'instance'|'cluster', string]>>}
 */
const RDS_WORLD = {
  'us-east-1': [
    ['users-db', 'postgres', '15.3', 'instance', 'vpc-0123456789abcdef0'],
    ['analytics-db', 'postgres', '14.8', 'instance', 'vpc-0123456789abcdef0'],
    ['billing-db', 'postgres', '15.4', 'instance', 'vpc-0123456789abcdef0'],
    ['orders-mysql', 'mysql', '8.0.33', 'instance', 'vpc-0123456789abcdef0'],
    ['legacy-maria', 'mariadb', '10.6', 'instance', 'vpc-0fedcba9876543210'],
    ['events-aurora', 'aurora-postgresql', '15.3', 'cluster', 'vpc-0123456789abcdef0'],
    ['catalog-aurora', 'aurora-mysql', '3.04', 'cluster', 'vpc-0123456789abcdef0'],
  ],
  'eu-west-1': [['eu-users-db', 'postgres', '15.3', 'instance', 'vpc-0e1e2e3e4e5e6e7e8']],
};

/**
 * @param {string} region
 * @param {[string, string, string, 'instance'|'cluster', string]} entry
 */
function rdsDatabase(region, [name, engine, version, kind, vpc]) {
  const host = `${name}.c1a2b3c4d5e6.${region}.rds.amazonaws.com`;
  const protocol = engine.includes('postgres') ? 'postgres' : 'mysql';
  const port = protocol === 'postgres' ? 5432 : 3306;
  const suffix = Buffer.from(`${region}/${name}`).toString('hex').slice(0, 24).toUpperCase();
  return {
    name,
    desc: '',
    protocol,
    type: 'rds',
    labels: [
      { name: 'account-id', value: ACCOUNT_ID },
      { name: 'engine', value: engine },
      { name: 'engine-version', value: version },
      { name: 'region', value: region },
      { name: 'status', value: 'available' },
      { name: 'vpc-id', value: vpc },
    ],
    hostname: host,
    uri: `${host}:${port}`,
    aws: {
      region,
      account_id: ACCOUNT_ID,
      rds: {
        ...(kind === 'instance' ? { instance_id: name } : { cluster_id: name }),
        resource_id: `${kind === 'instance' ? 'db' : 'cluster'}-${suffix}`,
        iam_auth: false,
        subnets: ['subnet-0a1b2c3d4e5f60718', 'subnet-0f9e8d7c6b5a40312'],
      },
      status: 'available',
      redshift: {},
      elasticache: {},
      memorydb: {},
      rdsproxy: {},
      redshift_serverless: {},
      secret_store: {},
      opensearch: {},
      iam_policy_exists: false,
    },
  };
}

/** A page cursor: the offset, as an opaque-looking token. @param {number} offset */
const tokenOf = (offset) => Buffer.from(JSON.stringify({ offset })).toString('base64');
/** @param {unknown} token @returns {number | null} */
function offsetOf(token) {
  if (token === undefined || token === '') return 0;
  try {
    const offset = JSON.parse(Buffer.from(String(token), 'base64').toString('utf8')).offset;
    return Number.isInteger(offset) && offset >= 0 ? offset : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ seed: (operationId: string) => unknown }} options
 * @returns {Record<string, (r: StoreRequest) => StoreAnswer>}
 */
export function integrationHandlers({ seed }) {
  /** @type {Map<string, any>} */
  const integrations = new Map();
  for (const i of obj(seed('listIntegrations')).items ?? []) integrations.set(i.name, i);

  /** @param {StoreRequest} r */
  const awsOidc = (r) => {
    const i = integrations.get(r.params.name ?? '');
    if (!i) return { problem: error(404, `integration "${r.params.name}" is not found`) };
    if (i.subKind !== 'aws-oidc') return { problem: error(400, `integration "${i.name}" is not an AWS OIDC integration`) };
    return { integration: i };
  };

  return {
    listIntegrations: (r) => {
      const q = r.query ?? {};
      const all = [...integrations.values()];
      const limit = q.limit ? Number(q.limit) : 1000;
      const start = offsetOf(q.startKey);
      if (start === null) return error(400, 'invalid startKey');
      const size = limit > 0 ? limit : 1000;
      const items = all.slice(start, start + size);
      return ok({ items, nextKey: start + size < all.length ? tokenOf(start + size) : '' });
    },
    getIntegration: (r) => {
      const i = integrations.get(r.params.name ?? '');
      return i ? ok(i) : error(404, `integration "${r.params.name}" is not found`);
    },
    createIntegration: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      const roleArn = String(obj(b.awsoidc).roleArn ?? '');
      if (!name) return error(400, 'missing integration name');
      if (!validRoleArn(roleArn)) return error(400, 'invalid role ARN format');
      if (integrations.has(name)) return error(409, `integration "${name}" already exists`);
      const i = { name, subKind: b.subKind, awsoidc: { roleArn } };
      integrations.set(name, i);
      return ok(i);
    },
    updateIntegration: (r) => {
      const name = r.params.name ?? '';
      const old = integrations.get(name);
      if (!old) return error(404, `integration "${name}" is not found`);
      const roleArn = String(obj(obj(r.body).awsoidc).roleArn ?? '');
      if (!validRoleArn(roleArn)) return error(400, 'invalid role ARN format');
      const i = { ...old, awsoidc: { ...obj(old.awsoidc), roleArn } };
      integrations.set(name, i);
      return ok(i);
    },
    deleteIntegration: (r) => {
      const name = r.params.name ?? '';
      if (!integrations.delete(name)) return error(404, `integration "${name}" is not found`);
      return ok({ message: 'ok' });
    },

    listAwsOidcDatabases: (r) => {
      const found = awsOidc(r);
      if (found.problem) return found.problem;
      const b = obj(r.body);
      const engines = Array.isArray(b.engines) ? b.engines.map(String) : [];
      const region = String(b.region ?? '');
      const start = offsetOf(b.nextToken);
      if (start === null) return error(400, 'invalid nextToken');
      const matching = (RDS_WORLD[region] ?? []).filter(([, engine, , kind]) => kind === b.rdsType && engines.includes(engine));
      const page = matching.slice(start, start + RDS_PAGE_SIZE).map((e) => rdsDatabase(region, e));
      const more = start + RDS_PAGE_SIZE < matching.length;
      return ok({ databases: page, ...(more ? { nextToken: tokenOf(start + RDS_PAGE_SIZE) } : {}) });
    },
    deployAwsOidcService: (r) => {
      const found = awsOidc(r);
      if (found.problem) return found.problem;
      const b = obj(r.body);
      const region = String(b.region ?? '');
      if (!RDS_WORLD[region] && !/^[a-z]{2}-[a-z]+-\d$/.test(region)) return error(400, `invalid AWS region "${region}"`);
      const vpc = obj((Array.isArray(b.databaseAgentMatcherLabels) ? b.databaseAgentMatcherLabels : [])[0]).value ?? 'all';
      // clusterName, serviceName and taskName: null (or absent, or empty) is the server's default.
      /** @param {unknown} v @param {string} fallback */
      const named = (v, fallback) => (typeof v === 'string' && v !== '' ? v : fallback);
      const cluster = named(b.clusterName, 'teleport-example-com-teleport');
      const service = named(b.serviceName, `database-service-${String(vpc).replace(/[^A-Za-z0-9-]/g, '') || 'all'}`);
      const task = named(b.taskName, 'teleport-example-com-teleport-database-service');
      return ok({
        clusterArn: `arn:aws:ecs:${region}:${ACCOUNT_ID}:cluster/${cluster}`,
        serviceArn: `arn:aws:ecs:${region}:${ACCOUNT_ID}:service/${cluster}/${service}`,
        taskDefinitionArn: `arn:aws:ecs:${region}:${ACCOUNT_ID}:task-definition/${task}:1`,
        serviceDashboardUrl: `https://${region}.console.aws.amazon.com/ecs/v2/clusters/${cluster}/services/${service}`,
      });
    },
  };
}
