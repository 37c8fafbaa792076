// @vitest-environment jsdom
// @vitest-environment-options {"url":"http://127.0.0.1:4791/"}
//
// Every operation of the contract, called once through the project's own pipe: the generated
// openapi-fetch client (src/api/gen/fetch-client.ts) -> the HTTP pipeline (src/api/http.ts, which
// adds headers and validates every JSON answer against the generated zod validator) -> the real
// Prism, started with `--errors` so that it validates both the request and its own response
// against the contract. Neither side of the pipe can drift without a failure here.
//
// The page's origin is Prism's (port 4791, see the environment options above): the client builds
// `${location.origin}/v1/...` URLs and Prism serves a copy of the contract with /v1 in its paths.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/gen/fetch-client';
import { ApiError } from '../../src/api/errors';
import { saveTokenRecord } from '../../src/api/token-record';
import { MOCK_CREDENTIALS, loadContract, operationsOf, sampleRequest, successOf, type Json, type Operation } from './contract-doc';
import { startPrismWithErrors, type RunningPrism } from './prism-errors';

const PORT = 4791;
const doc = await loadContract();
const operations = operationsOf(doc);
let prism: RunningPrism;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  prism = await startPrismWithErrors(PORT);
  // The browser would send the HttpOnly session cookie by itself; here the test adds it on the wire.
  vi.stubGlobal('fetch', (input: Request) => {
    const headers = new Headers(input.headers);
    headers.set('Cookie', MOCK_CREDENTIALS.Cookie);
    return realFetch(new Request(input, { headers, duplex: 'half' } as RequestInit));
  });
}, 90_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await prism?.close();
});

beforeEach(() => {
  saveTokenRecord({
    accessToken: '3c5e2b7f9a0d4c6e8f1a2b3c4d5e6f70',
    expiresIn: 600,
    created: Date.now(),
    sessionExpires: '2023-07-20T21:15:02Z',
    sessionInactiveTimeout: 0,
  });
  const meta = document.createElement('meta');
  meta.name = 'grv_csrf_token';
  meta.content = MOCK_CREDENTIALS['X-CSRF-Token'];
  document.head.append(meta);
});

type RequestFn = (method: string, path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; response: Response }>;
const request = api.request as unknown as RequestFn;

function call(op: Operation, extraHeaders: Record<string, string> = {}, init: Record<string, unknown> = {}) {
  const sample = sampleRequest(op);
  const success = successOf(op);
  const json = success.mediaType?.includes('json') ?? false;
  const headers: Record<string, string> = { ...extraHeaders };
  if (success.mediaType && !json) headers.Accept = success.mediaType;
  const options: Record<string, unknown> = {
    params: { path: sample.pathParams, query: sample.query },
    headers,
    parseAs: json ? 'json' : 'text',
    ...init,
  };
  if (sample.body !== undefined) {
    options.body = sample.body;
    if (!sample.bodyMediaType?.includes('json')) {
      // Raw bytes (uploadFile): sent as they are, with their own media type.
      options.bodySerializer = (b: unknown) => b;
      headers['Content-Type'] = sample.bodyMediaType!;
    }
  }
  return request(op.method, op.path, options);
}

const byKind = {
  sockets: operations.filter((op) => successOf(op).status === 101),
  redirects: operations.filter((op) => successOf(op).status >= 300 && successOf(op).status < 400),
  ordinary: operations.filter((op) => successOf(op).status >= 200 && successOf(op).status < 300),
};

describe('every operation through the generated client and the pipeline, against Prism --errors', () => {
  it('covers every operation of the contract', () => {
    expect(byKind.sockets.length + byKind.redirects.length + byKind.ordinary.length).toBe(operations.length);
    expect(operations.length).toBeGreaterThanOrEqual(114);
    expect(byKind.sockets.map((op) => op.operationId).sort()).toEqual([
      'connectAssistant',
      'connectDesktop',
      'connectTerminal',
      'executeCommand',
      'playDesktopRecording',
    ]);
  });

  it.each(byKind.ordinary.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    const success = successOf(op);
    const { data, response } = await call(op);
    expect(response.status).toBe(success.status);
    if (success.mediaType === undefined) expect(data ?? '').toBe('');
    else expect(data).toEqual(success.example);
  });

  it.each(byKind.sockets.map((op) => [op.operationId, op] as const))(
    '%s (WebSocket): a valid upgrade request passes validation; the pre-upgrade error is the real error body',
    async (_, op) => {
      const error = await call(op, { Prefer: 'code=400' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      const example = Object.values<Json>(op.responses['400'].content['application/json'].examples)[0]!.value;
      expect((error as ApiError).message).toBe(example.error.message);
    },
  );

  it.each(byKind.redirects.map((op) => [op.operationId, op] as const))('%s (browser navigation): answers a redirect', async (_, op) => {
    const error = await call(op, {}, { redirect: 'manual' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(successOf(op).status);
    expect((error as ApiError).response?.headers.get('Location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
  });

  it('Prism rejects a request that breaks the contract (so the passes above mean something)', async () => {
    const nodes = operations.find((op) => op.operationId === 'listNodes')!;
    const error = await call(nodes, {}, { params: { path: { clusterId: 'teleport.example.com' }, query: { limit: 'ten' } } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([400, 422]).toContain((error as ApiError).status);
  });

  it('the pipeline rejects a response that breaks the contract', async () => {
    // Prism answers listClusters' 403 example; asked as a 200 through a stubbed body, zod must refuse it.
    const clusters = operations.find((op) => op.operationId === 'listClusters')!;
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ clusters: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    try {
      const error = await call(clusters).catch((e: unknown) => e);
      expect((error as Error).name).toBe('ContractError');
    } finally {
      vi.stubGlobal('fetch', (input: Request) => {
        const headers = new Headers(input.headers);
        headers.set('Cookie', MOCK_CREDENTIALS.Cookie);
        return realFetch(new Request(input, { headers, duplex: 'half' } as RequestInit));
      });
    }
  });
});
