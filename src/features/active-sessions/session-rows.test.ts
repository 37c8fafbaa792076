import { describe, expect, it } from 'vitest';
import type { Session } from '@/api/gen/model';
import { listActiveSessionsResponse } from '@/api/gen/zod';
import { durationText, joinLink, sessionRowsOf, stripPort, toSessionRow } from './session-rows';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const base: Session = {
  kind: 'ssh',
  id: 'sid-1',
  namespace: 'default',
  parties: [
    { id: 'p1', remote_addr: '203.0.113.5:51234', user: 'bob', server_id: 'n1', last_active: '' },
    { id: 'p2', remote_addr: '203.0.113.9:4000', user: 'alice', server_id: 'n1', last_active: '' },
    { id: 'p3', remote_addr: '203.0.113.9:4001', user: 'bob', server_id: 'n1', last_active: '' },
  ],
  terminal_params: { w: 80, h: 24 },
  login: 'root',
  created: '2024-05-01T11:48:00Z',
  last_active: '2024-05-01T11:59:00Z',
  server_id: 'n1',
  server_hostname: 'db-1',
  server_hostport: 3022,
  server_addr: '10.0.2.21:3022',
  cluster_name: 'teleport.example.com',
  kubernetes_cluster_name: '',
  desktop_name: '',
  database_name: '',
  app_name: '',
  owner: 'bob',
  moderated: true,
  participantModes: ['observer', 'moderator'],
};

describe('active session rows', () => {
  it('maps the fields the table shows', () => {
    expect(toSessionRow(base, NOW)).toEqual({
      sid: 'sid-1',
      kind: 'ssh',
      kindLabel: 'SSH',
      login: 'root',
      created: '2024-05-01T11:48:00Z',
      durationText: '12 minutes',
      serverId: 'n1',
      resourceName: 'db-1',
      clusterId: 'teleport.example.com',
      users: ['bob', 'alice'],
      addr: '10.0.2.21',
      participantModes: ['observer', 'moderator'],
      moderated: true,
      joinable: true,
    });
  });

  it('names the resource by kind; only SSH sessions with a mode are joinable', () => {
    const [k8s, db, bare] = sessionRowsOf(
      {
        sessions: [
          { ...base, kind: 'k8s', kubernetes_cluster_name: 'prod-eks', server_hostname: '' },
          { ...base, kind: 'db', database_name: 'orders', participantModes: null },
          { ...base, server_hostname: '', server_addr: '[2001:db8::1]:3022', participantModes: [] },
        ],
      },
      NOW,
    );
    expect(k8s).toMatchObject({ resourceName: 'prod-eks', kindLabel: 'Kubernetes', joinable: false });
    expect(db).toMatchObject({ resourceName: 'orders', participantModes: [], joinable: false });
    expect(bare).toMatchObject({ resourceName: '2001:db8::1', addr: '2001:db8::1', joinable: false });
  });

  it('strips ports', () => {
    expect(stripPort('10.0.0.1:22')).toBe('10.0.0.1');
    expect(stripPort('host.example.com:3022')).toBe('host.example.com');
    expect(stripPort('[::1]:22')).toBe('::1');
    expect(stripPort('2001:db8::1')).toBe('2001:db8::1');
    expect(stripPort('')).toBe('');
    expect(stripPort('host')).toBe('host');
  });

  it('writes durations', () => {
    const ago = (s: number) => new Date(NOW - s * 1000).toISOString();
    expect(durationText(ago(0), NOW)).toBe('0 seconds');
    expect(durationText(ago(61), NOW)).toBe('1 minute');
    expect(durationText(ago(2 * 3600 + 5 * 60), NOW)).toBe('2 hours 5 minutes');
    expect(durationText(ago(3600), NOW)).toBe('1 hour');
    expect(durationText(ago(3 * 86400 + 4 * 3600), NOW)).toBe('3 days 4 hours');
    expect(durationText('0001-01-01T00:00:00Z', NOW)).toMatch(/days/);
    expect(durationText('nonsense', NOW)).toBe('');
  });

  it('makes shareable join links', () => {
    expect(joinLink('https://proxy.example.com', 'teleport.example.com', 'sid-1')).toBe(
      'https://proxy.example.com/web/cluster/teleport.example.com/console/session/sid-1',
    );
    expect(joinLink('https://p', 'c', 's', 'peer')).toBe('https://p/web/cluster/c/console/session/s?mode=peer');
  });

  it('the contract refuses a list of the wrong shape; Go nil slices and unknown join modes read as empty', () => {
    // The HTTP pipeline checks answers with the generated schema.
    const refused = listActiveSessionsResponse.safeParse({ sessions: [{ ...base, id: 7 }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['sessions', 0, 'id']);
    expect(sessionRowsOf({ sessions: null as never }, NOW)).toEqual([]);
    const [row] = sessionRowsOf({ sessions: [{ ...base, parties: null, participantModes: ['observer', 'admin' as never] }] }, NOW);
    expect(row).toMatchObject({ users: [], participantModes: ['observer'], joinable: true });
  });
});
