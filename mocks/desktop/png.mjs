// @ts-check
/**
 * A small PNG encoder (8-bit RGBA, no interlace) on node:zlib, for the desktop mock's frames:
 * `encodePng(surface, rect)` encodes one rectangle of an RGBA buffer. Rows use PNG filter 1
 * (Sub: each byte minus the byte one pixel to the left), which makes flat desktop areas shrink
 * well at zlib level 1; level 1 keeps a 1280x720 frame in a few tens of milliseconds.
 * `decodePng` reads back what this encoder writes (tests and the recordings' self-check).
 */
import zlib from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** @param {Uint8Array} bytes @param {number} [crc] */
function crc32(bytes, crc = 0xffffffff) {
  for (let i = 0; i < bytes.length; i++) crc = /** @type {number} */ (CRC_TABLE[(crc ^ /** @type {number} */ (bytes[i])) & 0xff]) ^ (crc >>> 8);
  return crc;
}

/** @param {string} type @param {Uint8Array} data */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  const crc = crc32(data, crc32(out.subarray(4, 8))) ^ 0xffffffff;
  out.writeUInt32BE(crc >>> 0, 8 + data.length);
  return out;
}

/**
 * @typedef {{ width: number, height: number, data: Uint8Array }} Rgba  row-major RGBA, 4 bytes a pixel
 * @typedef {{ left: number, top: number, right: number, bottom: number }} Rect  right/bottom exclusive
 */

/**
 * Encode `rect` of `img` (the whole image when omitted) as a PNG.
 * @param {Rgba} img
 * @param {Rect} [rect]
 * @returns {Uint8Array}
 */
export function encodePng(img, rect = { left: 0, top: 0, right: img.width, bottom: img.height }) {
  const w = rect.right - rect.left;
  const h = rect.bottom - rect.top;
  if (w <= 0 || h <= 0) throw new RangeError(`empty PNG rectangle ${w}x${h}`);
  const stride = w * 4 + 1;
  const raw = Buffer.allocUnsafe(stride * h);
  const src = img.data;
  for (let y = 0; y < h; y++) {
    const o = y * stride;
    const s = ((rect.top + y) * img.width + rect.left) * 4;
    raw[o] = 1; // filter: Sub
    raw[o + 1] = /** @type {number} */ (src[s]);
    raw[o + 2] = /** @type {number} */ (src[s + 1]);
    raw[o + 3] = /** @type {number} */ (src[s + 2]);
    raw[o + 4] = /** @type {number} */ (src[s + 3]);
    for (let i = 4; i < w * 4; i++) raw[o + 1 + i] = (/** @type {number} */ (src[s + i]) - /** @type {number} */ (src[s + i - 4])) & 0xff;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const idat = zlib.deflateSync(raw, { level: 1 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

/**
 * Decode an 8-bit RGBA PNG (filters None, Sub, Up; what encodePng writes, plus a little slack).
 * @param {Uint8Array} png
 * @returns {Rgba}
 */
export function decodePng(png) {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let pos = 8;
  let width = 0;
  let height = 0;
  /** @type {Buffer[]} */
  const idat = [];
  while (pos + 12 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (pos + 12 + len > buf.length) throw new Error(`truncated ${type} chunk`);
    const crc = (crc32(data, crc32(buf.subarray(pos + 4, pos + 8))) ^ 0xffffffff) >>> 0;
    if (crc !== buf.readUInt32BE(pos + 8 + len)) throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 6 || data[12] !== 0) throw new Error('only 8-bit RGBA, non-interlaced PNGs');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  if (raw.length !== (stride + 1) * height) throw new Error(`PNG data is ${raw.length} bytes, expected ${(stride + 1) * height}`);
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const o = y * stride;
    if (f !== 0 && f !== 1 && f !== 2) throw new Error(`unsupported PNG filter ${f}`);
    for (let i = 0; i < stride; i++) {
      const left = i >= 4 ? /** @type {number} */ (out[o + i - 4]) : 0;
      const up = y > 0 ? /** @type {number} */ (out[o - stride + i]) : 0;
      const v = /** @type {number} */ (row[i]);
      out[o + i] = f === 0 ? v : f === 1 ? (v + left) & 0xff : (v + up) & 0xff;
    }
  }
  return { width, height, data: out };
}
