import { describe, it, expect, beforeAll } from 'vitest';
import { createMockStore, type MockStore } from './mock-store.mjs';
import { loadContractKit, type ContractKit } from './contract-kit.mjs';
import { RDS_PAGE_SIZE, validRoleArn } from './integrations-store.mjs';

let kit: ContractKit;
beforeAll(async () => {
  kit = await loadContractKit();
});

/** Answers a call as the gateway would after Prism accepted it, and checks it against the contract. */
function call(
  store: MockStore,
  operationId: string,
  request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; upstream?: unknown } = {},
) {
  const answer = store.answer(operationId, {
    params: request.params ?? {},
    query: request.query,
    body: request.body,
    upstream: request.upstream,
  });
  const problem = answer.status < 300 ? kit.checkResponse(operationId, answer.body) : kit.checkErrorBody(answer.body);
  expect(problem, `${operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBeNull();
  return answer;
}

const ARN = 'arn:aws:iam::123456789012:role/teleport-oidc';
const names = (body: unknown) => (body as { items: { name: string }[] }).items.map((i) => i.name);
type DbPage = { databases: { name: string; aws?: { region?: string } }[]; nextToken?: string };

describe('mock store: integrations', () => {
  it('pages the integrations with limit and startKey, answering nextKey', () => {
    const store = createMockStore();
    for (const n of ['a1', 'a2', 'a3'])
      call(store, 'createIntegration', { body: { name: n, subKind: 'aws-oidc', awsoidc: { roleArn: ARN } } });
    const first = call(store, 'listIntegrations', { query: { limit: '2' } }).body as { nextKey: string };
    expect(names(first)).toEqual(['aws-prod', 'aws-sandbox']);
    expect(first.nextKey).not.toBe('');
    const second = call(store, 'listIntegrations', { query: { limit: '2', startKey: first.nextKey } }).body as { nextKey: string };
    expect(names(second)).toEqual(['a1', 'a2']);
    const third = call(store, 'listIntegrations', { query: { limit: '2', startKey: second.nextKey } }).body as { nextKey: string };
    expect(names(third)).toEqual(['a3']);
    expect(third.nextKey).toBe('');
    expect(call(store, 'listIntegrations', { query: { startKey: '%%' } }).status).toBe(400);
  });

  it('refuses a bad role ARN on create and update, and a taken name', () => {
    const store = createMockStore();
    const bad = call(store, 'createIntegration', {
      body: { name: 'x', subKind: 'aws-oidc', awsoidc: { roleArn: 'arn:aws:iam::1:user/x' } },
    });
    expect(bad).toEqual({ status: 400, body: { error: { message: 'invalid role ARN format' } } });
    expect(call(store, 'createIntegration', { body: { name: 'aws-prod', subKind: 'aws-oidc', awsoidc: { roleArn: ARN } } }).status).toBe(
      409,
    );
    expect(call(store, 'updateIntegration', { params: { name: 'aws-prod' }, body: { awsoidc: { roleArn: 'nope' } } }).status).toBe(400);
    expect(call(store, 'getIntegration', { params: { name: 'aws-prod' } }).body).toMatchObject({
      awsoidc: { roleArn: 'arn:aws:iam::123456789012:role/teleport-oidc-prod' },
    });
  });

  it('lists RDS databases by region, kind and engine, with nextToken paging', () => {
    const store = createMockStore();
    const ask = (body: object) => call(store, 'listAwsOidcDatabases', { params: { name: 'aws-prod' }, body }).body as DbPage;
    const query = { rdsType: 'instance', engines: ['postgres'], region: 'us-east-1' };
    const one = ask(query);
    expect(one.databases.map((d) => d.name)).toEqual(['users-db', 'analytics-db']);
    expect(one.databases).toHaveLength(RDS_PAGE_SIZE);
    const two = ask({ ...query, nextToken: one.nextToken });
    expect(two.databases.map((d) => d.name)).toEqual(['billing-db']);
    expect(two.nextToken).toBeUndefined();
    expect(ask({ rdsType: 'cluster', engines: ['aurora-mysql'], region: 'us-east-1' }).databases.map((d) => d.name)).toEqual([
      'catalog-aurora',
    ]);
    expect(ask({ ...query, region: 'eu-west-1' }).databases.map((d) => d.aws?.region)).toEqual(['eu-west-1']);
    expect(ask({ ...query, region: 'ap-south-1' })).toEqual({ databases: [] });
    expect(call(store, 'listAwsOidcDatabases', { params: { name: 'nope' }, body: query }).status).toBe(404);
  });

  it('deploys the database service in the asked region', () => {
    const store = createMockStore();
    const body = {
      region: 'eu-west-1',
      subnetIds: ['subnet-0a1b'],
      taskRoleArn: 'arn:aws:iam::123456789012:role/TeleportDatabaseAccess',
      deploymentMode: 'database-service',
      databaseAgentMatcherLabels: [{ name: 'vpc-id', value: 'vpc-1' }],
    };
    const answer = call(store, 'deployAwsOidcService', { params: { name: 'aws-prod' }, body }).body as Record<string, string>;
    expect(answer.serviceArn).toBe('arn:aws:ecs:eu-west-1:123456789012:service/teleport-example-com-teleport/database-service-vpc-1');
    expect(answer.serviceDashboardUrl).toMatch(/^https:\/\/eu-west-1\.console\.aws\.amazon\.com\//);
    // Null names are the server's defaults, as absent ones; given names are used.
    const nulls = { ...body, clusterName: null, serviceName: null, taskName: null };
    expect(call(store, 'deployAwsOidcService', { params: { name: 'aws-prod' }, body: nulls })).toEqual({ status: 200, body: answer });
    const named = { ...body, clusterName: 'ecs-a', serviceName: 'svc-b', taskName: 'task-c' };
    expect(call(store, 'deployAwsOidcService', { params: { name: 'aws-prod' }, body: named }).body).toMatchObject({
      clusterArn: 'arn:aws:ecs:eu-west-1:123456789012:cluster/ecs-a',
      serviceArn: 'arn:aws:ecs:eu-west-1:123456789012:service/ecs-a/svc-b',
      taskDefinitionArn: 'arn:aws:ecs:eu-west-1:123456789012:task-definition/task-c:1',
    });
  });

  it("keeps enrolled databases and lists them with the world's, found by search and sorted by name", () => {
    const store = createMockStore();
    const before = (call(store, 'listDatabases', { query: { limit: '1' } }).body as { totalCount: number }).totalCount;
    const db = {
      name: 'users-db',
      protocol: 'postgres',
      uri: 'users-db.x:5432',
      labels: [{ name: 'engine', value: 'postgres' }],
      awsRds: { accountId: '123456789012', resourceId: 'db-A' },
    };
    expect(call(store, 'createDatabase', { body: db }).body).toMatchObject({ name: 'users-db', type: 'rds', hostname: 'users-db.x' });
    expect(call(store, 'createDatabase', { body: db }).status).toBe(409);
    type Page = { items: { name: string }[]; totalCount: number; startKey: string };
    const list = call(store, 'listDatabases', { query: { limit: '1000' } }).body as Page;
    expect(list.items[0]?.name).toBe('users-db');
    expect(list.totalCount).toBe(before + 1);
    const found = call(store, 'listDatabases', { query: { search: 'USERS-db' } }).body as Page;
    expect(found.items.map((i) => i.name)).toEqual(['users-db']);
    const sorted = call(store, 'listDatabases', { query: { sort: 'name:desc', limit: '3' } }).body as Page;
    expect(sorted.items.map((i) => i.name)).toEqual([...sorted.items.map((i) => i.name)].sort().reverse());
    expect(sorted.totalCount).toBe(before + 1);
    expect(sorted.startKey).not.toBe('');
  });

  it('checks role ARNs like the console', () => {
    expect(validRoleArn(ARN)).toBe(true);
    expect(validRoleArn('arn:aws:iam::1:role/')).toBe(false);
    expect(validRoleArn('arn:aws:iam::1:role/a:role/b')).toBe(false);
  });
});
