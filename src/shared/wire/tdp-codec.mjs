// @ts-check
/**
 * The one codec of the desktop protocol (TDP, schema `DesktopMessageType` in
 * openapi/schemas/sockets.yaml), shared by the browser client (src/features) and the desktop
 * mock (mocks/desktop/), like envelope.mjs is for the terminal. One binary WebSocket message
 * is one TDP message: the first byte is the type (1-28), then big-endian fields; strings and
 * byte blobs carry a uint32 length prefix (strings are UTF-8). Layouts follow the real
 * backend (lib/srv/desktop/tdp/proto.go, Teleport 13/14); each is written next to its entry
 * in LAYOUTS below.
 *
 * `decodeTdp` never returns a half-read message: anything malformed throws a TdpDecodeError
 * whose message names the type and what was wrong. Byte payloads (PNG data, file data) are
 * views into the input (subarray), not copies. `encodeTdp` throws a RangeError for values
 * that do not fit their field.
 *
 * Plain ESM with JSDoc, no dependencies (types in tdp-codec.d.mts).
 */
import { Reader, Writer, TdpDecodeError, TdpType as T, TDP_LIMITS as L, tdpTypeName } from './tdp-wire.mjs';

export {
  TdpType,
  TdpSeverity,
  TdpErrCode,
  TdpFileType,
  TdpMouseButton,
  TdpButtonState,
  TdpWheelAxis,
  TDP_LIMITS,
  TdpDecodeError,
  tdpTypeName,
} from './tdp-wire.mjs';

/**
 * @typedef {{ lastModified: number, size: number, fileType: 0 | 1, isEmpty: boolean, path: string }} Fso
 * @typedef {{ type: number, [k: string]: any }} AnyMessage
 * @typedef {{ enc: (w: Writer, m: AnyMessage) => void, dec: (r: Reader) => Record<string, unknown>, open?: boolean }} Layout
 */

/** | last_modified uint64 | size uint64 | file_type uint32 | is_empty byte | path_length uint32 | path | */
const fso = {
  /** @param {Writer} w @param {Fso} f */
  enc(w, f) {
    if (!f || typeof f !== 'object') throw w.fail('file system object missing');
    w.u64(f.lastModified, 'lastModified').u64(f.size, 'size').u32(f.fileType, 'fileType').bool(f.isEmpty).str(f.path, 'path', L.path);
  },
  /** @param {Reader} r @returns {Fso} */
  dec(r) {
    const lastModified = r.u64('last_modified');
    const size = r.u64('size');
    const fileType = r.oneOf('file_type', r.u32('file_type'), /** @type {const} */ ([0, 1]));
    const isEmpty = r.u8('is_empty') !== 0;
    return { lastModified, size, fileType, isEmpty, path: r.str('path', L.path) };
  },
};

/** Layouts that share a shape. */
const pathRequest = /** @type {Layout} */ ({
  // | completion_id uint32 | directory_id uint32 | path_length uint32 | path |
  enc: (w, m) => w.u32(m.completionId, 'completionId').u32(m.directoryId, 'directoryId').str(m.path, 'path', L.path),
  dec: (r) => ({ completionId: r.u32('completion_id'), directoryId: r.u32('directory_id'), path: r.str('path', L.path) }),
});
const fsoResponse = /** @type {Layout} */ ({
  // | completion_id uint32 | err_code uint32 | fso |
  enc: (w, m) => (w.u32(m.completionId, 'completionId').u32(m.errCode, 'errCode'), fso.enc(w, m.fso)),
  dec: (r) => ({ completionId: r.u32('completion_id'), errCode: r.u32('err_code'), fso: fso.dec(r) }),
});
const plainResponse = /** @type {Layout} */ ({
  // | completion_id uint32 | err_code uint32 |
  enc: (w, m) => w.u32(m.completionId, 'completionId').u32(m.errCode, 'errCode'),
  dec: (r) => ({ completionId: r.u32('completion_id'), errCode: r.u32('err_code') }),
});
/** PNG frames: | left | top | right | bottom | (uint32 each) */
const rect = {
  /** @param {Writer} w @param {AnyMessage} m */
  enc(w, m) {
    w.u32(m.left, 'left').u32(m.top, 'top').u32(m.right, 'right').u32(m.bottom, 'bottom');
  },
  /** @param {Reader} r */
  dec(r) {
    const out = { left: r.u32('left'), top: r.u32('top'), right: r.u32('right'), bottom: r.u32('bottom') };
    if (out.right < out.left || out.bottom < out.top)
      throw r.fail(`empty or inverted rectangle ${out.left},${out.top}-${out.right},${out.bottom}`);
    return out;
  },
};
/** @param {Reader} r @param {Uint8Array} data */
function checkPng(r, data) {
  if (data.length < 8 || data[0] !== 0x89 || data[1] !== 0x50 || data[2] !== 0x4e || data[3] !== 0x47) {
    throw r.fail('data is not a PNG image (bad signature)');
  }
  return data;
}

/** @type {Record<number, Layout>} */
const LAYOUTS = {
  // | width uint32 | height uint32 |
  [T.ClientScreenSpec]: {
    enc: (w, m) => w.u32(m.width, 'width').u32(m.height, 'height'),
    dec: (r) => ({ width: r.u32('width'), height: r.u32('height') }),
  },
  // | left | top | right | bottom | png data to the end of the message |
  [T.PngFrame]: {
    enc: (w, m) => (rect.enc(w, m), w.push(m.data)),
    dec: (r) => ({ ...rect.dec(r), data: checkPng(r, r.rest()) }),
    open: true,
  },
  // | x uint32 | y uint32 |
  [T.MouseMove]: { enc: (w, m) => w.u32(m.x, 'x').u32(m.y, 'y'), dec: (r) => ({ x: r.u32('x'), y: r.u32('y') }) },
  // | button byte (0 left, 1 middle, 2 right) | state byte (0 up, 1 down) |
  [T.MouseButton]: {
    enc: (w, m) => (w.int(m.button, 2, 'button'), w.int(m.state, 1, 'state'), w.u8(m.button, 'button').u8(m.state, 'state')),
    dec: (r) => ({ button: r.oneOf('button', r.u8('button'), [0, 1, 2]), state: r.oneOf('state', r.u8('state'), [0, 1]) }),
  },
  // | key_code uint32 (scancode) | state byte |
  [T.KeyboardButton]: {
    enc: (w, m) => (w.int(m.state, 1, 'state'), w.u32(m.keyCode, 'keyCode').u8(m.state, 'state')),
    dec: (r) => ({ keyCode: r.u32('key_code'), state: r.oneOf('state', r.u8('state'), [0, 1]) }),
  },
  // | length uint32 | data (UTF-8 text) |
  [T.ClipboardData]: {
    enc: (w, m) => w.str(m.data, 'data', L.clipboard),
    dec: (r) => ({ data: r.str('data', L.clipboard) }),
  },
  // | username_length uint32 | username |
  [T.ClientUsername]: {
    enc: (w, m) => w.str(m.username, 'username', L.username),
    dec: (r) => ({ username: r.str('username', L.username) }),
  },
  // | axis byte (0 vertical, 1 horizontal) | delta int16 |
  [T.MouseWheel]: {
    enc: (w, m) => (w.int(m.axis, 1, 'axis'), w.u8(m.axis, 'axis').i16(m.delta, 'delta')),
    dec: (r) => ({ axis: r.oneOf('axis', r.u8('axis'), [0, 1]), delta: r.i16('delta') }),
  },
  // | message_length uint32 | message | (deprecated: Notification with severity Error)
  [T.Error]: { enc: (w, m) => w.str(m.message, 'message', L.text), dec: (r) => ({ message: r.str('message', L.text) }) },
  // | mfa_type byte ('n' WebAuthn, 'u' U2F) | length uint32 | JSON |
  [T.Mfa]: {
    enc(w, m) {
      if (m.mfaType !== 'n' && m.mfaType !== 'u') throw w.fail(`mfaType must be "n" or "u", got ${String(m.mfaType)}`);
      const json = JSON.stringify(m.data);
      if (json === undefined) throw w.fail('data is not JSON-serialisable');
      w.u8(m.mfaType.charCodeAt(0), 'mfaType').str(json, 'json', L.mfa);
    },
    dec(r) {
      const code = r.u8('mfa_type');
      const mfaType = String.fromCharCode(code);
      if (mfaType !== 'n' && mfaType !== 'u') throw r.fail(`mfa_type ${code} is neither "n" (WebAuthn) nor "u" (U2F)`);
      const json = r.str('json', L.mfa);
      if (!json) throw r.fail('the JSON payload is empty');
      try {
        return { mfaType, data: JSON.parse(json) };
      } catch (err) {
        throw r.fail(`the payload is not valid JSON (${/** @type {Error} */ (err).message})`);
      }
    },
  },
  // | discard uint32 (always 0, a historical slot) | directory_id uint32 | name_length uint32 | name |
  [T.SharedDirectoryAnnounce]: {
    enc: (w, m) => w.u32(0, 'discard').u32(m.directoryId, 'directoryId').str(m.name, 'name', L.shareName),
    dec: (r) => (r.u32('discard'), { directoryId: r.u32('directory_id'), name: r.str('name', L.shareName) }),
  },
  // | err_code uint32 | directory_id uint32 |
  [T.SharedDirectoryAcknowledge]: {
    enc: (w, m) => w.u32(m.errCode, 'errCode').u32(m.directoryId, 'directoryId'),
    dec: (r) => ({ errCode: r.u32('err_code'), directoryId: r.u32('directory_id') }),
  },
  [T.SharedDirectoryInfoRequest]: pathRequest,
  [T.SharedDirectoryInfoResponse]: fsoResponse,
  // | completion_id uint32 | directory_id uint32 | file_type uint32 | path_length uint32 | path |
  [T.SharedDirectoryCreateRequest]: {
    enc: (w, m) =>
      w.u32(m.completionId, 'completionId').u32(m.directoryId, 'directoryId').u32(m.fileType, 'fileType').str(m.path, 'path', L.path),
    dec: (r) => ({
      completionId: r.u32('completion_id'),
      directoryId: r.u32('directory_id'),
      fileType: r.oneOf('file_type', r.u32('file_type'), [0, 1]),
      path: r.str('path', L.path),
    }),
  },
  [T.SharedDirectoryCreateResponse]: fsoResponse,
  [T.SharedDirectoryDeleteRequest]: pathRequest,
  [T.SharedDirectoryDeleteResponse]: plainResponse,
  // | completion_id uint32 | directory_id uint32 | path_length uint32 | path | offset uint64 | length uint32 |
  [T.SharedDirectoryReadRequest]: {
    enc: (w, m) => (pathRequest.enc(w, m), w.u64(m.offset, 'offset').u32(m.length, 'length')),
    dec: (r) => ({ ...pathRequest.dec(r), offset: r.u64('offset'), length: r.u32('length') }),
  },
  // | completion_id uint32 | err_code uint32 | read_data_length uint32 | read_data |
  [T.SharedDirectoryReadResponse]: {
    enc: (w, m) => (plainResponse.enc(w, m), w.blob(m.data, 'data', L.fileData)),
    dec: (r) => ({ ...plainResponse.dec(r), data: r.blob('read_data', L.fileData) }),
  },
  // | completion_id uint32 | directory_id uint32 | offset uint64 | path_length uint32 | path | write_data_length uint32 | write_data |
  [T.SharedDirectoryWriteRequest]: {
    enc: (w, m) =>
      w
        .u32(m.completionId, 'completionId')
        .u32(m.directoryId, 'directoryId')
        .u64(m.offset, 'offset')
        .str(m.path, 'path', L.path)
        .blob(m.data, 'data', L.fileData),
    dec: (r) => ({
      completionId: r.u32('completion_id'),
      directoryId: r.u32('directory_id'),
      offset: r.u64('offset'),
      path: r.str('path', L.path),
      data: r.blob('write_data', L.fileData),
    }),
  },
  // | completion_id uint32 | err_code uint32 | bytes_written uint32 |
  [T.SharedDirectoryWriteResponse]: {
    enc: (w, m) => (plainResponse.enc(w, m), w.u32(m.bytesWritten, 'bytesWritten')),
    dec: (r) => ({ ...plainResponse.dec(r), bytesWritten: r.u32('bytes_written') }),
  },
  // | completion_id uint32 | directory_id uint32 | original_path_length uint32 | original_path | new_path_length uint32 | new_path |
  [T.SharedDirectoryMoveRequest]: {
    enc: (w, m) =>
      w
        .u32(m.completionId, 'completionId')
        .u32(m.directoryId, 'directoryId')
        .str(m.originalPath, 'originalPath', L.path)
        .str(m.newPath, 'newPath', L.path),
    dec: (r) => ({
      completionId: r.u32('completion_id'),
      directoryId: r.u32('directory_id'),
      originalPath: r.str('original_path', L.path),
      newPath: r.str('new_path', L.path),
    }),
  },
  [T.SharedDirectoryMoveResponse]: plainResponse,
  [T.SharedDirectoryListRequest]: pathRequest,
  // | completion_id uint32 | err_code uint32 | fso_list_length uint32 | fso * length |
  [T.SharedDirectoryListResponse]: {
    enc(w, m) {
      if (!Array.isArray(m.fsoList)) throw w.fail('fsoList must be an array');
      plainResponse.enc(w, m);
      w.u32(m.fsoList.length, 'fsoList length');
      for (const f of m.fsoList) fso.enc(w, f);
    },
    dec(r) {
      const head = plainResponse.dec(r);
      const count = r.u32('fso_list_length');
      // Every entry takes at least 25 bytes: refuse a count the message cannot hold before looping.
      const left = r.bytes.length - r.pos;
      if (count * 25 > left) throw r.fail(`fso_list_length ${count} needs at least ${count * 25} bytes, ${left} remain`);
      const fsoList = [];
      for (let i = 0; i < count; i++) fsoList.push(fso.dec(r));
      return { ...head, fsoList };
    },
  },
  // | png_length uint32 | left | top | right | bottom | png data (png_length bytes) |
  [T.Png2Frame]: {
    enc(w, m) {
      if (!(m.data instanceof Uint8Array)) throw w.fail('data must be a Uint8Array');
      if (m.data.length > L.png) throw w.fail(`data is ${m.data.length} bytes, over the limit of ${L.png}`);
      w.u32(m.data.length, 'png_length');
      rect.enc(w, m);
      w.push(m.data);
    },
    dec(r) {
      const n = r.u32('png_length');
      if (n > L.png) throw r.fail(`png_length ${n} exceeds the limit of ${L.png} bytes`);
      const box = rect.dec(r);
      const left = r.bytes.length - r.pos;
      if (n > left) throw r.fail(`png_length ${n} is longer than the ${left} bytes that remain`);
      const data = checkPng(r, r.bytes.subarray(r.pos, r.pos + n));
      r.pos += n;
      return { ...box, data };
    },
  },
  // | message_length uint32 | message | severity byte (0 info, 1 warning, 2 error) |
  [T.Notification]: {
    enc: (w, m) => (w.int(m.severity, 2, 'severity'), w.str(m.message, 'message', L.text).u8(m.severity, 'severity')),
    dec: (r) => ({ message: r.str('message', L.text), severity: r.oneOf('severity', r.u8('severity'), [0, 1, 2]) }),
  },
};

/**
 * @param {Uint8Array | ArrayBuffer | ArrayBufferView} data
 * @returns {Uint8Array}
 */
function toBytes(data) {
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return new Uint8Array(/** @type {ArrayBuffer} */ (data));
  throw new TypeError('TDP data must be bytes (Uint8Array, ArrayBuffer or a typed-array view)');
}

/**
 * Encode one TDP message.
 * @param {AnyMessage} msg
 * @returns {Uint8Array}
 */
export function encodeTdp(msg) {
  const layout = msg && LAYOUTS[msg.type];
  if (!layout) throw new RangeError(`cannot encode TDP message of unknown type ${String(msg?.type)}`);
  if ((msg.type === T.PngFrame || msg.type === T.Png2Frame) && !(msg.data instanceof Uint8Array)) {
    throw new RangeError(`cannot encode ${tdpTypeName(msg.type)}: data must be a Uint8Array`);
  }
  const w = new Writer(msg.type);
  layout.enc(w, msg);
  return w.finish();
}

/**
 * Decode one TDP message (one binary WebSocket message).
 * @param {Uint8Array | ArrayBuffer | ArrayBufferView} data
 * @returns {AnyMessage}
 */
export function decodeTdp(data) {
  const bytes = toBytes(data);
  if (bytes.length === 0) throw new TdpDecodeError('empty desktop protocol message (no type byte)');
  const type = /** @type {number} */ (bytes[0]);
  const layout = LAYOUTS[type];
  if (!layout) throw new TdpDecodeError(`unknown desktop protocol message type ${type}`, type);
  const r = new Reader(bytes, type);
  const fields = layout.dec(r);
  if (!layout.open) r.end();
  return { type, ...fields };
}
