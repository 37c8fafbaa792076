// Hands terminal output to xterm in slices sized by time, so a flood of output costs fewer screen
// updates. xterm parses what it is given in tasks of about 12 ms and yields between them, and the
// browser draws the screen at almost every yield; with output arriving in 64 KB messages, a third of
// the main thread went to drawing. Here at most one slice of bytes is inside xterm at a time; what
// arrives meanwhile waits and goes in as the next slice once this one is parsed, sized to about
// `targetMs` of parsing at the rate measured on the previous slices. xterm is given a slice in
// chunks of at most 64 KB and looks at its clock between them: a slice that parses slower than
// measured is paused for a frame after about 12 ms. A lone keystroke's echo still goes in at once
// (nothing is inside xterm then).
//
// Every write's `done` is called once xterm has parsed all of it, in order, so the flow control
// that feeds this (its pending bytes include what waits here) keeps its bound.
//
// While output floods in, the screen is drawn at most every `drawEveryMs` (with a `hold` that stops
// and restarts xterm's drawing, render-gate.ts): the frames between cost next to nothing, and xterm
// builds its rows some 12 times a second instead of after every slice. Frames stay as short as one
// slice. Anything else (a small write, text, the end of the flood) lets the screen be drawn at once.

export interface XtermWriter {
  write(data: Uint8Array | string, callback?: () => void): void;
}

export interface BatcherOptions {
  /** Parsing time a slice aims at, in ms. */
  targetMs?: number;
  /** Bounds of a slice in bytes (a single larger write is never cut). */
  minBytes?: number;
  maxBytes?: number;
  /** Parse rate assumed before the first measurement, in bytes per ms. */
  initialRate?: number;
  /** While output floods in, how long a slice may wait for more, in ms. */
  waitMs?: number;
  /** Stops (true) and restarts (false) the drawing of the screen; restarting draws what changed. */
  hold?: (on: boolean) => void;
  /** Shared by the terminals of a page: their flooding slices are parsed one after another. */
  lane?: SliceLane;
  /** While output floods in, the screen is drawn at most this often, in ms. */
  drawEveryMs?: number;
  now?: () => number;
}

interface Piece {
  data: Uint8Array | string;
  done: (() => void) | undefined;
}

// 12 ms: a slice plus one drawing of the screen (about 10 ms) fits in two frames of 60 Hz, with room
// for the socket's batches that arrive meanwhile (the connection is read in a worker).
export const BATCH_TARGET_MS = 12;
export const BATCH_DRAW_EVERY_MS = 80;
/** The largest write xterm is given (see xtermChunks). */
export const XTERM_CHUNK = 64 * 1024;

/**
 * Several terminals on one page (split panes) each cut their output into slices; without a turn
 * each, two panes' slices could be parsed back to back in one frame, doubling the longest frame.
 * A lane lets one flooding slice at a time into any of its terminals; the others wait their turn
 * (in order), so a frame holds at most one slice whatever the number of panes. Small writes (a
 * keystroke's echo) never wait for it.
 */
export class SliceLane {
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  /** Runs `start` when the lane is free; `start` calls `finish` once its slice is parsed. */
  run(start: (finish: () => void) => void): void {
    const go = () => {
      this.busy = true;
      let finished = false;
      start(() => {
        if (finished) return;
        finished = true;
        const after = this.waiting.shift();
        if (after) after();
        else this.busy = false;
      });
    };
    if (this.busy) this.waiting.push(go);
    else go();
  }
}

/** The lane of the terminals of this page. */
export const PAGE_SLICE_LANE = new SliceLane();

export class WriteBatcher {
  private readonly queue: Piece[] = [];
  private busy = false;
  /** Bytes (not text) waiting in the queue. */
  private queuedBytes = 0;
  /** The last slice was large: output is flooding in. */
  private streaming = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly waitMs: number;
  private rate: number;
  private readonly targetMs: number;
  private readonly minBytes: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly hold: ((on: boolean) => void) | undefined;
  private readonly lane: SliceLane | undefined;
  private disposed = false;
  private readonly drawEveryMs: number;
  /** When drawing was held; null: not held. */
  private heldSince: number | null = null;

  constructor(
    private readonly term: XtermWriter,
    o: BatcherOptions = {},
  ) {
    this.targetMs = o.targetMs ?? BATCH_TARGET_MS;
    this.waitMs = o.waitMs ?? 10;
    this.minBytes = o.minBytes ?? 64 * 1024;
    this.maxBytes = o.maxBytes ?? 1024 * 1024;
    this.rate = o.initialRate ?? 16 * 1024; // 16 MB/s: low, the first slices measure it
    this.now = o.now ?? (() => performance.now());
    this.hold = o.hold;
    this.lane = o.lane;
    this.drawEveryMs = o.drawEveryMs ?? BATCH_DRAW_EVERY_MS;
  }

  write(data: Uint8Array | string, done?: () => void): void {
    this.queue.push({ data, done });
    if (typeof data !== 'string') this.queuedBytes += data.length;
    if (!this.busy) this.next();
  }

  /** Forget the timer (the terminal is going away). */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.release();
  }

  /** Lets the screen be drawn again (what changed meanwhile is drawn at the next frame). */
  private release(): void {
    if (this.heldSince === null) return;
    this.heldSince = null;
    this.hold?.(false);
  }

  private limit(): number {
    return Math.min(this.maxBytes, Math.max(this.minBytes, this.rate * this.targetMs));
  }

  /** The parse rate measured so far, in bytes per ms (for tests and the benchmark). */
  parseRate(): number {
    return this.rate;
  }

  private next(): void {
    const head = this.queue[0];
    if (!head) {
      this.busy = false;
      this.release();
      return;
    }
    // While output floods in, a slice waits (briefly) until a full slice's worth has arrived:
    // the main thread is then free to read the socket, and the screen is drawn once per slice.
    if (this.streaming && typeof head.data !== 'string' && this.queuedBytes < this.limit()) {
      this.busy = false;
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.streaming = false;
        if (!this.busy) this.next();
      }, this.waitMs);
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.busy = true;
    if (typeof head.data === 'string') {
      // Text (the console's own notes) goes in alone, in its place in the order.
      this.release();
      this.queue.shift();
      this.term.write(head.data, () => {
        head.done?.();
        this.next();
      });
      return;
    }
    const limit = this.limit();
    const taken: Piece[] = [];
    let size = 0;
    while (this.queue.length > 0) {
      const p = this.queue[0]!;
      if (typeof p.data === 'string' || (taken.length > 0 && size + p.data.length > limit)) break;
      taken.push(p);
      size += p.data.length;
      this.queuedBytes -= p.data.length;
      this.queue.shift();
    }
    const chunks = xtermChunks(taken.map((p) => p.data as Uint8Array));
    const flood = size >= this.minBytes / 2;
    if (!flood) this.release();
    else if (this.heldSince === null && this.hold && this.drawEveryMs > 0) {
      this.heldSince = this.now();
      this.hold(true);
    }
    // An empty write just before the slice: its callback runs right before xterm starts parsing
    // the slice (in the same task), so the two callbacks time the parse alone.
    // Small slices (a keystroke's echo) are not timed: they go in without it, and xterm parses
    // the first output after user input at once.
    const timed = size >= this.minBytes / 4;
    const put = (finish?: () => void) => {
      if (this.disposed) {
        // The terminal went away while this slice waited for its turn.
        finish?.();
        return;
      }
      let started: number | null = null;
      if (timed) this.term.write('', () => (started = this.now()));
      // The slice's callback goes with its last chunk (an empty write has no chunk: one is made).
      const last = chunks.pop() ?? new Uint8Array(0);
      for (const c of chunks) this.term.write(c);
      this.term.write(last, () => {
        finish?.();
        // From its first chunk to its last: when xterm paused the slice for a frame, the pause
        // counts too, so the next slices are sized smaller.
        const ms = started === null ? 0 : this.now() - started;
        if (ms >= 1) {
          // Smoothed, so one slow slice (a garbage collection) does not halve the next one.
          this.rate = this.rate * 0.6 + (size / ms) * 0.4;
        }
        this.streaming = flood;
        if (this.heldSince !== null && this.now() - this.heldSince >= this.drawEveryMs) this.release();
        for (const p of taken) p.done?.();
        this.next();
      });
    };
    if (flood && this.lane) this.lane.run(put);
    else put();
  }
}

/**
 * The pieces of a slice as xterm is given them: none over `XTERM_CHUNK` bytes (views, not copies).
 * xterm looks at the clock between the chunks it is given, never inside one: in chunks of 64 KB it
 * stops a slice that parses slower than measured (a garbage collection, costlier output) after
 * about 12 ms and goes on after a frame, where one chunk of the whole slice held the frame for all
 * of it.
 */
export function xtermChunks(pieces: readonly Uint8Array[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const d of pieces) {
    if (d.length <= XTERM_CHUNK) out.push(d);
    else for (let at = 0; at < d.length; at += XTERM_CHUNK) out.push(d.subarray(at, at + XTERM_CHUNK));
  }
  return out;
}
