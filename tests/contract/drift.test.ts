// @vitest-environment node
// The drift check (scripts/contract-drift.mjs) against two fake upstreams written here: one that
// answers every route with the contract's default example (conforming) and one with three
// planted faults (a renamed field, a wrong type, a missing required field). The table must name
// each planted fault, the exit code must say drift, and no mutating request may be sent unless
// --include-writes is given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContract, operationsOf, successOf, type Json } from './contract-doc';

const doc = await loadContract();
const routes = operationsOf(doc).map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
  success: successOf(op),
}));

type Fault = (operationId: string, body: unknown) => unknown;

interface Fake {
  url: string;
  seen: { method: string; path: string }[];
  close(): Promise<void>;
}

async function fakeUpstream(fault: Fault = (_, b) => b, missing: ReadonlySet<string> = new Set()): Promise<Fake> {
  const seen: Fake['seen'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const p = url.pathname.startsWith('/v1/') ? url.pathname.slice(3) : url.pathname;
    seen.push({ method: req.method ?? '', path: p });
    const route = routes.find((r) => r.op.method === req.method && r.pattern.test(p));
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

function drift(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/contract-drift.mjs', ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const credentials = ['--token', 'fake-bearer-token', '--cookie', '7b2275736572223a22616c696365227d'];

/** The rows of the table that belong to one operation: its line and its violation lines. */
function rowsOf(table: string, operationId: string): string {
  const lines = table.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${operationId} `));
  if (start < 0) return '';
  const out = [lines[start]!];
  for (const l of lines.slice(start + 1)) {
    if (!l.startsWith('    ')) break;
    out.push(l);
  }
  return out.join('\n');
}

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
