// The error of a frame or payload that does not match its schema (a socket message, or a response
// a page normalizes). Sessions drop such a message and go on; the text names the message and field.

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  constructor(
    readonly what: string,
    readonly field: string,
    detail: string,
  ) {
    super(`The server sent an invalid ${what}${field ? ` (at ${field})` : ''}: ${detail}`);
  }
}
