import { describe, it, expect, beforeAll } from 'vitest';
import { createMockStore, type MockStore } from './mock-store.mjs';
import { askedResourceId, RESOURCE_ID_LABEL } from './discover-agents.mjs';
import { firstResponseExample } from './contract-examples.mjs';
import { loadContractKit, type ContractKit } from './contract-kit.mjs';
import { findDesktop, loginAllowed } from '../desktop/catalog.mjs';

let kit: ContractKit;
beforeAll(async () => {
  kit = await loadContractKit();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the contract check above types them
type Loose = any;
type Req = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; upstream?: unknown };

function call(store: MockStore, operationId: string, request: Req = {}) {
  const answer = store.answer(operationId, {
    params: request.params ?? {},
    query: request.query ?? {},
    body: request.body,
    upstream: request.upstream ?? firstResponseExample(operationId),
  });
  const problem = answer.status < 300 ? kit.checkResponse(operationId, answer.body) : kit.checkErrorBody(answer.body);
  expect(problem, `${operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBeNull();
  return answer.body as Loose;
}

function clockStore() {
  let t = Date.parse('2024-05-01T10:00:00Z');
  const store = createMockStore({ now: () => new Date(t), auditGenerated: 0 });
  return { store, advance: (ms: number) => (t += ms), now: () => t };
}

const byRid = (rid: string) => ({ query: `labels["${RESOURCE_ID_LABEL}"] == "${rid}"`, limit: '1' });

describe('discover agents in the mock', () => {
  it('a created token is fresh: its own id, a 4 h expiry and a new resource id each time', () => {
    const { store, now } = clockStore();
    const a = call(store, 'createJoinToken', { body: { roles: ['Node'], join_method: 'token' } });
    const b = call(store, 'createJoinToken', { body: { roles: ['Node'], join_method: 'token' } });
    expect(a.id).not.toBe(b.id);
    expect(Date.parse(a.expiry)).toBe(now() + 4 * 3_600_000);
    const rid = a.suggestedLabels.find((l: Loose) => l.name === RESOURCE_ID_LABEL).value;
    expect(rid).not.toBe(b.suggestedLabels[0].value);
  });

  it('the agent of a Node token joins a few seconds after the wizard starts waiting, carrying the label, and stays listed', () => {
    const { store, advance } = clockStore();
    const token = call(store, 'createJoinToken', { body: { roles: ['Node'], join_method: 'token' } });
    const rid = token.suggestedLabels[0].value;
    // The user reads the command for a while: nothing joins before the wizard waits for it.
    advance(20_000);
    expect(call(store, 'listNodes', { query: byRid(rid) }).items).toEqual([]);
    advance(2999);
    expect(call(store, 'listNodes', { query: byRid(rid) }).items).toEqual([]);
    advance(1);
    const found = call(store, 'listNodes', { query: byRid(rid) });
    expect(found.items).toHaveLength(1);
    expect(found.items[0].tags).toContainEqual({ name: RESOURCE_ID_LABEL, value: rid });
    // The Servers list has it too: the world's servers and one more; unsorted, the newest agent leads.
    const before = call(createMockStore({ auditGenerated: 0 }), 'listNodes', { query: { limit: '1' } }).totalCount;
    const page = call(store, 'listNodes', { query: { limit: '1000' } });
    expect(page.items[0].id).toBe(found.items[0].id);
    expect(page.totalCount).toBe(before + 1);
    expect(page.items).toHaveLength(before + 1);
    // A search for its host name finds it and nothing else.
    expect(call(store, 'listNodes', { query: { search: found.items[0].hostname } }).items.map((n: Loose) => n.id)).toEqual([
      found.items[0].id,
    ]);
    // Another kind's list is unchanged.
    expect(call(store, 'listApps', { query: byRid(rid) }).items).toEqual([]);
  });

  it('names applications, databases and clusters after the suggested name label; a reset forgets them', () => {
    const { store, advance } = clockStore();
    const app = call(store, 'createJoinToken', {
      body: { roles: ['App'], join_method: 'token', suggested_agent_matcher_labels: { 'teleport.dev/discover-name': ['grafana'] } },
    });
    const kube = call(store, 'createJoinToken', { body: { roles: ['Kube'], join_method: 'token' } });
    // Nobody waits for these in the wizard: they join after a minute.
    advance(59_999);
    expect(call(store, 'listKubernetesClusters', { query: { limit: '50' } }).items.some((k: Loose) => /^kube-/.test(k.name))).toBe(false);
    advance(1);
    expect(call(store, 'listApps', { query: byRid(app.suggestedLabels[0].value) }).items[0].name).toBe('grafana');
    expect(call(store, 'listKubernetesClusters', { query: byRid(kube.suggestedLabels[0].value) }).items[0].name).toMatch(/^kube-/);
    store.reset();
    expect(call(store, 'listApps', { query: byRid(app.suggestedLabels[0].value) }).items).toEqual([]);
  });

  it('a desktop that joined can be connected to by the desktop mock, with the logins it is listed with', () => {
    const { store, advance } = clockStore();
    const token = call(store, 'createJoinToken', { body: { roles: ['WindowsDesktop'], join_method: 'token' } });
    expect(call(store, 'listDesktops', { query: byRid(token.suggestedLabels[0].value) }).items).toEqual([]);
    advance(5000);
    const [listed] = call(store, 'listDesktops', { query: byRid(token.suggestedLabels[0].value) }).items;
    expect(listed.name).toMatch(/^win-/);
    const desktop = findDesktop(listed.name, store.context.joinedDesktop);
    expect(desktop).toMatchObject({ name: listed.name, logins: listed.logins, addr: `${listed.addr}:3389`, mfa: false });
    expect(loginAllowed(desktop!, listed.logins[0])).toBe(true);
    expect(loginAllowed(desktop!, 'mallory')).toBe(false);
    // A name nobody listed stays unknown; after a reset the joined desktop is gone too.
    expect(findDesktop('win-nobody', store.context.joinedDesktop)).toBeUndefined();
    store.reset();
    expect(findDesktop(listed.name, store.context.joinedDesktop)).toBeUndefined();
  });

  it('diagnostics pass, or fail for a login named fail or a resource named with fail', () => {
    const { store } = clockStore();
    const ok = call(store, 'createConnectionDiagnostic', {
      params: { clusterId: 'c' },
      body: { resource_kind: 'node', resource_name: 'web-1', ssh_principal: 'ubuntu' },
    });
    expect(ok.success).toBe(true);
    expect(ok.traces.every((t: Loose) => t.status === 'SUCCESS')).toBe(true);
    const badLogin = call(store, 'createConnectionDiagnostic', {
      body: { resource_kind: 'node', resource_name: 'web-1', ssh_principal: 'fail' },
    });
    expect(badLogin.success).toBe(false);
    expect(badLogin.traces.at(-1)).toMatchObject({ traceType: 'NODE_PRINCIPAL', status: 'FAILED', error: 'user: unknown user fail' });
    const badDb = call(store, 'createConnectionDiagnostic', {
      body: { resource_kind: 'db', resource_name: 'orders-fail', database_user: 'ro' },
    });
    expect(badDb.traces.find((t: Loose) => t.status === 'FAILED').traceType).toBe('CONNECTIVITY');
    const kube = call(store, 'createConnectionDiagnostic', {
      body: { resource_kind: 'kube_cluster', resource_name: 'k', kubernetes_impersonation: { kubernetes_user: 'fail' } },
    });
    expect(kube.success).toBe(false);
  });

  it('per-session MFA is required only for targets named with mfa (and the demo secure-1)', () => {
    const { store } = clockStore();
    expect(call(store, 'checkMfaRequired', { body: { node: { node_name: 'web-1', login: 'root' } } })).toEqual({ required: false });
    expect(call(store, 'checkMfaRequired', { body: { node: { node_name: 'secure-1', login: 'root' } } })).toEqual({ required: true });
    expect(call(store, 'checkMfaRequired', { body: { kube: { cluster_name: 'prod-mfa' } } })).toEqual({ required: true });
  });

  it('reads the resource id from a query or a search', () => {
    expect(askedResourceId(`labels["${RESOURCE_ID_LABEL}"] == "abc"`)).toBe('abc');
    expect(askedResourceId('', `${RESOURCE_ID_LABEL} def`)).toBe('def');
    expect(askedResourceId('labels["env"] == "x"', 'web')).toBeNull();
  });
});
