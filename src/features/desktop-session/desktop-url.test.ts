// The desktop sockets' addresses are built by hand: every name is one encoded path segment (apiPath).
import { describe, expect, it } from 'vitest';
import { desktopPlaybackUrl, desktopUrl } from './desktop-url';

const HOSTILE = 'a/b ?c#d%e f';

describe('desktop socket addresses', () => {
  it('encodes the cluster and the desktop name as one segment each, once', () => {
    const url = new URL(
      desktopUrl({
        origin: 'https://proxy.example.com',
        clusterId: HOSTILE,
        desktopName: 'win 1/x',
        username: 'a b',
        width: 800,
        height: 600,
        accessToken: 't',
      }),
    );
    expect(url.protocol).toBe('wss:');
    expect(url.pathname).toBe('/v1/webapi/sites/a%2Fb%20%3Fc%23d%25e%20f/desktops/win%201%2Fx/connect');
    expect(url.searchParams.get('username')).toBe('a b');
    expect(url.hash).toBe('');
  });

  it('encodes the playback address the same way', () => {
    const url = new URL(desktopPlaybackUrl({ origin: 'http://localhost', clusterId: 'one', sid: HOSTILE, accessToken: 't' }));
    expect(url.protocol).toBe('ws:');
    expect(url.pathname).toBe('/v1/webapi/sites/one/desktopplayback/a%2Fb%20%3Fc%23d%25e%20f');
  });
});
