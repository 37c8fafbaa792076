import { describe, expect, it, vi } from 'vitest';
import { ShellDataError, alertList, clusterList, shellUserContext } from './shell-data';

const alert = (name: unknown, severity: unknown = 5) => ({
  kind: 'cluster_alert',
  version: 'v1',
  metadata: { name },
  spec: { severity, message: 'm', created: '' },
});

describe('clusterList (GET /v1/webapi/sites)', () => {
  it('passes a list of clusters on', () => {
    const clusters = [{ name: 'root', status: 'online' }, { name: 'leaf' }];
    expect(clusterList(clusters)).toBe(clusters);
    expect(clusterList([])).toEqual([]);
  });
  it.each([
    ['an empty body', ''],
    ['an empty body', undefined],
    ['an object', { clusters: [] }],
    ['null', null],
    ['a number', 3],
    ['an item without a name at position 2', [{ name: 'root' }, { id: 'x' }]],
  ])('refuses %s with a message naming the call', (what, body) => {
    expect(() => clusterList(body)).toThrow(ShellDataError);
    expect(() => clusterList(body)).toThrow(`The server's answer to GET /v1/webapi/sites is not a list of clusters (it sent ${what}).`);
  });
});

describe('shellUserContext (GET /v1/webapi/sites/{cluster}/context)', () => {
  it('refuses a body without a user name or an ACL, naming the call', () => {
    expect(() => shellUserContext('', 'root')).toThrow(
      "The server's answer to GET /v1/webapi/sites/root/context is not a user context (it sent an empty body).",
    );
    expect(() => shellUserContext([], 'root')).toThrow('(it sent a list)');
    expect(() => shellUserContext({ userAcl: {} }, 'root')).toThrow('(it sent no userName)');
    expect(() => shellUserContext({ userName: 'alice', userAcl: [] }, 'root')).toThrow('(it sent userAcl as a list)');
  });
  it('reads a missing or malformed ACL area as no access, and the boolean flags as true unless false', () => {
    const context = shellUserContext(
      { userName: 'alice', cluster: { name: 'root' }, userAcl: { nodes: { list: true, read: 'yes' }, roles: 'all', clipboard: false } },
      'root',
    );
    expect(context.userName).toBe('alice');
    expect(context.cluster).toEqual({ name: 'root' });
    expect(context.userAcl.nodes).toEqual({ list: true, read: false, edit: false, create: false, remove: false, use: false });
    expect(context.userAcl.roles.list).toBe(false);
    expect(context.userAcl.users.list).toBe(false);
    expect(context.userAcl.clipboard).toBe(false);
    expect(context.userAcl.directorySharing).toBe(true);
  });
});

describe('alertList (GET /v1/webapi/sites/{cluster}/sitealerts)', () => {
  it('reads null, absent and empty answers as no alerts, silently', () => {
    const problem = vi.fn();
    expect(alertList({ alerts: null }, 'root', problem)).toEqual([]);
    expect(alertList({}, 'root', problem)).toEqual([]);
    expect(alertList('', 'root', problem)).toEqual([]);
    expect(problem).not.toHaveBeenCalled();
  });
  it('reports a wrong shape naming the call, and shows nothing', () => {
    const problem = vi.fn();
    expect(alertList([alert('a')], 'root', problem)).toEqual([]);
    expect(alertList({ alerts: { a: 1 } }, 'root', problem)).toEqual([]);
    expect(problem.mock.calls.map(([m]) => m)).toEqual([
      "The server's answer to GET /v1/webapi/sites/root/sitealerts is not an object of alerts (it sent a list).",
      "The server's answer to GET /v1/webapi/sites/root/sitealerts has alerts as an object, not a list.",
    ]);
  });
  it('skips malformed alerts and keeps the rest', () => {
    const problem = vi.fn();
    const good = alert('license', 10);
    expect(alertList({ alerts: [good, alert(7), alert('x', 'high'), null, 'text'] }, 'root', problem)).toEqual([good]);
    expect(problem).toHaveBeenCalledWith(
      '4 alert(s) of GET /v1/webapi/sites/root/sitealerts lack a name, a message or a severity and are not shown.',
    );
  });
});
