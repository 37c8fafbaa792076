// The worker side of worker-transport.ts: one WebSocketStream read here, off the page's main
// thread, so the connection keeps flowing while the page is busy (a terminal parsing a slice of
// output). Frames go to the page as transferred buffers; the page acknowledges what it has taken,
// and reading stops while more than CREDIT_BYTES wait unacknowledged or the page paused (its flow
// control), which pushes back on the server as the stream transport does on the main thread.
import { openStreamTransport, type WebSocketStreamCtor } from './stream-transport';
import type { Transport } from './transport';
import { BATCH_BYTES, BATCH_MS, CREDIT_BYTES, type FromPage, type ToPage } from './worker-messages';

const post = (message: ToPage, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(message, transfer);

let transport: Transport<Uint8Array> | null = null;
let unacked = 0;
let pausedByPage = false;
let reading = true;
// Frames go to the page in batches: one task of the page's per batch rather than per frame, so a
// page busy parsing still gets its turns to draw between them.
let batch: Uint8Array[] = [];
let batchBytes = 0;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (batch.length === 0) return;
  const frames = batch;
  batch = [];
  batchBytes = 0;
  post(
    { t: 'frames', frames },
    frames.map((f) => f.buffer),
  );
}

function steer(): void {
  const read = !pausedByPage && unacked <= CREDIT_BYTES;
  if (read === reading || !transport) return;
  reading = read;
  if (read) transport.resume();
  else transport.pause();
}

self.onmessage = (e: MessageEvent<FromPage>) => {
  const m = e.data;
  switch (m.t) {
    case 'open': {
      const ctor = (globalThis as { WebSocketStream?: WebSocketStreamCtor }).WebSocketStream;
      if (!ctor) {
        post({ t: 'close', info: { code: 1006, reason: 'This browser cannot open the connection in a worker.', wasClean: false } });
        return;
      }
      transport = openStreamTransport(ctor, 'binary', m.url, {
        onOpen: () => post({ t: 'open' }),
        onMessage: (frame) => {
          unacked += frame.byteLength;
          // A frame that is a view on a larger buffer is copied, so only its bytes travel.
          batch.push(frame.byteOffset === 0 && frame.byteLength === frame.buffer.byteLength ? frame : frame.slice());
          batchBytes += frame.byteLength;
          if (batchBytes >= BATCH_BYTES) flush();
          else flushTimer ??= setTimeout(flush, BATCH_MS);
          steer();
        },
        onClose: (info) => {
          flush();
          post({ t: 'close', info });
        },
      });
      return;
    }
    case 'send':
      transport?.send(m.frame);
      return;
    case 'close':
      transport?.close(m.code, m.reason);
      return;
    case 'pause':
      pausedByPage = true;
      steer();
      return;
    case 'resume':
      pausedByPage = false;
      steer();
      return;
    case 'ack':
      unacked = Math.max(0, unacked - m.bytes);
      steer();
      return;
  }
};
