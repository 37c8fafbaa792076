// @vitest-environment node
// The drift check's socket pass (`--sockets`, scripts/lib/drift-sockets.mjs): against the embedded
// default (mocks/stack.mjs) it finds no drift in the terminal, assistant and desktop sockets; against
// fake servers written here (the HTTP answers are the contract's examples, the sockets small `ws`
// servers) it reports a drifting frame with the frame and its JSON path, closes every socket
// normally, deletes the conversation it created, and never opens a socket without the flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { decodeEnvelope, encodeEnvelope } from '../../src/shared/wire/envelope.mjs';
import { encodeTdp } from '../../src/shared/wire/tdp-codec.mjs';
import { loadContract, type Json } from './contract-doc';
import { contractRoutes, FAKE_CREDENTIALS, rowsOf, runDrift, startDriftStack } from './drift-harness';

const doc = await loadContract();
const routes = contractRoutes(doc);
const exampleOf = (id: string) => structuredClone(routes.find((r) => r.op.operationId === id)!.success.example) as Json;

/** What a fake socket sends; each may be changed to plant drift. */
interface Plan {
  session?: (s: Json) => Json;
  greeting?: (m: Json) => Json;
  desktop?: () => Uint8Array;
  refuseTerminal?: boolean;
}

interface Fake {
  url: string;
  /** Every HTTP request and upgrade: method, path (without /v1) and query. */
  seen: { method: string; path: string; query: URLSearchParams; cookie: string }[];
  /** How each socket ended (close code the fake received) and the envelope types it got. */
  closes: { socket: string; code: number }[];
  received: string[];
  close(): Promise<void>;
}

async function fakeServer(plan: Plan = {}): Promise<Fake> {
  const seen: Fake['seen'] = [];
  const closes: Fake['closes'] = [];
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const p = url.pathname.replace(/^\/v1\//, '/');
    seen.push({ method: req.method ?? '', path: p, query: url.searchParams, cookie: String(req.headers.cookie ?? '') });
    req.resume();
    const route = routes.find((r) => r.op.method === req.method && r.pattern.test(p));
    if (!route) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('404 page not found\n');
    const { status, mediaType, example } = route.success;
    if (!mediaType) return void res.writeHead(status).end();
    let body = example;
    // The assistant is on, so the socket pass opens its socket.
    if (route.op.operationId === 'getWebConfig') body = String(body).replace('"assistEnabled":false', '"assistEnabled":true');
    res.writeHead(status, { 'Content-Type': mediaType }).end(mediaType.includes('json') ? JSON.stringify(body) : String(body));
  });
  const wss = new WebSocketServer({ noServer: true });
  const track = (ws: WebSocket, socket: string) => ws.on('close', (code) => closes.push({ socket, code }));
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const p = url.pathname.replace(/^\/v1\//, '/');
    seen.push({ method: 'WS', path: p, query: url.searchParams, cookie: String(req.headers.cookie ?? '') });
    if (/\/connect$/.test(p) && !p.includes('/desktops/') && plan.refuseTerminal) {
      const body = JSON.stringify({ error: { message: 'access denied' } });
      socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (p.includes('/desktops/')) {
        track(ws, 'desktop');
        ws.send(plan.desktop?.() ?? encodeTdp({ type: 28, message: 'connected', severity: 0 }), { binary: true });
      } else if (p.endsWith('/assistant')) {
        track(ws, 'assistant');
        const greeting = { type: 'CHAT_MESSAGE_ASSISTANT', created_time: new Date().toISOString(), payload: 'Hey, I am the assistant.' };
        ws.send(JSON.stringify(plan.greeting ? plan.greeting(greeting) : greeting));
      } else {
        track(ws, 'terminal');
        ws.on('message', (data) => received.push(decodeEnvelope(data as Buffer).type));
        const session = exampleOf('listActiveSessions').sessions[0];
        const payload = JSON.stringify({ session: plan.session ? plan.session(session) : session });
        ws.send(encodeEnvelope({ type: 's', payload }), { binary: true });
        ws.send(encodeEnvelope({ type: 'r', payload: 'alice@web-1:~$ ' }), { binary: true });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    closes,
    received,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const drift = (...args: string[]) => runDrift(args, 30_000);

const credentials = FAKE_CREDENTIALS;
const sockets = ['--sockets', '--node', 'web-1', '--login', 'alice', '--desktop', 'WIN-FILESRV01'];

/** A fake server for one test, closed after it. */
async function withFake<T>(plan: Plan, fn: (fake: Fake) => Promise<T>): Promise<T> {
  const fake = await fakeServer(plan);
  try {
    return await fn(fake);
  } finally {
    await fake.close();
  }
}

// Each test has its own fake server, so they run side by side (the runs mostly wait on sockets).
describe.concurrent('contract:drift --sockets against fake servers', () => {
  it('opens no socket without the flag and says so in one line', ({ expect }) =>
    withFake({}, async (fake) => {
      const { code, stdout } = await drift('--upstream', fake.url, ...credentials);
      expect(code).toBe(0);
      expect(stdout.split('\n').filter((l) => l.startsWith('sockets: '))).toEqual([
        'sockets: not checked (opens sessions; pass --sockets --node NAME --login LOGIN [--desktop NAME])',
      ]);
      expect(fake.seen.filter((r) => r.method === 'WS')).toEqual([]);
      expect(fake.seen.some((r) => r.method !== 'GET')).toBe(false);
    }));

  it('refuses --sockets without --node and --login, and --node without --sockets', async ({ expect }) => {
    const upstream = 'http://127.0.0.1:9';
    const missing = await drift('--upstream', upstream, ...credentials, '--sockets', '--node', 'web-1');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--sockets needs --node NAME and --login LOGIN');
    const stray = await drift('--upstream', upstream, ...credentials, '--node', 'web-1', '--login', 'alice');
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('--node only goes with --sockets');
    const help = await drift('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--sockets --node NAME --login LOGIN');
  });

  it('checks every socket of a conforming server, closes each normally and deletes its conversation', ({ expect }) =>
    withFake({}, async (conforming) => {
      const { code, stdout } = await drift('--upstream', conforming.url, ...credentials, ...sockets);
      expect(stdout).not.toContain('sockets: not checked');
      expect(rowsOf(stdout, 'connectTerminal')).toMatch(/101\s+ok \(2 frames: s r\)/);
      expect(rowsOf(stdout, 'connectAssistant')).toMatch(/101\s+ok \(1 frame: CHAT_MESSAGE_ASSISTANT\)/);
      expect(rowsOf(stdout, 'connectDesktop')).toMatch(/101\s+ok \(1 frame: 28\)/);
      expect(rowsOf(stdout, 'createAssistantConversation')).toMatch(/200\s+ok/);
      expect(rowsOf(stdout, 'deleteAssistantConversation')).toMatch(/200\s+ok/);
      expect(stdout).toMatch(/ 0 drifting/);
      expect(stdout).not.toContain('access_token=fake');
      expect(code).toBe(0);

      const upgrade = (suffix: string) => conforming.seen.find((r) => r.method === 'WS' && r.path.endsWith(suffix))!;
      const upgrades = [upgrade('/connect'), upgrade('/assistant'), upgrade('/desktops/WIN-FILESRV01/connect')];
      expect(upgrades.map((r) => r.path)).toEqual([
        '/webapi/sites/teleport.example.com/connect',
        '/webapi/sites/teleport.example.com/assistant',
        '/webapi/sites/teleport.example.com/desktops/WIN-FILESRV01/connect',
      ]);
      expect(conforming.seen.filter((r) => r.method === 'WS')).toHaveLength(3);
      for (const u of upgrades) {
        expect(u.query.get('access_token')).toBe('fake-bearer-token');
        expect(u.cookie).toContain('__Host-session=');
      }
      expect(JSON.parse(upgrades[0]!.query.get('params')!)).toMatchObject({ login: 'alice', term: { w: 80, h: 25 } });
      const conversation = upgrades[1]!.query.get('conversation_id');
      expect(conversation).toBeTruthy();
      expect(upgrades[2]!.query.get('username')).toBeTruthy();
      // The conversation created for the greeting is deleted again; nothing else is written.
      expect(conforming.seen.filter((r) => r.method !== 'GET' && r.method !== 'WS').map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /webapi/assistant/conversations',
        `DELETE /webapi/assistant/conversations/${conversation}`,
      ]);
      // Every session ends cleanly: a close envelope for the terminal, a normal close everywhere.
      expect(conforming.received).toEqual(['c']);
      await expect
        .poll(() => conforming.closes.map((c) => `${c.socket} ${c.code}`).sort())
        .toEqual(['assistant 1000', 'desktop 1000', 'terminal 1000']);
    }));

  it('reports a drifting frame of each socket with the frame and its JSON path, and exits 1', async ({ expect }) => {
    const drifting = await fakeServer({
      // a session event with a wrong field type
      session: (s) => ({ ...s, server_hostport: String(s.server_hostport) }),
      // a greeting without its required payload
      greeting: ({ type, created_time }) => ({ type, created_time }),
      // a message type the protocol does not have
      desktop: () => Uint8Array.of(99, 0, 0, 0, 0),
    });
    try {
      const { code, stdout } = await drift('--upstream', drifting.url, ...credentials, ...sockets);
      const terminal = rowsOf(stdout, 'connectTerminal');
      expect(terminal).toMatch(/101\s+DRIFT \(1, 2 frames: s r\)/);
      expect(terminal).toMatch(/frame 1 \(s: TerminalSessionMetadata\) \$\.session\.server_hostport {2}must be integer, got "\d+"/);
      const assistant = rowsOf(stdout, 'connectAssistant');
      expect(assistant).toContain('DRIFT');
      expect(assistant).toContain('frame 1 (AssistantMessage) $.payload  required field is missing');
      const desktop = rowsOf(stdout, 'connectDesktop');
      expect(desktop).toContain('DRIFT');
      expect(desktop).toMatch(/frame 1 \(.*\) \$\.type {2}must be equal to one of the allowed values/);
      expect(stdout).toMatch(/ 3 drifting/);
      expect(code).toBe(1);
      await expect.poll(() => drifting.closes.length).toBe(3);
      expect(drifting.closes.every((c) => c.code === 1000)).toBe(true);
    } finally {
      await drifting.close();
    }
  });

  it('fails when a socket it was asked to check is refused, and checks the refusal against the contract', async ({ expect }) => {
    const refusing = await fakeServer({ refuseTerminal: true });
    try {
      const { code, stdout } = await drift('--upstream', refusing.url, ...credentials, '--sockets', '--node', 'web-1', '--login', 'alice');
      expect(rowsOf(stdout, 'connectTerminal')).toMatch(/403\s+documented 403, body conforms \("access denied"\)/);
      expect(rowsOf(stdout, 'connectDesktop')).toContain('skipped (no --desktop NAME given)');
      expect(stdout).toContain('FAILED: socket not checked: connectTerminal: the upgrade was refused: 403 "access denied"');
      expect(code).toBe(2);
    } finally {
      await refusing.close();
    }
  });
});

describe('contract:drift --sockets against the embedded default', () => {
  let stack: Awaited<ReturnType<typeof startDriftStack>>;

  beforeAll(async () => {
    stack = await startDriftStack();
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('finds no drift in the terminal, assistant and desktop sockets', async () => {
    const { code, stdout, stderr } = await drift('--upstream', stack.origin, '--user', 'alice', '--password', 'x', ...sockets);
    expect(stderr).toBe('');
    expect(rowsOf(stdout, 'connectTerminal')).toMatch(/101\s+ok \(\d+ frames?: s/);
    expect(rowsOf(stdout, 'connectAssistant')).toMatch(/101\s+ok \(\d+ frames?: CHAT_MESSAGE_ASSISTANT/);
    expect(rowsOf(stdout, 'connectDesktop')).toMatch(/101\s+ok \(\d+ frames?: /);
    expect(stdout).toMatch(/ 0 drifting, 0 without an answer/);
    expect(stdout).not.toContain('FAILED');
    expect(code).toBe(0);
  }, 30_000);
});
