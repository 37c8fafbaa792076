// Which transport a session opens: WebSocketStream where the browser has it (Chromium), because
// pausing it stops reading the connection and so pushes back on the server; a plain WebSocket
// elsewhere, or when a localStorage switch forces it (for comparison and benchmarks).
import { openStreamTransport, type WebSocketStreamCtor } from './stream-transport';
import type { FrameKind, FrameOf, TransportFactory } from './transport';
import { openSocketTransport } from './websocket-transport';
import { openWorkerTransport } from './worker-transport';

export interface PreferredTransportOptions {
  /** localStorage key that, set to `websocket`, forces the plain WebSocket (e.g. `terminal.transport`). */
  storageKey?: string;
  /**
   * Binary frames only: read the connection in a worker (worker-transport.ts), for pages busy in
   * long tasks (the terminal). The switch set to `stream` keeps it on the main thread.
   */
  worker?: boolean;
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
  if (!ctor || forced === 'websocket') return (url, ev) => openSocketTransport(frames, url, ev);
  const onMain: TransportFactory<FrameOf<K>> = (url, ev) => openStreamTransport(ctor, frames, url, ev);
  if (frames === 'binary' && options.worker && forced !== 'stream' && typeof Worker === 'function') {
    const onMainBinary = onMain as unknown as TransportFactory<Uint8Array>;
    const inWorker: TransportFactory<Uint8Array> = (url, ev) => openWorkerTransport(url, ev, onMainBinary);
    return inWorker as unknown as TransportFactory<FrameOf<K>>;
  }
  return onMain;
}
