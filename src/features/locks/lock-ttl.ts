// The lifetime of a new lock, as the proxy takes it: a Go duration string (`30m`, `2h`, `1h30m`,
// `1.5h`), parsed by Go's time.ParseDuration on the server, or empty for a lock that never
// expires. Go knows no day unit ('7d' fails there with `unknown unit "d"`), so this module says
// what to write instead rather than sending something the server will refuse.

export type TtlResult =
  /** `ttl` is what to send ('' = never); `ms` is the lifetime, null when it never expires. */
  { ok: true; ttl: string; ms: number | null } | { ok: false; message: string };

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's largest duration (about 292 years), in milliseconds. */
export const MAX_TTL_MS = 9_223_372_036_854.775;

const EXAMPLES = 'such as 30m, 2h or 1h30m';
const DAY_UNITS = new Set(['d', 'day', 'days', 'w', 'wk', 'week', 'weeks']);

function dayHint(amount: number, unit: string): string {
  const days = unit.startsWith('w') ? amount * 7 : amount;
  const hours = Math.round(days * 24 * 1000) / 1000;
  return `Days and weeks are not accepted: write ${hours}h for ${days} ${days === 1 ? 'day' : 'days'}.`;
}

export function parseLockTtl(input: string): TtlResult {
  const text = input.trim();
  if (text === '') return { ok: true, ttl: '', ms: null };
  if (/\s/.test(text)) return { ok: false, message: `Write the duration without spaces, ${EXAMPLES}.` };
  if (text.startsWith('-')) return { ok: false, message: 'The TTL cannot be negative. Leave it empty for a lock that never expires.' };
  let rest = text.startsWith('+') ? text.slice(1) : text;
  if (rest === '') return { ok: false, message: `“${text}” is not a duration: write one ${EXAMPLES}.` };
  let total = 0;
  while (rest !== '') {
    const part = /^(\d+\.?\d*|\.\d+)([^\d.]*)/.exec(rest);
    if (!part) return { ok: false, message: `“${text}” is not a duration: write one ${EXAMPLES}.` };
    const amount = Number(part[1]);
    const unit = part[2] ?? '';
    if (unit === '') {
      if (text === '0') break; // Go's one unit-less duration; refused as zero below.
      return { ok: false, message: `A unit is missing after ${part[1]}: write one ${EXAMPLES}.` };
    }
    const factor = UNIT_MS[unit];
    if (factor === undefined) {
      if (DAY_UNITS.has(unit.toLowerCase())) return { ok: false, message: dayHint(amount, unit.toLowerCase()) };
      return { ok: false, message: `Unknown unit “${unit}” in “${text}”: use h, m or s, ${EXAMPLES}.` };
    }
    total += amount * factor;
    rest = rest.slice(part[0].length);
  }
  if (total > MAX_TTL_MS)
    return { ok: false, message: 'The TTL is too long (the longest is about 292 years). Leave it empty for a lock that never expires.' };
  if (total < 1000) return { ok: false, message: 'The TTL must be at least one second. Leave it empty for a lock that never expires.' };
  return { ok: true, ttl: text, ms: total };
}
