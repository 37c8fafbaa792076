// @ts-check
/**
 * The one codec of the web terminal's protobuf `Envelope` (schema `TerminalEnvelope` in
 * openapi/schemas/sockets.yaml: one binary WebSocket message per envelope), shared by the
 * browser client (src/features/terminal) and the WebSocket mock (mocks/ws/ws-mock.mjs):
 *
 *   message Envelope {
 *     string Version = 1;  // always "1"
 *     string Type    = 2;  // one character: r w a s c n f t e
 *     string Payload = 3;  // UTF-8 text (raw terminal bytes, or JSON)
 *   }
 *
 * All three fields are length-delimited (wire type 2) with varint lengths. Encoding follows
 * proto3: empty strings are omitted. Decoding skips unknown fields of any valid wire type so a
 * newer peer does not break an older one, and throws a RangeError on anything malformed.
 *
 * Plain ESM with JSDoc, no dependencies (types in envelope.d.mts): Node runs it as is, Vite
 * bundles it for the browser.
 */

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder('utf-8', { fatal: false });

/** Envelope message types used by the terminal protocol. */
export const EnvelopeType = Object.freeze({
  RAW: 'r',
  RESIZE: 'w',
  AUDIT: 'a',
  SESSION_DATA: 's',
  CLOSE: 'c',
  WEBAUTHN_CHALLENGE: 'n',
  FILE_TRANSFER_REQUEST: 'f',
  FILE_TRANSFER_DECISION: 't',
  ERROR: 'e',
});

/** The only envelope version there is. */
export const ENVELOPE_VERSION = '1';

/**
 * @typedef {object} Envelope
 * @property {string} version  Field 1, always "1" on the wire.
 * @property {string} type     Field 2, one character (see {@link EnvelopeType}).
 * @property {string} payload  Field 3.
 */

/**
 * @typedef {object} EnvelopeBytes  An envelope whose payload was left as bytes.
 * @property {string} version
 * @property {string} type
 * @property {Uint8Array} payload  a view into the decoded buffer (not a copy)
 */

const FIELD_VERSION = 1;
const FIELD_TYPE = 2;
const FIELD_PAYLOAD = 3;
const WIRE_VARINT = 0;
const WIRE_I64 = 1;
const WIRE_LEN = 2;
const WIRE_I32 = 5;
const EMPTY = new Uint8Array(0);

/**
 * Append the varint encoding of a non-negative safe integer.
 * @param {number[]} out
 * @param {number} value
 */
function pushVarint(out, value) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`varint out of range: ${value}`);
  }
  while (value > 0x7f) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
}

/**
 * Encode a varint into a fresh byte array (exported for tests).
 * @param {number} value
 * @returns {Uint8Array}
 */
export function encodeVarint(value) {
  /** @type {number[]} */
  const out = [];
  pushVarint(out, value);
  return Uint8Array.from(out);
}

/**
 * Read a varint at `pos`.
 * @param {Uint8Array} buf
 * @param {number} pos
 * @returns {[value: number, next: number]}
 */
export function readVarint(buf, pos) {
  let value = 0;
  let factor = 1;
  for (let i = 0; i < 10; i++) {
    if (pos >= buf.length) throw new RangeError('truncated varint');
    const b = /** @type {number} */ (buf[pos++]);
    value += (b & 0x7f) * factor;
    if ((b & 0x80) === 0) {
      if (!Number.isSafeInteger(value)) throw new RangeError('varint too large');
      return [value, pos];
    }
    factor *= 0x80;
  }
  throw new RangeError('varint longer than 10 bytes');
}

/**
 * @param {Uint8Array | ArrayBuffer | ArrayBufferView | number[]} data
 * @returns {Uint8Array}
 */
function toBytes(data) {
  // Checks that also hold across realms (a jsdom window, a worker).
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return new Uint8Array(/** @type {ArrayBuffer} */ (data));
  if (Array.isArray(data)) return Uint8Array.from(data);
  throw new TypeError('envelope data must be bytes');
}

/**
 * Encode an Envelope. `version` defaults to "1". The payload may be text or UTF-8 bytes
 * (bytes are copied as they are, which spares the mock a decode/encode round trip).
 * @param {{ type: string, payload?: string | Uint8Array, version?: string }} msg
 * @returns {Uint8Array}
 */
export function encodeEnvelope({ type, payload = '', version = ENVELOPE_VERSION }) {
  const fields = [
    [FIELD_VERSION, textEncoder.encode(String(version))],
    [FIELD_TYPE, textEncoder.encode(String(type))],
    [
      FIELD_PAYLOAD,
      typeof payload === 'string'
        ? textEncoder.encode(payload)
        : ArrayBuffer.isView(payload)
          ? toBytes(payload)
          : textEncoder.encode(String(payload)),
    ],
  ];
  /** @type {Array<[Uint8Array, Uint8Array]>} */
  const parts = [];
  let total = 0;
  for (const [field, bytes] of /** @type {Array<[number, Uint8Array]>} */ (fields)) {
    if (bytes.length === 0) continue; // proto3 default: not serialized
    /** @type {number[]} */
    const prefix = [];
    pushVarint(prefix, (field << 3) | WIRE_LEN);
    pushVarint(prefix, bytes.length);
    const p = Uint8Array.from(prefix);
    parts.push([p, bytes]);
    total += p.length + bytes.length;
  }
  const out = new Uint8Array(total);
  let off = 0;
  for (const [p, bytes] of parts) {
    out.set(p, off);
    off += p.length;
    out.set(bytes, off);
    off += bytes.length;
  }
  return out;
}

/**
 * Decode an Envelope, leaving the payload as bytes (a view, no copy). Missing fields decode as
 * empty (proto3 defaults). Throws RangeError on malformed input.
 * @param {Uint8Array | ArrayBuffer | ArrayBufferView | number[]} data
 * @returns {EnvelopeBytes}
 */
export function decodeEnvelopeBytes(data) {
  const buf = toBytes(data);
  /** @type {EnvelopeBytes} */
  const msg = { version: '', type: '', payload: EMPTY };
  let pos = 0;
  while (pos < buf.length) {
    let key;
    [key, pos] = readVarint(buf, pos);
    const field = Math.floor(key / 8);
    const wire = key & 7;
    if (field === 0) throw new RangeError('invalid field number 0');
    switch (wire) {
      case WIRE_VARINT: {
        [, pos] = readVarint(buf, pos);
        break;
      }
      case WIRE_I64:
        pos += 8;
        break;
      case WIRE_I32:
        pos += 4;
        break;
      case WIRE_LEN: {
        let len;
        [len, pos] = readVarint(buf, pos);
        const end = pos + len;
        if (end > buf.length) throw new RangeError('truncated length-delimited field');
        const bytes = buf.subarray(pos, end);
        if (field === FIELD_VERSION) msg.version = textDecoder.decode(bytes);
        else if (field === FIELD_TYPE) msg.type = textDecoder.decode(bytes);
        else if (field === FIELD_PAYLOAD) msg.payload = bytes;
        pos = end;
        break;
      }
      default:
        throw new RangeError(`unsupported wire type ${wire}`);
    }
    if (pos > buf.length) throw new RangeError('truncated field');
  }
  return msg;
}

/**
 * Decode an Envelope with a text payload. Throws RangeError on malformed input.
 * @param {Uint8Array | ArrayBuffer | ArrayBufferView | number[]} data
 * @returns {Envelope}
 */
export function decodeEnvelope(data) {
  const { version, type, payload } = decodeEnvelopeBytes(data);
  return { version, type, payload: textDecoder.decode(payload) };
}

/**
 * UTF-8 text of a payload view.
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function payloadText(bytes) {
  return textDecoder.decode(bytes);
}
