// The socket kit's in-memory transport, speaking terminal envelopes: tests push envelopes as the
// server and read the envelopes the session sent.
import { encodeEnvelope, decodeEnvelope, type Envelope } from '@/shared/wire/envelope.mjs';
import { MemoryTransport, memoryTransports } from '@/shared/socket-session/test-transport';

export class FakeTransport extends MemoryTransport<Uint8Array> {
  /** The envelopes sent so far, decoded. */
  get sent(): Envelope[] {
    return this.frames.map((f) => decodeEnvelope(f));
  }
  /** The server sends an envelope. */
  push(type: string, payload: string | object = '') {
    this.receive(encodeEnvelope({ type, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }));
  }
  pushRaw(bytes: Uint8Array) {
    this.receive(bytes);
  }
}

/** A factory that remembers every transport it opened. */
export const fakeTransports = () => memoryTransports<Uint8Array, FakeTransport>((url, events) => new FakeTransport(url, events));
