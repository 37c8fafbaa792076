import { describe, expect, it, vi } from 'vitest';
import { memoryTransports } from '@/shared/socket-session/test-transport';
import { encodeTdp, type TdpMessage } from '@/shared/wire/tdp-codec.mjs';
import { PlaybackSession, parsePlaybackFrame } from './playback-session';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const b64 = (m: TdpMessage) => btoa(String.fromCharCode(...encodeTdp(m)));
const event = (ms: number, m: TdpMessage) =>
  JSON.stringify({ event: 'desktop.recording', ms, ei: ms, time: '2026-01-01T00:00:00Z', message: b64(m) });

function setup() {
  const transports = memoryTransports<string>();
  const frames = { push: vi.fn(), reset: vi.fn() };
  const session = new PlaybackSession({
    clusterId: 'one',
    sid: 'abc',
    origin: 'http://localhost:3080',
    accessToken: () => 'tok',
    openTransport: transports.factory,
    frames,
    progressStep: 100,
  });
  return { session, frames, t: () => transports.last(), transports };
}

describe('parsePlaybackFrame', () => {
  it('reads events, the end and errors, and rejects the rest', () => {
    expect(parsePlaybackFrame('{"message":"end"}')).toEqual({ kind: 'end' });
    expect(parsePlaybackFrame('{"message":"error","errorText":"no such recording"}')).toEqual({ kind: 'error', text: 'no such recording' });
    expect(parsePlaybackFrame(event(5, { type: 1, width: 800, height: 600 }))).toMatchObject({ kind: 'event', ms: 5 });
    expect(() => parsePlaybackFrame('nope')).toThrow(/not JSON/);
    expect(() => parsePlaybackFrame('{"message":"AAAA"}')).toThrow(/ms/);
    expect(() => parsePlaybackFrame('{"message":"%%%","ms":1}')).toThrow(/base64/);
  });
});

describe('PlaybackSession', () => {
  it('plays: sizes the screen, paints frames, follows the position, ends', () => {
    const s = setup();
    s.session.connect();
    expect(s.t().url).toBe('ws://localhost:3080/v1/webapi/sites/one/desktopplayback/abc?access_token=tok');
    s.t().open();
    expect(s.session.getState()).toMatchObject({ phase: 'active', playing: true });
    s.t().receive(event(0, { type: 1, width: 1024, height: 768 }));
    s.t().receive(event(50, { type: 27, left: 4, top: 8, right: 10, bottom: 10, data: PNG }));
    expect(s.session.getState().screen).toEqual({ width: 1024, height: 768 });
    expect(s.frames.push).toHaveBeenCalledWith({ left: 4, top: 8, data: PNG });
    expect(s.session.getState().ms).toBe(0); // under the progress step
    s.t().receive(event(400, { type: 28, message: 'x', severity: 0 }));
    expect(s.session.getState().ms).toBe(400);
    s.t().receive('{"message":"end"}');
    s.t().drop({ code: 1000, reason: '', wasClean: true });
    expect(s.session.getState()).toMatchObject({ phase: 'ended', finished: true, playing: false });
  });

  it('sends play/pause and speed, and keeps the speed for the next play', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.session.togglePlay();
    s.session.setSpeed(4);
    expect(s.t().frames).toEqual(['{"action":"play/pause"}', '{"action":"speed","speed":4}']);
    expect(s.session.getState()).toMatchObject({ playing: false, speed: 4 });
    s.session.restart();
    s.t().open();
    expect(s.t().frames).toEqual(['{"action":"speed","speed":4}']);
    expect(s.session.getState().playing).toBe(true);
  });

  it('shows the server’s error and a malformed event as a clear failure', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.t().receive('{"message":"error","errorText":"recording not found"}');
    expect(s.session.getState()).toMatchObject({ phase: 'disconnected', error: 'recording not found' });
    s.session.restart();
    s.t().open();
    s.t().receive(JSON.stringify({ ms: 1, message: btoa('\x1b\x00') }));
    expect(s.session.getState().error).toMatch(/^The recording cannot be played: .+\.$/);
  });
});
