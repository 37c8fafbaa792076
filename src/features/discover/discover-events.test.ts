// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnosticRequest, mfaRequiredRequest, traceRows } from './diagnostic';
import { discoverEvent, emitDiscoverEvent, TELEMETRY_FLAG_KEY } from './discover-events';
import { kindById, type ResourceKind } from './kinds';
import { traitAdditions, validateAccess } from './access-form';
import { validateInstall } from './install-form';

const kind = (id: string) => kindById(id) as ResourceKind;

describe('discover events', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('are sent only when the telemetry flag is exactly true', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const event = discoverEvent('tp.ui.discover.started', 'id-1', kind('server'), 'success');
    expect(await emitDiscoverEvent(event)).toBe(false);
    localStorage.setItem(TELEMETRY_FLAG_KEY, 'yes');
    expect(await emitDiscoverEvent(event)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem(TELEMETRY_FLAG_KEY, 'true');
    expect(await emitDiscoverEvent(event)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = (fetch.mock.calls[0] as unknown[])[0] as Request;
    expect(new URL(request.url).pathname).toBe('/v1/webapi/capture');
    expect(await request.json()).toEqual({
      event: 'tp.ui.discover.started',
      eventData: { id: 'id-1', resource: 'DISCOVER_RESOURCE_SERVER', stepStatus: 'DISCOVER_STATUS_SUCCESS' },
    });
  });

  it('carry the step’s error', () => {
    expect(discoverEvent('tp.ui.discover.testConnection', 'i', kind('kube'), 'error', 'boom').eventData).toEqual({
      id: 'i',
      resource: 'DISCOVER_RESOURCE_KUBERNETES',
      stepStatus: 'DISCOVER_STATUS_ERROR',
      stepStatusError: 'boom',
    });
  });
});

describe('forms and the connection test', () => {
  it('check the install details on submit', () => {
    expect(validateInstall(kind('server'), { name: '', uri: '' })).toEqual({});
    expect(validateInstall(kind('app'), { name: '', uri: '' })).toEqual({
      name: 'Name is required',
      uri: 'The application’s address is required',
    });
    expect(validateInstall(kind('app'), { name: 'Grafana', uri: 'localhost:3000' })).toMatchObject({
      name: expect.stringMatching(/lower-case/),
      uri: expect.stringMatching(/http/),
    });
    expect(validateInstall(kind('postgres-self'), { name: 'orders', uri: 'db:5432' })).toEqual({});
    expect(validateInstall(kind('postgres-self'), { name: 'orders', uri: 'db' }).uri).toMatch(/host:port/);
  });

  it('check the access and add only new values to the traits', () => {
    const empty = { login: '', dbUser: '', dbName: '', kubeUser: '', kubeGroup: '' };
    expect(validateAccess(kind('server'), empty)).toEqual({ login: 'A login is required' });
    expect(validateAccess(kind('postgres-self'), empty)).toMatchObject({ dbUser: expect.any(String), dbName: expect.any(String) });
    expect(validateAccess(kind('mysql-self'), { ...empty, dbUser: 'ro' })).toEqual({});
    expect(validateAccess(kind('kube'), { ...empty, kubeUser: 'a' })).toEqual({});
    expect(traitAdditions(kind('server'), { ...empty, login: 'root' }, { logins: ['root'] })).toEqual({});
    expect(traitAdditions(kind('server'), { ...empty, login: ' deploy ' }, { logins: ['root'] })).toEqual({ logins: ['root', 'deploy'] });
    expect(traitAdditions(kind('kube'), { ...empty, kubeGroup: 'dev' }, {})).toEqual({ kubeGroups: ['dev'] });
  });

  it('build the diagnostic and MFA questions per kind, and the checklist rows', () => {
    expect(diagnosticRequest(kind('server'), 'n1', { login: 'root' })).toEqual({
      resource_kind: 'node',
      resource_name: 'n1',
      ssh_principal: 'root',
    });
    expect(diagnosticRequest(kind('kube'), 'k', { kubeGroup: 'dev' }, { totp_code: '1' })).toEqual({
      resource_kind: 'kube_cluster',
      resource_name: 'k',
      kubernetes_namespace: 'default',
      kubernetes_impersonation: { kubernetes_groups: ['dev'] },
      mfa_response: { totp_code: '1' },
    });
    expect(diagnosticRequest(kind('app'), 'a', {})).toBeNull();
    expect(mfaRequiredRequest(kind('mysql-rds'), 'd', { dbUser: 'ro' })).toEqual({
      database: { service_name: 'd', protocol: 'mysql', username: 'ro' },
    });
    const rows = traceRows({
      id: 'x',
      success: false,
      message: 'failed',
      traces: [
        { traceType: 'RBAC_NODE', status: 'SUCCESS', details: 'ok', error: '' },
        { traceType: 'NODE_PRINCIPAL', status: 'FAILED', details: 'bad', error: 'unknown user' },
      ],
    });
    expect(rows.map((r) => [r.title, r.passed, r.error])).toEqual([
      ['Access to the server', true, ''],
      ['The login exists on the server', false, 'unknown user'],
    ]);
  });
});
