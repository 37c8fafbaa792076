// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { encodeTdp, decodeTdp, TdpDecodeError, TdpType, tdpTypeName, type TdpMessage } from './tdp-codec.mjs';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
const fso = (path: string, fileType: 0 | 1 = 0) => ({
  lastModified: 1_700_000_000_123,
  size: 4096,
  fileType,
  isEmpty: fileType === 1,
  path,
});

/** One sample of every message type (28), with multi-byte UTF-8 where there is text. */
const SAMPLES: TdpMessage[] = [
  { type: 1, width: 1280, height: 720 },
  { type: 2, left: 10, top: 20, right: 30, bottom: 40, data: PNG },
  { type: 3, x: 640, y: 360 },
  { type: 4, button: 2, state: 1 },
  { type: 5, keyCode: 0xe04d, state: 0 },
  { type: 6, data: 'copié — 日本 🚀' },
  { type: 7, username: 'Administrator' },
  { type: 8, axis: 0, delta: -120 },
  { type: 9, message: 'something broke' },
  { type: 10, mfaType: 'n', data: { webauthn_challenge: { publicKey: { challenge: 'abc' } }, totp_challenge: false } },
  { type: 11, directoryId: 2, name: 'Projets' },
  { type: 12, errCode: 0, directoryId: 2 },
  { type: 13, completionId: 7, directoryId: 2, path: '' },
  { type: 14, completionId: 7, errCode: 0, fso: fso('', 1) },
  { type: 15, completionId: 8, directoryId: 2, fileType: 1, path: 'new folder' },
  { type: 16, completionId: 8, errCode: 3, fso: fso('new folder', 1) },
  { type: 17, completionId: 9, directoryId: 2, path: 'old.txt' },
  { type: 18, completionId: 9, errCode: 2 },
  { type: 19, completionId: 10, directoryId: 2, path: 'notes/readme.md', offset: 2 ** 40, length: 512 },
  { type: 20, completionId: 10, errCode: 0, data: new TextEncoder().encode('# hello') },
  { type: 21, completionId: 11, directoryId: 2, path: 'out.bin', offset: 5, data: Uint8Array.from([0, 255, 7]) },
  { type: 22, completionId: 11, errCode: 0, bytesWritten: 3 },
  { type: 23, completionId: 12, directoryId: 2, originalPath: 'a.txt', newPath: 'dir/b.txt' },
  { type: 24, completionId: 12, errCode: 1 },
  { type: 25, completionId: 13, directoryId: 2, path: 'notes' },
  { type: 26, completionId: 13, errCode: 0, fsoList: [fso('notes/a.md'), fso('notes/ünï', 1)] },
  { type: 27, left: 0, top: 0, right: 64, bottom: 32, data: PNG },
  { type: 28, message: 'Clipboard is disabled', severity: 1 },
];

const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function decodeError(input: Uint8Array): TdpDecodeError {
  try {
    decodeTdp(input);
  } catch (err) {
    expect(err).toBeInstanceOf(TdpDecodeError);
    return err as TdpDecodeError;
  }
  throw new Error('decodeTdp accepted malformed input');
}

describe('TDP codec', () => {
  it('has a sample for each of the 28 types', () => {
    expect(SAMPLES.map((m) => m.type)).toEqual(Object.values(TdpType));
    expect(Object.keys(TdpType)).toHaveLength(28);
  });

  it.each(SAMPLES.map((m) => [tdpTypeName(m.type), m] as const))('round-trips %s', (_name, msg) => {
    const wire = encodeTdp(msg);
    expect(wire[0]).toBe(msg.type);
    expect(decodeTdp(wire)).toEqual(msg);
    // ArrayBuffer input (what a browser WebSocket hands over) decodes the same.
    expect(decodeTdp(wire.slice().buffer)).toEqual(msg);
  });

  it('writes the exact big-endian layout of the real backend', () => {
    expect(Array.from(encodeTdp({ type: 1, width: 1280, height: 720 }))).toEqual([1, ...u32(1280), ...u32(720)]);
    expect(Array.from(encodeTdp({ type: 5, keyCode: 0x1e, state: 1 }))).toEqual([5, ...u32(0x1e), 1]);
    expect(Array.from(encodeTdp({ type: 8, axis: 1, delta: -2 }))).toEqual([8, 1, 0xff, 0xfe]);
    expect(Array.from(encodeTdp({ type: 28, message: 'hé', severity: 2 }))).toEqual([28, ...u32(3), 0x68, 0xc3, 0xa9, 2]);
    // Announce keeps the historical zero slot before the directory id.
    expect(Array.from(encodeTdp({ type: 11, directoryId: 5, name: 'x' }))).toEqual([11, ...u32(0), ...u32(5), ...u32(1), 0x78]);
    // PNG2: png_length first, then the rectangle, then the image.
    expect(Array.from(encodeTdp({ type: 27, left: 1, top: 2, right: 3, bottom: 4, data: PNG }))).toEqual([
      27,
      ...u32(PNG.length),
      ...u32(1),
      ...u32(2),
      ...u32(3),
      ...u32(4),
      ...PNG,
    ]);
    // Write request: offset (uint64) comes before the path.
    const write = encodeTdp({ type: 21, completionId: 1, directoryId: 2, path: 'p', offset: 3, data: Uint8Array.of(9) });
    expect(Array.from(write)).toEqual([21, ...u32(1), ...u32(2), 0, 0, 0, 0, ...u32(3), ...u32(1), 0x70, ...u32(1), 9]);
    // MFA: type byte 'n', then length-prefixed JSON.
    expect(Array.from(encodeTdp({ type: 10, mfaType: 'n', data: {} }))).toEqual([10, 0x6e, ...u32(2), 0x7b, 0x7d]);
  });

  it('returns PNG data as a view into the message, not a copy', () => {
    const wire = encodeTdp({ type: 27, left: 0, top: 0, right: 1, bottom: 1, data: PNG });
    const msg = decodeTdp(wire);
    if (msg.type !== TdpType.Png2Frame) throw new Error('wrong type');
    expect(msg.data.buffer).toBe(wire.buffer);
    expect(msg.data.byteOffset).toBe(21);
  });

  it('decodes a message that sits inside a larger buffer', () => {
    const wire = encodeTdp({ type: 3, x: 1, y: 2 });
    const big = new Uint8Array(wire.length + 10);
    big.set(wire, 5);
    expect(decodeTdp(big.subarray(5, 5 + wire.length))).toEqual({ type: 3, x: 1, y: 2 });
  });

  it('rejects an empty message and unknown types', () => {
    expect(decodeError(new Uint8Array(0)).message).toMatch(/empty/);
    for (const t of [0, 29, 35, 255]) {
      const err = decodeError(Uint8Array.of(t, 0, 0, 0, 0));
      expect(err.message).toMatch(new RegExp(`unknown desktop protocol message type ${t}`));
      expect(err.type).toBe(t);
    }
  });

  it('rejects every truncation of every type, naming the type', () => {
    for (const msg of SAMPLES) {
      const wire = encodeTdp(msg);
      // PNG (2) runs to the end of the message: a cut inside its image is a cut PNG, not a short message.
      const shortest = msg.type === TdpType.PngFrame ? 17 + 8 : wire.length;
      for (let cut = 1; cut < shortest; cut++) {
        const err = decodeError(wire.subarray(0, cut));
        expect(err.message).toContain(tdpTypeName(msg.type));
        expect(err.type).toBe(msg.type);
      }
    }
  });

  it('rejects trailing bytes where the layout ends', () => {
    for (const msg of SAMPLES) {
      if (msg.type === TdpType.PngFrame) continue; // its image runs to the end
      const wire = encodeTdp(msg);
      const err = decodeError(bytes(Array.from(wire), [0]));
      expect(err.message).toMatch(/1 unexpected trailing byte/);
    }
  });

  it('rejects a length field longer than what remains', () => {
    expect(decodeError(bytes([6], u32(50), [1, 2, 3])).message).toMatch(/ClipboardData.*data length 50 is longer than the 3 bytes/);
    expect(decodeError(bytes([7], u32(0xffffffff))).message).toMatch(/ClientUsername.*longer than the 0 bytes/);
    const png2 = bytes([27], u32(1000), u32(0), u32(0), u32(1), u32(1), Array.from(PNG));
    expect(decodeError(png2).message).toMatch(/Png2Frame.*png_length 1000 is longer than the 13 bytes/);
    const list = bytes([26], u32(1), u32(0), u32(100000), [0]);
    expect(decodeError(list).message).toMatch(/fso_list_length 100000/);
  });

  it('rejects fields over the backend limits', () => {
    const name = new TextEncoder().encode('x'.repeat(257));
    expect(decodeError(bytes([7], u32(name.length), Array.from(name))).message).toMatch(/exceeds the limit of 256/);
    expect(() => encodeTdp({ type: 7, username: 'x'.repeat(300) })).toThrow(RangeError);
  });

  it('rejects bad MFA payloads', () => {
    const body = new TextEncoder().encode('{not json');
    expect(decodeError(bytes([10, 0x6e], u32(body.length), Array.from(body))).message).toMatch(/Mfa.*not valid JSON/);
    expect(decodeError(bytes([10, 0x6e], u32(0))).message).toMatch(/empty/);
    expect(decodeError(bytes([10, 0x78], u32(2), [0x7b, 0x7d])).message).toMatch(/mfa_type 120/);
  });

  it('rejects out-of-range enumerations, bad UTF-8, non-PNG frames and inverted rectangles', () => {
    expect(decodeError(Uint8Array.of(4, 3, 1)).message).toMatch(/MouseButton.*button 3/);
    expect(decodeError(bytes([28], u32(1), [0x61, 7])).message).toMatch(/Notification.*severity 7/);
    expect(decodeError(bytes([7], u32(2), [0xc3, 0x28])).message).toMatch(/not valid UTF-8/);
    expect(decodeError(bytes([2], u32(0), u32(0), u32(1), u32(1), [1, 2, 3, 4, 5, 6, 7, 8])).message).toMatch(/not a PNG/);
    expect(decodeError(bytes([2], u32(5), u32(0), u32(1), u32(1), Array.from(PNG))).message).toMatch(/inverted rectangle/);
    const tooBig = bytes([19], u32(1), u32(1), u32(0), [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], u32(1));
    expect(decodeError(tooBig).message).toMatch(/offset .* too large/);
  });

  it('refuses to encode values that do not fit', () => {
    expect(() => encodeTdp({ type: 3, x: -1, y: 0 })).toThrow(/x must be an integer/);
    expect(() => encodeTdp({ type: 3, x: 2 ** 32, y: 0 })).toThrow(RangeError);
    expect(() => encodeTdp({ type: 8, axis: 0, delta: 40000 })).toThrow(/int16/);
    expect(() => encodeTdp({ type: 28, message: 'x', severity: 3 as 0 })).toThrow(/severity/);
    expect(() => encodeTdp({ type: 99 } as unknown as TdpMessage)).toThrow(/unknown type 99/);
    expect(() => encodeTdp({ type: 27, left: 0, top: 0, right: 1, bottom: 1, data: 'x' as unknown as Uint8Array })).toThrow(/Uint8Array/);
  });
});
