// @vitest-environment node
// The desktop mock over a real socket: frames that decode, typing and clicking that repaint only
// what changed, clipboard both ways, the shared-directory exchange, MFA with a real WebAuthn
// signature, pre-connection failures, malformed input, the benchmark desktop, the desktop
// active registry, and recording → playback to the end.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import net from 'node:net';
import { WebSocket } from 'ws';
import { createWsMock } from '../ws/ws-mock.mjs';
import { TdpType as T, type TdpMessage, type Png2Frame, type Notification } from '../../src/shared/wire/tdp-codec.mjs';
import { decodePng } from './png.mjs';
import { layout } from './scene.mjs';
import { createMockContext } from '../context.mjs';
import { WARNING_TEXT } from './session.mjs';
import { SEEDED_DESKTOP_SID } from './desktop-recordings.mjs';
import { tdpClient, assertion } from './test-client';
import { createMockStore } from '../api/mock-store.mjs';

let server: ReturnType<typeof createWsMock>;
const context = createMockContext();
let base: string;

beforeAll(async () => {
  server = createWsMock({ clusterName: 'teleport.example.com', owner: 'alice', seed: false, context, desktopNotifyAfterMs: 150 } as never);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const isFrame = (m: TdpMessage): m is Png2Frame => m.type === T.Png2Frame;
const isNote = (m: TdpMessage): m is Notification => m.type === T.Notification;
function open(desktop: string, q: Record<string, string> = {}, opts: { origin?: string } = {}) {
  const query = new URLSearchParams({ access_token: 't', username: 'Administrator', width: '800', height: '600', ...q });
  return tdpClient(`ws://${base}/v1/webapi/sites/-current-/desktops/${encodeURIComponent(desktop)}/connect?${query}`, opts);
}
const rgbAt = (f: Png2Frame, x: number, y: number) => {
  const img = decodePng(f.data);
  const o = ((y - f.top) * img.width + (x - f.left)) * 4;
  return (img.data[o]! << 16) | (img.data[o + 1]! << 8) | img.data[o + 2]!;
};

describe('desktop mock session', () => {
  it('sends a full PNG2 frame of the asked size, then partial tiles for typed keys', async () => {
    const c = open('win-dc01-corp-example-com');
    const first = await c.next<Png2Frame>(isFrame);
    expect(first).toMatchObject({ left: 0, top: 0, right: 800, bottom: 600 });
    const img = decodePng(first.data);
    expect([img.width, img.height]).toEqual([800, 600]);
    expect(rgbAt(first, 400, 590)).toBe(0x1b2230); // the taskbar
    expect(context.activeDesktops.isActive('win-dc01-corp-example-com')).toBe(true);

    c.key(0x23); // h
    c.key(0x17); // i
    const n = layout(800, 600).notepad;
    const tile = await c.next<Png2Frame>((m) => isFrame(m) && m.top <= n.y + 40 && m.bottom >= n.y + 34);
    expect(tile.right - tile.left).toBeLessThan(800);
    expect(tile.bottom - tile.top).toBeLessThan(600);
    const img2 = decodePng(tile.data);
    expect([img2.width, img2.height]).toEqual([tile.right - tile.left, tile.bottom - tile.top]);
    // "H" drawn in ink at the start of Notepad's first line (2x scale: its left column).
    expect(rgbAt(tile, n.x + 10, n.y + 34)).toBe(0x111111);
    expect(c.seen.filter((m) => m.type === T.Png2Frame).length).toBeGreaterThan(1);

    const note = await c.next<Notification>(isNote);
    expect(note).toMatchObject({ severity: 1, message: WARNING_TEXT });
    c.ws.close();
    await c.closed;
    await new Promise((r) => setTimeout(r, 20));
    expect(context.activeDesktops.isActive('win-dc01-corp-example-com')).toBe(false);
  });

  it('takes the screen spec of the query; a later spec is a resize with a new full frame', async () => {
    const c = open('win-dc01-corp-example-com', { width: '1024', height: '768' });
    await c.next(isFrame);
    // What a client following the protocol's own order sends on connect: no second full frame.
    c.send({ type: T.ClientUsername, username: 'Administrator' });
    c.send({ type: T.ClientScreenSpec, width: 1024, height: 768 });
    c.send({ type: T.ClientScreenSpec, width: 640, height: 480 });
    const full = await c.next<Png2Frame>((m) => isFrame(m) && m.right - m.left === 640);
    expect(full).toMatchObject({ left: 0, top: 0, right: 640, bottom: 480 });
    expect(c.seen.filter((m) => isFrame(m) && m.right === 1024 && m.bottom === 768 && m.top === 0 && m.left === 0)).toHaveLength(1);
    expect([decodePng(full.data).width, decodePng(full.data).height]).toEqual([640, 480]);
    c.ws.close();
  });

  it('shows the pointer and a clicked icon; Ctrl+C sends Notepad text, clipboard in is pasted by Ctrl+V', async () => {
    const c = open('win-sql01-corp-example-com');
    await c.next(isFrame);
    c.send({ type: T.MouseMove, x: 50, y: 40 });
    c.send({ type: T.MouseButton, button: 0, state: 1 });
    c.send({ type: T.MouseButton, button: 0, state: 0 });
    const tile = await c.next<Png2Frame>((m) => isFrame(m) && m.left <= 12 && m.top <= 12);
    expect(rgbAt(tile, 13, 13)).toBe(0x7fb2ef); // the selection behind the first icon

    c.send({ type: T.ClipboardData, data: 'from the browser' });
    c.key(0x2f, [0x1d]); // Ctrl+V
    c.key(0x2e, [0x1d]); // Ctrl+C
    const clip = await c.next((m) => m.type === T.ClipboardData);
    expect(clip).toEqual({ type: T.ClipboardData, data: 'from the browser' });
    c.ws.close();
  });

  it('runs the shared-directory exchange: acknowledge, info, list, read, then create/write, move and delete on F6-F8', async () => {
    const c = open('win-dc01-corp-example-com', { username: 'alice' });
    await c.next(isFrame);
    c.send({ type: T.SharedDirectoryAnnounce, directoryId: 7, name: 'proj' });
    expect(await c.next((m) => m.type === T.SharedDirectoryAcknowledge)).toEqual({ type: 12, errCode: 0, directoryId: 7 });
    const info = await c.next((m) => m.type === T.SharedDirectoryInfoRequest);
    expect(info).toMatchObject({ directoryId: 7, path: '' });
    const fso = (path: string, size: number, fileType: 0 | 1 = 0) => ({ lastModified: 1, size, fileType, isEmpty: false, path });
    c.send({ type: 14, completionId: (info as { completionId: number }).completionId, errCode: 0, fso: fso('', 0, 1) });
    const list = (await c.next((m) => m.type === T.SharedDirectoryListRequest)) as { completionId: number; path: string };
    expect(list.path).toBe('');
    c.send({ type: 26, completionId: list.completionId, errCode: 0, fsoList: [fso('docs', 0, 1), fso('readme.txt', 11)] });
    const read = (await c.next((m) => m.type === T.SharedDirectoryReadRequest)) as { completionId: number };
    expect(read).toMatchObject({ path: 'readme.txt', offset: 0, length: 11, directoryId: 7 });
    c.send({ type: 20, completionId: read.completionId, errCode: 0, data: new TextEncoder().encode('hello world') });
    await c.next(isFrame);

    c.key(0x40); // F6: create + write
    const create = (await c.next((m) => m.type === T.SharedDirectoryCreateRequest)) as { completionId: number };
    expect(create).toMatchObject({ path: 'from-desktop.txt', fileType: 0 });
    c.send({ type: 16, completionId: create.completionId, errCode: 0, fso: fso('from-desktop.txt', 0) });
    const write = (await c.next((m) => m.type === T.SharedDirectoryWriteRequest)) as { completionId: number; data: Uint8Array };
    expect(new TextDecoder().decode(write.data)).toMatch(/^Hello from win-dc01-corp-example-com/);
    c.send({ type: 22, completionId: write.completionId, errCode: 0, bytesWritten: write.data.length });
    await c.next((m) => m.type === T.SharedDirectoryListRequest);

    c.key(0x41); // F7: move
    const move = (await c.next((m) => m.type === T.SharedDirectoryMoveRequest)) as { completionId: number };
    expect(move).toMatchObject({ originalPath: 'from-desktop.txt', newPath: 'from-desktop-renamed.txt' });
    c.send({ type: 24, completionId: move.completionId, errCode: 0 });
    await c.next((m) => m.type === T.SharedDirectoryListRequest);

    c.key(0x42); // F8: delete
    const del = (await c.next((m) => m.type === T.SharedDirectoryDeleteRequest)) as { completionId: number };
    expect(del).toMatchObject({ path: 'from-desktop-renamed.txt' });
    c.send({ type: 18, completionId: del.completionId, errCode: 0 });
    await c.next((m) => m.type === T.SharedDirectoryListRequest);
    c.ws.close();
  });

  it('asks for per-session MFA on the MFA desktop and checks the signature', async () => {
    const origin = 'http://localhost:3000';
    const c = open('WIN-JUMP-US', {}, { origin });
    const mfa = (await c.next()) as {
      type: number;
      mfaType: string;
      data: { webauthn_challenge: { publicKey: { challenge: string; rpId: string } } };
    };
    expect(mfa).toMatchObject({ type: T.Mfa, mfaType: 'n' });
    expect(mfa.data.webauthn_challenge.publicKey.rpId).toBe('localhost');
    c.send({ type: T.Mfa, mfaType: 'n', data: assertion(mfa.data.webauthn_challenge.publicKey.challenge, 'localhost', origin) });
    expect(await c.next(isFrame)).toMatchObject({ left: 0, top: 0, right: 800, bottom: 600 });
    c.ws.close();

    const bad = open('WIN-JUMP-US', {}, { origin });
    const ch = ((await bad.next()) as typeof mfa).data.webauthn_challenge.publicKey.challenge;
    bad.send({ type: T.Mfa, mfaType: 'n', data: assertion(ch, 'localhost', origin, { tamper: true }) });
    expect(await bad.next(isNote)).toEqual({ type: 28, severity: 2, message: 'MFA check failed: bad signature' });
    expect(await bad.closed).toBe(1000);
    expect(bad.seen.some(isFrame)).toBe(false);
  });

  it('refuses unknown desktops, refused logins and oversized screens with an error notification', async () => {
    for (const [desktop, q, text] of [
      ['win-nope', {}, /windows desktop "win-nope" not found/],
      ['WIN-EXCH01', {}, /may not log in to WIN-EXCH01 as "Administrator"/],
      ['win-dc01-corp-example-com', { username: 'root' }, /as "root"/],
      [
        'win-dc01-corp-example-com',
        { width: '9000' },
        /screen size of 9000 x 600 is greater than the maximum allowed by RDP \(8192 x 8192\)/,
      ],
    ] as const) {
      const c = open(desktop, q);
      const note = await c.next<Notification>(isNote);
      expect(note.severity).toBe(2);
      expect(note.message).toMatch(text);
      expect(await c.closed).toBe(1000);
      expect(c.seen.some(isFrame)).toBe(false);
    }
  });

  it('rejects the upgrade without a token (403) or with bad parameters (400)', async () => {
    const url = (q: string) => `ws://${base}/webapi/sites/-current-/desktops/win-dc01-corp-example-com/connect?${q}`;
    expect(await tdpClient(url('username=a&width=1&height=1')).status).toBe(403);
    expect(await tdpClient(url('access_token=t&width=1&height=1')).status).toBe(400);
    expect(await tdpClient(url('access_token=t&username=a&width=wide&height=1')).status).toBe(400);
    expect(await tdpClient(`ws://${base}/webapi/sites/x/desktopplayback/abc`).status).toBe(403);
  });

  it('answers a malformed message with an error notification and closes; a field over its limit is only a warning', async () => {
    const c = open('win-dc01-corp-example-com');
    await c.next(isFrame);
    const big = new Uint8Array(5 + 300);
    big.set([7, 0, 0, 1, 44]); // username of 300 bytes: over the 256 limit
    c.ws.send(big, { binary: true });
    const warn = await c.next<Notification>(isNote);
    expect(warn.severity).toBe(1);
    expect(warn.message).toMatch(/exceeds the limit of 256/);
    c.ws.send(Uint8Array.of(5, 0, 0), { binary: true }); // truncated keyboard message
    const err = await c.next<Notification>((m) => isNote(m) && m.severity === 2);
    expect(err.message).toMatch(/malformed desktop protocol message: KeyboardButton \(5\) message: truncated/);
    expect(await c.closed).toBe(1000);
    // The server lives on.
    const again = open('win-dc01-corp-example-com');
    await again.next(isFrame);
    again.ws.close();
  });

  // Its rate (60+ updates a second) and the key-to-paint latency are the benchmark's to measure
  // (bench/bench-desktop.mjs), not a unit test's: they depend on the machine's load.
  it('streams the benchmark desktop without input and repaints its key panel on a key press', async () => {
    const c = open('mock-bench', { width: '1280', height: '720', username: 'anyone' });
    for (let i = 0; i < 10; i++) await c.next(isFrame);
    const before = c.seen.length;
    c.key(0x1e);
    const panel = await c.next<Png2Frame>((m) => isFrame(m) && m.top === 16 && m.right === 1264);
    expect(c.seen.indexOf(panel)).toBeGreaterThanOrEqual(before);
    c.ws.close();
  });
});

describe('desktop recordings and playback', () => {
  function play(sid: string) {
    const ws = new WebSocket(`ws://${base}/webapi/sites/-current-/desktopplayback/${sid}?access_token=t`);
    const events: Array<Record<string, unknown>> = [];
    const done = new Promise<void>((resolve) => ws.on('close', () => resolve()));
    ws.on('message', (d: Buffer) => events.push(JSON.parse(d.toString())));
    return { ws, events, done };
  }

  it('records a session into the recordings list and the audit log, and plays it back to the end', async () => {
    const c = open('win-sql01-corp-example-com', { width: '640', height: '480' });
    await c.next(isFrame);
    c.send({ type: T.MouseMove, x: 100, y: 100 });
    await c.next(isFrame);
    c.ws.close();
    await c.closed;
    await new Promise((r) => setTimeout(r, 30));
    const page = server.state.recordings.search({});
    const end = page.events.find((e) => e.event === 'windows.desktop.session.end' && e.desktop_name === 'win-sql01-corp-example-com');
    expect(end).toMatchObject({ code: 'TDP01I', recorded: true, user: 'alice', windows_user: 'Administrator' });

    const p = play(String(end!.sid));
    p.ws.on('open', () => p.ws.send(JSON.stringify({ action: 'speed', speed: 4 })));
    await p.done;
    const last = p.events[p.events.length - 1];
    expect(last).toEqual({ message: 'end' });
    const frames = p.events.slice(0, -1);
    expect(frames[0]).toMatchObject({ event: 'desktop.recording', ei: 0 });
    expect(frames[0]!.ms).toBeLessThan(50);
    const types = frames.map((e) => Buffer.from(String(e.message), 'base64')[0]);
    expect(types[0]).toBe(T.ClientScreenSpec);
    expect(types).toContain(T.Png2Frame);
    expect(types).toContain(T.MouseMove);
    expect(types).not.toContain(T.KeyboardButton);
  });

  it('plays the seeded recording with pause and resume, and reports an unknown sid', async () => {
    expect(server.state.recordings.get(SEEDED_DESKTOP_SID)?.end.event).toBe('windows.desktop.session.end');
    const p = play(SEEDED_DESKTOP_SID);
    await new Promise<void>((r) => p.ws.on('open', () => r()));
    p.ws.send(JSON.stringify({ action: 'play/pause' }));
    await new Promise((r) => setTimeout(r, 300));
    const paused = p.events.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(p.events.length).toBe(paused); // nothing while paused
    p.ws.send(JSON.stringify({ action: 'speed', speed: 16 }));
    p.ws.send(JSON.stringify({ action: 'play/pause' }));
    await p.done;
    expect(p.events.length).toBeGreaterThan(paused + 10);
    expect(p.events[p.events.length - 1]).toEqual({ message: 'end' });

    const missing = play('no-such-sid');
    await missing.done;
    expect(missing.events).toEqual([{ message: 'error', errorText: 'desktop recording no-such-sid is not found' }]);
  });

  it('logs session.recording.access by the signed-in user when a playback socket opens', async () => {
    const store = createMockStore({ context }); // the audit log the sockets write to
    const views = () =>
      (
        store.answer('searchEvents', {
          params: { clusterId: 'teleport.example.com' },
          query: { include: 'session.recording.access', limit: '50' },
          body: undefined,
          upstream: undefined,
        }).body as { events: { sid: string; user: string; code: string }[] }
      ).events.filter((e) => e.sid === SEEDED_DESKTOP_SID);
    expect(views()).toEqual([]);
    const p = play(SEEDED_DESKTOP_SID);
    await new Promise<void>((r) => p.ws.on('open', () => r()));
    p.ws.close();
    await expect.poll(() => views().length).toBe(1);
    expect(views()[0]).toMatchObject({ user: 'alice', code: 'T2012I' });
    // An unknown recording is not a view.
    await play('no-such-sid').done;
    expect(views()).toHaveLength(1);
  });
});
