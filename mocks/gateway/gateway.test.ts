// @vitest-environment node
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { WebSocket } from 'ws';
import { createGateway, type Gateway } from './gateway.mjs';
import { createMockStore } from '../api/mock-store.mjs';
import { createWsMock } from '../ws/ws-mock.mjs';
import { createMockContext } from '../context.mjs';
import { encodeEnvelope, decodeEnvelope } from '../../src/shared/wire/envelope.mjs';

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

const INDEX = `<!doctype html>
<html><head>
<meta name="grv_csrf_token" content="{{ .XCSRF }}" />
<meta name="grv_bearer_token" content="{{ .Session }}" />
<script src="/web/config.js"></script>
<script type="module" src="/web/app/x.js"></script>
</head><body><div id="root"></div></body></html>
`;
const ASSET = `export const x = ${JSON.stringify('console asset '.repeat(100))};\n`;

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
}
function close(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function request(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method || 'GET', path: opts.path, headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Raw upgrade request; resolves with the status line + headers + body the server writes. */
function rawUpgrade(port: number, pathAndQuery: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(
        `GET ${pathAndQuery} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    let data = '';
    s.setEncoding('utf8');
    s.on('data', (c) => (data += c));
    s.on('close', () => resolve(data));
    s.on('error', reject);
    setTimeout(() => s.destroy(), 3000);
  });
}

type Env = { version: string; type: string; payload: string };

/** Collect decoded envelopes; `next()` resolves with the next one. */
function envelopeReader(ws: WebSocket) {
  const queue: Env[] = [];
  const waiters: Array<(e: Env) => void> = [];
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    expect(isBinary).toBe(true);
    const env = decodeEnvelope(data);
    const w = waiters.shift();
    if (w) w(env);
    else queue.push(env);
  });
  return {
    next(): Promise<Env> {
      const e = queue.shift();
      if (e) return Promise.resolve(e);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('timed out waiting for an envelope')), 3000);
        waiters.push((env) => {
          clearTimeout(t);
          resolve(env);
        });
      });
    },
  };
}

describe('gateway (mock mode)', () => {
  let tmp: string;
  let distDir: string;
  let upstream: http.Server;
  let wsMock: http.Server;
  let gateway: Gateway;
  let deadGateway: http.Server;
  let noDistGateway: http.Server;
  let port: number;
  let deadPort: number;
  let noDistPort: number;
  const seen: Seen[] = [];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
    distDir = path.join(tmp, 'dist');
    fs.mkdirSync(path.join(distDir, 'app'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(distDir, 'app', 'x.js'), ASSET);
    // The build's precompressed twins (vite-plugin-compression2 in vite.config.ts).
    fs.writeFileSync(path.join(distDir, 'app', 'x.js.gz'), zlib.gzipSync(ASSET, { level: 9 }));
    fs.writeFileSync(path.join(distDir, 'app', 'x.js.br'), zlib.brotliCompressSync(ASSET));
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(tmp, 'secret.txt'), 'TOP SECRET');

    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
        if (req.url === '/web/config.js') {
          res.writeHead(200, { 'Content-Type': 'application/javascript' });
          return res.end('var GRV_CONFIG = {"auth":{}};');
        }
        if (req.url!.startsWith('/webapi/protected')) {
          // like Prism: 401 when a declared credential is missing
          res.writeHead(401, { 'Content-Type': 'application/problem+json', 'WWW-Authenticate': 'Bearer' });
          return res.end('{"type":"https://stoplight.io/prism/errors#UNAUTHORIZED","status":401}');
        }
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-Upstream': 'yes', 'Access-Control-Allow-Origin': '*' });
        res.end(JSON.stringify({ ok: true, method: req.method, url: req.url }));
      });
    });
    const context = createMockContext();
    wsMock = createWsMock({ clusterName: 'example.com', context });
    const upstreamPort = await listen(upstream);
    const wsPort = await listen(wsMock);

    gateway = createGateway({
      distDir,
      apiTarget: `http://127.0.0.1:${upstreamPort}`,
      wsTarget: `http://127.0.0.1:${wsPort}`,
      mode: 'mock',
      store: createMockStore({ context }),
    });
    port = await listen(gateway);

    // A port nobody listens on.
    const probe = net.createServer();
    const closedPort = await listen(probe);
    await close(probe);
    deadGateway = createGateway({
      distDir,
      apiTarget: `http://127.0.0.1:${closedPort}`,
      wsTarget: `http://127.0.0.1:${closedPort}`,
      mode: 'mock',
    });
    deadPort = await listen(deadGateway);

    noDistGateway = createGateway({ distDir: path.join(tmp, 'missing'), apiTarget: `http://127.0.0.1:${upstreamPort}`, mode: 'mock' });
    noDistPort = await listen(noDistGateway);
  });

  afterAll(async () => {
    await Promise.all([close(gateway), close(deadGateway), close(noDistGateway), close(wsMock), close(upstream)]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('redirects / to /web', async () => {
    const r = await request(port, { path: '/' });
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe('/web');
  });

  it('serves index.html for /web and any /web/... route with a CSRF token filled in', async () => {
    const tokens = new Set<string>();
    for (const p of ['/web', '/web/', '/web/login', '/web/cluster/one/nodes?x=1', '/web/index.html']) {
      const r = await request(port, { path: p });
      expect(r.status, p).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      const html = r.body.toString();
      expect(html).not.toContain('{{');
      const m = /<meta name="grv_csrf_token" content="([^"]*)"/.exec(html);
      expect(m && m[1]).toMatch(/^[0-9a-f]{64}$/);
      tokens.add(m![1]!);
      expect(html).toContain('<meta name="grv_bearer_token" content="" />');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['referrer-policy']).toBe('same-origin');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${port} wss://127.0.0.1:${port};`);
      const cookie = r.headers['set-cookie']![0];
      expect(cookie).toBe(`grv_csrf=${m![1]}; Path=/; HttpOnly; SameSite=Strict`);
    }
    expect(tokens.size).toBe(1);
  });

  it("narrows connect-src to 'self' and this host's WebSockets, never any host", async () => {
    const csp = async (host: string) => {
      const r = await request(port, { path: '/web/login', headers: { Host: host } });
      expect(r.status).toBe(200);
      return String(r.headers['content-security-policy']);
    };
    const connectSrc = (policy: string) => /connect-src ([^;]*)/.exec(policy)![1]!.trim().split(/\s+/);
    expect(connectSrc(await csp('localhost:3080'))).toEqual(["'self'", 'ws://localhost:3080', 'wss://localhost:3080']);
    expect(connectSrc(await csp('teleport.example.com'))).toEqual(["'self'", 'ws://teleport.example.com', 'wss://teleport.example.com']);
    expect(connectSrc(await csp('[::1]:3080'))).toEqual(["'self'", 'ws://[::1]:3080', 'wss://[::1]:3080']);
    // A Host header that is not a host name is not copied into the policy.
    expect(connectSrc(await csp('evil.example; script-src *'))).toEqual(["'self'"]);
    const policy = await csp('localhost:3080');
    expect(policy).not.toMatch(/(^|\s)(ws:|wss:|\*)(\s|;|$)/);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('gzips index.html when asked', async () => {
    const r = await request(port, { path: '/web/login', headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(r.body).toString()).toMatch(/content="[0-9a-f]{64}"/);
  });

  it('serves hashed assets with immutable caching and their precompressed twins when accepted', async () => {
    const plain = await request(port, { path: '/web/app/x.js' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);

    const gz = await request(port, { path: '/web/app/x.js', headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(Number(gz.headers['content-length'])).toBeLessThan(ASSET.length);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(ASSET);

    const br = await request(port, { path: '/web/app/x.js', headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ASSET);

    const refused = await request(port, { path: '/web/app/x.js', headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(ASSET);

    const etag = plain.headers.etag!;
    const again = await request(port, { path: '/web/app/x.js', headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves other dist files, 404s missing assets', async () => {
    const r = await request(port, { path: '/web/favicon.svg' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(r.headers['cache-control']).not.toContain('immutable');
    const missing = await request(port, { path: '/web/app/nope.js' });
    expect(missing.status).toBe(404);
  });

  it('blocks path traversal', async () => {
    for (const p of [
      '/web/../secret.txt',
      '/web/app/../../secret.txt',
      '/web/%2e%2e/secret.txt',
      '/web/app/%2E%2E/%2e%2e/secret.txt',
      '/web/..%2fsecret.txt',
      '/web/app/x.js%00.png',
      '/web/%',
      '/web/..\\secret.txt',
    ]) {
      const r = await request(port, { path: p });
      expect([400, 404], p).toContain(r.status);
      expect(r.body.toString(), p).not.toContain('TOP SECRET');
    }
  });

  it('answers unknown paths with a plain 404', async () => {
    for (const p of ['/foo', '/webfoo', '/.well-known/x']) {
      const r = await request(port, { path: p });
      expect(r.status, p).toBe(404);
      expect(r.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('forwards /v1/webapi/... as /webapi/... with method, body and headers intact', async () => {
    seen.length = 0;
    const body = JSON.stringify({ user: 'alice', pass: 'secret' });
    const r = await request(port, {
      method: 'POST',
      path: '/v1/webapi/ping?x=1&y=%20',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-CSRF-Token': 'abc',
        'X-Custom': 'kept',
        'Content-Length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(r.status).toBe(200);
    expect(r.headers['x-upstream']).toBe('yes');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse(r.body.toString())).toEqual({ ok: true, method: 'POST', url: '/webapi/ping?x=1&y=%20' });
    expect(seen).toHaveLength(1);
    const s = seen[0]!;
    expect(s.method).toBe('POST');
    expect(s.url).toBe('/webapi/ping?x=1&y=%20');
    expect(s.body).toBe(body);
    expect(s.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(s.headers['x-csrf-token']).toBe('abc');
    expect(s.headers['x-custom']).toBe('kept');
    expect(s.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(s.headers.host).not.toBe(`127.0.0.1:${port}`);
    expect(s.headers.cookie).toBeUndefined();
  });

  it('forwards /webapi, /scripts and /web/config.js unchanged', async () => {
    seen.length = 0;
    expect((await request(port, { method: 'DELETE', path: '/webapi/sessions/web' })).status).toBe(200);
    expect((await request(port, { path: '/scripts/abc/install-node.sh' })).status).toBe(200);
    const cfg = await request(port, { path: '/web/config.js' });
    expect(cfg.status).toBe(200);
    expect(cfg.body.toString()).toContain('GRV_CONFIG');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'DELETE /webapi/sessions/web',
      'GET /scripts/abc/install-node.sh',
      'GET /web/config.js',
    ]);
  });

  it('adds the mock session cookie when a bearer token is sent without one', async () => {
    seen.length = 0;
    await request(port, { path: '/v1/webapi/sites/-current-/desktopservices', headers: { Authorization: 'Bearer tok', Cookie: 'a=b' } });
    expect(seen[0]!.headers.authorization).toBe('Bearer tok');
    expect(seen[0]!.headers.cookie).toMatch(/^a=b; __Host-session=[0-9a-f]+$/);

    seen.length = 0;
    await request(port, { path: '/v1/webapi/user/status', headers: { Authorization: 'Bearer tok', Cookie: '__Host-session=real' } });
    expect(seen[0]!.headers.cookie).toBe('__Host-session=real');

    seen.length = 0;
    // (A path Prism answers: the recording stream goes to the WebSocket mock, which records sessions.)
    await request(port, { path: '/v1/webapi/sites/x/desktopservices?limit=1&access_token=qtok' });
    expect(seen[0]!.headers.authorization).toBe('Bearer qtok');
    expect(seen[0]!.headers.cookie).toMatch(/^__Host-session=/);
  });

  it('rewrites 401 from the mock to the real backend 403 JSON error', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'missing session cookie'],
      [{ Cookie: '__Host-session=abc' }, 'need auth'],
      [{ Authorization: 'Bearer bad' }, 'bad bearer token'],
    ];
    for (const [headers, message] of cases) {
      const r = await request(port, { path: '/v1/webapi/protected', headers });
      expect(r.status).toBe(403);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['www-authenticate']).toBeUndefined();
      expect(JSON.parse(r.body.toString())).toEqual({ error: { message } });
    }
  });

  it('checks X-CSRF-Token on login like the real proxy', async () => {
    const page = await request(port, { path: '/web/login' });
    const token = /name="grv_csrf_token" content="([0-9a-f]{64})"/.exec(page.body.toString())![1]!;
    const body = JSON.stringify({ user: 'alice', pass: 'secret' });
    const headers = { 'Content-Type': 'application/json' };

    seen.length = 0;
    for (const h of [headers, { ...headers, 'X-CSRF-Token': 'f'.repeat(64) }]) {
      const denied = await request(port, { method: 'POST', path: '/v1/webapi/sessions/web', headers: h, body });
      expect(denied.status).toBe(403);
      expect(JSON.parse(denied.body.toString())).toEqual({ error: { message: 'access denied' } });
    }
    expect(seen).toHaveLength(0);

    const ok = await request(port, {
      method: 'POST',
      path: '/v1/webapi/sessions/web',
      headers: { ...headers, 'X-CSRF-Token': token },
      body,
    });
    expect(ok.status).toBe(200);
    expect(seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([`POST /webapi/sessions/web ${body}`]);
  });

  it('answers 502 JSON when the API server is down', async () => {
    const r = await request(deadPort, { path: '/v1/webapi/ping' });
    expect(r.status).toBe(502);
    expect(r.headers['content-type']).toBe('application/json');
    expect(JSON.parse(r.body.toString()).error.message).toMatch(/^mock API server is not reachable: .*ECONNREFUSED/);
  });

  it('answers 503 with build instructions when dist/index.html is missing', async () => {
    const r = await request(noDistPort, { path: '/web/login' });
    expect(r.status).toBe(503);
    expect(r.body.toString()).toContain('npm run build');
  });

  it('pipes a terminal WebSocket to the ws mock: s envelope, r banner, echo, close', async () => {
    const params = encodeURIComponent(JSON.stringify({ server_id: 'node-1:3022', login: 'root', term: { w: 100, h: 30 } }));
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/webapi/sites/-current-/connect?access_token=t&params=${params}`);
    ws.binaryType = 'nodebuffer';
    const reader = envelopeReader(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });

    const s = await reader.next();
    expect(s.version).toBe('1');
    expect(s.type).toBe('s');
    const { session } = JSON.parse(s.payload);
    expect(session).toMatchObject({
      kind: 'ssh',
      namespace: 'default',
      login: 'root',
      server_id: 'node-1:3022',
      server_hostname: 'node-1',
      cluster_name: 'example.com',
      parties: [],
      terminal_params: { w: 100, h: 30 },
      participantModes: ['observer', 'moderator', 'peer'],
    });
    expect(session.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Date.parse(session.created)).not.toBeNaN();

    const banner = await reader.next();
    expect(banner.type).toBe('r');
    expect(banner.payload.replace(/\x1b\[[0-9;]*m/g, '').endsWith('root@node-1:~$ ')).toBe(true);

    ws.send(encodeEnvelope({ type: 'r', payload: 'héllo' }));
    expect(await reader.next()).toEqual({ version: '1', type: 'r', payload: 'héllo' });

    ws.send(encodeEnvelope({ type: 'w', payload: JSON.stringify({ event: 'resize', width: 120, height: 40, size: '120:40' }) }));
    const a = await reader.next();
    expect(a.type).toBe('a');
    expect(JSON.parse(a.payload)).toMatchObject({ event: 'resize', size: '120:40' });

    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(encodeEnvelope({ type: 'c' }));
    expect(await closed).toBe(1000);
  });

  it('sends the live-state calls (active sessions, scp) to the ws mock, not to Prism', async () => {
    seen.length = 0;
    const auth = { Authorization: 'Bearer t' };
    const list = await request(port, { path: '/v1/webapi/sites/example.com/sessions', headers: auth });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body.toString()).sessions.some((s: { owner: string }) => s.owner === 'bob')).toBe(true);

    const boundary = 'XyZ';
    const payload = Buffer.from([0, 1, 2, 250, 251, 13, 10, 45, 45]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.bin"\r\n\r\n`),
      payload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const scp = '/v1/webapi/sites/example.com/nodes/web-1/alice/scp';
    const up = await new Promise<number>((resolve, reject) => {
      const r = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${scp}?location=~/&filename=b.bin`,
          agent: false,
          headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      r.on('error', reject);
      r.end(body);
    });
    expect(up).toBe(200);
    const down = await request(port, { path: `${scp}?location=${encodeURIComponent('~/b.bin')}&filename=b.bin`, headers: auth });
    expect(down.status).toBe(200);
    expect(down.body.equals(payload)).toBe(true);
    expect((await request(port, { path: `${scp}?location=x` })).status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it('survives a browser that resets its WebSocket while the terminal still writes', async () => {
    const params = encodeURIComponent(JSON.stringify({ server_id: 'node-1:3022', login: 'root' }));
    for (let i = 0; i < 5; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/webapi/sites/-current-/connect?access_token=t&params=${params}`);
      const reader = envelopeReader(ws);
      expect((await reader.next()).type).toBe('s');
      const socket = (ws as unknown as { _socket: net.Socket })._socket;
      ws.send(encodeEnvelope({ type: 'r', payload: 'x'.repeat(200_000) }));
      socket.resetAndDestroy();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await request(port, { path: '/' })).status).toBe(302);
  });

  it('also accepts the terminal WebSocket without the /v1 prefix', async () => {
    const params = encodeURIComponent(JSON.stringify({ server_id: 'a', login: 'b' }));
    const ws = new WebSocket(`ws://127.0.0.1:${port}/webapi/sites/c/connect?access_token=t&params=${params}`);
    const reader = envelopeReader(ws);
    expect((await reader.next()).type).toBe('s');
    ws.terminate();
  });

  it('refuses the terminal upgrade without access_token or with bad params', async () => {
    const params = encodeURIComponent(JSON.stringify({ server_id: 'a', login: 'b' }));
    const noToken = await rawUpgrade(port, `/v1/webapi/sites/c/connect?params=${params}`);
    expect(noToken).toMatch(/^HTTP\/1\.1 403 /);
    expect(JSON.parse(noToken.slice(noToken.indexOf('\r\n\r\n') + 4))).toEqual({ error: { message: 'need auth' } });

    expect(await rawUpgrade(port, '/v1/webapi/sites/c/connect?access_token=t')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawUpgrade(port, '/v1/webapi/sites/c/connect?access_token=t&params=notjson')).toMatch(/^HTTP\/1\.1 400 /);
    const noLogin = encodeURIComponent(JSON.stringify({ server_id: 'a' }));
    expect(await rawUpgrade(port, `/v1/webapi/sites/c/connect?access_token=t&params=${noLogin}`)).toMatch(/^HTTP\/1\.1 400 /);

    // ws client view of a refused upgrade
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/webapi/sites/c/connect?params=${params}`);
    ws.on('error', () => {}); // terminate() on a refused handshake reports an error
    const status = await new Promise<number>((resolve) => ws.once('unexpected-response', (_req, res) => resolve(res.statusCode!)));
    expect(status).toBe(403);
    ws.terminate();
  });

  it('404s upgrades on unknown paths (gateway and ws mock)', async () => {
    expect(await rawUpgrade(port, '/web/login')).toMatch(/^HTTP\/1\.1 404 /);
    expect(await rawUpgrade(port, '/v1/webapi/nothing/here?access_token=t')).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('answers 502 on upgrade when the ws target is down', async () => {
    expect(await rawUpgrade(deadPort, '/v1/webapi/sites/c/connect?access_token=t')).toMatch(/^HTTP\/1\.1 502 /);
  });

  it('sent no answer of its own that breaks the contract', () => {
    expect(gateway.contractViolations).toEqual([]);
  });
});

describe('gateway (mock mode): the store behind Prism', () => {
  let tmp: string;
  let upstream: http.Server;
  let gateway: Gateway;
  let port: number;
  const seen: Seen[] = [];
  const auth = { Authorization: 'Bearer t', 'Content-Type': 'application/json' };
  const dark = { theme: 2, assist: { preferredLogins: ['ubuntu'], viewMode: 1 }, onboard: { preferredResources: [2] } };

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-store-'));
    fs.writeFileSync(path.join(tmp, 'index.html'), INDEX);
    // Plays Prism: 401 without a bearer, 400 for a body it finds invalid, else its example.
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const reply = (status: number, value: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
          res.end(JSON.stringify(value));
        };
        if (!req.headers.authorization) return reply(401, { status: 401 });
        if (body.includes('INVALID')) return reply(422, { type: 'UNPROCESSABLE_ENTITY', detail: 'body' });
        // A write Prism is slow to check: the read sent after it is answered first here.
        if (req.headers['x-slow']) {
          setTimeout(() => reply(200, { message: 'ok' }), 150);
          return;
        }
        reply(
          200,
          req.method === 'GET'
            ? { theme: 1, assist: { preferredLogins: [], viewMode: 1 }, onboard: { preferredResources: [] } }
            : { message: 'ok' },
        );
      });
    });
    const upstreamPort = await listen(upstream);
    gateway = createGateway({ distDir: tmp, apiTarget: `http://127.0.0.1:${upstreamPort}`, mode: 'mock', store: createMockStore() });
    port = await listen(gateway);
  });

  afterAll(async () => {
    await Promise.all([close(gateway), close(upstream)]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('lets Prism check a write first, then keeps it: a read after the write returns the new state', async () => {
    seen.length = 0;
    const put = await request(port, { method: 'PUT', path: '/v1/webapi/user/preferences', headers: auth, body: JSON.stringify(dark) });
    expect(put.status).toBe(200);
    expect(JSON.parse(put.body.toString())).toEqual({ message: 'ok' });
    expect(seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([`PUT /webapi/user/preferences ${JSON.stringify(dark)}`]);
    const get = await request(port, { path: '/v1/webapi/user/preferences', headers: auth });
    expect(JSON.parse(get.body.toString())).toEqual(dark);
    expect(seen).toHaveLength(2);
  });

  it("leaves a request with Prism's Prefer header to Prism", async () => {
    const r = await request(port, { path: '/v1/webapi/user/preferences', headers: { ...auth, Prefer: 'example=light' } });
    expect(JSON.parse(r.body.toString()).theme).toBe(1);
  });

  it("relays Prism's refusal and keeps the old state", async () => {
    const bad = await request(port, {
      method: 'PUT',
      path: '/v1/webapi/user/preferences',
      headers: auth,
      body: JSON.stringify({ theme: 'INVALID' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
    const denied = await request(port, { method: 'PUT', path: '/v1/webapi/user/preferences', body: JSON.stringify({ theme: 1 }) });
    expect(denied.status).toBe(403);
    expect(JSON.parse(denied.body.toString())).toEqual({ error: { message: 'missing session cookie' } });
    const get = await request(port, { path: '/v1/webapi/user/preferences', headers: auth });
    expect(JSON.parse(get.body.toString()).theme).toBe(2);
    expect(gateway.contractViolations).toEqual([]);
  });

  it('answers in the order of arrival: a read sent right after a write sees it, though Prism answered the write last', async () => {
    const light = { ...dark, theme: 1 };
    const put = request(port, {
      method: 'PUT',
      path: '/v1/webapi/user/preferences',
      headers: { ...auth, 'X-Slow': '1' },
      body: JSON.stringify(light),
    });
    // Sent once the write has reached the gateway.
    await vi.waitFor(() => expect(seen.some((s) => s.headers['x-slow'])).toBe(true));
    const get = await request(port, { path: '/v1/webapi/user/preferences', headers: auth });
    expect(JSON.parse(get.body.toString())).toEqual(light);
    expect((await put).status).toBe(200);
  });

  it('answers a store error in the real error shape', async () => {
    const r = await request(port, { path: '/v1/webapi/users/nobody', headers: auth });
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString())).toEqual({ error: { message: 'user "nobody" is not found' } });
  });

  it('counts an own answer that breaks the contract, and in strict mode answers 500 naming it', async () => {
    const broken = { ...createMockStore(), handles: () => true, answer: () => ({ status: 200, body: [{ name: 42 }] }) };
    const upstreamPort = (upstream.address() as net.AddressInfo).port;
    for (const strict of [true, false]) {
      const g = createGateway({
        distDir: tmp,
        apiTarget: `http://127.0.0.1:${upstreamPort}`,
        mode: 'mock',
        store: broken,
        strict,
        log: () => {},
      });
      const p = await listen(g);
      const r = await request(p, { path: '/v1/webapi/users', headers: auth });
      const page = (await request(p, { path: '/web/login' })).body.toString();
      // The test-only reset exists in strict (end-to-end) mode only.
      expect((await request(p, { method: 'POST', path: '/__mock/reset' })).status).toBe(strict ? 204 : 404);
      await close(g);
      expect(page.includes('<meta name="grv_contract_strict" content="1" />')).toBe(strict);
      expect(g.contractViolations).toEqual([{ operationId: 'listUsers', status: 200, problem: expect.stringMatching(/^0\.name: /) }]);
      if (strict) {
        expect(r.status).toBe(500);
        expect(JSON.parse(r.body.toString()).error.message).toMatch(/^mock contract violation: listUsers answered 200 with 0\.name: /);
      } else {
        expect(r.status).toBe(200);
      }
    }
  });
});

describe('gateway (proxy mode)', () => {
  let tmp: string;
  let upstream: http.Server;
  let gateway: http.Server;
  let port: number;
  const seen: Seen[] = [];
  const upstreamToken = 'ab'.repeat(32);

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-proxy-test-'));
    fs.writeFileSync(path.join(tmp, 'index.html'), INDEX);
    upstream = http.createServer((req, res) => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: '' });
      if (req.url === '/web/login') {
        res.writeHead(200, {
          'Content-Type': 'text/html',
          'Set-Cookie': `__Host-grv_csrf=${upstreamToken}; Path=/; HttpOnly; Secure; SameSite=None`,
        });
        return res.end(
          `<html><head><meta name="grv_csrf_token" content="${upstreamToken}"/>` +
            '<meta name="grv_bearer_token" content="eyJ0b2tlbiI6IngifQ=="/></head></html>',
        );
      }
      res.writeHead(401, { 'Content-Type': 'text/plain' });
      res.end('upstream says 401');
    });
    const upstreamPort = await listen(upstream);
    gateway = createGateway({ distDir: tmp, apiTarget: `http://127.0.0.1:${upstreamPort}`, mode: 'proxy' });
    port = await listen(gateway);
  });

  afterAll(async () => {
    await Promise.all([close(gateway), close(upstream)]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves index.html with the upstream CSRF token, bearer meta and cookies', async () => {
    seen.length = 0;
    const r = await request(port, { path: '/web/cluster/x', headers: { Cookie: '__Host-session=s1' } });
    expect(r.status).toBe(200);
    const html = r.body.toString();
    expect(html).toContain(`<meta name="grv_csrf_token" content="${upstreamToken}" />`);
    expect(html).toContain('<meta name="grv_bearer_token" content="eyJ0b2tlbiI6IngifQ==" />');
    expect(r.headers['set-cookie']).toEqual([`__Host-grv_csrf=${upstreamToken}; Path=/; HttpOnly; Secure; SameSite=None`]);
    expect(seen[0]!.url).toBe('/web/login');
    expect(seen[0]!.headers.cookie).toBe('__Host-session=s1');
  });

  it('forwards API calls unchanged: no cookie injection, no 401 rewriting, Origin rewritten', async () => {
    seen.length = 0;
    const r = await request(port, {
      path: '/v1/webapi/sites',
      headers: { Authorization: 'Bearer t', Origin: `http://127.0.0.1:${port}` },
    });
    expect(r.status).toBe(401);
    expect(r.body.toString()).toBe('upstream says 401');
    expect(seen[0]!.url).toBe('/webapi/sites');
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(seen[0]!.headers.origin).not.toBe(`http://127.0.0.1:${port}`);
  });
});
