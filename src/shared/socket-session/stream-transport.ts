// The transport over WebSocketStream (Chromium). Pausing simply stops reading: the browser stops
// reading the TCP connection, the server's writes back up, and data waits on the server instead
// of in this tab. That is what lets a terminal printing gigabytes, or a desktop streaming frames,
// cost the tab no more than its flow-control watermark.
import { frameConverter, type CloseInfo, type FrameKind, type FrameOf, type Transport, type TransportEvents } from './transport';

// WebSocketStream is not in TypeScript's DOM library yet.
interface StreamPair {
  readable: ReadableStream<ArrayBuffer | Uint8Array | string>;
  writable: WritableStream<Uint8Array | string>;
}
export interface WebSocketStreamLike {
  opened: Promise<StreamPair>;
  closed: Promise<{ closeCode?: number; reason?: string }>;
  close(info?: { closeCode?: number; reason?: string }): void;
}
export type WebSocketStreamCtor = new (url: string) => WebSocketStreamLike;

export function openStreamTransport<K extends FrameKind>(
  Ctor: WebSocketStreamCtor,
  frames: K,
  url: string,
  ev: TransportEvents<FrameOf<K>>,
): Transport<FrameOf<K>> {
  const convert = frameConverter(frames);
  const wss = new Ctor(url);
  let paused = false;
  let wake: (() => void) | null = null;
  let writer: WritableStreamDefaultWriter<Uint8Array | string> | null = null;
  const early: FrameOf<K>[] = [];
  let closing = false;
  // Settles when the connection is closed; the close is reported after the data before it.
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
        ev.onMessage(convert(value));
      }
    } catch {
      // the connection failed; `closed` says how
    }
    ev.onClose(await closed);
  })();

  return {
    kind: 'stream',
    send(frame) {
      if (writer) void writer.write(frame).catch(() => {});
      else early.push(frame);
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
