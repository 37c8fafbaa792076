// The error types of the HTTP pipeline and the rules for their messages.

export const NETWORK_ERROR_MESSAGE = 'Network request failed';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

/** A failed HTTP call. Carries the response (null when the request never got one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly response: Response | null;
  /** The parsed JSON error body, when there was one. */
  readonly body: unknown;

  constructor(message: string, response: Response | null, body?: unknown) {
    super(message);
    this.response = response;
    this.body = body;
  }

  /** HTTP status, 0 for a network failure. */
  get status(): number {
    return this.response?.status ?? 0;
  }
}

/** A response that does not match the contract (thrown in dev and tests, reported in production). */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly operationId: string,
    /** Dotted path of the first offending field, '' for the body itself. */
    readonly field: string,
    detail: string,
  ) {
    super(contractViolationText(operationId, field, detail));
  }
}

/** A dotted field path as a reader writes it: 'items.0.hostname' becomes 'items[0].hostname'. */
export function readableFieldPath(field: string): string {
  if (!field) return 'the top of the answer';
  return field.split('.').reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/** What a user reads about an answer that breaks the contract: which call, which field, what to do. */
export function contractViolationText(operationId: string, field: string, detail: string): string {
  return (
    `The server's answer to ${operationId} is not in the expected form at ${readableFieldPath(field)}: ${detail}. ` +
    'The proxy may be a different version than this console; try again or check the proxy version.'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The message is the JSON body's error.message, else its message, else its responseText,
 * else 'Unknown error'.
 */
export function messageFromErrorBody(json: unknown): string {
  if (!isRecord(json)) return UNKNOWN_ERROR_MESSAGE;
  const nested = isRecord(json.error) ? nonEmptyString(json.error.message) : undefined;
  return nested ?? nonEmptyString(json.message) ?? nonEmptyString(json.responseText) ?? UNKNOWN_ERROR_MESSAGE;
}

/** The longest plain-text error shown as sent; a longer one is cut. */
const MAX_PLAIN_TEXT = 500;

/**
 * The server's own words in a plain-text error body (Go's http.Error, or the recording stream's
 * `w.Write([]byte(err.Error()))`): `text/plain`, not empty, not a page of HTML. Undefined otherwise.
 */
function plainTextMessage(response: Response, text: string): string | undefined {
  if (!(response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/plain')) return undefined;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('<')) return undefined;
  return trimmed.length > MAX_PLAIN_TEXT ? `${trimmed.slice(0, MAX_PLAIN_TEXT)}…` : trimmed;
}

/**
 * Builds the ApiError for a non-2xx response. A body that is not JSON gives '{status} - {url}';
 * with `plainText` (the raw downloads, whose errors are plain text: streamSessionRecording), a
 * `text/plain` body gives its text, the server's own words.
 */
export async function apiErrorFromResponse(
  response: Response,
  requestUrl: string,
  options: { plainText?: boolean } = {},
): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // body unreadable: treated as not JSON
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const plain = options.plainText ? plainTextMessage(response, text) : undefined;
    return new ApiError(plain ?? `${response.status} - ${response.url || requestUrl}`, response);
  }
  return new ApiError(messageFromErrorBody(json), response, json);
}

/** A readable message for anything thrown (for error states in the UI). */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}
