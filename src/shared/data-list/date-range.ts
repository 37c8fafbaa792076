// The date range of a list over time (the audit log, recordings): a preset relative to now
// (last 15 minutes, hour, 24 hours, 7 or 30 days) or a custom from/to. In the URL a preset is
// `range=1h` (the default preset writes nothing) and a custom range is `from=<ISO>&to=<ISO>`;
// what the page queries is always a concrete from/to, resolved here against a clock.

export const RANGE_PRESETS = ['15m', '1h', '24h', '7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PRESET_SPAN_MS: Readonly<Record<RangePreset, number>> = {
  '15m': 15 * MINUTE,
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
};

export const PRESET_LABELS: Readonly<Record<RangePreset, string>> = {
  '15m': 'Last 15 minutes',
  '1h': 'Last hour',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export interface DateRangeOptions {
  /** The range of a plain link. */
  defaultPreset: RangePreset;
  /** Longest custom range accepted, in days (a longer one from the URL gives the default). */
  maxSpanDays?: number;
}

export interface ResolvedRange {
  choice: RangeChoice;
  /** ISO instants, from < to. */
  from: string;
  to: string;
}

export function isRangePreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (RANGE_PRESETS as readonly string[]).includes(value);
}

// A full ISO 8601 instant with a zone: what the range picker writes (Date#toISOString) and what
// a person may type. Local times without a zone are ambiguous in a shared link: refused.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant in its canonical form (UTC, milliseconds), or undefined when it is not one. */
export function parseInstant(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 40 || !INSTANT.test(value)) return undefined;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return undefined;
  return new Date(time).toISOString();
}

/** The from/to of a preset ending at `now`. */
export function presetRange(preset: RangePreset, now: number): ResolvedRange {
  return { choice: preset, from: new Date(now - PRESET_SPAN_MS[preset]).toISOString(), to: new Date(now).toISOString() };
}

/** A custom range, when both ends are instants, in order, and not longer than allowed. */
export function customRange(from: unknown, to: unknown, options: DateRangeOptions): ResolvedRange | null {
  const f = parseInstant(from);
  const t = parseInstant(to);
  if (!f || !t) return null;
  const span = Date.parse(t) - Date.parse(f);
  if (span <= 0) return null;
  if (options.maxSpanDays !== undefined && span > options.maxSpanDays * DAY) return null;
  return { choice: 'custom', from: f, to: t };
}

/** What the URL's range keys mean at `now`: a valid custom range, else the preset, else the default. */
export function resolveRange(
  search: { range?: unknown; from?: unknown; to?: unknown },
  options: DateRangeOptions,
  now: number,
): ResolvedRange {
  const custom = customRange(search.from, search.to, options);
  if (custom) return custom;
  return presetRange(isRangePreset(search.range) ? search.range : options.defaultPreset, now);
}
