import { describe, it, expect, beforeAll } from 'vitest';
import { createMockStore, parseTtl, type MockStore } from './mock-store.mjs';
import { firstResponseExample } from './contract-examples.mjs';
import { loadContractKit, type ContractKit } from './contract-kit.mjs';

let kit: ContractKit;
beforeAll(async () => {
  kit = await loadContractKit();
});

/** Answers a call as the gateway would after Prism accepted it, and checks it against the contract. */
function call(
  store: MockStore,
  operationId: string,
  request: { params?: Record<string, string>; body?: unknown; upstream?: unknown } = {},
) {
  const answer = store.answer(operationId, { params: request.params ?? {}, body: request.body, upstream: request.upstream });
  const problem = answer.status < 300 ? kit.checkResponse(operationId, answer.body) : kit.checkErrorBody(answer.body);
  expect(problem, `${operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBeNull();
  return answer;
}

const roleYaml = (name: string) => `kind: role\nmetadata:\n  name: ${name}\nspec:\n  allow: {}\nversion: v6\n`;

describe('mock store', () => {
  it('answers each operation in the module of its contract tag', () => {
    const store = createMockStore();
    const tagOf = new Map(kit.operations.map((op) => [op.operationId as string, op.tag as string]));
    const misplaced = store.operationIds.filter((id) => store.tagOf(id) !== tagOf.get(id));
    expect(misplaced.map((id) => `${id}: tag ${tagOf.get(id)}, module ${store.tagOf(id)}`)).toEqual([]);
  });

  it('starts from the contract examples', () => {
    const store = createMockStore();
    expect(call(store, 'getUserPreferences').body).toEqual(firstResponseExample('getUserPreferences'));
    expect((call(store, 'listUsers').body as { name: string }[]).map((u) => u.name)).toContain('alice');
    expect(call(store, 'listRoles').body).toEqual(firstResponseExample('listRoles'));
  });

  it('keeps preferences: a read after a write returns the new state', () => {
    const store = createMockStore();
    const dark = { theme: 2, assist: { preferredLogins: ['ubuntu'], viewMode: 3 }, onboard: { preferredResources: [2] } };
    expect(call(store, 'updateUserPreferences', { body: dark }).status).toBe(200);
    expect(call(store, 'getUserPreferences').body).toEqual(dark);
  });

  it('a restart (a new store) starts from the examples again', () => {
    const first = createMockStore();
    call(first, 'updateUserPreferences', { body: { theme: 2 } });
    call(first, 'createRole', { body: { content: roleYaml('temp') } });
    const second = createMockStore();
    expect((call(second, 'getUserPreferences').body as { theme: number }).theme).toBe(1);
    expect((call(second, 'listRoles').body as { name: string }[]).some((r) => r.name === 'temp')).toBe(false);
    // reset() (the end-to-end tests' hook) is the same as a restart.
    expect((call(first, 'getUserPreferences').body as { theme: number }).theme).toBe(2);
    first.reset();
    expect((call(first, 'getUserPreferences').body as { theme: number }).theme).toBe(1);
    expect((call(first, 'listRoles').body as { name: string }[]).some((r) => r.name === 'temp')).toBe(false);
  });

  it('creates, reads, updates and deletes users', () => {
    const store = createMockStore();
    call(store, 'createUser', { body: { name: 'zed', roles: ['access'], traits: { logins: ['zed'] } } });
    expect(call(store, 'createUser', { body: { name: 'zed', roles: ['access'] } }).status).toBe(409);
    expect(call(store, 'listUsers').body).toContainEqual({ name: 'zed', roles: ['access'], authType: 'local' });
    call(store, 'updateUser', { body: { name: 'zed', roles: ['auditor'] } });
    expect(call(store, 'getUser', { params: { username: 'zed' } }).body).toMatchObject({ roles: ['auditor'], traits: { logins: ['zed'] } });
    expect(call(store, 'deleteUser', { params: { username: 'zed' } }).status).toBe(200);
    expect(call(store, 'getUser', { params: { username: 'zed' } }).status).toBe(404);
    expect(call(store, 'deleteUser', { params: { username: 'alice' } }).status).toBe(400);
  });

  it('answers what a bulk action meets as the proxy does: a user or lock already gone is a 404 in its words, every lock of a bulk is its own', () => {
    const store = createMockStore();
    expect(call(store, 'deleteUser', { params: { username: 'dave' } }).status).toBe(200);
    const gone = call(store, 'deleteUser', { params: { username: 'dave' } });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: { message: 'user "dave" is not found' } });
    const before = (call(store, 'listLocks').body as unknown[]).length;
    const made = ['carol', 'grace', 'frank@example.com'].map(
      (user) =>
        call(store, 'createLock', { body: { targets: { user }, message: 'bulk', ttl: '1h' }, upstream: firstResponseExample('createLock') })
          .body as { name: string },
    );
    expect(new Set(made.map((l) => l.name)).size).toBe(3);
    expect((call(store, 'listLocks').body as unknown[]).length).toBe(before + 3);
    expect(call(store, 'deleteLock', { params: { uuid: made[0]!.name } }).status).toBe(200);
    const again = call(store, 'deleteLock', { params: { uuid: made[0]!.name } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: { message: `lock "${made[0]!.name}" is not found` } });
  });

  it('makes invite and reset tokens for known users, with the expiry of their TTL, and reads them back', () => {
    const fixed = new Date('2026-01-02T03:04:05.000Z');
    const store = createMockStore({ now: () => fixed });
    const upstream = firstResponseExample('getPasswordToken');
    const invite = call(store, 'createResetPasswordToken', { body: { name: 'carol', type: 'invite' } });
    expect(invite.status).toBe(200);
    const made = invite.body as { tokenId: string; user: string; expiry: string };
    expect(made).toMatchObject({ user: 'carol', expiry: '2026-01-02T11:04:05.000Z' });
    expect(made.tokenId).toMatch(/^[0-9a-f]{32}$/);
    const reset = call(store, 'createResetPasswordToken', { body: { name: 'carol', type: 'password' } }).body as typeof made;
    expect(reset.expiry).toBe('2026-01-02T04:04:05.000Z');
    expect(reset.tokenId).not.toBe(made.tokenId);
    const short = call(store, 'createResetPasswordToken', { body: { name: 'carol', type: 'password', ttl: 60e9 } }).body as typeof made;
    expect(short.expiry).toBe('2026-01-02T03:05:05.000Z');
    expect(call(store, 'createResetPasswordToken', { body: { name: 'nobody', type: 'invite' } }).status).toBe(404);
    // Reading a token made here names its user; an unknown token keeps Prism's answer.
    expect(call(store, 'getPasswordToken', { params: { tokenId: made.tokenId }, upstream }).body).toMatchObject({
      tokenId: made.tokenId,
      user: 'carol',
    });
    expect(call(store, 'getPasswordToken', { params: { tokenId: 'other' }, upstream }).body).toEqual(upstream);
  });

  it('keeps roles, connectors and trusted clusters as YAML resources named by metadata.name', () => {
    const store = createMockStore();
    expect(call(store, 'createRole', { body: { content: roleYaml('ops') } }).body).toEqual({
      id: 'role:ops',
      kind: 'role',
      name: 'ops',
      content: roleYaml('ops'),
    });
    expect(call(store, 'createRole', { body: { content: 'kind: github\nmetadata:\n  name: x\n' } }).status).toBe(400);
    const changed = roleYaml('ops').replace('allow: {}', 'deny: {}');
    call(store, 'updateRole', { params: { name: 'ops' }, body: { content: changed } });
    expect((call(store, 'listRoles').body as { name: string; content: string }[]).find((r) => r.name === 'ops')?.content).toBe(changed);
    call(store, 'deleteRole', { params: { name: 'ops' } });
    expect((call(store, 'listRoles').body as { name: string }[]).some((r) => r.name === 'ops')).toBe(false);

    call(store, 'createGithubConnector', { body: { content: 'kind: github\nmetadata:\n  name: gh2\nspec: {}\nversion: v3\n' } });
    expect((call(store, 'listGithubConnectors').body as { id: string }[]).map((c) => c.id)).toContain('github:gh2');
    call(store, 'createTrustedCluster', { body: { content: 'kind: trusted_cluster\nmetadata:\n  name: leaf\nspec: {}\nversion: v2\n' } });
    call(store, 'deleteTrustedCluster', { params: { name: 'leaf-east.example.com' } });
    expect((call(store, 'listTrustedClusters').body as { name: string }[]).map((c) => c.name)).toEqual(['leaf-lab.example.com', 'leaf']);
  });

  it('creates locks with an expiry from the TTL and deletes them', () => {
    const store = createMockStore({ now: () => new Date('2026-01-01T00:00:00Z') });
    const lock = call(store, 'createLock', {
      params: { clusterId: 'x' },
      body: { targets: { user: 'eve' }, message: 'bye', ttl: '1h30m' },
      upstream: firstResponseExample('createLock'),
    }).body as { name: string; expires: string; createdAt: string };
    expect(lock.expires).toBe('2026-01-01T01:30:00.000Z');
    expect((call(store, 'listLocks').body as { name: string }[]).map((l) => l.name)).toContain(lock.name);
    call(store, 'deleteLock', { params: { uuid: lock.name } });
    expect((call(store, 'listLocks').body as { name: string }[]).map((l) => l.name)).not.toContain(lock.name);
    // This backend version answers an unparsable TTL with 500 (the parse error is wrapped, not a bad parameter).
    expect(call(store, 'createLock', { body: { targets: { user: 'eve' }, ttl: '2days' } }).status).toBe(500);
  });

  it('stamps a new lock with the signed-in user (the user context) and now; no TTL never expires; several targets are kept', () => {
    const store = createMockStore({ now: () => new Date('2026-01-01T00:00:00Z') });
    const answer = call(store, 'createLock', {
      params: { clusterId: 'x' },
      body: { targets: { node: 'n-1', login: 'root' }, message: '', ttl: '' },
      upstream: firstResponseExample('createLock'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      createdBy: 'alice',
      createdAt: '2026-01-01T00:00:00.000Z',
      expires: '',
      message: '',
      targets: { node: 'n-1', login: 'root' },
    });
    expect((answer.body as { name: string }).name).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      createMockStore({ user: 'bob' }).answer('createLock', { params: {}, body: { targets: { role: 'r' } }, upstream: {} }).body,
    ).toMatchObject({
      createdBy: 'bob',
    });
  });

  it("refuses a lock without a target (400), and a TTL Go would refuse (500, in Go's words), as this backend version does", () => {
    const store = createMockStore();
    const before = (call(store, 'listLocks').body as unknown[]).length;
    expect(call(store, 'createLock', { body: { targets: {} } })).toEqual({
      status: 400,
      body: { error: { message: 'at least one target field must be set' } },
    });
    expect(call(store, 'createLock', { body: { targets: { user: '' } } }).status).toBe(400);
    expect(call(store, 'createLock', { body: { targets: { user: 'eve' }, ttl: '7d' } })).toEqual({
      status: 500,
      body: { error: { message: 'time: unknown unit "d" in duration "7d"' } },
    });
    expect(call(store, 'createLock', { body: { targets: { user: 'eve' }, ttl: '30' } }).body).toEqual({
      error: { message: 'time: missing unit in duration "30"' },
    });
    expect(call(store, 'createLock', { body: { targets: { user: 'eve' }, ttl: 'soon' } }).body).toEqual({
      error: { message: 'time: invalid duration "soon"' },
    });
    expect((call(store, 'listLocks').body as unknown[]).length).toBe(before);
    expect(call(store, 'deleteLock', { params: { uuid: 'missing' } }).status).toBe(404);
  });

  it('creates, updates and deletes integrations', () => {
    const store = createMockStore();
    const roleArn = 'arn:aws:iam::123456789012:role/new';
    call(store, 'createIntegration', { body: { name: 'aws-new', subKind: 'aws-oidc', awsoidc: { roleArn } } });
    const v2 = 'arn:aws:iam::123456789012:role/new-v2';
    call(store, 'updateIntegration', { params: { name: 'aws-new' }, body: { awsoidc: { roleArn: v2 } } });
    expect(call(store, 'getIntegration', { params: { name: 'aws-new' } }).body).toEqual({
      name: 'aws-new',
      subKind: 'aws-oidc',
      awsoidc: { roleArn: v2 },
    });
    call(store, 'deleteIntegration', { params: { name: 'aws-new' } });
    expect((call(store, 'listIntegrations').body as { items: { name: string }[] }).items.map((i) => i.name)).toEqual([
      'aws-prod',
      'aws-sandbox',
    ]);
  });

  it('parses Go durations for lock TTLs', () => {
    expect(parseTtl('')).toBe(0);
    expect(parseTtl('2h')).toBe(7_200_000);
    expect(parseTtl('1m30s')).toBe(90_000);
    expect(parseTtl('2days')).toBeNull();
    expect(parseTtl('1.5h')).toBe(5_400_000);
    expect(parseTtl('.5m')).toBe(30_000);
    expect(parseTtl('250ms')).toBe(250);
    expect(parseTtl('0')).toBe(0);
    expect(parseTtl('7d')).toBeNull();
    expect(parseTtl('1h 30m')).toBeNull();
    // Go's int64 limit: the largest duration, and one nanosecond more.
    expect(parseTtl('2562047h')).toBe(2_562_047 * 3_600_000);
    expect(parseTtl('2562048h')).toBeNull();
    expect(parseTtl('9223372036854775808ns')).toBeNull();
  });
});
