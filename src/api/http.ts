// The one HTTP pipeline. Only this module calls fetch. The orval hooks (through httpMutator) and
// the openapi-fetch client (through pipelineFetch) both end up in exchange() below, so every call
// gets the same headers, error mapping and contract validation.
//
// The transport never navigates: what a 403 means is decided by the caller (see src/auth).
import { operations, type OperationInfo } from '@/api/gen/operations';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './errors';
import { checkContract, isStrictContract } from './contract-check';
import { loadResponseValidators, validateLater } from './deferred-validation';
import { loadTokenRecord } from './token-record';

/** The API lives under /v1 on the console's own origin (the backend strips /v1). */
export const API_PREFIX = '/v1';

export function apiBaseUrl(): string {
  return `${globalThis.location.origin}${API_PREFIX}`;
}

/** The CSRF token the proxy writes into index.html; '' when absent or still a template. */
export function csrfToken(): string {
  const value = document.querySelector('meta[name="grv_csrf_token"]')?.getAttribute('content') ?? '';
  return value.includes('{{') ? '' : value;
}

/** Headers every call carries. The Content-Type is left as the caller set it for multipart and raw-byte bodies. */
function applyHeaders(headers: Headers, keepContentType: boolean): void {
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // A string body makes fetch default to text/plain; the backend accepts only JSON (400 otherwise).
  if (!keepContentType) headers.set('Content-Type', 'application/json; charset=utf-8');
  const csrf = csrfToken();
  if (csrf) headers.set('X-CSRF-Token', csrf);
  const token = loadTokenRecord()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
}

/** The contract operation a request belongs to, by method and path (with or without /v1). */
export function findOperation(method: string, url: string): OperationInfo | undefined {
  let pathname = new URL(url, globalThis.location.origin).pathname;
  if (pathname.startsWith(`${API_PREFIX}/`)) pathname = pathname.slice(API_PREFIX.length);
  const upper = method.toUpperCase();
  return operations.find((op) => op.method === upper && op.pattern.test(pathname));
}

async function validateResponse(op: OperationInfo, data: unknown): Promise<void> {
  // Production: checked when the browser is idle, so the answer is not held up by the validators'
  // chunk or their evaluation (deferred-validation.ts). Strict (dev, tests): here, and it throws.
  if (!isStrictContract()) return validateLater(op.operationId, data);
  const responseValidators = await loadResponseValidators();
  const schema = responseValidators[op.operationId];
  if (schema) checkContract(schema, data, op.operationId);
}

interface Exchanged {
  response: Response;
  /** The body as text ('' when empty). */
  text: string;
  /** The parsed JSON body for JSON operations, undefined for an empty or non-JSON body. */
  data: unknown;
}

function sameOrigin(url: string): boolean {
  return new URL(url, globalThis.location.origin).origin === globalThis.location.origin;
}

function assertSameOrigin(url: string): void {
  if (!sameOrigin(url)) throw new ApiError(`Refusing to send a request to another origin: ${url}`, null);
}

/**
 * Sends a request with the pipeline's headers; a non-2xx answer or a network failure throws.
 * `plainText`: the error of a non-2xx answer may be plain text, the server's words (raw downloads).
 */
async function fetchChecked(input: Request, errors: { plainText?: boolean } = {}): Promise<{ request: Request; response: Response }> {
  assertSameOrigin(input.url);
  const headers = new Headers(input.headers);
  // Multipart forms and raw bytes (uploadFile sends the file itself) keep the caller's Content-Type.
  const contentType = input.headers.get('Content-Type') ?? '';
  applyHeaders(headers, contentType.startsWith('multipart/form-data') || contentType.startsWith('application/octet-stream'));
  const request = new Request(input, { headers, cache: 'no-store', credentials: 'same-origin' });

  let response: Response;
  try {
    response = await fetch(request);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (request.signal?.aborted) throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, null);
  }
  if (!response.ok) throw await apiErrorFromResponse(response, request.url, errors);
  return { request, response };
}

async function exchange(input: Request): Promise<Exchanged> {
  const { request, response } = await fetchChecked(input);

  const op = findOperation(request.method, request.url);
  const text = await response.text();
  const isJson = op ? op.json : (response.headers.get('Content-Type') ?? '').includes('json');
  if (!isJson) return { response, text, data: undefined };
  if (text.trim() === '') {
    // A read always answers with a body: an empty one would reach the page as no data at all.
    if (op && op.method === 'GET' && !NULL_BODY_STATUS.has(response.status)) {
      throw new ApiError(
        `The server sent an empty answer to ${op.operationId}. Try again; if it persists, the proxy may be misconfigured or a different version than this console.`,
        response,
      );
    }
    return { response, text, data: undefined };
  }

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(
      `The server sent a malformed response to ${op?.operationId ?? request.url} (not JSON). Try again; if it persists, the proxy may be misconfigured.`,
      response,
    );
  }
  if (op) await validateResponse(op, data);
  return { response, text, data };
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** The fetch function given to openapi-fetch: the same pipeline, answering with a Response. */
export async function pipelineFetch(request: Request): Promise<Response> {
  const { response, text } = await exchange(request);
  return new Response(NULL_BODY_STATUS.has(response.status) ? null : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.startsWith(API_PREFIX) ? path : `${API_PREFIX}${path}`, globalThis.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

interface SendOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | null;
  headers?: HeadersInit;
}

async function send<T>(method: string, path: string, options: SendOptions = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const init: RequestInit = { method, headers: options.headers, signal: options.signal ?? null };
  if (options.body !== undefined) init.body = isForm ? (options.body as FormData) : JSON.stringify(options.body);
  const { data, text } = await exchange(new Request(buildUrl(path, options.query), init));
  return (data === undefined ? text : data) as T;
}

/** Bytes moved so far and the total when the server or the file says it (null when unknown). */
export type TransferProgress = (loaded: number, total: number | null) => void;

export interface TransferOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | null;
  onProgress?: TransferProgress;
}

/**
 * GET a raw body (a file download) with progress. Same headers and error rules as every call,
 * but a plain-text error body is the message (the recording stream answers its errors so); the
 * body is not JSON and is not validated. (A generated POST with a raw answer, such as
 * signDatabaseCertificate, passes its method and JSON body.)
 */
async function download(path: string, options: TransferOptions = {}, send?: { method: string; body?: unknown }): Promise<Blob> {
  const input = new Request(buildUrl(path, options.query), {
    method: send?.method ?? 'GET',
    headers: { Accept: 'application/octet-stream, application/json' },
    body: send?.body === undefined ? null : JSON.stringify(send.body),
    signal: options.signal ?? null,
  });
  // The errors of a raw body are plain text (Go's http.Error): the server's words are the message.
  const { response } = await fetchChecked(input, { plainText: true });
  const length = Number(response.headers.get('Content-Length') ?? '');
  const total = Number.isFinite(length) && length >= 0 && response.headers.has('Content-Length') ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  options.onProgress?.(0, total);
  const reader = response.body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      options.onProgress?.(loaded, total);
    }
  } catch (err) {
    if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, response);
  }
  if (total !== null && loaded < total) {
    throw new ApiError(`The download ended after ${loaded} of ${total} bytes. Try again.`, response);
  }
  return new Blob(chunks, { type });
}

function headersFromXhr(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return headers;
}

/**
 * POST a multipart form (a file upload) with upload progress. fetch cannot report upload
 * progress, so this one uses XMLHttpRequest, with the pipeline's headers and error rules.
 * Resolves with the parsed JSON body, or the text when the body is not JSON ('' when empty).
 */
function upload<T>(path: string, form: FormData, options: TransferOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  assertSameOrigin(url);
  const headers = new Headers();
  applyHeaders(headers, true);
  return new Promise<T>((resolve, reject) => {
    const signal = options.signal;
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : null);
    xhr.onerror = () => {
      finish();
      reject(new ApiError(NETWORK_ERROR_MESSAGE, null));
    };
    xhr.onabort = () => {
      finish();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.onload = () => {
      finish();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      const response = new Response(NULL_BODY_STATUS.has(xhr.status) ? null : text, { status: xhr.status, headers: headersFromXhr(xhr) });
      if (!response.ok) {
        void apiErrorFromResponse(response, url).then(reject, reject);
        return;
      }
      if ((response.headers.get('Content-Type') ?? '').includes('json') && text.trim() !== '') {
        try {
          return resolve(JSON.parse(text) as T);
        } catch {
          return reject(new ApiError(`The server sent a malformed response to ${url} (not JSON).`, response));
        }
      }
      resolve(text as T);
    };
    xhr.send(form);
  });
}

/** GET, POST, POST form, PUT and DELETE helpers, for code that does not go through a generated hook. */
export const http = {
  get: <T>(path: string, signal?: AbortSignal, query?: Record<string, QueryValue>) => send<T>('GET', path, { signal, query }),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, { body }),
  postForm: <T>(path: string, form: FormData) => send<T>('POST', path, { body: form }),
  put: <T>(path: string, body?: unknown) => send<T>('PUT', path, { body }),
  delete: <T>(path: string, body?: unknown) => send<T>('DELETE', path, { body }),
  /** A raw body with progress (file downloads). */
  download,
  /** A multipart POST with upload progress (file uploads). */
  upload,
};

/** The request orval's generated code hands to its mutator. */
export interface MutatorConfig {
  url: string;
  method: string;
  params?: Record<string, QueryValue>;
  data?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  responseType?: string;
}

/** What a caller of a generated fetcher may add: request headers, and progress for a raw body. */
export type MutatorOptions = RequestInit & { onProgress?: TransferProgress };

/**
 * orval's mutator: every generated hook calls this. A raw body (`responseType: 'blob'`, e.g.
 * streamSessionRecording) arrives as a Blob with the bytes as sent, with progress when asked.
 */
export function httpMutator<T>(config: MutatorConfig, options?: MutatorOptions): Promise<T> {
  if (config.responseType === 'blob') {
    return download(
      config.url,
      { query: config.params, signal: config.signal ?? options?.signal ?? null, onProgress: options?.onProgress },
      { method: config.method.toUpperCase(), body: config.data },
    ) as Promise<T>;
  }
  return send<T>(config.method.toUpperCase(), config.url, {
    query: config.params,
    body: config.data,
    signal: config.signal ?? options?.signal ?? null,
    headers: { ...(config.headers as Record<string, string> | undefined), ...(options?.headers as Record<string, string> | undefined) },
  });
}

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;
