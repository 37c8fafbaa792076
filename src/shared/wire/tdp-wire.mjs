// @ts-check
/**
 * Constants and the big-endian reader/writer behind tdp-codec.mjs (import that module, not
 * this one: its public names and types live there and in tdp-codec.d.mts).
 */

export const TdpType = Object.freeze({
  ClientScreenSpec: 1,
  PngFrame: 2,
  MouseMove: 3,
  MouseButton: 4,
  KeyboardButton: 5,
  ClipboardData: 6,
  ClientUsername: 7,
  MouseWheel: 8,
  Error: 9,
  Mfa: 10,
  SharedDirectoryAnnounce: 11,
  SharedDirectoryAcknowledge: 12,
  SharedDirectoryInfoRequest: 13,
  SharedDirectoryInfoResponse: 14,
  SharedDirectoryCreateRequest: 15,
  SharedDirectoryCreateResponse: 16,
  SharedDirectoryDeleteRequest: 17,
  SharedDirectoryDeleteResponse: 18,
  SharedDirectoryReadRequest: 19,
  SharedDirectoryReadResponse: 20,
  SharedDirectoryWriteRequest: 21,
  SharedDirectoryWriteResponse: 22,
  SharedDirectoryMoveRequest: 23,
  SharedDirectoryMoveResponse: 24,
  SharedDirectoryListRequest: 25,
  SharedDirectoryListResponse: 26,
  Png2Frame: 27,
  Notification: 28,
});

/** Notification (28) severities. */
export const TdpSeverity = Object.freeze({ Info: 0, Warning: 1, Error: 2 });
/** err_code of the shared-directory responses and the acknowledge. */
export const TdpErrCode = Object.freeze({ Nil: 0, Failed: 1, DoesNotExist: 2, AlreadyExists: 3 });
/** file_type of a file system object and of a create request. */
export const TdpFileType = Object.freeze({ File: 0, Directory: 1 });
/** Mouse buttons (4) and button states (4, 5). */
export const TdpMouseButton = Object.freeze({ Left: 0, Middle: 1, Right: 2 });
export const TdpButtonState = Object.freeze({ Up: 0, Down: 1 });
/** Mouse wheel (8) axes: vertical delta > 0 is up; horizontal delta > 0 is left. */
export const TdpWheelAxis = Object.freeze({ Vertical: 0, Horizontal: 1 });

/** Limits of the real backend (a longer field is refused, not truncated). */
export const TDP_LIMITS = Object.freeze({
  username: 256,
  shareName: 256,
  text: 10240, // notification and error messages
  path: 10240,
  clipboard: 1024 * 1024,
  mfa: 1024 * 1024,
  fileData: 1024 * 1024,
  png: 10 * 1024 * 1024,
});

/** @type {Record<number, string>} */
const NAMES = Object.fromEntries(Object.entries(TdpType).map(([name, code]) => [code, name]));

/**
 * The name of a message type ("Png2Frame"), or `unknown type N`.
 * @param {number} type
 */
export function tdpTypeName(type) {
  return NAMES[type] ?? `unknown type ${type}`;
}

/** A message that cannot be decoded; `type` is its first byte (undefined when empty). */
export class TdpDecodeError extends Error {
  /** @param {string} message @param {number} [type] */
  constructor(message, type) {
    super(message);
    this.name = 'TdpDecodeError';
    /** @type {number | undefined} */
    this.type = type;
  }
}

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

/** Sequential big-endian reader that reports problems in the message's own terms. */
class Reader {
  /** @param {Uint8Array} bytes @param {number} type */
  constructor(bytes, type) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.pos = 1;
    this.type = type;
  }
  /** @param {string} what */
  fail(what) {
    return new TdpDecodeError(`${tdpTypeName(this.type)} (${this.type}) message: ${what}`, this.type);
  }
  /** @param {number} n @param {string} field */
  need(n, field) {
    const left = this.bytes.length - this.pos;
    if (left < n) throw this.fail(`truncated at ${field} (needs ${n} bytes, ${left} left)`);
  }
  /** @param {string} field */
  u8(field) {
    this.need(1, field);
    return this.view.getUint8(this.pos++);
  }
  /** @param {string} field */
  i16(field) {
    this.need(2, field);
    const v = this.view.getInt16(this.pos);
    this.pos += 2;
    return v;
  }
  /** @param {string} field */
  u32(field) {
    this.need(4, field);
    const v = this.view.getUint32(this.pos);
    this.pos += 4;
    return v;
  }
  /** @param {string} field */
  u64(field) {
    this.need(8, field);
    const v = this.view.getBigUint64(this.pos);
    this.pos += 8;
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw this.fail(`${field} ${v} is too large`);
    return Number(v);
  }
  /** Length-prefixed bytes (a view, not a copy). @param {string} field @param {number} max */
  blob(field, max) {
    const n = this.u32(`${field} length`);
    const left = this.bytes.length - this.pos;
    if (n > left) throw this.fail(`${field} length ${n} is longer than the ${left} bytes that remain`);
    if (n > max) throw this.fail(`${field} length ${n} exceeds the limit of ${max} bytes`);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  /** @param {string} field @param {number} max */
  str(field, max) {
    const raw = this.blob(field, max);
    try {
      return utf8Decoder.decode(raw);
    } catch {
      throw this.fail(`${field} is not valid UTF-8`);
    }
  }
  rest() {
    const out = this.bytes.subarray(this.pos);
    this.pos = this.bytes.length;
    return out;
  }
  /** @template T @param {string} field @param {number} value @param {readonly T[]} allowed @returns {T} */
  oneOf(field, value, allowed) {
    if (!allowed.includes(/** @type {any} */ (value))) throw this.fail(`${field} ${value} is not one of ${allowed.join(', ')}`);
    return /** @type {T} */ (/** @type {unknown} */ (value));
  }
  end() {
    const extra = this.bytes.length - this.pos;
    if (extra > 0) throw this.fail(`${extra} unexpected trailing byte${extra === 1 ? '' : 's'}`);
  }
}

/** Collects big-endian fields, then copies them into one buffer. */
class Writer {
  /** @param {number} type */
  constructor(type) {
    /** @type {Uint8Array[]} */
    this.parts = [Uint8Array.of(type)];
    this.size = 1;
    this.type = type;
  }
  /** @param {string} what */
  fail(what) {
    return new RangeError(`cannot encode ${tdpTypeName(this.type)}: ${what}`);
  }
  /** @param {Uint8Array} p */
  push(p) {
    this.parts.push(p);
    this.size += p.length;
    return this;
  }
  /** @param {number} v @param {number} max @param {string} field */
  int(v, max, field) {
    if (!Number.isInteger(v) || v < 0 || v > max) throw this.fail(`${field} must be an integer in 0..${max}, got ${v}`);
  }
  /** @param {number} v @param {string} field */
  u8(v, field) {
    this.int(v, 0xff, field);
    return this.push(Uint8Array.of(v));
  }
  /** @param {number} v @param {string} field */
  i16(v, field) {
    if (!Number.isInteger(v) || v < -0x8000 || v > 0x7fff) throw this.fail(`${field} must be an int16, got ${v}`);
    const b = new Uint8Array(2);
    new DataView(b.buffer).setInt16(0, v);
    return this.push(b);
  }
  /** @param {number} v @param {string} field */
  u32(v, field) {
    this.int(v, 0xffffffff, field);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, v);
    return this.push(b);
  }
  /** @param {number} v @param {string} field */
  u64(v, field) {
    this.int(v, Number.MAX_SAFE_INTEGER, field);
    const b = new Uint8Array(8);
    new DataView(b.buffer).setBigUint64(0, BigInt(v));
    return this.push(b);
  }
  /** @param {Uint8Array} v @param {string} field @param {number} max */
  blob(v, field, max) {
    if (!(v instanceof Uint8Array)) throw this.fail(`${field} must be a Uint8Array`);
    if (v.length > max) throw this.fail(`${field} is ${v.length} bytes, over the limit of ${max}`);
    return this.u32(v.length, `${field} length`).push(v);
  }
  /** @param {string} v @param {string} field @param {number} max */
  str(v, field, max) {
    if (typeof v !== 'string') throw this.fail(`${field} must be a string`);
    return this.blob(utf8.encode(v), field, max);
  }
  /** @param {boolean} v */
  bool(v) {
    return this.push(Uint8Array.of(v ? 1 : 0));
  }
  finish() {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

export { Reader, Writer };
