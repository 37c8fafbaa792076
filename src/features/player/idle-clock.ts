// Idle skip: the clock the terminal player shows when long pauses are shortened. Every gap between
// two events (and from the start to the first, and from the last to the end) that is longer than
// the limit is played in the limit's time, as asciinema's idle_time_limit does; shorter gaps play
// as recorded. Inside a shortened gap, time runs faster in proportion, so the mapping is
// continuous and exact both ways.
//
// Two clocks, one rule: the position the player keeps, the URL's `t=`, bookmarks and search hits
// are in recording time (what anyone else's link means); the time display, the timeline and the
// jumps to 0%..90% are in shown time. Without a limit the two are the same.

/** The limits offered (ms); null: off. */
export const IDLE_LIMITS = [1000, 2000, 5000] as const;
export type IdleLimit = (typeof IDLE_LIMITS)[number];

/** A limit read from the URL: one of IDLE_LIMITS, anything else off. */
export function idleLimitOf(v: number | undefined): IdleLimit | null {
  return IDLE_LIMITS.find((l) => l === v) ?? null;
}

export class IdleClock {
  /** Breakpoints in recording time (0, every event's time, the end), and the same in shown time. */
  private readonly rec: Float64Array;
  private readonly shown: Float64Array;
  readonly durationMs: number;

  /** `times`: the events' times in recording ms, in order. */
  constructor(
    times: readonly number[],
    readonly recordingDurationMs: number,
    readonly limitMs: number | null,
  ) {
    const points = [0];
    for (const t of times) if (t > points.at(-1)! && t < recordingDurationMs) points.push(t);
    if (recordingDurationMs > points.at(-1)!) points.push(recordingDurationMs);
    this.rec = Float64Array.from(points);
    this.shown = new Float64Array(points.length);
    for (let i = 1; i < points.length; i++) {
      const gap = points[i]! - points[i - 1]!;
      this.shown[i] = this.shown[i - 1]! + (limitMs !== null && gap > limitMs ? limitMs : gap);
    }
    this.durationMs = this.shown[points.length - 1]!;
  }

  /** The last breakpoint at or before `v` in `axis`. */
  private segment(axis: Float64Array, v: number): number {
    let lo = 0;
    let hi = axis.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (axis[mid]! <= v) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private map(from: Float64Array, to: Float64Array, v: number): number {
    if (this.limitMs === null) return v;
    const last = from.length - 1;
    if (v <= 0) return 0;
    if (v >= from[last]!) return to[last]! + (v - from[last]!);
    const i = this.segment(from, v);
    const span = from[i + 1]! - from[i]!;
    return span > 0 ? to[i]! + ((v - from[i]!) * (to[i + 1]! - to[i]!)) / span : to[i]!;
  }

  /** Recording time to shown time. */
  toShown(recordingMs: number): number {
    return this.map(this.rec, this.shown, recordingMs);
  }

  /** Shown time to recording time. */
  toRecording(shownMs: number): number {
    return this.map(this.shown, this.rec, shownMs);
  }
}
