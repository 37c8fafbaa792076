import { describe, expect, it, vi } from 'vitest';
import type { CloseInfo, Transport, TransportEvents } from './transport';
import { openWorkerTransport, type WorkerLike } from './worker-transport';
import { ACK_STEP_BYTES, type FromPage, type ToPage } from './worker-messages';

class FakeWorker implements WorkerLike {
  posted: FromPage[] = [];
  onmessage: ((e: MessageEvent<ToPage>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(message: FromPage): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(message: ToPage): void {
    this.onmessage?.({ data: message } as MessageEvent<ToPage>);
  }
  fail(): void {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
}

function setup() {
  const worker = new FakeWorker();
  const log: string[] = [];
  const ev: TransportEvents<Uint8Array> = {
    onOpen: () => log.push('open'),
    onMessage: (f) => log.push(`frame ${f.byteLength}`),
    onClose: (info: CloseInfo) => log.push(`close ${info.code}`),
  };
  const fallbackSent: Uint8Array[] = [];
  const fallback = vi.fn((): Transport<Uint8Array> => ({
    kind: 'stream',
    send: (f) => fallbackSent.push(f),
    close: () => {},
    pause: () => {},
    resume: () => {},
  }));
  const t = openWorkerTransport('wss://proxy/connect', ev, fallback, () => worker);
  return { worker, log, t, fallback, fallbackSent };
}

const bytes = (n: number) => new Uint8Array(n);
const CLEAN: CloseInfo = { code: 1000, reason: '', wasClean: true };

describe('worker transport', () => {
  it('opens the socket in the worker, passes frames on, sends through it', () => {
    const { worker, log, t } = setup();
    expect(worker.posted[0]).toEqual({ t: 'open', url: 'wss://proxy/connect' });
    worker.say({ t: 'open' });
    worker.say({ t: 'frames', frames: [bytes(3)] });
    t.send(bytes(2));
    expect(worker.posted.at(-1)).toEqual({ t: 'send', frame: bytes(2) });
    expect(log).toEqual(['open', 'frame 3']);
  });

  it('holds frames while paused, tells the worker, and delivers them in order on resume', () => {
    const { worker, log, t } = setup();
    worker.say({ t: 'open' });
    t.pause();
    expect(worker.posted.at(-1)).toEqual({ t: 'pause' });
    worker.say({ t: 'frames', frames: [bytes(1)] });
    worker.say({ t: 'frames', frames: [bytes(2)] });
    expect(log).toEqual(['open']);
    t.resume();
    expect(worker.posted.at(-1)).toEqual({ t: 'resume' });
    expect(log).toEqual(['open', 'frame 1', 'frame 2']);
  });

  it('acknowledges what the page took in steps, so the worker can read on', () => {
    const { worker, t } = setup();
    worker.say({ t: 'open' });
    worker.say({ t: 'frames', frames: [bytes(ACK_STEP_BYTES / 2)] });
    expect(worker.posted.filter((m) => m.t === 'ack')).toEqual([]);
    t.pause();
    worker.say({ t: 'frames', frames: [bytes(ACK_STEP_BYTES / 2)] });
    expect(worker.posted.filter((m) => m.t === 'ack')).toEqual([]); // held, not taken yet
    t.resume();
    expect(worker.posted.filter((m) => m.t === 'ack')).toEqual([{ t: 'ack', bytes: ACK_STEP_BYTES }]);
  });

  it('reports a close after the frames before it, even while paused, and ends the worker', () => {
    const { worker, log, t } = setup();
    worker.say({ t: 'open' });
    t.pause();
    worker.say({ t: 'frames', frames: [bytes(4)] });
    worker.say({ t: 'close', info: CLEAN });
    expect(log).toEqual(['open', 'frame 4', 'close 1000']);
    expect(worker.terminated).toBe(true);
    worker.say({ t: 'frames', frames: [bytes(9)] });
    expect(log).toHaveLength(3);
  });

  it('a worker that fails before the connection opened hands over to the main-thread transport', () => {
    const { worker, log, t, fallback, fallbackSent } = setup();
    t.send(bytes(5)); // sent before the failure: the fallback sends it
    worker.fail();
    expect(fallback).toHaveBeenCalledOnce();
    expect(fallbackSent).toEqual([bytes(5)]);
    t.send(bytes(6));
    expect(fallbackSent).toHaveLength(2);
    expect(worker.terminated).toBe(true);
    expect(log).toEqual([]); // no close: the fallback carries on
  });

  it('a worker that fails after the connection opened ends it as a drop', () => {
    const { worker, log, fallback } = setup();
    worker.say({ t: 'open' });
    worker.fail();
    expect(fallback).not.toHaveBeenCalled();
    expect(log).toEqual(['open', 'close 1006']);
  });

  it('a batch paused half-way (flow control in the middle of it) holds the rest in order', () => {
    const worker = new FakeWorker();
    const got: number[] = [];
    let t: Transport<Uint8Array> | null = null;
    t = openWorkerTransport(
      'wss://proxy/connect',
      {
        onOpen: () => {},
        onMessage: (f) => {
          got.push(f.byteLength);
          if (got.length === 2) t?.pause();
        },
        onClose: () => {},
      },
      () => {
        throw new Error('no fallback expected');
      },
      () => worker,
    );
    worker.say({ t: 'open' });
    worker.say({ t: 'frames', frames: [bytes(1), bytes(2), bytes(3), bytes(4)] });
    expect(got).toEqual([1, 2]);
    t.resume();
    expect(got).toEqual([1, 2, 3, 4]);
  });
});
