import { describe, expect, it } from 'vitest';
import { memoryTransports } from '@/shared/socket-session/test-transport';
import { encodeTdp } from '@/shared/wire/tdp-codec.mjs';
import type { PipelineOptions, VideoPipeline } from './canvas-pipeline';
import { ExportCancelled, FASTEST_PLAYBACK_SPEED, exportDesktopVideo, type ByteSink } from './video-export';

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const event = (ms: number, msg: Parameters<typeof encodeTdp>[0]) =>
  JSON.stringify({ event: 'desktop.recording', message: b64(encodeTdp(msg)), ms });
const screen = (ms = 0) => event(ms, { type: 1, width: 64, height: 32 });
const png = (ms: number) =>
  event(ms, { type: 27, left: 0, top: 0, right: 1, bottom: 1, data: Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10, ms % 256) });
const flush = () => new Promise((r) => setTimeout(r, 0));

/** A pipeline that "encodes" each pushed frame at once, or holds them while `hold` is set. */
function fakePipeline() {
  const made: { o: PipelineOptions; pushed: number[]; finishedAt?: number; closed: boolean; held: number[]; emit(ms: number): void }[] = [];
  let hold = false;
  const create = (o: PipelineOptions): VideoPipeline => {
    let key = true;
    const emit = (ms: number) => {
      o.onChunk(Uint8Array.of(1, 2, 3), ms, key);
      key = false;
    };
    const p: (typeof made)[number] = { o, pushed: [], closed: false, held: [], emit };
    made.push(p);
    return {
      push: (_frame, ms) => {
        p.pushed.push(ms);
        if (hold) p.held.push(ms);
        else emit(ms);
      },
      backlog: () => p.held.length,
      finish: async (endMs) => {
        p.finishedAt = endMs;
        emit(endMs);
      },
      close: () => {
        p.closed = true;
      },
    };
  };
  return {
    made,
    create,
    setHold(v: boolean) {
      hold = v;
    },
    /** Encode what was held. */
    drain() {
      const p = made.at(-1)!;
      for (const ms of p.held.splice(0)) p.emit(ms);
      p.o.onDrain();
    },
  };
}

function memorySink() {
  const s = { written: [] as Uint8Array[], closed: false, aborted: false };
  const sink: ByteSink = {
    write: async (b) => void s.written.push(b),
    close: async () => void (s.closed = true),
    abort: async () => void (s.aborted = true),
  };
  return { s, sink };
}

const codec = { codec: 'vp8', matroska: 'V_VP8' as const };

describe('exporting a desktop recording as a video', () => {
  it('plays the recording at the fastest speed, encodes each frame at its time, holds the last picture until the end, and closes the file', async () => {
    const sockets = memoryTransports<string>();
    const pipes = fakePipeline();
    const { s, sink } = memorySink();
    const progress: number[] = [];
    const done = exportDesktopVideo({
      url: 'wss://proxy/v1/webapi/sites/c/desktopplayback/s?access_token=t',
      openTransport: sockets.factory,
      durationMs: 6100,
      codec,
      sink,
      createPipeline: pipes.create,
      onProgress: (ms) => progress.push(ms),
    });
    const t = sockets.last();
    t.open();
    expect(t.frames).toEqual([JSON.stringify({ action: 'speed', speed: FASTEST_PLAYBACK_SPEED })]);
    expect(FASTEST_PLAYBACK_SPEED).toBe(16);
    t.receive(screen());
    t.receive(png(0));
    t.receive(event(100, { type: 3, x: 1, y: 2 })); // a mouse move: no picture
    t.receive(png(250));
    t.receive(png(6080));
    t.receive(JSON.stringify({ message: 'end' }));
    const result = await done;
    const pipe = pipes.made[0]!;
    expect([pipe.o.width, pipe.o.height]).toEqual([64, 32]);
    expect(pipe.pushed).toEqual([0, 250, 6080]);
    expect(pipe.finishedAt).toBe(6100);
    expect(pipe.closed).toBe(true);
    expect(progress).toEqual([0, 250, 6080, 6100]);
    expect(result).toMatchObject({ durationMs: 6100, frames: 4, width: 64, height: 32 });
    expect(s.closed).toBe(true);
    expect(s.aborted).toBe(false);
    // The header, then clusters as they completed (the whole file went to the sink).
    expect(s.written.reduce((n, b) => n + b.length, 0)).toBe(result.bytes);
    expect([...s.written[0]!.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(t.closedWith).not.toBeNull();
  });

  it('pauses the playback while frames wait to be encoded and resumes once they drain', async () => {
    const sockets = memoryTransports<string>();
    const pipes = fakePipeline();
    const { sink } = memorySink();
    void exportDesktopVideo({ url: 'wss://x', openTransport: sockets.factory, codec, sink, createPipeline: pipes.create, maxBacklog: 2 });
    const t = sockets.last();
    t.open();
    t.receive(screen());
    pipes.setHold(true);
    for (const ms of [10, 20, 30]) t.receive(png(ms));
    const actions = () => t.frames.map((f) => (JSON.parse(f) as { action: string }).action);
    expect(actions()).toEqual(['speed', 'play/pause']);
    t.receive(png(40)); // already on its way: no second toggle
    expect(actions()).toEqual(['speed', 'play/pause']);
    pipes.setHold(false);
    pipes.drain();
    await flush();
    expect(actions()).toEqual(['speed', 'play/pause', 'play/pause']);

    // Paused again; the backlog drains without a word from the pipeline: a look every 100 ms resumes.
    pipes.setHold(true);
    for (const ms of [50, 60, 70]) t.receive(png(ms));
    expect(actions()).toHaveLength(4);
    pipes.made[0]!.held.length = 0;
    await new Promise((r) => setTimeout(r, 150));
    expect(actions()).toEqual(['speed', 'play/pause', 'play/pause', 'play/pause', 'play/pause']);
  });

  it('aborts the file and closes the socket on cancel, on a server error, and when the socket drops early', async () => {
    // Cancel.
    {
      const sockets = memoryTransports<string>();
      const { s, sink } = memorySink();
      const controller = new AbortController();
      const pipes = fakePipeline();
      const done = exportDesktopVideo({
        url: 'wss://x',
        openTransport: sockets.factory,
        codec,
        sink,
        createPipeline: pipes.create,
        signal: controller.signal,
      });
      sockets.last().open();
      sockets.last().receive(screen());
      controller.abort();
      await expect(done).rejects.toBeInstanceOf(ExportCancelled);
      expect(s.aborted).toBe(true);
      expect(s.closed).toBe(false);
      expect(sockets.last().closedWith).not.toBeNull();
      expect(pipes.made[0]!.closed).toBe(true);
    }
    // The server's error, shown as sent.
    {
      const sockets = memoryTransports<string>();
      const { s, sink } = memorySink();
      const done = exportDesktopVideo({
        url: 'wss://x',
        openTransport: sockets.factory,
        codec,
        sink,
        createPipeline: fakePipeline().create,
      });
      sockets.last().open();
      sockets.last().receive(JSON.stringify({ message: 'error', errorText: 'desktop recording <x> is not found' }));
      await expect(done).rejects.toThrow('desktop recording <x> is not found');
      expect(s.aborted).toBe(true);
    }
    // The connection drops before the end.
    {
      const sockets = memoryTransports<string>();
      const { s, sink } = memorySink();
      const done = exportDesktopVideo({
        url: 'wss://x',
        openTransport: sockets.factory,
        codec,
        sink,
        createPipeline: fakePipeline().create,
      });
      sockets.last().open();
      sockets.last().receive(screen());
      sockets.last().drop();
      await expect(done).rejects.toThrow(/closed before its end/);
      expect(s.aborted).toBe(true);
    }
    // A picture before the screen size.
    {
      const sockets = memoryTransports<string>();
      const { sink } = memorySink();
      const done = exportDesktopVideo({
        url: 'wss://x',
        openTransport: sockets.factory,
        codec,
        sink,
        createPipeline: fakePipeline().create,
      });
      sockets.last().open();
      sockets.last().receive(png(0));
      await expect(done).rejects.toThrow(/before its screen size/);
    }
  });
});
