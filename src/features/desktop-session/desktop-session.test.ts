import { describe, expect, it, vi } from 'vitest';
import { memoryTransports } from '@/shared/socket-session/test-transport';
import { decodeTdp, encodeTdp, type TdpMessage } from '@/shared/wire/tdp-codec.mjs';
import { DesktopSession } from './desktop-session';
import { FsAccessDirectory } from './fs-access-directory';
import { MemDirectory } from './test-directory-handle';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function setup(token: string | null = 'tok') {
  const transports = memoryTransports();
  const frames = { push: vi.fn(), reset: vi.fn() };
  const notes: [string, number][] = [];
  const clip: string[] = [];
  let size = { width: 1280, height: 720 };
  const solve = vi.fn(async () => ({
    id: 'k',
    rawId: 'k',
    type: 'public-key' as const,
    extensions: { appid: false },
    response: {} as never,
  }));
  const session = new DesktopSession({
    clusterId: 'one',
    desktopName: 'win 1',
    username: 'Administrator',
    origin: 'https://proxy.example.com',
    accessToken: () => token,
    openTransport: transports.factory,
    size: () => size,
    frames,
    onNotification: (m, s) => notes.push([m, s]),
    onClipboard: (t) => clip.push(t),
    solve,
  });
  const t = () => transports.last();
  const receive = (msg: TdpMessage) => t().receive(encodeTdp(msg));
  const sent = () => t().frames.map((f) => decodeTdp(f));
  const frame = (left = 0, top = 0): TdpMessage => ({ type: 27, left, top, right: left + 1, bottom: top + 1, data: PNG });
  return { session, transports, frames, notes, clip, t, receive, sent, frame, solve, setSize: (s: typeof size) => (size = s) };
}

describe('DesktopSession', () => {
  it('connects with the token, login and size, sends the screen spec on open and is active at the first frame', () => {
    const s = setup();
    s.session.connect();
    const url = new URL(s.t().url);
    expect(url.protocol).toBe('wss:');
    expect(url.pathname).toBe('/v1/webapi/sites/one/desktops/win%201/connect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ access_token: 'tok', username: 'Administrator', width: '1280', height: '720' });
    s.t().open();
    expect(s.sent()).toEqual([{ type: 1, width: 1280, height: 720 }]);
    expect(s.session.getState().phase).toBe('connecting');
    s.receive(s.frame(10, 20));
    expect(s.session.getState().phase).toBe('active');
    expect(s.frames.push).toHaveBeenCalledWith({ left: 10, top: 20, data: PNG });
    s.receive({ type: 2, left: 1, top: 2, right: 3, bottom: 4, data: PNG });
    expect(s.frames.push).toHaveBeenCalledTimes(2);
  });

  it('sends input only while active', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.session.key(0x1e, true); // not active yet
    s.receive(s.frame());
    s.session.mouseMove(10.4, -3);
    s.session.mouseButton(0, true);
    s.session.mouseButton(0, false);
    s.session.wheel(0, 120);
    s.session.wheel(0, 0.2);
    s.session.key(0xe01d, true);
    expect(s.sent().slice(1)).toEqual([
      { type: 3, x: 10, y: 0 },
      { type: 4, button: 0, state: 1 },
      { type: 4, button: 0, state: 0 },
      { type: 8, axis: 0, delta: 120 },
      { type: 5, keyCode: 0xe01d, state: 1 },
    ]);
  });

  it('sends a new screen spec on resize, and the next connect asks for that size', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.session.resize({ width: 1280, height: 720 });
    s.session.resize({ width: 1000, height: 600 });
    expect(s.sent()).toEqual([
      { type: 1, width: 1280, height: 720 },
      { type: 1, width: 1000, height: 600 },
    ]);
    s.t().drop();
    expect(s.session.getState().phase).toBe('disconnected');
    s.setSize({ width: 1000, height: 600 });
    s.session.reconnect();
    expect(new URL(s.t().url).searchParams.get('width')).toBe('1000');
    expect(s.frames.reset).toHaveBeenCalledTimes(2);
  });

  it('turns an error notification before the first frame into a failure with its text', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive({ type: 28, message: 'RDP client error: the login is not allowed', severity: 2 });
    s.t().drop({ code: 1000, reason: '', wasClean: true }); // the server's close that follows is not reported
    expect(s.notes).toEqual([['RDP client error: the login is not allowed', 2]]);
    expect(s.session.getState()).toMatchObject({ phase: 'failed', error: 'RDP client error: the login is not allowed' });
  });

  it('ends the connection with a clear error on a message that does not decode', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.t().receive(new Uint8Array([27, 0, 0]));
    const st = s.session.getState();
    expect(st.phase).toBe('disconnected');
    expect(st.error).toMatch(/^The desktop sent a message this console cannot read \(.+\)\.$/);
    expect(s.t().closedWith).not.toBeNull();
    s.session.reconnect();
    expect(s.session.getState().phase).toBe('connecting');
  });

  it('ends the connection when a frame does not paint (the painter reports it)', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.session.frameFailed('A frame of the desktop could not be decoded: the picture may be wrong.');
    expect(s.session.getState()).toMatchObject({
      phase: 'disconnected',
      error: 'A frame of the desktop could not be decoded: the picture may be wrong.',
    });
    expect(s.t().closedWith).not.toBeNull();
  });

  it('fails before connecting when signed out', () => {
    const s = setup(null);
    s.session.connect();
    expect(s.session.getState()).toMatchObject({ phase: 'failed', error: 'You are signed out. Sign in again to reconnect.' });
  });

  it('passes notifications and the clipboard on, and sends the local clipboard once per change', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.receive({ type: 28, message: 'Printer redirected', severity: 0 });
    s.receive({ type: 6, data: 'from the desktop' });
    expect(s.notes).toEqual([['Printer redirected', 0]]);
    expect(s.clip).toEqual(['from the desktop']);
    expect(s.session.sendClipboard('from the desktop')).toBe(false);
    expect(s.session.sendClipboard('local text')).toBe(true);
    expect(s.session.sendClipboard('local text')).toBe(false);
    expect(s.sent().at(-1)).toEqual({ type: 6, data: 'local text' });
  });

  it('answers per-session MFA with WebAuthn and waits for the first frame', async () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    const challenge = { webauthn_challenge: { publicKey: { challenge: 'abc' } } };
    s.receive({ type: 10, mfaType: 'n', data: challenge });
    expect(s.session.getState()).toMatchObject({ phase: 'mfa', mfa: { busy: false } });
    await s.session.answerMfa();
    expect(s.solve).toHaveBeenCalledWith(challenge, undefined, 'the desktop session');
    expect(s.sent().at(-1)).toMatchObject({ type: 10, mfaType: 'n', data: { id: 'k', type: 'public-key' } });
    expect(s.session.getState().phase).toBe('connecting');
    s.receive(s.frame());
    expect(s.session.getState().phase).toBe('active');
  });

  it('shares a folder: announce, acknowledge, then answers the desktop’s requests', async () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.session.share(new FsAccessDirectory(new MemDirectory('project', { 'a.txt': 'A' })));
    expect(s.sent().at(-1)).toEqual({ type: 11, directoryId: 1, name: 'project' });
    expect(s.session.getState().sharing).toEqual({ phase: 'announcing', name: 'project' });
    s.receive({ type: 12, errCode: 0, directoryId: 1 });
    expect(s.session.getState().sharing).toEqual({ phase: 'shared', name: 'project', requests: 0 });
    s.receive({ type: 25, completionId: 5, directoryId: 1, path: '' });
    await vi.waitFor(() => expect(s.sent().at(-1)).toMatchObject({ type: 26, completionId: 5, errCode: 0 }));
    expect((s.sent().at(-1) as { fsoList: { path: string }[] }).fsoList.map((f) => f.path)).toEqual(['a.txt']);
    expect(s.session.getState().sharing).toMatchObject({ requests: 1 });
  });

  it('says so when the desktop refuses the shared folder', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.session.share(new FsAccessDirectory(new MemDirectory('x')));
    s.receive({ type: 12, errCode: 1, directoryId: 1 });
    expect(s.session.getState().sharing).toMatchObject({ phase: 'failed', name: 'x' });
  });

  it('leaves on purpose: ended, no error', () => {
    const s = setup();
    s.session.connect();
    s.t().open();
    s.receive(s.frame());
    s.session.leave();
    expect(s.session.getState()).toMatchObject({ phase: 'ended', error: null });
    expect(s.t().closedWith?.code).toBe(1000);
  });
});
