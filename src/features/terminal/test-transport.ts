// A scriptable transport for tests of the protocol client and the session controller.
import { encodeEnvelope, decodeEnvelope, type Envelope } from '../../shared/envelope.mjs';
import type { CloseInfo, Transport, TransportEvents } from './socket-transport';

export class FakeTransport implements Transport {
  readonly kind = 'socket' as const;
  sent: Envelope[] = [];
  paused = false;
  closedWith: { code?: number; reason?: string } | null = null;
  constructor(
    readonly url: string,
    private readonly events: TransportEvents,
  ) {}
  send(data: Uint8Array) {
    this.sent.push(decodeEnvelope(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  open() {
    this.events.onOpen();
  }
  /** The server sends an envelope. */
  push(type: string, payload: string | object = '') {
    this.events.onMessage(encodeEnvelope({ type, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }));
  }
  pushRaw(bytes: Uint8Array) {
    this.events.onMessage(bytes);
  }
  drop(info: CloseInfo = { code: 1006, reason: '', wasClean: false }) {
    this.events.onClose(info);
  }
}

/** A factory that remembers every transport it opened. */
export function fakeTransports() {
  const opened: FakeTransport[] = [];
  return {
    opened,
    factory: (url: string, events: TransportEvents) => {
      const t = new FakeTransport(url, events);
      opened.push(t);
      return t;
    },
    last: () => opened.at(-1)!,
  };
}
