// The replay engine: pure, no DOM. It maps a time to the frames played by then (and so to a
// byte offset and a terminal size), writes frames to any terminal-like sink, plans the stream's
// chunks, and plans seeks from checkpoints (snapshots of the terminal state taken every
// ~512 KB), so that a seek writes one snapshot plus at most one checkpoint's worth of bytes.
import type { Frame, Recording, TermSize } from '@/shared/sessions/recording-events';

/** The most the stream call returns at once (5 MiB). */
export const MAX_CHUNK_BYTES = 5 * 1024 * 1024;
/** Bytes of output between two checkpoints. */
export const CHECKPOINT_BYTES = 512 * 1024;

/** What frames are written to: the visible xterm or a headless one. */
export interface TermSink {
  write(data: Uint8Array | string): void;
  resize(cols: number, rows: number): void;
}

/** The terminal state after `frame` frames: a serialized screen (and scrollback) of that size. */
export interface Checkpoint {
  frame: number;
  ms: number;
  offset: number;
  size: TermSize;
  snapshot: string;
}

/** The ranges to ask the stream call for: `offset`, `bytes` of at most `max` each. */
export function streamChunks(total: number, max = MAX_CHUNK_BYTES): Array<{ offset: number; bytes: number }> {
  const chunks: Array<{ offset: number; bytes: number }> = [];
  for (let offset = 0; offset < total; offset += max) chunks.push({ offset, bytes: Math.min(max, total - offset) });
  return chunks;
}

export class Timeline {
  readonly frames: Frame[];
  private readonly ms: Float64Array;
  /** endAfter[k]: the stream offset reached once k frames are played. */
  private readonly endAfter: Float64Array;
  /** lastResize[k]: the index of the last resize among the first k frames, or -1. */
  private readonly lastResize: Int32Array;

  constructor(readonly recording: Recording) {
    const frames = (this.frames = recording.frames);
    const n = frames.length;
    this.ms = new Float64Array(n);
    this.endAfter = new Float64Array(n + 1);
    this.lastResize = new Int32Array(n + 1);
    this.lastResize[0] = -1;
    for (let i = 0; i < n; i++) {
      const f = frames[i]!;
      this.ms[i] = f.ms;
      this.endAfter[i + 1] = f.size ? this.endAfter[i]! : Math.max(this.endAfter[i]!, f.end);
      this.lastResize[i + 1] = f.size ? i : this.lastResize[i]!;
    }
  }

  get length(): number {
    return this.frames.length;
  }

  get durationMs(): number {
    return this.recording.durationMs;
  }

  /** How many frames are played at time `ms` (every frame whose time is at or before it). */
  countAt(ms: number): number {
    let lo = 0;
    let hi = this.ms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ms[mid]! <= ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The stream offset reached after `count` frames. */
  offsetAfter(count: number): number {
    return this.endAfter[Math.max(0, Math.min(count, this.frames.length))]!;
  }

  /** The byte offset of the output shown at time `ms`. */
  offsetAt(ms: number): number {
    return this.offsetAfter(this.countAt(ms));
  }

  /** The terminal size after `count` frames. */
  sizeAfter(count: number): TermSize {
    const i = this.lastResize[Math.max(0, Math.min(count, this.frames.length))]!;
    return i < 0 ? this.recording.initialSize : this.frames[i]!.size!;
  }

  /** The time of frame `count - 1` (when the state after `count` frames began), 0 before any. */
  msAfter(count: number): number {
    return count <= 0 ? 0 : this.frames[Math.min(count, this.frames.length) - 1]!.ms;
  }

  /**
   * Writes frames [from, to) to the sink. Prints that follow each other in the stream go out as
   * one write; bytes past the end of `bytes` (a stream shorter than its events) are skipped.
   */
  apply(sink: TermSink, bytes: Uint8Array, from: number, to: number): void {
    let runStart = -1;
    let runEnd = -1;
    const flush = () => {
      if (runStart >= 0 && runEnd > runStart) sink.write(bytes.subarray(runStart, runEnd));
      runStart = runEnd = -1;
    };
    for (let i = Math.max(0, from); i < Math.min(to, this.frames.length); i++) {
      const f = this.frames[i]!;
      if (f.size) {
        flush();
        sink.resize(f.size.cols, f.size.rows);
        continue;
      }
      const start = Math.min(f.start, bytes.length);
      const end = Math.min(f.end, bytes.length);
      if (end <= start) continue;
      if (runStart >= 0 && start === runEnd) runEnd = end;
      else {
        flush();
        runStart = start;
        runEnd = end;
      }
    }
    flush();
  }

  /** The time of the first output (a print) after `ms`, or null when nothing is printed after it. */
  nextOutputMs(ms: number): number | null {
    for (let i = this.countAt(ms); i < this.frames.length; i++) if (this.isOutput(i)) return this.frames[i]!.ms;
    return null;
  }

  /**
   * One output back from `ms`: the time of the print before the last one shown at `ms` (so the
   * screen loses that last output), 0 when only one was shown, null when none was.
   */
  previousOutputMs(ms: number): number | null {
    let i = this.countAt(ms) - 1;
    while (i >= 0 && !this.isOutput(i)) i--;
    if (i < 0) return null;
    const shown = this.frames[i]!.ms;
    for (; i >= 0; i--) if (this.isOutput(i) && this.frames[i]!.ms < shown) return this.frames[i]!.ms;
    return 0;
  }

  private isOutput(i: number): boolean {
    const f = this.frames[i]!;
    return !f.size && f.end > f.start;
  }

  /** The frame counts after which a checkpoint is taken: every `every` bytes of output or so. */
  checkpointPlan(every = CHECKPOINT_BYTES): number[] {
    const cuts: number[] = [];
    let since = 0;
    for (let i = 0; i < this.frames.length; i++) {
      const f = this.frames[i]!;
      since += f.end - f.start;
      if (since >= every) {
        cuts.push(i + 1);
        since = 0;
      }
    }
    return cuts;
  }
}

/** What a seek to a time needs: the checkpoint to start from (or the start), and the frames after it. */
export interface SeekPlan {
  checkpoint: Checkpoint | null;
  from: number;
  to: number;
}

/** The latest checkpoint at or before the target; `checkpoints` is in frame order. */
export function planSeek(timeline: Timeline, checkpoints: readonly Checkpoint[], ms: number): SeekPlan {
  const to = timeline.countAt(ms);
  let lo = 0;
  let hi = checkpoints.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (checkpoints[mid]!.frame <= to) lo = mid + 1;
    else hi = mid;
  }
  const checkpoint = lo > 0 ? checkpoints[lo - 1]! : null;
  return { checkpoint, from: checkpoint?.frame ?? 0, to };
}

/** A terminal that can be snapshot (the headless one the checkpoints are built in). */
export interface SnapshotTerminal extends TermSink {
  /** Resolves once everything written so far is parsed. */
  flush(): Promise<void>;
  snapshot(): string;
  dispose(): void;
}

export interface BuildOptions {
  every?: number;
  signal?: AbortSignal;
  /** Called between checkpoints (give the page a turn). */
  pause?: () => Promise<void>;
  onCheckpoint?: (c: Checkpoint, done: number, of: number) => void;
}

/** Replays the whole recording into `term`, snapshotting it at every planned cut. */
export async function buildCheckpoints(
  timeline: Timeline,
  bytes: Uint8Array,
  term: SnapshotTerminal,
  options: BuildOptions = {},
): Promise<Checkpoint[]> {
  const plan = timeline.checkpointPlan(options.every);
  const out: Checkpoint[] = [];
  let from = 0;
  for (const cut of plan) {
    if (options.signal?.aborted) break;
    timeline.apply(term, bytes, from, cut);
    await term.flush();
    const c: Checkpoint = {
      frame: cut,
      ms: timeline.msAfter(cut),
      offset: timeline.offsetAfter(cut),
      size: timeline.sizeAfter(cut),
      snapshot: term.snapshot(),
    };
    out.push(c);
    options.onCheckpoint?.(c, out.length, plan.length);
    from = cut;
    if (options.pause) await options.pause();
  }
  return out;
}
