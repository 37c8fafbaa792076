import { describe, expect, it } from 'vitest';
import { auditSearchSchema } from '@/features/audit/audit-search';
import { pivotLink, recordingOf, resourceLink, windowAround } from './event-links';

const event = { event: 'session.start', time: '2026-11-27T10:00:00.000Z', user: 'alice', server_hostname: 'web-1', sid: 's-1' };

describe('pivots', () => {
  it('opens the window around the event with the facet, a URL the route accepts as it is', () => {
    expect(windowAround(event, 5)).toEqual({ from: '2026-11-27T09:55:00.000Z', to: '2026-11-27T10:05:00.000Z' });
    const byUser = pivotLink('root', event, 'user', 15)!;
    expect(byUser.to).toBe('/cluster/$clusterId/audit');
    expect(byUser.search).toEqual({ from: '2026-11-27T09:45:00.000Z', to: '2026-11-27T10:15:00.000Z', user: 'alice' });
    expect(auditSearchSchema.parse(byUser.search)).toEqual(byUser.search);
    expect(pivotLink('root', event, 'resource', 1)!.search).toMatchObject({ resource: 'web-1' });
  });

  it('has no pivot without a time, a user or a resource', () => {
    expect(pivotLink('root', { ...event, time: 'never' }, 'user', 5)).toBeNull();
    expect(pivotLink('root', { event: 'user.login', time: event.time, user: 'alice' }, 'resource', 5)).toBeNull();
    expect(pivotLink('root', { event: 'session.start', time: event.time, server_hostname: 'web-1' }, 'user', 5)).toBeNull();
  });

  it('links a recorded session event to its player, by kind', () => {
    expect(recordingOf(event)).toEqual({ sid: 's-1', recordingType: 'ssh' });
    expect(recordingOf({ ...event, kubernetes_cluster: 'prod' })).toEqual({ sid: 's-1', recordingType: 'k8s' });
    expect(recordingOf({ event: 'windows.desktop.session.end', sid: 'd-1', recorded: true })).toEqual({
      sid: 'd-1',
      recordingType: 'desktop',
    });
    expect(recordingOf({ event: 'windows.desktop.session.end', sid: 'd-1', recorded: false })).toBeNull();
    expect(recordingOf({ ...event, session_recording: 'off' })).toBeNull();
    expect(recordingOf({ event: 'user.login', sid: 's-1' })).toBeNull();
    expect(recordingOf({ event: 'session.start' })).toBeNull();
  });

  it('links a resource to its list, searched by name', () => {
    expect(resourceLink('root', { kind: 'database', name: 'orders-pg' })).toMatchObject({
      to: '/cluster/$clusterId/databases',
      params: { clusterId: 'root' },
      search: { search: 'orders-pg' },
    });
    expect(resourceLink('root', { kind: 'user', name: 'dave' })).toMatchObject({ to: '/users', search: { search: 'dave' } });
    expect(resourceLink('root', { kind: 'lock', name: 'x' })).toBeNull();
  });
});
