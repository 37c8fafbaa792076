import { describe, expect, it } from 'vitest';
import { sessionTarget } from './redirect';

const created = { fqdn: 'grafana.example.com', cookie_value: 'cookie', subject_cookie_value: 'subject' };

describe('where a created app session sends the browser', () => {
  it('to the app auth handler of the host the session names, with the exchange values', () => {
    const url = new URL(sessionTarget('grafana.example.com', created, '3080', 'st', '/d')!);
    expect(url.origin).toBe('https://grafana.example.com:3080');
    expect(url.pathname).toBe('/x-teleport-auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'st', subject: 'subject', path: '/d' });
    expect(url.hash).toBe('#value=cookie');
  });

  it('nowhere when the session names another host than the app resolved, or a host that is not a DNS name', () => {
    expect(sessionTarget('grafana.example.com', { ...created, fqdn: 'evil.example.net' }, '', 'st')).toBeNull();
    expect(sessionTarget('a.com/x', { ...created, fqdn: 'a.com/x' }, '', 'st')).toBeNull();
    expect(sessionTarget('GRAFANA.example.com', created, '', 'st')).toBe(
      'https://grafana.example.com/x-teleport-auth?state=st&subject=subject#value=cookie',
    );
  });
});
