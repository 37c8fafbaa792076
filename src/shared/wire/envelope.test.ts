// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { encodeEnvelope, decodeEnvelope, decodeEnvelopeBytes, encodeVarint, readVarint, EnvelopeType, payloadText } from './envelope.mjs';

describe('envelope codec', () => {
  it('encodes the exact protobuf bytes for a small message', () => {
    const bytes = encodeEnvelope({ type: 'r', payload: 'hi' });
    // field 1 (0x0a) len 1 "1", field 2 (0x12) len 1 "r", field 3 (0x1a) len 2 "hi"
    expect(Array.from(bytes)).toEqual([0x0a, 1, 0x31, 0x12, 1, 0x72, 0x1a, 2, 0x68, 0x69]);
  });

  it('round-trips all message types', () => {
    for (const type of Object.values(EnvelopeType)) {
      const msg = decodeEnvelope(encodeEnvelope({ type, payload: `payload-${type}` }));
      expect(msg).toEqual({ version: '1', type, payload: `payload-${type}` });
    }
  });

  it('round-trips multi-byte UTF-8', () => {
    const payload = 'héllo wörld — 日本語 🚀 \u0000 \r\n';
    const bytes = encodeEnvelope({ type: 'r', payload });
    expect(decodeEnvelope(bytes).payload).toBe(payload);
    // length prefix counts bytes, not UTF-16 code units
    const payloadBytes = new TextEncoder().encode(payload).length;
    expect(payloadBytes).toBeGreaterThan(payload.length);
    expect(bytes.length).toBe(3 + 3 + 1 + encodeVarint(payloadBytes).length + payloadBytes);
  });

  it('uses multi-byte varint lengths for payloads > 127 bytes', () => {
    for (const size of [127, 128, 300, 16383, 16384, 70000]) {
      const payload = 'x'.repeat(size);
      const bytes = encodeEnvelope({ type: 's', payload });
      const lenBytes = encodeVarint(size);
      expect(lenBytes.length).toBe(size < 128 ? 1 : size < 16384 ? 2 : 3);
      expect(bytes[6]).toBe(0x1a);
      expect(Array.from(bytes.subarray(7, 7 + lenBytes.length))).toEqual(Array.from(lenBytes));
      expect(decodeEnvelope(bytes)).toEqual({ version: '1', type: 's', payload });
    }
    const json = JSON.stringify({ session: { id: 'ü'.repeat(200) } });
    expect(decodeEnvelope(encodeEnvelope({ type: 's', payload: json })).payload).toBe(json);
  });

  it('encodes varints like protobuf', () => {
    expect(Array.from(encodeVarint(0))).toEqual([0]);
    expect(Array.from(encodeVarint(1))).toEqual([1]);
    expect(Array.from(encodeVarint(127))).toEqual([0x7f]);
    expect(Array.from(encodeVarint(128))).toEqual([0x80, 0x01]);
    expect(Array.from(encodeVarint(300))).toEqual([0xac, 0x02]);
    expect(readVarint(Uint8Array.from([0xac, 0x02, 0xff]), 0)).toEqual([300, 2]);
    expect(() => encodeVarint(-1)).toThrow(RangeError);
  });

  it('accepts Buffer, ArrayBuffer and plain arrays', () => {
    const bytes = encodeEnvelope({ type: 'c' });
    expect(decodeEnvelope(Buffer.from(bytes)).type).toBe('c');
    expect(decodeEnvelope(bytes.slice().buffer).type).toBe('c');
    expect(decodeEnvelope(Array.from(bytes)).type).toBe('c');
  });

  it('omits empty fields and decodes missing fields as empty strings', () => {
    const bytes = encodeEnvelope({ type: 'c', payload: '' });
    expect(Array.from(bytes)).toEqual([0x0a, 1, 0x31, 0x12, 1, 0x63]);
    expect(decodeEnvelope(new Uint8Array())).toEqual({ version: '', type: '', payload: '' });
  });

  it('decodes fields in any order and skips unknown fields', () => {
    const bytes = Uint8Array.from([
      0x1a,
      2,
      0x6f,
      0x6b, // Payload "ok"
      0x20,
      0x96,
      0x01, // field 4 varint 150 (unknown)
      0x2a,
      1,
      0x00, // field 5 bytes (unknown)
      0x35,
      1,
      2,
      3,
      4, // field 6 fixed32 (unknown)
      0x12,
      1,
      0x72, // Type "r"
      0x0a,
      1,
      0x31, // Version "1"
    ]);
    expect(decodeEnvelope(bytes)).toEqual({ version: '1', type: 'r', payload: 'ok' });
  });

  it('rejects truncated input', () => {
    const bytes = encodeEnvelope({ type: 'r', payload: 'hello' });
    expect(() => decodeEnvelope(bytes.subarray(0, bytes.length - 1))).toThrow(RangeError);
    expect(() => decodeEnvelope(Uint8Array.from([0x1a, 0x80]))).toThrow(RangeError);
  });

  it('rejects malformed frames: bad wire types, field 0, over-long varints, short fixed fields', () => {
    expect(() => decodeEnvelope(Uint8Array.from([0x0b]))).toThrow(/wire type 3/); // start group
    expect(() => decodeEnvelope(Uint8Array.from([0x0c]))).toThrow(/wire type 4/); // end group
    expect(() => decodeEnvelope(Uint8Array.from([0x0f]))).toThrow(/wire type 7/);
    expect(() => decodeEnvelope(Uint8Array.from([0x02, 0x00]))).toThrow(/field number 0/);
    expect(() => decodeEnvelope(Uint8Array.from(new Array(11).fill(0xff)))).toThrow(RangeError);
    expect(() => decodeEnvelope(Uint8Array.from([0x21, 1, 2, 3]))).toThrow(/truncated/); // fixed64 cut short
    expect(() => decodeEnvelope(Uint8Array.from([0x1a, 0x05, 0x61]))).toThrow(/truncated/);
    expect(() => decodeEnvelope('not bytes' as unknown as Uint8Array)).toThrow(TypeError);
  });

  it('decodes the payload as a byte view, and encodes a byte payload as is', () => {
    const text = 'ünïcode ✓ \x1b[31mred\x1b[0m';
    const bytes = encodeEnvelope({ type: 'r', payload: new TextEncoder().encode(text) });
    expect(bytes).toEqual(encodeEnvelope({ type: 'r', payload: text }));
    const env = decodeEnvelopeBytes(bytes);
    expect(env.type).toBe('r');
    expect(env.payload).toBeInstanceOf(Uint8Array);
    expect(env.payload.buffer).toBe(bytes.buffer); // a view, not a copy
    expect(payloadText(env.payload)).toBe(text);
    // a multi-byte character split across two frames stays two valid byte runs
    const split = new TextEncoder().encode('é');
    const a = decodeEnvelopeBytes(encodeEnvelope({ type: 'r', payload: split.subarray(0, 1) }));
    const b = decodeEnvelopeBytes(encodeEnvelope({ type: 'r', payload: split.subarray(1) }));
    expect([...a.payload, ...b.payload]).toEqual([...split]);
  });
});
