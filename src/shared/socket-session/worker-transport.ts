// The transport over a WebSocketStream read in a worker (socket-worker.ts), for binary sessions
// whose page is busy in long tasks: a terminal parses output in slices of ~18 ms, and a stream read
// on the main thread stops the connection for each of them, so the pipe from the server runs dry
// and refills again and again. Read in a worker, the connection keeps flowing; the frames wait in
// the page's task queue until it takes them.
//
// Flow control stays as on the main thread: pause() holds the frames that still arrive and tells
// the worker to stop reading; the worker also stops on its own while more than CREDIT_BYTES were
// handed over and not yet taken. Frames that arrived before a close are delivered before it.
// A worker that cannot start (a policy that forbids workers) hands over to `fallback`, the same
// stream read on the main thread, before anything was sent or received.
import type { CloseInfo, Transport, TransportEvents } from './transport';
import { ACK_STEP_BYTES, type FromPage, type ToPage } from './worker-messages';

export interface WorkerLike {
  postMessage(message: FromPage): void;
  onmessage: ((e: MessageEvent<ToPage>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}

const spawnSocketWorker = (): WorkerLike => new Worker(new URL('./socket-worker.ts', import.meta.url), { type: 'module', name: 'socket' });

export function openWorkerTransport(
  url: string,
  ev: TransportEvents<Uint8Array>,
  fallback: (url: string, ev: TransportEvents<Uint8Array>) => Transport<Uint8Array>,
  spawn: () => WorkerLike = spawnSocketWorker,
): Transport<Uint8Array> {
  let worker: WorkerLike;
  try {
    worker = spawn();
  } catch {
    return fallback(url, ev);
  }
  /** Set when the worker failed before the connection opened: everything goes to it instead. */
  let instead: Transport<Uint8Array> | null = null;
  let opened = false;
  const early: Uint8Array[] = [];
  const held: Uint8Array[] = [];
  let paused = false;
  let closeInfo: CloseInfo | null = null;
  let finished = false;
  let taken = 0;

  const post = (message: FromPage) => {
    if (!finished) worker.postMessage(message);
  };
  const take = (frame: Uint8Array) => {
    taken += frame.byteLength;
    if (taken >= ACK_STEP_BYTES) {
      post({ t: 'ack', bytes: taken });
      taken = 0;
    }
    ev.onMessage(frame);
  };
  const drain = () => {
    // Once closed, what is left is finite: delivered whatever the pause says, then the close.
    while ((!paused || closeInfo) && held.length > 0 && !finished) take(held.shift()!);
    if (closeInfo && held.length === 0 && !finished) {
      finished = true;
      worker.terminate();
      ev.onClose(closeInfo);
    }
  };

  worker.onmessage = (e) => {
    const m = e.data;
    if (finished) return;
    if (m.t === 'open') {
      opened = true;
      early.length = 0; // kept only for a fallback before the connection opened
      ev.onOpen();
    } else if (m.t === 'frames') {
      for (const frame of m.frames) {
        if (paused || held.length > 0) held.push(frame);
        else take(frame);
      }
    } else {
      closeInfo = m.info;
      drain();
    }
  };
  worker.onerror = (e) => {
    e.preventDefault();
    if (!opened && !closeInfo && !finished) {
      finished = true;
      worker.terminate();
      instead = fallback(url, ev);
      for (const frame of early.splice(0)) instead.send(frame);
      if (paused) instead.pause();
      return;
    }
    closeInfo ??= { code: 1006, reason: 'The connection could not be read (its worker failed).', wasClean: false };
    drain();
  };
  post({ t: 'open', url });

  return {
    kind: 'stream',
    send(frame) {
      if (instead) instead.send(frame);
      else {
        if (!opened) early.push(frame);
        post({ t: 'send', frame });
      }
    },
    close(code = 1000, reason = '') {
      if (instead) instead.close(code, reason);
      else post({ t: 'close', code, reason });
    },
    pause() {
      if (instead) return instead.pause();
      if (paused) return;
      paused = true;
      post({ t: 'pause' });
    },
    resume() {
      if (instead) return instead.resume();
      if (!paused) return;
      paused = false;
      post({ t: 'resume' });
      drain();
    },
  };
}
