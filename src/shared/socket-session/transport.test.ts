// @vitest-environment jsdom
// Both transports against fakes of the browser APIs: frames converted to the session's kind, sends
// before open kept, pause and resume, and the close reported after the data before it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredTransport } from './preferred-transport';
import { openStreamTransport, type WebSocketStreamCtor } from './stream-transport';
import type { CloseInfo, TransportEvents } from './transport';
import { openSocketTransport } from './websocket-transport';

class FakeWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static last: FakeWebSocket;
  readyState = 0;
  binaryType = 'blob';
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: CloseInfo) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(d: unknown) {
    this.sent.push(d);
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

function recorder<F>() {
  const log: Array<F | string> = [];
  const events: TransportEvents<F & (Uint8Array | string)> = {
    onOpen: () => log.push('open'),
    onMessage: (f) => log.push(f),
    onClose: (info) => log.push(`close ${info.code}`),
  };
  return { log, events };
}

afterEach(() => vi.unstubAllGlobals());

describe('WebSocket transport', () => {
  it('sends early frames on open, converts frames, holds them while paused and keeps their order', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const { log, events } = recorder<string>();
    const t = openSocketTransport('text', 'ws://h/x', events);
    const ws = FakeWebSocket.last;
    expect(ws.binaryType).toBe('arraybuffer');
    t.send('early');
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(ws.sent).toEqual(['early']);
    ws.onmessage!({ data: new TextEncoder().encode('{"a":1}').buffer });
    t.pause();
    ws.onmessage!({ data: 'two' });
    ws.onmessage!({ data: 'three' });
    expect(log).toEqual(['open', '{"a":1}']);
    t.resume();
    ws.onmessage!({ data: 'four' }); // arrives before the held ones are drained: it waits its turn
    await Promise.resolve();
    expect(log).toEqual(['open', '{"a":1}', 'two', 'three', 'four']);
  });

  it('delivers held frames before reporting the close', () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const { log, events } = recorder<Uint8Array>();
    const t = openSocketTransport('binary', 'ws://h/x', events);
    const ws = FakeWebSocket.last;
    ws.open();
    t.pause();
    ws.onmessage!({ data: 'text becomes bytes' });
    ws.onclose!({ code: 1000, reason: '', wasClean: true });
    expect(ArrayBuffer.isView(log[1])).toBe(true);
    expect(new TextDecoder().decode(log[1] as Uint8Array)).toBe('text becomes bytes');
    expect(log[2]).toBe('close 1000');
  });
});

/** A WebSocketStream whose readable the test fills, counting reads. */
function fakeStream() {
  let push!: (chunk: ArrayBuffer | string) => void;
  let end!: () => void;
  let reads = 0;
  let closeWith!: (v: { closeCode?: number; reason?: string }) => void;
  const written: unknown[] = [];
  const Ctor = class {
    readonly opened: Promise<{ readable: ReadableStream<ArrayBuffer | string>; writable: WritableStream<Uint8Array | string> }>;
    readonly closed = new Promise<{ closeCode?: number; reason?: string }>((r) => (closeWith = r));
    constructor() {
      const readable = new ReadableStream<ArrayBuffer | string>(
        {
          start(c) {
            push = (chunk) => c.enqueue(chunk);
            end = () => c.close();
          },
          pull() {
            reads++;
          },
        },
        { highWaterMark: 0 },
      );
      const writable = new WritableStream<Uint8Array | string>({ write: (d) => void written.push(d) });
      this.opened = Promise.resolve({ readable, writable });
    }
    close() {}
  } as unknown as WebSocketStreamCtor;
  return {
    Ctor,
    push: (c: ArrayBuffer | string) => push(c),
    end: () => end(),
    closeWith: (v: { closeCode?: number }) => closeWith(v),
    reads: () => reads,
    written,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('WebSocketStream transport', () => {
  it('stops reading while paused (backpressure), reads again on resume, reports the close after the data', async () => {
    const s = fakeStream();
    const { log, events } = recorder<Uint8Array>();
    const t = openStreamTransport(s.Ctor, 'binary', 'wss://h/x', events);
    t.send(new Uint8Array([1]));
    await settle();
    expect(log).toEqual(['open']);
    expect(s.written).toEqual([new Uint8Array([1])]);
    s.push('a');
    await settle();
    expect(log).toHaveLength(2);
    t.pause();
    s.push('b');
    await settle();
    const readsWhilePaused = s.reads();
    s.push('c');
    await settle();
    expect(log).toHaveLength(3); // 'b' was already being read when the pause came; 'c' waits
    expect(s.reads()).toBe(readsWhilePaused);
    t.resume();
    await settle();
    expect(log.slice(1).map((f) => new TextDecoder().decode(f as Uint8Array))).toEqual(['a', 'b', 'c']);
    s.end();
    s.closeWith({ closeCode: 1000 });
    await settle();
    expect(log.at(-1)).toBe('close 1000');
  });
});

describe('preferred transport', () => {
  it('uses WebSocketStream when there is one, unless the storage switch asks for the WebSocket', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const s = fakeStream();
    vi.stubGlobal('WebSocketStream', s.Ctor);
    expect(preferredTransport('binary', { storageKey: 'kit.transport' })('ws://h/x', recorder<Uint8Array>().events).kind).toBe('stream');
    localStorage.setItem('kit.transport', 'websocket');
    try {
      expect(preferredTransport('binary', { storageKey: 'kit.transport' })('ws://h/x', recorder<Uint8Array>().events).kind).toBe('socket');
      expect(preferredTransport('text')('ws://h/x', recorder<string>().events).kind).toBe('stream');
    } finally {
      localStorage.removeItem('kit.transport');
    }
    await settle();
  });
});
