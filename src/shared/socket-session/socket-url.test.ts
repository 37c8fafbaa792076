import { describe, expect, it } from 'vitest';
import { makeTraceparent, webapiSocketUrl } from './socket-url';

describe('socket addresses', () => {
  it('puts the path under /v1/webapi on the page host, wss for https and ws for http', () => {
    const url = new URL(
      webapiSocketUrl('https://proxy.example.com:3080', '/sites/leaf%2Fone/connect', {
        access_token: 't&k',
        params: '{"a":1}',
        traceparent: undefined,
      }),
    );
    expect(url.protocol).toBe('wss:');
    expect(url.host).toBe('proxy.example.com:3080');
    expect(url.pathname).toBe('/v1/webapi/sites/leaf%2Fone/connect');
    expect(url.searchParams.get('access_token')).toBe('t&k');
    expect(url.searchParams.get('params')).toBe('{"a":1}');
    expect(url.searchParams.has('traceparent')).toBe(false);
    expect(webapiSocketUrl('http://127.0.0.1:3080', '/assistant')).toBe('ws://127.0.0.1:3080/v1/webapi/assistant');
  });

  it('makes W3C traceparents', () => {
    expect(makeTraceparent()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(makeTraceparent()).not.toBe(makeTraceparent());
    expect(makeTraceparent((b) => b)).toBe(`00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`);
  });
});
