// Which transport a session opens: WebSocketStream where the browser has it (Chromium), because
// pausing it stops reading the connection and so pushes back on the server; a plain WebSocket
// elsewhere, or when a localStorage switch forces it (for comparison and benchmarks).
import { openStreamTransport, type WebSocketStreamCtor } from './stream-transport';
import type { FrameKind, FrameOf, TransportFactory } from './transport';
import { openSocketTransport } from './websocket-transport';

export interface PreferredTransportOptions {
  /** localStorage key that, set to `websocket`, forces the plain WebSocket (e.g. `terminal.transport`). */
  storageKey?: string;
}

/** WebSocketStream where the browser has it (unless forced off), else a plain WebSocket. */
export function preferredTransport<K extends FrameKind>(frames: K, options: PreferredTransportOptions = {}): TransportFactory<FrameOf<K>> {
  const ctor = (globalThis as { WebSocketStream?: WebSocketStreamCtor }).WebSocketStream;
  let forced: string | null = null;
  try {
    if (options.storageKey) forced = localStorage.getItem(options.storageKey);
  } catch {
    /* storage unavailable */
  }
  return ctor && forced !== 'websocket'
    ? (url, ev) => openStreamTransport(ctor, frames, url, ev)
    : (url, ev) => openSocketTransport(frames, url, ev);
}
