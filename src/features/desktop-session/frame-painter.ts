// Paints the desktop's PNG frames onto the canvas in the order they came, although each is
// decoded off the main thread (createImageBitmap) and decodes may finish in any order. Every frame
// is kept (they are partial updates: dropping one leaves a stale patch); when the painter falls
// behind, all the frames decoded by the time it runs are painted in that one pass.

export interface FrameRect {
  left: number;
  top: number;
  data: Uint8Array;
}

export interface FramePainterOptions<B> {
  /** Decode one PNG (off the main thread in the browser). */
  decode(png: Uint8Array): Promise<B>;
  draw(bitmap: B, left: number, top: number): void;
  /** Free a decoded frame once painted or dropped. */
  release?(bitmap: B): void;
  /** Run `flush` before the next paint (requestAnimationFrame in the browser). */
  schedule(flush: () => void): void;
  /** A frame did not decode: the picture can no longer be trusted. */
  onError(error: Error): void;
  /** After a pass painted `count` frames (the benchmark times input to paint with it). */
  onPainted?(count: number): void;
}

interface Slot<B> {
  left: number;
  top: number;
  bitmap: B | null;
  done: boolean;
}

export interface PainterStats {
  received: number;
  painted: number;
  /** Frames waiting to be decoded or painted. */
  pending: number;
  /** Paint passes (one per scheduled flush that painted something). */
  passes: number;
  /** When the latest frame was painted (performance.now()), null before. */
  lastPaintAt: number | null;
}

export class FramePainter<B> {
  private queue: Slot<B>[] = [];
  private generation = 0;
  private scheduled = false;
  private failed = false;
  private counts = { received: 0, painted: 0, passes: 0, lastPaintAt: null as number | null };

  constructor(
    private readonly o: FramePainterOptions<B>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A frame arrived: its decode starts now, its paint waits for the frames before it. */
  push(frame: FrameRect): void {
    if (this.failed) return;
    const slot: Slot<B> = { left: frame.left, top: frame.top, bitmap: null, done: false };
    const generation = this.generation;
    this.queue.push(slot);
    this.counts.received++;
    let decoding: Promise<B>;
    try {
      decoding = this.o.decode(frame.data);
    } catch (error) {
      decoding = Promise.reject(error);
    }
    decoding.then(
      (bitmap) => {
        if (generation !== this.generation) return this.o.release?.(bitmap);
        slot.bitmap = bitmap;
        slot.done = true;
        if (this.queue[0] === slot) this.requestFlush();
      },
      () => {
        if (generation !== this.generation || this.failed) return;
        this.failed = true;
        this.drop();
        this.o.onError(new Error('A frame of the desktop could not be decoded: the picture may be wrong.'));
      },
    );
  }

  /** Forget every frame not yet painted (a new connection, or the page goes away). */
  reset(): void {
    this.generation++;
    this.failed = false;
    this.drop();
  }

  stats(): PainterStats {
    return { ...this.counts, pending: this.queue.length };
  }

  private drop(): void {
    for (const slot of this.queue) if (slot.bitmap !== null) this.o.release?.(slot.bitmap);
    this.queue = [];
  }

  private requestFlush(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const generation = this.generation;
    this.o.schedule(() => {
      this.scheduled = false;
      if (generation === this.generation) this.flush();
      else if (this.queue[0]?.done) this.requestFlush();
    });
  }

  private flush(): void {
    let painted = 0;
    while (this.queue.length > 0 && this.queue[0]!.done) {
      const slot = this.queue.shift()!;
      this.o.draw(slot.bitmap as B, slot.left, slot.top);
      this.o.release?.(slot.bitmap as B);
      painted++;
    }
    if (painted === 0) return;
    this.counts.painted += painted;
    this.counts.passes++;
    this.counts.lastPaintAt = this.now();
    this.o.onPainted?.(painted);
  }
}
