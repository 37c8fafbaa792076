// Flow control between a socket and a consumer that works asynchronously (xterm parsing output, a
// canvas drawing desktop frames, a player), with a high and a low watermark.
//
// The consumer calls back when it has finished with a write. What was handed over and not yet
// finished is "pending". The controller never lets pending exceed the high watermark: data beyond
// it waits in a queue, and the source (the transport) is paused as soon as anything waits. Once the
// consumer has worked pending down to the low watermark and the queue is empty, the source resumes.
// With a transport that applies backpressure (WebSocketStream), a source producing gigabytes costs
// the tab no more than the watermark; with a plain WebSocket the queue absorbs what the network
// already delivered, and the tab still never blocks on a huge write.
//
// Frames are bytes or text; sizes are `length` (bytes, or UTF-16 units for text). A byte or text
// stream (terminal output) may be split at the watermark; frames that are whole messages (desktop
// protocol, JSON) are passed with `split: false` and are never cut, so pending may then exceed the
// high watermark by less than one frame.

export interface FlowSink<F extends Uint8Array | string = Uint8Array> {
  /** Hand data to the consumer; it calls `done` once it is processed. */
  write(chunk: F, done: () => void): void;
}

export interface FlowOptions {
  high: number;
  low: number;
  /** Whether a frame may be cut at the watermark (true: a stream such as terminal output). */
  split?: boolean;
  /** Called when the source should stop delivering. */
  onPause?: () => void;
  /** Called when the source may deliver again. */
  onResume?: () => void;
}

export type FlowState = 'flowing' | 'paused';

export interface FlowStats {
  state: FlowState;
  pending: number;
  queued: number;
  peakPending: number;
  peakQueued: number;
  /** Units the consumer has finished processing. */
  processed: number;
  pauses: number;
}

export const DEFAULT_HIGH_WATERMARK = 1024 * 1024;
export const DEFAULT_LOW_WATERMARK = 256 * 1024;

/** Cuts a frame in two at `n`; text is never cut inside a surrogate pair (the cut moves by one). */
function cut<F extends Uint8Array | string>(frame: F, n: number): [F, F] {
  if (typeof frame !== 'string') return [frame.subarray(0, n) as F, frame.subarray(n) as F];
  const code = frame.charCodeAt(n - 1);
  const highSurrogate = code >= 0xd800 && code <= 0xdbff;
  const at = !highSurrogate ? n : n > 1 ? n - 1 : n + 1;
  return [frame.slice(0, at) as F, frame.slice(at) as F];
}

export class FlowController<F extends Uint8Array | string = Uint8Array> {
  private readonly queue: F[] = [];
  private pending = 0;
  private queued = 0;
  private peakPending = 0;
  private peakQueued = 0;
  private processed = 0;
  private pauses = 0;
  private state: FlowState = 'flowing';
  private pumping = false;
  private generation = 0;
  private readonly split: boolean;

  constructor(
    private readonly sink: FlowSink<F>,
    private readonly options: FlowOptions,
  ) {
    if (!(options.low >= 0 && options.high > options.low)) throw new RangeError('flow control needs 0 <= low < high');
    this.split = options.split ?? true;
  }

  /** Data from the source. */
  push(frame: F): void {
    if (frame.length === 0) return;
    this.queue.push(frame);
    this.queued += frame.length;
    this.peakQueued = Math.max(this.peakQueued, this.queued);
    this.pump();
  }

  /** Forget queued data and outstanding writes (a new connection starts from zero). */
  reset(): void {
    this.generation++;
    this.queue.length = 0;
    this.queued = 0;
    this.pending = 0;
    if (this.state === 'paused') {
      this.state = 'flowing';
      this.options.onResume?.();
    }
  }

  stats(): FlowStats {
    return {
      state: this.state,
      pending: this.pending,
      queued: this.queued,
      peakPending: this.peakPending,
      peakQueued: this.peakQueued,
      processed: this.processed,
      pauses: this.pauses,
    };
  }

  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queue.length > 0 && this.pending < this.options.high) {
        const head = this.queue[0]!;
        const room = this.options.high - this.pending;
        let chunk = head;
        if (head.length > room && this.split) {
          const [first, rest] = cut(head, room);
          chunk = first;
          this.queue[0] = rest;
        } else {
          this.queue.shift();
        }
        this.queued -= chunk.length;
        this.pending += chunk.length;
        this.peakPending = Math.max(this.peakPending, this.pending);
        const generation = this.generation;
        const size = chunk.length;
        this.sink.write(chunk, () => this.done(size, generation));
      }
    } finally {
      this.pumping = false;
    }
    if (this.state === 'flowing' && (this.queued > 0 || this.pending >= this.options.high)) {
      this.state = 'paused';
      this.pauses++;
      this.options.onPause?.();
    }
  }

  private done(size: number, generation: number): void {
    if (generation !== this.generation) return;
    this.pending -= size;
    this.processed += size;
    this.pump();
    if (this.state === 'paused' && this.queued === 0 && this.pending <= this.options.low) {
      this.state = 'flowing';
      this.options.onResume?.();
    }
  }
}
