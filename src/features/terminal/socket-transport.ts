// The terminal's WebSocket, with pause and resume for flow control.
//
// Where the browser has WebSocketStream (Chromium), pausing simply stops reading: the browser
// stops reading the TCP connection, the proxy's writes back up, and output waits on the server
// instead of in this tab. Elsewhere a plain WebSocket delivers every message as it arrives;
// pausing then holds delivered messages here until the terminal catches up.

export interface CloseInfo {
  code: number;
  reason: string;
  /** False when the connection dropped (no close handshake). */
  wasClean: boolean;
}

export interface TransportEvents {
  onOpen(): void;
  onMessage(data: Uint8Array): void;
  onClose(info: CloseInfo): void;
}

export interface Transport {
  readonly kind: 'stream' | 'socket';
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  pause(): void;
  resume(): void;
}

export type TransportFactory = (url: string, events: TransportEvents) => Transport;

// WebSocketStream is not in TypeScript's DOM library yet.
interface StreamPair {
  readable: ReadableStream<ArrayBuffer | Uint8Array | string>;
  writable: WritableStream<Uint8Array | string>;
}
interface WebSocketStreamLike {
  opened: Promise<StreamPair>;
  closed: Promise<{ closeCode?: number; reason?: string }>;
  close(info?: { closeCode?: number; reason?: string }): void;
}
type WebSocketStreamCtor = new (url: string) => WebSocketStreamLike;

const encoder = new TextEncoder();
const asBytes = (v: ArrayBuffer | Uint8Array | string): Uint8Array =>
  typeof v === 'string' ? encoder.encode(v) : v instanceof Uint8Array ? v : new Uint8Array(v);

/** Set localStorage `terminal.transport` to `websocket` to force the plain WebSocket. */
export function preferredTransport(): TransportFactory {
  const ctor = (globalThis as { WebSocketStream?: WebSocketStreamCtor }).WebSocketStream;
  let forced: string | null = null;
  try {
    forced = localStorage.getItem('terminal.transport');
  } catch {
    /* storage unavailable */
  }
  return ctor && forced !== 'websocket' ? (url, ev) => openStreamTransport(ctor, url, ev) : openSocketTransport;
}

export function openStreamTransport(Ctor: WebSocketStreamCtor, url: string, ev: TransportEvents): Transport {
  const wss = new Ctor(url);
  let paused = false;
  let wake: (() => void) | null = null;
  let writer: WritableStreamDefaultWriter<Uint8Array | string> | null = null;
  const early: Uint8Array[] = [];
  let closing = false;
  // Settles when the connection is closed; the close is reported after the output before it.
  const closed: Promise<CloseInfo> = wss.closed.then(
    ({ closeCode, reason }) => ({ code: closeCode ?? 1005, reason: reason ?? '', wasClean: true }),
    (err: unknown) => ({ code: 1006, reason: err instanceof Error ? err.message : '', wasClean: false }),
  );
  void closed.then(() => {
    closing = true; // what is left to read is finite: stop honouring pause
    const w = wake;
    wake = null;
    w?.();
  });

  void (async () => {
    let pair: StreamPair;
    try {
      pair = await wss.opened;
    } catch {
      ev.onClose(await closed);
      return;
    }
    writer = pair.writable.getWriter();
    for (const d of early.splice(0)) void writer.write(d).catch(() => {});
    ev.onOpen();
    const reader = pair.readable.getReader();
    try {
      for (;;) {
        while (paused && !closing) await new Promise<void>((r) => (wake = r));
        const { value, done } = await reader.read();
        if (done) break;
        ev.onMessage(asBytes(value));
      }
    } catch {
      // the connection failed; `closed` says how
    }
    ev.onClose(await closed);
  })();

  return {
    kind: 'stream',
    send(data) {
      if (writer) void writer.write(data).catch(() => {});
      else early.push(data);
    },
    close(code = 1000, reason = '') {
      try {
        wss.close({ closeCode: code, reason });
      } catch {
        /* already closed */
      }
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      const w = wake;
      wake = null;
      w?.();
    },
  };
}

export function openSocketTransport(url: string, ev: TransportEvents): Transport {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  let paused = false;
  let draining = false;
  const held: Uint8Array[] = [];
  const early: Uint8Array[] = [];

  const drain = () => {
    if (draining) return;
    draining = true;
    queueMicrotask(() => {
      draining = false;
      while (!paused && held.length > 0) ev.onMessage(held.shift()!);
    });
  };

  ws.onopen = () => {
    for (const d of early.splice(0)) ws.send(d);
    ev.onOpen();
  };
  ws.onmessage = (e: MessageEvent<ArrayBuffer | string>) => {
    const bytes = asBytes(e.data);
    if (paused || held.length > 0) held.push(bytes);
    else ev.onMessage(bytes);
  };
  ws.onclose = (e) => {
    // Output that arrived before the close is still shown, then the close is reported.
    while (held.length > 0) ev.onMessage(held.shift()!);
    ev.onClose({ code: e.code, reason: e.reason, wasClean: e.wasClean });
  };

  return {
    kind: 'socket',
    send(data) {
      if (ws.readyState === WebSocket.OPEN) ws.send(data);
      else if (ws.readyState === WebSocket.CONNECTING) early.push(data);
    },
    close(code = 1000, reason = '') {
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close(code, reason);
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      drain();
    },
  };
}
