import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/api/gen/model';
import { filterRecordings, formatDuration, playerLink, recordingsOf, toRecording, type Recording } from './recording';

const sshEnd = (over: Record<string, unknown> = {}): AuditEvent => ({
  event: 'session.end',
  code: 'T2004I',
  time: '2023-07-20T08:52:41.012Z',
  uid: 'u1',
  sid: 's-ssh',
  user: 'alice',
  login: 'ubuntu',
  server_id: 'node-1',
  server_hostname: 'web-prod-01',
  server_addr: '10.0.76.178:3022',
  participants: ['alice', 'bob@example.com', 'alice'],
  interactive: true,
  session_recording: 'node',
  session_start: '2023-07-20T08:31:02.118Z',
  session_stop: '2023-07-20T08:52:40.907Z',
  proto: 'ssh',
  ...over,
});

describe('a session-end event as a recording', () => {
  it('maps an interactive SSH session: playable, its users once each, host, duration, created', () => {
    expect(toRecording(sshEnd())).toEqual({
      sid: 's-ssh',
      recordingType: 'ssh',
      duration: 1298789,
      durationText: '21 minutes',
      createdDate: '2023-07-20T08:52:41.012Z',
      users: ['alice', 'bob@example.com'],
      hostname: 'web-prod-01',
      description: 'play',
      playable: true,
    });
  });

  it('applies the playable rule: non-interactive and recording off do not play', () => {
    expect(toRecording(sshEnd({ interactive: false }))).toMatchObject({ playable: false, description: 'non-interactive' });
    expect(toRecording(sshEnd({ session_recording: 'off' }))).toMatchObject({ playable: false, description: 'recording disabled' });
    expect(toRecording(sshEnd({ interactive: false, session_recording: 'off' }))).toMatchObject({ description: 'non-interactive' });
    expect(toRecording(sshEnd({ session_recording: 'proxy' }))).toMatchObject({ playable: true, description: 'play' });
    // A missing flag is not interactive.
    expect(toRecording(sshEnd({ interactive: undefined }))).toMatchObject({ playable: false });
  });

  it('recognises Kubernetes sessions by their cluster or proto kube', () => {
    expect(toRecording(sshEnd({ kubernetes_cluster: 'prod-eks', proto: 'kube', server_hostname: 'x' }))).toMatchObject({
      recordingType: 'k8s',
      hostname: 'prod-eks',
    });
    expect(toRecording(sshEnd({ proto: 'kube', server_hostname: 'kube-node' }))).toMatchObject({
      recordingType: 'k8s',
      hostname: 'kube-node',
    });
  });

  it('maps desktop sessions: playable when recorded', () => {
    const desktop = (recorded: unknown): AuditEvent => ({
      event: 'windows.desktop.session.end',
      code: 'TDP01I',
      time: '2023-07-20T06:40:55Z',
      sid: 's-desk',
      user: 'alice',
      desktop_name: 'win-dc01',
      desktop_addr: '10.1.4.20:3389',
      recorded,
      session_start: '2023-07-20T06:01:10Z',
      session_stop: '2023-07-20T06:40:55Z',
    });
    expect(toRecording(desktop(true))).toMatchObject({
      recordingType: 'desktop',
      hostname: 'win-dc01',
      users: ['alice'],
      playable: true,
      description: 'play',
      durationText: '39 minutes',
    });
    expect(toRecording(desktop(false))).toMatchObject({ playable: false, description: 'recording disabled' });
    expect(toRecording({ ...desktop(true), desktop_name: '' })).toMatchObject({ hostname: '10.1.4.20' });
  });

  it('falls back: address without port, user without participants, zero duration when times are missing or wrong', () => {
    expect(toRecording(sshEnd({ server_hostname: '', participants: null }))).toMatchObject({ hostname: '10.0.76.178', users: ['alice'] });
    expect(toRecording(sshEnd({ session_start: 'soon', session_stop: undefined }))).toMatchObject({
      duration: 0,
      durationText: '0 seconds',
    });
    expect(toRecording(sshEnd({ session_stop: '2023-07-20T08:00:00Z' }))).toMatchObject({ duration: 0 });
  });

  it('leaves out other events and events it cannot read', () => {
    expect(toRecording(sshEnd({ event: 'session.start' }))).toBeNull();
    expect(toRecording(sshEnd({ sid: '' }))).toBeNull();
    const list = recordingsOf([sshEnd(), null as unknown as AuditEvent, sshEnd({ event: 'user.login' }), sshEnd({ sid: 's2' })]);
    expect(list.map((r) => r.sid)).toEqual(['s-ssh', 's2']);
  });
});

describe('durations in words', () => {
  it('reads like a person would say it', () => {
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(1000)).toBe('1 second');
    expect(formatDuration(45_900)).toBe('45 seconds');
    expect(formatDuration(65_000)).toBe('1 minute 5 seconds');
    expect(formatDuration(12 * 60_000 + 5000)).toBe('12 minutes');
    expect(formatDuration(3600_000)).toBe('1 hour');
    expect(formatDuration(2 * 3600_000 + 5 * 60_000)).toBe('2 hours 5 minutes');
    expect(formatDuration(3 * 86400_000 + 4 * 3600_000)).toBe('3 days 4 hours');
    expect(formatDuration(Number.NaN)).toBe('0 seconds');
  });
});

describe('the player link and the filters', () => {
  it('links to the player with the type and the length', () => {
    expect(playerLink('teleport.example.com', { sid: 'a b', recordingType: 'k8s', duration: 1234 })).toEqual({
      to: '/cluster/$clusterId/session/$sid',
      params: { clusterId: 'teleport.example.com', sid: 'a b' },
      search: { recordingType: 'k8s', durationMs: 1234 },
    });
  });

  it('keeps the type exactly and user and host as case-insensitive parts', () => {
    const list = [sshEnd(), sshEnd({ sid: 'k', kubernetes_cluster: 'prod-EKS', participants: ['carol'] })].map(toRecording) as Recording[];
    expect(filterRecordings(list, {}).length).toBe(2);
    expect(filterRecordings(list, { type: 'k8s' }).map((r) => r.sid)).toEqual(['k']);
    expect(filterRecordings(list, { user: 'BOB' }).map((r) => r.sid)).toEqual(['s-ssh']);
    expect(filterRecordings(list, { host: 'eks' }).map((r) => r.sid)).toEqual(['k']);
    expect(filterRecordings(list, { host: 'eks', user: 'alice' })).toEqual([]);
    expect(filterRecordings(list, { user: '   ' }).length).toBe(2);
  });
});
