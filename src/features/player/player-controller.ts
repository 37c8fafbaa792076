// Playback of a loaded recording into a visible terminal: play, pause, speed, seek. A seek
// rebuilds the screen from the latest checkpoint (built in the background in a headless
// terminal) plus the frames after it; a short step forward just writes the frames in between.
// The position is in recording time; with idle skip on, playback runs on the shortened clock
// (idle-clock.ts) and converts back.
import type { PlayerSpeed } from '@/shared/sessions/player-controls';
import { createHeadlessTerminal } from './headless-terminal';
import { IdleClock, type IdleLimit } from './idle-clock';
import { buildCheckpoints, CHECKPOINT_BYTES, planSeek, type Checkpoint, type Timeline } from './replay-engine';

/** The visible terminal as the controller uses it (xterm's Terminal fits). */
export interface ScreenTerminal {
  write(data: Uint8Array | string, done?: () => void): void;
  resize(cols: number, rows: number): void;
  reset(): void;
}

/** One of the players' speeds (the shared control bar's list). */
export type Speed = PlayerSpeed;

export interface PlayerState {
  playing: boolean;
  speed: Speed;
  /** In recording time. */
  positionMs: number;
  /** Idle skip: gaps longer than this many ms are shortened to it; null: off. */
  idleLimitMs: IdleLimit | null;
  /** The clock shown (shortened gaps with idle skip on). */
  clock: IdleClock;
  /** Checkpoints built so far, of how many. */
  indexed: number;
  indexTotal: number;
  size: { cols: number; rows: number };
}

export class PlayerController {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private term: ScreenTerminal | null = null;
  private played = 0; // frames written to the screen
  private checkpoints: Checkpoint[] = [];
  private frame = 0;
  private lastTick = 0;
  private readonly abort = new AbortController();
  private readonly times: number[];

  constructor(
    private readonly timeline: Timeline,
    private readonly bytes: Uint8Array,
    startMs = 0,
    idleLimitMs: IdleLimit | null = null,
  ) {
    const total = timeline.checkpointPlan().length;
    this.times = timeline.frames.map((f) => f.ms);
    this.state = {
      playing: false,
      speed: 1,
      positionMs: Math.min(Math.max(0, startMs), timeline.durationMs),
      idleLimitMs,
      clock: new IdleClock(this.times, timeline.durationMs, idleLimitMs),
      indexed: 0,
      indexTotal: total,
      size: timeline.recording.initialSize,
    };
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getState = () => this.state;

  private set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }

  /** Attaches the screen and shows the start position; starts building checkpoints. */
  attach(term: ScreenTerminal): Promise<void> {
    this.term = term;
    const shown = this.seek(this.state.positionMs);
    void this.buildIndex();
    return shown;
  }

  private async buildIndex() {
    if (this.state.indexTotal === 0) return;
    const headless = createHeadlessTerminal(this.timeline.recording.initialSize);
    try {
      await buildCheckpoints(this.timeline, this.bytes, headless, {
        every: CHECKPOINT_BYTES,
        signal: this.abort.signal,
        pause: () => new Promise((r) => setTimeout(r, 0)),
        onCheckpoint: (c, done) => {
          this.checkpoints.push(c);
          this.set({ indexed: done });
        },
      });
    } finally {
      headless.dispose();
    }
  }

  dispose() {
    this.abort.abort();
    cancelAnimationFrame(this.frame);
    this.term = null;
  }

  play() {
    if (this.state.playing) return;
    if (this.state.positionMs >= this.timeline.durationMs) void this.seek(0);
    this.lastTick = performance.now();
    this.set({ playing: true });
    this.frame = requestAnimationFrame(this.tick);
  }

  pause() {
    if (!this.state.playing) return;
    cancelAnimationFrame(this.frame);
    this.set({ playing: false });
  }

  toggle() {
    if (this.state.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: Speed) {
    this.set({ speed });
  }

  setIdleLimit(idleLimitMs: IdleLimit | null) {
    if (idleLimitMs === this.state.idleLimitMs) return;
    this.set({ idleLimitMs, clock: new IdleClock(this.times, this.timeline.durationMs, idleLimitMs) });
  }

  /** Pauses and shows one output event later (+1) or earlier (-1); false when there is none. */
  step(direction: -1 | 1): boolean {
    const at = this.state.positionMs;
    const to = direction > 0 ? this.timeline.nextOutputMs(at) : this.timeline.previousOutputMs(at);
    this.pause();
    if (to === null) return false;
    void this.seek(to);
    return true;
  }

  private tick = (now: number) => {
    if (!this.state.playing) return;
    const { clock, positionMs, speed } = this.state;
    const shown = clock.toShown(positionMs) + (now - this.lastTick) * speed;
    const next = Math.min(this.timeline.durationMs, Math.max(positionMs, clock.toRecording(shown)));
    this.lastTick = now;
    this.advanceTo(next);
    if (next >= this.timeline.durationMs) this.set({ playing: false, positionMs: next });
    else {
      this.set({ positionMs: next });
      this.frame = requestAnimationFrame(this.tick);
    }
  };

  private advanceTo(ms: number) {
    const to = this.timeline.countAt(ms);
    if (to > this.played && this.term) {
      this.timeline.apply(this.sink(), this.bytes, this.played, to);
      this.played = to;
    }
  }

  private sink() {
    const term = this.term!;
    return {
      write: (d: Uint8Array | string) => term.write(d),
      resize: (cols: number, rows: number) => {
        term.resize(cols, rows);
        this.set({ size: { cols, rows } });
      },
    };
  }

  /** Shows the screen at `ms`; resolves once the terminal has taken every byte of it. */
  seek(ms: number): Promise<void> {
    const target = Math.min(Math.max(0, ms), this.timeline.durationMs);
    const term = this.term;
    this.set({ positionMs: target });
    this.lastTick = performance.now();
    if (!term) return Promise.resolve();
    const to = this.timeline.countAt(target);
    const ahead = this.timeline.offsetAfter(to) - this.timeline.offsetAfter(this.played);
    if (to >= this.played && ahead <= CHECKPOINT_BYTES && this.played > 0) {
      this.timeline.apply(this.sink(), this.bytes, this.played, to);
    } else {
      const plan = planSeek(this.timeline, this.checkpoints, target);
      const size = plan.checkpoint?.size ?? this.timeline.recording.initialSize;
      term.reset();
      term.resize(size.cols, size.rows);
      this.set({ size });
      if (plan.checkpoint) term.write(plan.checkpoint.snapshot);
      this.timeline.apply(this.sink(), this.bytes, plan.from, to);
    }
    this.played = to;
    return new Promise((resolve) => term.write('', resolve));
  }
}
