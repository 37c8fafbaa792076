// @vitest-environment node
// The drift check (scripts/contract-drift.mjs) against two fake upstreams written here: one that
// answers every route with the contract's default example (conforming) and one with three
// planted faults (a renamed field, a wrong type, a missing required field). The table must name
// each planted fault, the exit code must say drift, and no mutating request may be sent unless
// --include-writes is given. Further fakes: a server that refuses the credentials, one that sends
// undeclared and renamed keys, one whose SSO connectors are only in config.js, a real proxy's
// login; and the embedded default itself (mocks/stack.mjs) with --user/--password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContract, type Json } from './contract-doc';
import { contractRoutes, FAKE_CREDENTIALS, rowsOf, runDrift, startDriftStack } from './drift-harness';

const doc = await loadContract();
const routes = contractRoutes(doc);

type Fault = (operationId: string, body: unknown) => unknown;

interface Fake {
  url: string;
  seen: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** Answers a request itself (true) or leaves it to the contract's examples (false). */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, path: string, operationId: string | undefined) => boolean;

async function fakeUpstream(fault: Fault = (_, b) => b, missing: ReadonlySet<string> = new Set(), handle?: Handler): Promise<Fake> {
  const seen: Fake['seen'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const p = url.pathname.startsWith('/v1/') ? url.pathname.slice(3) : url.pathname;
    seen.push({ method: req.method ?? '', path: p, headers: req.headers });
    const route = routes.find((r) => r.op.method === req.method && r.pattern.test(p));
    if (handle?.(req, res, p, route?.op.operationId)) return;
    req.resume();
    if (!route || missing.has(route.op.operationId)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('404 page not found\n');
      return;
    }
    const { status, mediaType, example } = route.success;
    if (!mediaType) {
      res.writeHead(status).end();
      return;
    }
    const body = fault(route.op.operationId, structuredClone(example));
    const text = mediaType.includes('json') ? JSON.stringify(body) : String(body);
    res.writeHead(status, { 'Content-Type': mediaType }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const drift = (...args: string[]) => runDrift(args, 60_000);

const credentials = FAKE_CREDENTIALS;

let conforming: Fake;
let drifting: Fake;

beforeAll(async () => {
  conforming = await fakeUpstream();
  drifting = await fakeUpstream((operationId, body) => {
    const b = body as Json;
    if (operationId === 'listNodes') {
      // renamed field
      b.items[0].hostName = b.items[0].hostname;
      delete b.items[0].hostname;
    }
    // wrong type
    if (operationId === 'getPing') b.automatic_upgrades = 'false';
    // missing required field
    if (operationId === 'listClusters') delete (b as Json[])[0]!.status;
    return b;
  });
});

afterAll(async () => {
  await conforming?.close();
  await drifting?.close();
});

describe('contract:drift', () => {
  it('passes against a conforming upstream and sends only GET requests', async () => {
    const { code, stdout } = await drift('--upstream', conforming.url, ...credentials);
    expect(stdout).toContain(`contract drift check against ${conforming.url}`);
    expect(stdout).not.toContain('DRIFT');
    expect(stdout).toMatch(/\b(4\d) ok, 0 drifting, 0 without an answer/);
    expect(rowsOf(stdout, 'listNodes')).toMatch(/GET \/v1\/webapi\/sites\/teleport\.example\.com\/nodes\?limit=50\s+200\s+ok/);
    expect(rowsOf(stdout, 'checkMfaRequired')).toContain('skipped (mutating; use --include-writes)');
    expect(code).toBe(0);
    expect(conforming.seen.length).toBeGreaterThan(35);
    expect(new Set(conforming.seen.map((r) => r.method))).toEqual(new Set(['GET']));
  });

  it('names each planted fault with its JSON path and exits non-zero', async () => {
    const { code, stdout } = await drift('--upstream', drifting.url, ...credentials);
    expect(code).toBe(1);
    expect(stdout).toMatch(/3 drifting/);

    const nodes = rowsOf(stdout, 'listNodes');
    expect(nodes).toContain('DRIFT');
    expect(nodes).toContain('$.items[0].hostname  required field is missing (found "hostName": renamed?)');

    const ping = rowsOf(stdout, 'getPing');
    expect(ping).toContain('DRIFT');
    expect(ping).toMatch(/\$\.automatic_upgrades {2}must be boolean, got "false"/);

    const clusters = rowsOf(stdout, 'listClusters');
    expect(clusters).toContain('DRIFT');
    expect(clusters).toContain('$[0].status  required field is missing');

    // Everything else still conforms.
    expect(rowsOf(stdout, 'getUserContext')).toMatch(/200\s+ok/);
  });

  it('sends the mutating checks only with --include-writes', async () => {
    const before = conforming.seen.length;
    const { code, stdout } = await drift('--upstream', conforming.url, ...credentials, '--include-writes');
    expect(code).toBe(0);
    const writes = conforming.seen.slice(before).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST /webapi/mfa/authenticatechallenge',
      'POST /webapi/sites/teleport.example.com/mfa/required',
      'PUT /webapi/user/preferences',
    ]);
    expect(rowsOf(stdout, 'updateUserPreferences')).toMatch(/PUT \/v1\/webapi\/user\/preferences\s+200\s+ok/);
  });

  it('checks only the public operations without credentials', async () => {
    const before = conforming.seen.length;
    const { code, stdout } = await drift('--upstream', conforming.url);
    expect(code).toBe(0);
    expect(rowsOf(stdout, 'getPing')).toMatch(/200\s+ok/);
    expect(rowsOf(stdout, 'listNodes')).toContain('skipped (needs a session');
    const paths = conforming.seen.slice(before).map((r) => r.path);
    expect(paths).toContain('/webapi/ping');
    expect(paths.some((p) => p.startsWith('/webapi/sites/'))).toBe(false);
  });

  it('reports a route the upstream does not have as drift', async () => {
    const sparse = await fakeUpstream(undefined, new Set(['getMotd']));
    try {
      const { code, stdout } = await drift('--upstream', sparse.url);
      expect(code).toBe(1);
      expect(rowsOf(stdout, 'getMotd')).toMatch(/404\s+DRIFT \(1\)\n {4}\(status\) {2}status 404 is not in the contract/);
    } finally {
      await sparse.close();
    }
  });

  it('says so when the upstream cannot be reached, and when options are wrong', async () => {
    const closed = await fakeUpstream();
    await closed.close();
    const unreachable = await drift('--upstream', closed.url);
    expect(unreachable.code).toBe(2);
    expect(rowsOf(unreachable.stdout, 'getPing')).toMatch(/error\s+no answer: .*ECONNREFUSED/);

    const usage = await drift('--token', 'x');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--upstream URL is required');
  });
});

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) =>
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
const signedIn = (op: string | undefined) => Boolean(op && routes.find((r) => r.op.operationId === op)?.op.security?.length);

describe('contract:drift does not pass what it did not check', () => {
  it('fails and says so when the server refuses the session (403 on the signed-in calls)', async () => {
    const refusing = await fakeUpstream(undefined, undefined, (req, res, _p, op) => {
      if (!signedIn(op)) return false;
      req.resume();
      json(res, 403, { error: { message: 'need auth' } });
      return true;
    });
    try {
      const { code, stdout } = await drift('--upstream', refusing.url, ...credentials);
      expect(stdout).toContain('FAILED: the credentials were refused: GET /v1/webapi/user/status answered 403 "need auth"');
      expect(rowsOf(stdout, 'listNodes')).toContain('skipped (not checked: the credentials were refused)');
      expect(stdout).not.toMatch(/not checked \(documented 403/);
      expect(code).toBe(3);
      // Once refused, no further signed-in call is sent.
      expect(refusing.seen.filter((r) => r.path.startsWith('/webapi/sites/'))).toEqual([]);
    } finally {
      await refusing.close();
    }
  });

  it('fails and says so when the login is refused', async () => {
    const refusing = await fakeUpstream(undefined, undefined, (req, res, p) => {
      if (p !== '/webapi/sessions/web') return false;
      req.resume();
      json(res, 403, { error: { message: 'invalid credentials' } });
      return true;
    });
    try {
      const { code, stderr } = await drift('--upstream', refusing.url, '--user', 'alice', '--password', 'wrong');
      expect(stderr).toContain('the credentials were refused: login as alice answered 403 "invalid credentials"');
      expect(code).toBe(3);
    } finally {
      await refusing.close();
    }
  });

  it('reports a renamed optional field as drift and undeclared keys as warnings, with their JSON paths', async () => {
    const renaming = await fakeUpstream((operationId, body) => {
      const b = body as Json;
      if (operationId === 'listDatabases') {
        b.items[0].databaseUsers = b.items[0].database_users;
        delete b.items[0].database_users;
      }
      if (operationId === 'listNodes') b.items[1].rack = 'r12';
      return b;
    });
    try {
      const { code, stdout } = await drift('--upstream', renaming.url, ...credentials);
      const dbs = rowsOf(stdout, 'listDatabases');
      expect(dbs).toContain('DRIFT');
      expect(dbs).toContain('$.items[0].database_users  declared field is missing (found "databaseUsers": renamed?)');
      const nodes = rowsOf(stdout, 'listNodes');
      expect(nodes).toMatch(/200\s+ok \(1 warning\)/);
      expect(nodes).toContain('warning: $.items[1].rack  key not declared by the contract');
      expect(stdout).toMatch(/1 drifting/);
      expect(code).toBe(1);
    } finally {
      await renaming.close();
    }
  });

  it('pings the SSO connectors config.js offers when the default sign-in is local', async () => {
    const providers = [
      { name: 'okta', displayName: 'Okta', type: 'saml', url: '/v1/webapi/saml/sso?connector_id=:providerName&redirect_url=:redirect' },
      {
        name: 'google',
        displayName: 'Google',
        type: 'oidc',
        url: '/v1/webapi/oidc/login/web?connector_id=:providerName&redirect_url=:redirect',
      },
    ];
    const sso = await fakeUpstream((operationId, body) => {
      if (operationId !== 'getWebConfig') return body;
      const config = JSON.parse(/^var GRV_CONFIG = ([\s\S]*);$/.exec(String(body))![1]!);
      expect(config.auth.authType).toBe('local');
      config.auth.providers = providers;
      return `var GRV_CONFIG = ${JSON.stringify(config)};`;
    });
    try {
      const { code, stdout } = await drift('--upstream', sso.url);
      expect(code).toBe(0);
      expect(stdout).toMatch(/getPingForConnector\s+GET \/v1\/webapi\/ping\/okta\s+200\s+ok/);
      expect(stdout).toMatch(/getPingForConnector\s+GET \/v1\/webapi\/ping\/google\s+200\s+ok/);
      expect(sso.seen.map((r) => r.path)).toEqual(expect.arrayContaining(['/webapi/ping/okta', '/webapi/ping/google']));
    } finally {
      await sso.close();
    }
  });

  it('says what a checked error answer was instead of "not checked", and reports a malformed one', async () => {
    const errors = await fakeUpstream(undefined, undefined, (req, res, _p, op) => {
      if (op === 'getDatabase') {
        req.resume();
        json(res, 404, { error: { message: 'database "orders-pg" not found' } });
        return true;
      }
      if (op === 'getDesktop') {
        req.resume();
        json(res, 404, { message: 'no such desktop' });
        return true;
      }
      return false;
    });
    try {
      const { code, stdout } = await drift('--upstream', errors.url, ...credentials);
      expect(rowsOf(stdout, 'getDatabase')).toMatch(/404\s+documented 404, body conforms \("database "orders-pg" not found"\)/);
      expect(rowsOf(stdout, 'getDesktop')).toMatch(/404\s+DRIFT/);
      expect(stdout).not.toContain('not checked (documented');
      expect(stdout).toMatch(/1 documented error answers/);
      expect(code).toBe(1);
    } finally {
      await errors.close();
    }
  });

  it('logs in with --user/--password as a browser does against a real proxy: the login page gives the CSRF token', async () => {
    const csrf = 'c'.repeat(64);
    const proxy = await fakeUpstream(undefined, undefined, (req, res, p, op) => {
      const cookies = String(req.headers.cookie ?? '');
      if (p === '/web/login') {
        req.resume();
        res
          .writeHead(200, {
            'Content-Type': 'text/html',
            'Set-Cookie': `__Host-grv_csrf=${csrf}; Path=/; HttpOnly; Secure; SameSite=Strict`,
          })
          .end(`<!doctype html><head><meta name="grv_csrf_token" content="${csrf}" /><meta name="grv_bearer_token" content="" /></head>`);
        return true;
      }
      if (p === '/webapi/sessions/web') {
        req.resume();
        // The real proxy compares the header with its cookie.
        if (req.headers['x-csrf-token'] !== csrf || !cookies.includes(`__Host-grv_csrf=${csrf}`))
          json(res, 403, { error: { message: 'access denied' } });
        else
          json(
            res,
            200,
            { token: 'session-bearer', token_type: 'Bearer', expires_in: 600 },
            { 'Set-Cookie': '__Host-session=abc123; Path=/; HttpOnly; Secure' },
          );
        return true;
      }
      if (signedIn(op) && (req.headers.authorization !== 'Bearer session-bearer' || !cookies.includes('__Host-session=abc123'))) {
        req.resume();
        json(res, 403, { error: { message: 'need auth' } });
        return true;
      }
      return false;
    });
    try {
      const { code, stdout, stderr } = await drift('--upstream', proxy.url, '--user', 'alice', '--password', 'correct horse');
      expect(stderr).toBe('');
      expect(stdout).not.toContain('FAILED');
      expect(rowsOf(stdout, 'listNodes')).toMatch(/200\s+ok/);
      expect(code).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});

describe('contract:drift against the embedded default', () => {
  let stack: Awaited<ReturnType<typeof startDriftStack>>;

  beforeAll(async () => {
    stack = await startDriftStack();
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('--user alice --password ... signs in (CSRF from the login page) and finds no drift', async () => {
    const { code, stdout, stderr } = await drift('--upstream', stack.origin, '--user', 'alice', '--password', 'correct horse battery');
    expect(stderr).toBe('');
    expect(rowsOf(stdout, 'getUserStatus')).toMatch(/200\s+ok/);
    expect(rowsOf(stdout, 'listNodes')).toMatch(/200\s+ok/);
    expect(stdout).toMatch(/\b(4\d) ok, 0 drifting, 0 without an answer/);
    expect(code).toBe(0);
  }, 90_000);
});
