// The few EBML (Matroska/WebM) encodings the WebM muxer needs: element IDs written as their bytes,
// sizes as variable-length integers, unsigned integers, 64-bit floats and UTF-8 strings.

/** A size that says "unknown": the element lasts until its parent ends (used for the Segment). */
export const UNKNOWN_SIZE = Uint8Array.of(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);

/** An element ID as written (IDs keep their length marker: 0x1a45dfa3 is four bytes). */
export function idBytes(id: number): Uint8Array {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v & 0xff);
  return Uint8Array.from(out);
}

/** A data size as an EBML variable-length integer, in the fewest bytes (1 to 8). */
export function sizeBytes(size: number): Uint8Array {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`bad EBML size ${size}`);
  let length = 1;
  // All ones is reserved (unknown), so a length holds up to 2^(7*length) - 2.
  while (length < 8 && size > 2 ** (7 * length) - 2) length++;
  const out = new Uint8Array(length);
  let v = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  out[0]! |= 1 << (8 - length);
  return out;
}

export function uintBytes(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad EBML unsigned integer ${value}`);
  const out: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Uint8Array.from(out.length ? out : [0]);
}

export function floatBytes(value: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, value);
  return out;
}

const utf8 = new TextEncoder();

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export type EbmlValue = number | string | Uint8Array | readonly Uint8Array[];

/**
 * One element: `number` is an unsigned integer, `string` UTF-8 text, bytes as given, an array the
 * element's children (already encoded). Floats: pass `floatBytes(x)`.
 */
export function element(id: number, value: EbmlValue): Uint8Array {
  const body =
    typeof value === 'number'
      ? uintBytes(value)
      : typeof value === 'string'
        ? utf8.encode(value)
        : value instanceof Uint8Array
          ? value
          : concat(value);
  return concat([idBytes(id), sizeBytes(body.length), body]);
}
