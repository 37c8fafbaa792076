// @vitest-environment node
// The terminal WebSocket mock speaks the real protocol (binary envelopes): metadata first, a fake
// shell, resize audit events, several parties with their modes enforced, per-session MFA with a
// real WebAuthn signature check, moderated file-transfer requests, and dropped connections.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import net from 'node:net';
import { WebSocket } from 'ws';
import { createWsMock } from '../ws/ws-mock.mjs';
import { assertion, messageLog } from '../testing/socket-test-client';
import { DEMO_WEBAUTHN_CREDENTIAL } from '../api/webauthn-mock.mjs';
import { NODES } from './demo-shells.mjs';
import { streamChunk, STREAM_LINE_BYTES } from './fake-shell.mjs';
import { encodeEnvelope, decodeEnvelope, type Envelope } from '../../src/shared/wire/envelope.mjs';

const node = (hostname: string) => NODES.find((n) => n.hostname === hostname)!;
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

let server: ReturnType<typeof createWsMock>;
let base: string;

beforeAll(async () => {
  server = createWsMock({ clusterName: 'teleport.example.com', owner: 'alice', lingerMs: 5000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Client {
  ws: WebSocket;
  /** Every envelope so far. */
  seen: Envelope[];
  /** Next envelope matching the predicate (already seen ones first, in order). */
  next(pred?: (e: Envelope) => boolean, ms?: number): Promise<Envelope>;
  /** Raw output so far, without colours. */
  text(): string;
  waitText(needle: string | RegExp, ms?: number): Promise<void>;
  send(type: string, payload?: string): void;
  type(text: string): void;
  closed: Promise<number>;
}

function connect(params: Record<string, unknown>, opts: { origin?: string } = {}): Client {
  const q = new URLSearchParams({ access_token: 'token', params: JSON.stringify(params) });
  const ws = new WebSocket(`ws://${base}/v1/webapi/sites/teleport.example.com/connect?${q}`, {
    headers: opts.origin ? { Origin: opts.origin } : {},
  });
  const log = messageLog<Envelope>(ws, (data) => decodeEnvelope(data), {
    describe: (seen) => JSON.stringify(seen.map((e) => e.type + e.payload.slice(0, 60))),
  });
  const text = () =>
    log.seen
      .filter((e) => e.type === 'r')
      .map((e) => e.payload)
      .join('')
      .replace(ANSI, '');
  return {
    ws,
    seen: log.seen,
    closed: log.closed,
    text,
    next: (pred, ms = 3000) => log.next(pred, ms),
    waitText: (needle, ms = 3000) =>
      log
        .waitFor(
          () => (typeof needle === 'string' ? text().includes(needle) : needle.test(text())) || undefined,
          ms,
          `text ${String(needle)}`,
        )
        .then(() => {}),
    send: (type, payload = '') => ws.send(encodeEnvelope({ type, payload })),
    type(t) {
      this.send('r', t);
    },
  };
}

async function httpCall(method: string, path: string, init: RequestInit = {}) {
  return fetch(`http://${base}${path}`, { method, ...init, headers: { Authorization: 'Bearer token', ...(init.headers ?? {}) } });
}

describe('terminal mock', () => {
  it('sends the session metadata first, then a prompt, and runs commands', async () => {
    const c = connect({ server_id: node('web-1').id, login: 'alice', term: { w: 100, h: 30 } });
    const s = await c.next();
    expect(s.type).toBe('s');
    const { session } = JSON.parse(s.payload);
    expect(session).toMatchObject({
      kind: 'ssh',
      login: 'alice',
      server_id: node('web-1').id,
      server_hostname: 'web-1',
      server_addr: '10.0.1.11:3022',
      server_hostport: 3022,
      cluster_name: 'teleport.example.com',
      owner: 'alice',
      terminal_params: { w: 100, h: 30 },
    });
    await c.waitText('alice@web-1:~$ ');
    c.type('whoami\r');
    await c.waitText(/whoami\r\nalice\r\n/);
    c.type('ls\r');
    await c.waitText('README.md  notes.txt  report.csv');
    c.type('nosuchthing\r');
    await c.waitText('nosuchthing: command not found');
    c.ws.terminate();
  });

  it('answers a resize with an audit event to every party, and ends on exit', async () => {
    const c = connect({ server_id: 'web-1', login: 'root', term: { w: 80, h: 24 } });
    const { session } = JSON.parse((await c.next()).payload);
    c.send('w', JSON.stringify({ event: 'resize', width: 132, height: 43, size: '132:43' }));
    const a = await c.next((e) => e.type === 'a');
    expect(JSON.parse(a.payload)).toMatchObject({ event: 'resize', size: '132:43', sid: session.id });
    c.send('w', JSON.stringify({ size: 'wide' })); // unreadable sizes are ignored
    expect(server.state.registry.get(session.id)!.json.terminal_params).toEqual({ w: 132, h: 43 });

    c.type('exit\r');
    expect((await c.next((e) => e.type === 'c')).type).toBe('c');
    expect(await c.closed).toBe(1000);
    expect(server.state.registry.get(session.id)).toBeUndefined();
  });

  it('lets an observer watch but not type, and a peer type into the same session', async () => {
    const owner = connect({ server_id: 'web-1', login: 'alice', term: { w: 80, h: 24 } });
    const sid = JSON.parse((await owner.next()).payload).session.id;
    await owner.waitText('$ ');

    const observer = connect({ sid, mode: 'observer', term: { w: 80, h: 24 } });
    const meta = JSON.parse((await observer.next()).payload).session;
    expect(meta.id).toBe(sid);
    await observer.waitText('alice@web-1:~$ '); // recent output is replayed to a joining party
    const joined = JSON.parse((await owner.next((e) => e.type === 'a')).payload);
    expect(joined).toMatchObject({ event: 'session.join', user: 'alice' });

    observer.type('echo from-observer\r');
    observer.send('w', JSON.stringify({ size: '20:5' }));
    const peer = connect({ sid, mode: 'peer', term: { w: 80, h: 24 } });
    await peer.next((e) => e.type === 's');
    peer.type('echo from-peer\r');
    for (const c of [owner, observer, peer]) await c.waitText('from-peer\r\nfrom-peer');
    for (const c of [owner, observer, peer]) expect(c.text()).not.toContain('from-observer');
    expect(server.state.registry.get(sid)!.json.terminal_params).toEqual({ w: 80, h: 24 });

    const list = server.state.registry.list('alice').find((s) => s.id === sid)!;
    expect(list.parties).toHaveLength(3);
    for (const c of [owner, observer, peer]) c.ws.close(1000);
  });

  it('refuses a join mode the user may not have, and an unknown session', async () => {
    const bobs = server.state.registry.list('alice').find((s) => s.owner === 'bob')!;
    expect(bobs.participantModes).toEqual(['observer', 'moderator']);
    const peer = connect({ sid: bobs.id, mode: 'peer' });
    const e = await peer.next();
    expect(e.type).toBe('e');
    expect(e.payload).toMatch(/access denied: alice may not join session .* as peer/);
    expect(await peer.closed).toBe(1000);

    const gone = connect({ sid: '00000000-0000-4000-8000-000000000000' });
    expect((await gone.next()).payload).toMatch(/not found/);

    const watch = connect({ sid: bobs.id }); // default mode for someone else's session: observer
    expect(JSON.parse((await watch.next()).payload).session.owner).toBe('bob');
    watch.ws.close(1000);
  });

  it('demands per-session MFA on secure-1 and checks the WebAuthn signature', async () => {
    const origin = 'http://localhost:3080';
    const c = connect({ server_id: 'secure-1', login: 'alice', term: { w: 80, h: 24 } }, { origin });
    const n = await c.next();
    expect(n.type).toBe('n');
    const challenge = JSON.parse(n.payload);
    expect(challenge).toMatchObject({
      totp_challenge: false,
      webauthn_challenge: { publicKey: { rpId: 'localhost', allowCredentials: [{ type: 'public-key', id: DEMO_WEBAUTHN_CREDENTIAL.id }] } },
    });
    c.type('whoami\r'); // nothing counts before the MFA answer
    c.send('n', JSON.stringify(assertion(challenge.webauthn_challenge.publicKey.challenge, 'localhost', origin)));
    expect((await c.next()).type).toBe('s');
    await c.waitText('alice@secure-1:~$ ');
    expect(c.text()).not.toContain('whoami');
    c.ws.terminate();

    const bad = connect({ server_id: 'secure-1', login: 'alice' }, { origin });
    const ch = JSON.parse((await bad.next()).payload).webauthn_challenge.publicKey.challenge;
    bad.send('n', JSON.stringify(assertion(ch, 'localhost', origin, { tamper: true })));
    const e = await bad.next();
    expect(e).toMatchObject({ type: 'e', payload: 'MFA check failed: bad signature' });
    expect(await bad.closed).toBe(1000);
  });

  it('streams N megabytes with the flow of the socket, then prints a summary', async () => {
    expect(streamChunk(1, 1000).bytes.length).toBe(1000);
    expect(new TextDecoder().decode(streamChunk(41, STREAM_LINE_BYTES).bytes)).toMatch(/^\x1b\[32m00000041\x1b\[0m .*\r\n$/);
    const c = connect({ server_id: 'web-1', login: 'alice' });
    await c.waitText('$ ');
    let bytes = 0;
    c.ws.on('message', (d: Buffer) => (bytes += d.length));
    c.type('stream 3\r');
    await c.waitText(/stream: sent 3145728 bytes/, 10000);
    expect(bytes).toBeGreaterThan(3 * 1024 * 1024);
    c.ws.terminate();
  });

  it('keeps a session whose connection dropped, so it can be rejoined', async () => {
    const c = connect({ server_id: 'web-1', login: 'alice' });
    const sid = JSON.parse((await c.next()).payload).session.id;
    await c.waitText('$ ');
    c.type('drop-connection\r');
    expect(await c.closed).toBe(1006);
    expect(server.state.registry.get(sid)).toBeDefined();
    const again = connect({ sid, mode: 'peer' });
    expect(JSON.parse((await again.next()).payload).session.id).toBe(sid);
    again.type('echo back\r');
    await again.waitText('back\r\nback');
    again.ws.close(1000);
    await again.closed;
    await new Promise((r) => setTimeout(r, 50));
    expect(server.state.registry.get(sid)).toBeUndefined(); // the last party left cleanly
  });

  it('closes on a text frame or a malformed envelope', async () => {
    const c = connect({ server_id: 'web-1', login: 'alice' });
    await c.next();
    c.ws.send('plain text');
    expect(await c.closed).toBe(1003);
    const d = connect({ server_id: 'web-1', login: 'alice' });
    await d.next();
    d.ws.send(Buffer.from([0x0b]));
    expect(await d.closed).toBe(1007);
  });
});

describe('scp and sessions over HTTP', () => {
  it('uploads and downloads real bytes, and lists the file in the shell', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7 + 3) % 256);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'blob.bin');
    const scp = `/v1/webapi/sites/teleport.example.com/nodes/${node('web-1').id}/alice/scp`;
    const up = await httpCall('POST', `${scp}?location=${encodeURIComponent('~/')}&filename=data.bin`, { body: form });
    expect(up.status).toBe(200);
    const down = await httpCall('GET', `${scp}?location=${encodeURIComponent('~/data.bin')}&filename=data.bin`);
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(bytes);

    const c = connect({ server_id: 'web-1', login: 'alice' });
    await c.waitText('$ ');
    c.type('ls -l\r');
    await c.waitText(/300000 data\.bin/);
    c.ws.terminate();
  });

  it('answers errors in the backend shape', async () => {
    const scp = `/v1/webapi/sites/teleport.example.com/nodes/web-1/alice/scp`;
    const missing = await httpCall('GET', `${scp}?location=${encodeURIComponent('~/nope.txt')}&filename=nope.txt`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'stat /home/alice/nope.txt: file does not exist' } });
    expect((await httpCall('GET', `${scp}?location=${encodeURIComponent('~')}&filename=x`)).status).toBe(400);
    expect((await httpCall('GET', `${scp}?filename=x`)).status).toBe(400);
    expect((await httpCall('GET', `/v1/webapi/sites/c/nodes/web-1/nobody/scp?location=a`)).status).toBe(403);
    const anonymous = await fetch(`http://${base}${scp}?location=a`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ error: { message: 'need auth' } });
  });

  it('lists live sessions with their parties and join modes', async () => {
    const c = connect({ server_id: 'db-1', login: 'postgres' });
    const sid = JSON.parse((await c.next()).payload).session.id;
    const res = await httpCall('GET', '/v1/webapi/sites/teleport.example.com/sessions');
    expect(res.status).toBe(200);
    const { sessions } = await res.json();
    const mine = sessions.find((s: { id: string }) => s.id === sid);
    expect(mine).toMatchObject({ login: 'postgres', server_hostname: 'db-1', participantModes: ['observer', 'moderator', 'peer'] });
    expect(mine.parties).toEqual([expect.objectContaining({ user: 'alice', server_id: node('db-1').id })]);
    expect(sessions.some((s: { owner: string }) => s.owner === 'bob')).toBe(true);
    c.ws.terminate();
  });

  it('runs a moderated file transfer through the socket: request, approval, one transfer', async () => {
    const owner = connect({ server_id: 'prod-app-1', login: 'alice' });
    const { session } = JSON.parse((await owner.next()).payload);
    expect(session.moderated).toBe(true);
    const moderator = connect({ sid: session.id, mode: 'moderator' });
    await moderator.next((e) => e.type === 's');
    const scp = `/v1/webapi/sites/teleport.example.com/nodes/prod-app-1/alice/scp?location=${encodeURIComponent('~/README.md')}&filename=README.md`;
    expect((await httpCall('GET', scp)).status).toBe(403);

    owner.send('f', JSON.stringify({ event: 'file_transfer_request', download: true, location: '~/README.md' }));
    const req = JSON.parse((await moderator.next((e) => e.type === 'a' && e.payload.includes('"file_transfer_request"'))).payload);
    expect(req).toMatchObject({ requester: 'alice', download: true, location: '~/README.md', sid: session.id, approvers: [] });
    owner.send('t', JSON.stringify({ event: 'file_transfer_decision', requestId: req.requestID, approved: true })); // not a moderator
    moderator.send('t', JSON.stringify({ event: 'file_transfer_decision', requestId: req.requestID, approved: true }));
    const approve = JSON.parse((await owner.next((e) => e.type === 'a' && e.payload.includes('file_transfer_request_approve'))).payload);
    expect(approve.approvers).toEqual(['alice']);

    const ids = `&fileTransferRequestId=${req.requestID}&moderatedSessionId=${session.id}`;
    const ok = await httpCall('GET', scp + ids);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('# prod-app-1');
    expect((await httpCall('GET', scp + ids)).status).toBe(403); // used up
    expect((await httpCall('GET', `${scp}&fileTransferRequestId=x`)).status).toBe(400);
    owner.ws.terminate();
    moderator.ws.terminate();
  });
});
