import { describe, expect, it } from 'vitest';
import { buildTerminalParams, terminalUrl } from './terminal-url';

describe('terminal params and address', () => {
  it('builds the params of a new session', () => {
    expect(
      buildTerminalParams({ kind: 'node', serverId: 'b9a7c4e2-3f1d-4c6b-9e8a-5d2f7a1c0e31', login: 'root' }, { cols: 120, rows: 40 }),
    ).toEqual({
      server_id: 'b9a7c4e2-3f1d-4c6b-9e8a-5d2f7a1c0e31',
      login: 'root',
      term: { w: 120, h: 40 },
    });
  });

  it('builds the params of a join, with the mode', () => {
    expect(buildTerminalParams({ kind: 'join', sid: 'abc', mode: 'observer' }, { cols: 80, rows: 24 })).toEqual({
      server_id: '',
      login: '',
      term: { w: 80, h: 24 },
      sid: 'abc',
      mode: 'observer',
    });
  });

  it('keeps the size inside what the server accepts', () => {
    expect(buildTerminalParams({ kind: 'node', serverId: 's', login: 'l' }, { cols: 0, rows: NaN }).term).toEqual({ w: 1, h: 1 });
    expect(buildTerminalParams({ kind: 'node', serverId: 's', login: 'l' }, { cols: 99999, rows: 80.7 }).term).toEqual({ w: 4095, h: 80 });
  });

  it('puts token, params and traceparent in the query of a ws/wss URL', () => {
    const params = buildTerminalParams({ kind: 'node', serverId: 'web-1', login: 'alice' }, { cols: 80, rows: 24 });
    const url = new URL(
      terminalUrl({
        origin: 'https://proxy.example.com:3080',
        clusterId: 'leaf/one',
        params,
        accessToken: 't&k',
        traceparent: '00-a-b-01',
      }),
    );
    expect(url.protocol).toBe('wss:');
    expect(url.host).toBe('proxy.example.com:3080');
    expect(url.pathname).toBe('/v1/webapi/sites/leaf%2Fone/connect');
    expect(url.searchParams.get('access_token')).toBe('t&k');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual(params);
    expect(url.searchParams.get('traceparent')).toBe('00-a-b-01');
    expect(terminalUrl({ origin: 'http://127.0.0.1:3080', clusterId: 'c', params, accessToken: 't' })).toMatch(
      /^ws:\/\/127\.0\.0\.1:3080\//,
    );
  });
});
