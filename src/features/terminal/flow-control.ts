// Flow control between the socket and xterm, with a high and a low watermark.
//
// xterm parses writes asynchronously and calls back when a write is done. Bytes handed to xterm
// and not yet parsed are "pending". The controller never lets pending exceed the high
// watermark: output beyond it waits in a queue (split at the watermark if need be; xterm copes
// with UTF-8 sequences split across writes), and the socket is paused as soon as anything waits.
// Once xterm has worked pending down to the low watermark and the queue is empty, the socket
// resumes. With a paused socket that applies backpressure (WebSocketStream), a command printing
// gigabytes costs the tab no more than the watermark; with a plain WebSocket the queue absorbs
// what the network already delivered, and the tab still never blocks on a huge write.

export interface FlowSink {
  /** Hand bytes to the terminal; call `done` once they are processed. */
  write(chunk: Uint8Array, done: () => void): void;
}

export interface FlowOptions {
  high: number;
  low: number;
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
  /** Bytes the terminal has finished processing. */
  processed: number;
  pauses: number;
}

export const DEFAULT_HIGH_WATERMARK = 1024 * 1024;
export const DEFAULT_LOW_WATERMARK = 256 * 1024;

export class FlowController {
  private readonly queue: Uint8Array[] = [];
  private pending = 0;
  private queued = 0;
  private peakPending = 0;
  private peakQueued = 0;
  private processed = 0;
  private pauses = 0;
  private state: FlowState = 'flowing';
  private pumping = false;
  private generation = 0;

  constructor(
    private readonly sink: FlowSink,
    private readonly options: FlowOptions,
  ) {
    if (!(options.low >= 0 && options.high > options.low)) throw new RangeError('flow control needs 0 <= low < high');
  }

  /** Output from the socket. */
  push(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.queue.push(bytes);
    this.queued += bytes.length;
    this.peakQueued = Math.max(this.peakQueued, this.queued);
    this.pump();
  }

  /** Forget queued output and outstanding writes (a new connection starts from zero). */
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
        if (head.length > room) {
          chunk = head.subarray(0, room);
          this.queue[0] = head.subarray(room);
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
