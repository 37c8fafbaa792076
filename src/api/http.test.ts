// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from './errors';
import { http, httpMutator, pipelineFetch, findOperation } from './http';
import { reportedViolations, setStrictContract } from './contract-check';
import { saveTokenRecord } from './token-record';
import { validatesSettled } from './deferred-validation';

type Call = { request: Request };

let calls: Call[] = [];
let reply: (request: Request) => Response | Promise<Response> = () => json({ message: 'ok' });

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setCsrfMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'grv_csrf_token';
  meta.content = content;
  document.head.appendChild(meta);
}

const ping = {
  auth: {
    type: 'local',
    second_factor: 'off',
    private_key_policy: 'none',
    device_trust: {},
    has_motd: false,
    default_session_ttl: '12h0m0s',
  },
  proxy: { kube: {}, ssh: {}, db: {}, tls_routing_enabled: false, assist_enabled: false },
  server_version: '14.0.0-dev',
  min_client_version: '13.0.0',
  cluster_name: 'teleport.example.com',
  automatic_upgrades: false,
};

beforeEach(() => {
  calls = [];
  reply = () => json({ message: 'ok' });
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({ request });
    return reply(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setStrictContract(true);
  reportedViolations.length = 0;
});

const lastRequest = () => calls.at(-1)!.request;

describe('request headers and options', () => {
  it('sends X-CSRF-Token from the page meta and Bearer from the stored token record', async () => {
    setCsrfMeta('c'.repeat(64));
    saveTokenRecord({ accessToken: 'tok-123', expiresIn: 600, created: Date.now(), sessionExpires: '', sessionInactiveTimeout: 0 });
    await http.get('/webapi/user/status');
    const r = lastRequest();
    expect(r.headers.get('X-CSRF-Token')).toBe('c'.repeat(64));
    expect(r.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(r.headers.get('Accept')).toBe('application/json');
    expect(r.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(r.cache).toBe('no-store');
    expect(r.credentials).toBe('same-origin');
    expect(new URL(r.url).pathname).toBe('/v1/webapi/user/status');
    expect(new URL(r.url).origin).toBe(location.origin);
  });

  it('sends neither header when there is no meta and no token; ignores an unfilled template', async () => {
    setCsrfMeta('{{ .XCSRF }}');
    await http.get('/webapi/user/status');
    expect(lastRequest().headers.has('X-CSRF-Token')).toBe(false);
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('POSTs JSON', async () => {
    reply = () => json({ type: 'Bearer', token: 't', expires_in: 600, sessionExpires: '2026-11-22T00:00:00Z', sessionInactiveTimeout: 0 });
    await http.post('/webapi/sessions/web', { user: 'alice', pass: 'secret' });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await lastRequest().json()).toEqual({ user: 'alice', pass: 'secret' });
  });

  it('POSTs multipart without a JSON content type, still accepting JSON', async () => {
    const form = new FormData();
    // (jsdom's Blob is not undici's, so the test sends a text part.)
    form.append('file', 'hello');
    await http.postForm('/webapi/sites/one/nodes/n1/root/scp?location=/tmp&filename=hello.txt', form);
    const r = lastRequest();
    expect(r.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.headers.get('Accept')).toBe('application/json');
    expect(await r.text()).toContain('hello');
  });

  it('PUTs JSON and DELETEs with a body', async () => {
    await http.put('/webapi/user/preferences', { theme: 2 });
    expect(lastRequest().method).toBe('PUT');
    expect(await lastRequest().json()).toEqual({ theme: 2 });
    await http.delete('/webapi/sessions/web', { reason: 'logout' });
    expect(lastRequest().method).toBe('DELETE');
    expect(await lastRequest().json()).toEqual({ reason: 'logout' });
  });

  it('passes the abort signal on GET and rejects with an AbortError, not an ApiError', async () => {
    reply = (request) =>
      new Promise((_, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const controller = new AbortController();
    const pending = http.get('/webapi/sites', controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('refuses to send a request to another origin', async () => {
    await expect(pipelineFetch(new Request('https://evil.example.net/v1/webapi/sites'))).rejects.toThrow(/another origin/);
    expect(calls).toHaveLength(0);
  });
});

describe('error messages', () => {
  const failWith = async (response: Response) => {
    reply = () => response;
    return (await http.get('/webapi/user/status').catch((e: unknown) => e)) as ApiError;
  };

  it('uses error.message from the JSON body and carries the response', async () => {
    const error = await failWith(json({ error: { message: 'invalid credentials' } }, 403));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('invalid credentials');
    expect(error.status).toBe(403);
    expect(error.response?.status).toBe(403);
    expect(error.body).toEqual({ error: { message: 'invalid credentials' } });
  });

  it('falls back to a top-level message, then responseText, then Unknown error', async () => {
    expect((await failWith(json({ message: 'top level' }, 400))).message).toBe('top level');
    expect((await failWith(json({ responseText: 'legacy text' }, 400))).message).toBe('legacy text');
    expect((await failWith(json({ error: {} }, 500))).message).toBe('Unknown error');
    expect((await failWith(json(null, 500))).message).toBe('Unknown error');
  });

  it("gives '{status} - {url}' when the body is not JSON", async () => {
    const error = await failWith(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(error.message).toBe(`502 - ${location.origin}/v1/webapi/user/status`);
    const empty = await failWith(new Response(null, { status: 500 }));
    expect(empty.message).toBe(`500 - ${location.origin}/v1/webapi/user/status`);
  });

  it("gives 'Network request failed' when fetch itself fails", async () => {
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = (await http.get('/webapi/user/status').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Network request failed');
    expect(error.status).toBe(0);
    expect(error.response).toBeNull();
  });

  it('reports a 2xx body that is not JSON as a malformed response', async () => {
    reply = () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    await expect(http.get('/webapi/ping')).rejects.toThrow(/malformed response to getPing/);
  });
});

describe('contract validation of responses', () => {
  it('finds the operation by method and path, with or without /v1', () => {
    expect(findOperation('GET', '/v1/webapi/sites/teleport.example.com/context')?.operationId).toBe('getUserContext');
    expect(findOperation('get', 'http://x/webapi/ping')?.operationId).toBe('getPing');
    expect(findOperation('DELETE', '/v1/webapi/sessions/web')?.operationId).toBe('deleteWebSession');
    expect(findOperation('GET', '/v1/webapi/nowhere')).toBeUndefined();
  });

  it('passes a response that matches the contract', async () => {
    reply = () => json(ping);
    await expect(http.get('/webapi/ping')).resolves.toEqual(ping);
  });

  it('throws in dev and tests, naming the operation and the field', async () => {
    reply = () => json({ ...ping, server_version: 14 });
    const error = (await http.get('/webapi/ping').catch((e: unknown) => e)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.operationId).toBe('getPing');
    expect(error.field).toBe('server_version');
    expect(error.message).toContain('getPing');
    expect(error.message).toContain('server_version');
  });

  it('turns an empty 200 body of a read into an error naming the call; a write may answer empty', async () => {
    reply = () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const error = (await http.get('/webapi/sites/root/nodes').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/^The server sent an empty answer to listNodes\. Try again/);
    await expect(http.delete('/webapi/sessions/web')).resolves.toBe('');
  });

  it('checks a bare array response item by item', async () => {
    reply = () =>
      json([
        {
          name: 'root',
          lastConnected: '2026-11-21T10:00:00Z',
          status: 'online',
          nodeCount: 0,
          publicURL: '',
          authVersion: '',
          proxyVersion: '',
        },
        { name: 7 },
      ]);
    const error = (await http.get('/webapi/sites').catch((e: unknown) => e)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.operationId).toBe('listClusters');
    expect(error.field).toMatch(/^1\./);
  });

  it('in production reports the mismatch and lets the data through', async () => {
    setStrictContract(false);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...ping, server_version: 14 };
    reply = () => json(broken);
    await expect(http.get('/webapi/ping')).resolves.toEqual(broken);
    // The answer is handed on first; the check runs when the browser is idle.
    expect(reportedViolations).toHaveLength(0);
    await validatesSettled();
    expect(reportedViolations).toHaveLength(1);
    expect(reportedViolations[0]).toMatchObject({ operationId: 'getPing', field: 'server_version' });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('orval mutator and openapi-fetch share the pipeline', () => {
  it('httpMutator sends query params, body and headers through the pipeline', async () => {
    setCsrfMeta('m'.repeat(64));
    await httpMutator({ url: '/webapi/user/preferences', method: 'PUT', data: { theme: 1 }, params: { a: 'b', skip: undefined } });
    const r = lastRequest();
    expect(new URL(r.url).pathname).toBe('/v1/webapi/user/preferences');
    expect(new URL(r.url).search).toBe('?a=b');
    expect(r.headers.get('X-CSRF-Token')).toBe('m'.repeat(64));
    expect(await r.json()).toEqual({ theme: 1 });
  });

  it('the openapi-fetch client gets the same headers, errors and validation', async () => {
    const { api } = await import('@/api/gen/fetch-client');
    setCsrfMeta('f'.repeat(64));
    reply = () => json(ping);
    const { data } = await api.GET('/webapi/ping');
    expect(data?.cluster_name).toBe('teleport.example.com');
    expect(lastRequest().headers.get('X-CSRF-Token')).toBe('f'.repeat(64));
    expect(new URL(lastRequest().url).pathname).toBe('/v1/webapi/ping');

    reply = () => json({ error: { message: 'access denied' } }, 403);
    await expect(api.GET('/webapi/user/status')).rejects.toThrow('access denied');

    reply = () => json({ ...ping, cluster_name: null });
    await expect(api.GET('/webapi/ping')).rejects.toBeInstanceOf(ContractError);
  });
});
