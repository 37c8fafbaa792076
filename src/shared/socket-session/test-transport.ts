// An in-memory transport for unit tests of socket sessions: the test opens it, plays the server
// (frames in, a close or a drop) and reads what the session sent, whether it paused, and how it
// closed. Protocol-specific helpers (e.g. the terminal's envelopes) build on it.
import type { CloseInfo, Frame, Transport, TransportEvents, TransportKind } from './transport';

export class MemoryTransport<F extends Frame = Uint8Array> implements Transport<F> {
  readonly kind: TransportKind = 'socket';
  /** Every frame the session sent, in order. */
  readonly frames: F[] = [];
  paused = false;
  /** How many times the session paused this transport. */
  pauses = 0;
  closedWith: { code?: number; reason?: string } | null = null;
  constructor(
    readonly url: string,
    private readonly events: TransportEvents<F>,
  ) {}
  send(frame: F) {
    this.frames.push(frame);
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  pause() {
    if (!this.paused) this.pauses++;
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  /** The connection opens. */
  open() {
    this.events.onOpen();
  }
  /** The server sends a frame. */
  receive(frame: F) {
    this.events.onMessage(frame);
  }
  /** The connection ends: by default it drops (1006, no close handshake). */
  drop(info: CloseInfo = { code: 1006, reason: '', wasClean: false }) {
    this.events.onClose(info);
  }
}

/** A transport factory that remembers every transport it opened; `make` builds a subclass. */
export function memoryTransports<F extends Frame = Uint8Array, T extends MemoryTransport<F> = MemoryTransport<F>>(
  make: (url: string, events: TransportEvents<F>) => T = (url, events) => new MemoryTransport<F>(url, events) as T,
) {
  const opened: T[] = [];
  return {
    opened,
    factory: (url: string, events: TransportEvents<F>): T => {
      const t = make(url, events);
      opened.push(t);
      return t;
    },
    last: (): T => {
      const t = opened.at(-1);
      if (!t) throw new Error('no transport was opened');
      return t;
    },
  };
}
