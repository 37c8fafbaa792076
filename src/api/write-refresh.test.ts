// A write owns its refresh: the one rule on the MutationCache (src/api/write-refresh.ts).
import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type MutationOptions, type QueryKey } from '@tanstack/react-query';
import { getListAssistantConversationsQueryKey, getGetAssistantConversationQueryKey } from './gen/hooks/assistant/assistant';
import { getGetIntegrationQueryKey, getListIntegrationsQueryKey } from './gen/hooks/integrations/integrations';
import { getListLocksQueryKey } from './gen/hooks/locks/locks';
import { getListDatabasesQueryKey, getListNodesQueryKey } from './gen/hooks/resources/resources';
import { getCreateRoleMutationOptions, getListRolesQueryKey } from './gen/hooks/roles/roles';
import { getGetUserQueryKey, getListUsersQueryKey } from './gen/hooks/users/users';
import { operations } from './gen/operations';
import { ApiError } from './errors';
import { createWriteRefreshCache, readOfQuery, targetsOf } from './write-refresh';

const modules = import.meta.glob<Record<string, unknown>>('./gen/hooks/*/*.ts', { eager: true });
const exported = new Map<string, unknown>(Object.values(modules).flatMap((m) => Object.entries(m)));
const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const KEYS = {
  roles: getListRolesQueryKey(),
  users: getListUsersQueryKey(),
  user: getGetUserQueryKey('a/b c'),
  otherUser: getGetUserQueryKey('carol'),
  locks: getListLocksQueryKey('one'),
  integrations: getListIntegrationsQueryKey('one'),
  integration: getGetIntegrationQueryKey('one', 'aws/prod'),
  databases: getListDatabasesQueryKey('one'),
  nodes: getListNodesQueryKey('one', { limit: 30 }),
  conversations: getListAssistantConversationsQueryKey(),
  conversation: getGetAssistantConversationQueryKey('c 1'),
  local: ['desktop-session', 'mfa-required', 'one'],
} satisfies Record<string, QueryKey>;
type Name = keyof typeof KEYS;

function seeded() {
  const client = new QueryClient({ mutationCache: createWriteRefreshCache() });
  for (const key of Object.values(KEYS)) client.setQueryData(key, { seeded: true });
  return client;
}

const invalidated = (client: QueryClient): Name[] =>
  (Object.keys(KEYS) as Name[]).filter((n) => client.getQueryState(KEYS[n])?.isInvalidated).sort();

async function write(client: QueryClient, options: MutationOptions<unknown, unknown, void>, fails?: unknown) {
  const observer = new MutationObserver(client, {
    mutationFn: async () => {
      if (fails !== undefined) throw fails;
      return 'ok';
    },
    retry: false,
    ...options,
  });
  await observer.mutate().catch(() => undefined);
}

const apiError = (status: number) => new ApiError('refused', new Response(null, { status }));

describe('a write refreshes the queries of its contract tag', () => {
  it('createRole refreshes every roles query and nothing else', async () => {
    const client = seeded();
    await write(client, { mutationKey: ['createRole'] });
    expect(invalidated(client)).toEqual(['roles']);
  });

  it('a user write refreshes the users list and every cached user, names with / and space included', async () => {
    for (const op of ['createUser', 'updateUser', 'deleteUser']) {
      const client = seeded();
      await write(client, { mutationKey: [op] });
      expect(invalidated(client)).toEqual(['otherUser', 'user', 'users']);
    }
  });

  it('an integration write refreshes the integration lists and answers; a lock write the locks', async () => {
    let client = seeded();
    await write(client, { mutationKey: ['deleteIntegration'] });
    expect(invalidated(client)).toEqual(['integration', 'integrations']);
    client = seeded();
    await write(client, { mutationKey: ['createLock'] });
    expect(invalidated(client)).toEqual(['locks']);
  });

  it('meta.invalidates replaces the default: other tags, one read operation, or nothing', async () => {
    let client = seeded();
    await write(client, { mutationKey: ['createDatabase'], meta: { invalidates: ['databases', 'resources'] } });
    expect(invalidated(client)).toEqual(['databases', 'nodes']);
    client = seeded();
    await write(client, { mutationKey: ['setAssistantConversationTitle'], meta: { invalidates: ['listAssistantConversations'] } });
    expect(invalidated(client)).toEqual(['conversations']);
    client = seeded();
    await write(client, { mutationKey: ['updateUserPreferences'], meta: { invalidates: [] } });
    expect(invalidated(client)).toEqual([]);
    client = seeded();
    await write(client, { meta: { invalidates: ['locks'] } });
    expect(invalidated(client)).toEqual(['locks']);
  });

  it('a mutation that is not a contract write refreshes nothing', async () => {
    for (const options of [{}, { mutationKey: ['listRoles'] }, { mutationKey: ['somethingElse'] }]) {
      const client = seeded();
      await write(client, options);
      expect(invalidated(client)).toEqual([]);
    }
  });

  it('a failed write refreshes only when the answer says the cache is out of date (404, 409)', async () => {
    for (const [error, expected] of [
      [apiError(404), ['roles']],
      [apiError(409), ['roles']],
      [apiError(400), []],
      [apiError(403), []],
      [new Error('offline'), []],
    ] as const) {
      const client = seeded();
      await write(client, { mutationKey: ['updateRole'] }, error);
      expect(invalidated(client)).toEqual(expected);
    }
  });
});

describe('the mapping comes from the generated code', () => {
  it('every generated write sets mutationKey [operationId], which names a write of its tag', () => {
    const writes = operations.filter((o) => o.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    for (const op of writes) {
      const options = exported.get(`get${pascal(op.operationId)}MutationOptions`) as (() => MutationOptions) | undefined;
      expect(options, op.operationId).toBeTypeOf('function');
      expect(options!().mutationKey).toEqual([op.operationId]);
      expect(targetsOf({ options: options!() } as never)).toEqual([op.tag]);
    }
    expect(getCreateRoleMutationOptions().mutationKey).toEqual(['createRole']);
  });

  it("every read's query key maps back to its operation (names with reserved characters included)", () => {
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const keyFn = exported.get(`get${pascal(op.operationId)}QueryKey`) as ((...a: string[]) => QueryKey) | undefined;
      if (!keyFn) continue;
      const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((_, i) => `x/y ?#%${i}`);
      expect(readOfQuery(keyFn(...params))?.operationId, op.operationId).toBe(op.operationId);
    }
    expect(readOfQuery(['desktop-session'])).toBeUndefined();
  });
});
