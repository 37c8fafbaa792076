// @vitest-environment jsdom
// Path parameters are encoded once, by the generated code (codegen/generate.mjs, encodePathParams):
// for every operation of the contract with a path parameter, the generated fetcher is called with
// names holding `/ ? # %` and a space, and with plain names, against a stubbed fetch; the request
// must have the right method and exactly the encoded segments, the pipeline must map it back to
// its operation, and a read's query key must be that same path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operations } from './gen/operations';
import { API_PREFIX, findOperation } from './http';
import { apiPath, pathSegment } from './path';

type Fn = (...args: unknown[]) => unknown;
const modules = import.meta.glob<Record<string, unknown>>('./gen/hooks/*/*.ts', { eager: true });
const exported = new Map<string, Fn>();
for (const mod of Object.values(modules))
  for (const [name, value] of Object.entries(mod)) if (typeof value === 'function') exported.set(name, value as Fn);

const SPECIAL = 'a/b ?c#d%e f';
const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const paramNamesOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
/** The parameter names of a generated function, in order (they are the contract's names). */
const argNames = (fn: Fn) =>
  (/^\s*(?:async\s*)?\(([^)]*)\)/.exec(fn.toString())?.[1] ?? '')
    .split(',')
    .map((a) => a.trim().replace(/[=:].*$/, ''))
    .filter(Boolean);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(values[n]!));

const withParams = operations.filter((o) => o.path.includes('{'));
let requests: Request[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify({ error: { message: 'stub' } }), { status: 500, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('every path parameter is encoded by the generated code', () => {
  it('covers the contract (reads and writes)', () => {
    expect(withParams.length).toBeGreaterThan(40);
    expect(withParams.some((o) => o.method === 'GET')).toBe(true);
    for (const m of ['POST', 'PUT', 'DELETE']) expect(withParams.some((o) => o.method === m)).toBe(true);
  });

  for (const op of withParams) {
    it(`${op.method} ${op.path} (${op.operationId})`, async () => {
      const fetcher = exported.get(op.operationId);
      expect(fetcher, `no generated fetcher ${op.operationId}`).toBeTypeOf('function');
      const names = paramNamesOf(op.path);
      const args = argNames(fetcher!);
      expect(args.slice(0, names.length).sort()).toEqual([...names].sort());

      const plain = Object.fromEntries(names.map((n, i) => [n, `v${i}-${n}`]));
      const special = Object.fromEntries(names.map((n, i) => [n, `${SPECIAL}${i}`]));
      for (const values of [plain, special]) {
        requests = [];
        await Promise.resolve(fetcher!(...args.map((a) => values[a]))).catch(() => undefined);
        expect(requests).toHaveLength(1);
        const url = new URL(requests[0]!.url);
        const expected = fill(op.path, values);
        expect(requests[0]!.method).toBe(op.method);
        expect(url.pathname).toBe(`${API_PREFIX}${expected}`);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(findOperation(op.method, requests[0]!.url)?.operationId).toBe(op.operationId);

        const keyFn = exported.get(`get${pascal(op.operationId)}QueryKey`);
        if (op.method === 'GET' && keyFn) {
          const key = keyFn(...argNames(keyFn).map((a) => values[a])) as unknown[];
          expect(key[0]).toBe(expected);
        }
      }
    });
  }
});

describe('the openapi-fetch client encodes path parameters too', () => {
  it('PUT /webapi/roles/{name}', async () => {
    const { api } = await import('./gen/fetch-client');
    await api.PUT('/webapi/roles/{name}', { params: { path: { name: SPECIAL } }, body: { content: '' } }).catch(() => undefined);
    expect(new URL(requests[0]!.url).pathname).toBe('/v1/webapi/roles/a%2Fb%20%3Fc%23d%25e%20f');
  });
});

describe('hand-built paths (apiPath)', () => {
  it('encodes each value as one segment and keeps the literal parts', () => {
    expect(pathSegment(SPECIAL)).toBe('a%2Fb%20%3Fc%23d%25e%20f');
    expect(pathSegment(42)).toBe('42');
    expect(apiPath`/sites/${SPECIAL}/nodes/${'web 1'}/${'al/ice'}/scp`).toBe('/sites/a%2Fb%20%3Fc%23d%25e%20f/nodes/web%201/al%2Fice/scp');
    expect(apiPath`/webapi/sites`).toBe('/webapi/sites');
  });
});
