// @vitest-environment jsdom
// The raw transfer helpers of the pipeline: downloads (fetch, streamed with progress) and uploads
// (XMLHttpRequest, for upload progress) keep the same headers and error rules as every call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './http';
import { ApiError } from './errors';
import { saveTokenRecord } from './token-record';

function setCsrfMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'grv_csrf_token';
  meta.content = content;
  document.head.appendChild(meta);
}

function streamOf(chunks: Uint8Array[], failAfter?: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && i === failAfter) return controller.error(new TypeError('network'));
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else controller.close();
    },
  });
}

beforeEach(() => {
  setCsrfMeta('c'.repeat(64));
  saveTokenRecord({ accessToken: 'tok', expiresIn: 600, created: Date.now(), sessionExpires: '', sessionInactiveTimeout: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('http.download', () => {
  it('streams the raw body with progress, through the pipeline headers', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (r: Request) => {
      seen.push(r);
      return new Response(streamOf([new Uint8Array([0, 1, 2]), new Uint8Array([255, 254])]), {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': '5' },
      });
    });
    const progress: Array<[number, number | null]> = [];
    const blob = await http.download('/webapi/sites/c/nodes/n/alice/scp', {
      query: { location: '~/a b.bin', filename: 'a b.bin' },
      onProgress: (l, t) => progress.push([l, t]),
    });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 255, 254]));
    expect(progress).toEqual([
      [0, 5],
      [3, 5],
      [5, 5],
    ]);
    const r = seen[0]!;
    expect(new URL(r.url).pathname).toBe('/v1/webapi/sites/c/nodes/n/alice/scp');
    expect(new URL(r.url).searchParams.get('location')).toBe('~/a b.bin');
    expect(r.headers.get('Authorization')).toBe('Bearer tok');
    expect(r.headers.get('X-CSRF-Token')).toBe('c'.repeat(64));
    expect(r.cache).toBe('no-store');
  });

  it('turns an error answer into an ApiError with the backend message', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: { message: 'stat ~/x: file does not exist' } }), { status: 404 }),
    );
    const err = await http.download('/webapi/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('stat ~/x: file does not exist');
    expect((err as ApiError).status).toBe(404);
  });

  it('reports a body cut short, and a network failure', async () => {
    vi.stubGlobal('fetch', async () => new Response(streamOf([new Uint8Array(3)]), { headers: { 'Content-Length': '10' } }));
    await expect(http.download('/webapi/x')).rejects.toThrow('The download ended after 3 of 10 bytes. Try again.');
    vi.stubGlobal('fetch', async () => new Response(streamOf([new Uint8Array(3), new Uint8Array(3)], 1)));
    await expect(http.download('/webapi/x')).rejects.toThrow('Network request failed');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.download('/webapi/x')).rejects.toThrow('Network request failed');
  });

  it('passes the abort signal and rejects with an AbortError', async () => {
    vi.stubGlobal(
      'fetch',
      (r: Request) =>
        new Promise((_, reject) => r.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const pending = http.download('/webapi/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** A scriptable XMLHttpRequest: the test decides how each request ends. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, text: string, headers = '') {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

describe('http.upload', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('POSTs the form with the pipeline headers (no JSON content type) and reports progress', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    const progress: Array<[number, number | null]> = [];
    const pending = http.upload('/webapi/sites/c/nodes/n/alice/scp', form, {
      query: { location: '~/', filename: 'hello.txt' },
      onProgress: (l, t) => progress.push([l, t]),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/v1/webapi/sites/c/nodes/n/alice/scp');
    expect(new URL(xhr.url).searchParams.get('filename')).toBe('hello.txt');
    expect(xhr.headers['authorization']).toBe('Bearer tok');
    expect(xhr.headers['x-csrf-token']).toBe('c'.repeat(64));
    expect(xhr.headers['accept']).toBe('application/json');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress!({ loaded: 2, total: 5, lengthComputable: true });
    xhr.upload.onprogress!({ loaded: 5, total: 0, lengthComputable: false });
    xhr.respond(200, '');
    await expect(pending).resolves.toBe('');
    expect(progress).toEqual([
      [2, 5],
      [5, null],
    ]);
  });

  it("maps errors as the pipeline does: error.message, '{status} - {url}', network failure", async () => {
    const json = http.upload('/webapi/x', new FormData());
    FakeXhr.last!.respond(403, JSON.stringify({ error: { message: 'access denied' } }), 'Content-Type: application/json\r\n');
    await expect(json).rejects.toMatchObject({ name: 'ApiError', message: 'access denied', status: 403 });
    const text = http.upload('/webapi/x', new FormData());
    FakeXhr.last!.respond(502, 'bad gateway');
    await expect(text).rejects.toThrow(/^502 - /);
    const net = http.upload('/webapi/x', new FormData());
    FakeXhr.last!.onerror!();
    await expect(net).rejects.toThrow('Network request failed');
  });

  it('parses a JSON answer, and cancels through the abort signal', async () => {
    const ok = http.upload<{ message: string }>('/webapi/x', new FormData());
    FakeXhr.last!.respond(200, '{"message":"ok"}', 'content-type: application/json');
    await expect(ok).resolves.toEqual({ message: 'ok' });

    const controller = new AbortController();
    const cancelled = http.upload('/webapi/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(http.upload('/webapi/x', new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a generated fetcher of raw bytes (responseType blob)', () => {
  it('answers with the bytes as sent, the query and progress; a plain-text error is an ApiError with its status', async () => {
    const { streamSessionRecording } = await import('@/api/gen/hooks/audit/audit');
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (r: Request) => {
      seen.push(r);
      if (r.url.includes('/missing/'))
        return new Response('session recording missing is not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
      return new Response(streamOf([new Uint8Array([0xe2, 0x82]), new Uint8Array([0xac, 0xff])]), {
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    });
    const progress: number[] = [];
    const blob = await streamSessionRecording('c', 's1', { offset: 10, bytes: 4 }, { onProgress: (loaded) => progress.push(loaded) });
    expect(blob).toBeInstanceOf(Blob);
    // Not decoded as text: a UTF-8 sequence and an invalid byte come back unchanged.
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0xe2, 0x82, 0xac, 0xff]));
    expect(progress).toEqual([0, 2, 4]);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/v1/webapi/sites/c/sessions/s1/stream');
    expect(url.searchParams.get('offset')).toBe('10');
    expect(url.searchParams.get('bytes')).toBe('4');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
    const err = await streamSessionRecording('c', 'missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
    // Plain text: the server's own words, not '{status} - {url}' (the player words a 404 itself).
    expect((err as ApiError).message).toBe('session recording missing is not found');
  });

  it("says a plain-text error in the server's words; an HTML page, an empty or a JSON body as every call does", async () => {
    const { streamSessionRecording } = await import('@/api/gen/hooks/audit/audit');
    let answer = () => new Response('', { status: 500 });
    vi.stubGlobal('fetch', async () => answer());
    const message = async () => ((await streamSessionRecording('c', 's1').catch((e: unknown) => e)) as ApiError).message;

    // The backend's words for a recording it cannot read (w.Write of the error, sniffed as text/plain).
    answer = () =>
      new Response('  reading session chunk: open /var/lib/teleport/log/upload/streaming: permission denied\n', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    expect(await message()).toBe('reading session chunk: open /var/lib/teleport/log/upload/streaming: permission denied');
    answer = () => new Response('x'.repeat(600), { status: 500, headers: { 'Content-Type': 'text/plain' } });
    expect(await message()).toBe(`${'x'.repeat(500)}…`);

    answer = () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    expect(await message()).toMatch(/^502 - http:\/\/.*\/v1\/webapi\/sites\/c\/sessions\/s1\/stream$/);
    answer = () => new Response('<html>bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/plain' } });
    expect(await message()).toMatch(/^502 - /);
    answer = () => new Response('  \n', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    expect(await message()).toMatch(/^500 - /);
    answer = () =>
      new Response(JSON.stringify({ error: { message: 'access denied' } }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      });
    expect(await message()).toBe('access denied');
  });
});
