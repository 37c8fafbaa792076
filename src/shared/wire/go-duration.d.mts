/** Types for go-duration.mjs (the JS file is the source of truth). */
export declare const MAX_DURATION_NS: bigint;
export declare function goQuote(s: string): string;
export interface GoDurationOk {
  ok: true;
  /** Nanoseconds, as Go's int64. */
  ns: bigint;
}
export interface GoDurationError {
  ok: false;
  /** Go's own words, e.g. `time: unknown unit "d" in duration "7d"`. */
  error: string;
  /** 'overflow' is Go's `invalid duration` for a number out of range. */
  kind: 'invalid' | 'overflow' | 'missing-unit' | 'unknown-unit';
  /** The number before a missing or unknown unit. */
  number?: string;
  /** The unknown unit. */
  unit?: string;
}
export declare function parseGoDuration(input: string): GoDurationOk | GoDurationError;
