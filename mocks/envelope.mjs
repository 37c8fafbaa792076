// @ts-check
/**
 * Minimal protobuf codec for the web terminal `Envelope` message
 * (Teleport `proto/teleport/lib/web/envelope.proto`, fact sheet §5.1):
 *
 *   message Envelope {
 *     string Version = 1;  // always "1"
 *     string Type    = 2;  // one character: r w a s c n f t e
 *     string Payload = 3;  // UTF-8 text (raw terminal bytes, or JSON)
 *   }
 *
 * All three fields are length-delimited (wire type 2) with varint lengths.
 * Encoding follows proto3: empty strings are omitted. Decoding skips unknown
 * fields of any wire type so newer peers do not break the mock.
 *
 * Plain ESM, no dependencies; usable in Node and in the browser.
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

/**
 * @typedef {object} Envelope
 * @property {string} version  Field 1, always "1" on the wire.
 * @property {string} type     Field 2, one character (see {@link EnvelopeType}).
 * @property {string} payload  Field 3.
 */

const FIELD_VERSION = 1;
const FIELD_TYPE = 2;
const FIELD_PAYLOAD = 3;
const WIRE_VARINT = 0;
const WIRE_I64 = 1;
const WIRE_LEN = 2;
const WIRE_I32 = 5;

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
    const b = buf[pos++];
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
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (Array.isArray(data)) return Uint8Array.from(data);
  throw new TypeError('envelope data must be bytes');
}

/**
 * Encode an Envelope. `version` defaults to "1".
 * @param {{ type: string, payload?: string, version?: string }} msg
 * @returns {Uint8Array}
 */
export function encodeEnvelope({ type, payload = '', version = '1' }) {
  /** @type {Uint8Array[]} */
  const parts = [];
  let total = 0;
  /** @param {number} field @param {string} value */
  const addString = (field, value) => {
    if (value === '') return; // proto3 default: not serialized
    const bytes = textEncoder.encode(value);
    /** @type {number[]} */
    const prefix = [];
    pushVarint(prefix, (field << 3) | WIRE_LEN);
    pushVarint(prefix, bytes.length);
    const p = Uint8Array.from(prefix);
    parts.push(p, bytes);
    total += p.length + bytes.length;
  };
  addString(FIELD_VERSION, String(version));
  addString(FIELD_TYPE, String(type));
  addString(FIELD_PAYLOAD, String(payload));
  const out = new Uint8Array(total);
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

/**
 * Decode an Envelope. Missing fields decode as "" (proto3 defaults).
 * Throws RangeError on malformed input.
 * @param {Uint8Array | ArrayBuffer | ArrayBufferView | number[]} data
 * @returns {Envelope}
 */
export function decodeEnvelope(data) {
  const buf = toBytes(data);
  const msg = { version: '', type: '', payload: '' };
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
        if (field === FIELD_VERSION || field === FIELD_TYPE || field === FIELD_PAYLOAD) {
          const s = textDecoder.decode(buf.subarray(pos, end));
          if (field === FIELD_VERSION) msg.version = s;
          else if (field === FIELD_TYPE) msg.type = s;
          else msg.payload = s;
        }
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
