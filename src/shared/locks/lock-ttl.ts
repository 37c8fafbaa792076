// The lifetime of a new lock, as the proxy takes it: a Go duration string (`30m`, `2h`, `1h30m`,
// `1.5h`), parsed by Go's time.ParseDuration on the server, or empty for a lock that never
// expires. This backend version answers a TTL Go refuses with a 500 (`time: unknown unit "d" in
// duration "7d"`), so a form reads it first, exactly as Go does (src/shared/wire/go-duration.mjs),
// and says in the field what to write instead: nothing Go would refuse is ever sent. Shared by
// Create New Lock (src/features/locks) and the bulk lock of the lists (src/shared/bulk).
import { formatDateTime } from '@/shared/text/format';
import { MAX_DURATION_NS, parseGoDuration } from '@/shared/wire/go-duration.mjs';

export type TtlResult =
  /** `ttl` is what to send ('' = never); `ms` is the lifetime, null when it never expires. */
  { ok: true; ttl: string; ms: number | null } | { ok: false; message: string };

/** Go's largest duration (about 292 years), in milliseconds. */
export const MAX_TTL_MS = Number(MAX_DURATION_NS) / 1e6;

const EXAMPLES = 'such as 30m, 2h or 1h30m';
const NEGATIVE = 'The TTL cannot be negative. Leave it empty for a lock that never expires.';
const TOO_LONG = 'The TTL is too long (the longest is about 292 years). Leave it empty for a lock that never expires.';
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
  const parsed = parseGoDuration(text);
  if (!parsed.ok) {
    const number = parsed.number ?? '';
    switch (parsed.kind) {
      case 'unknown-unit': {
        const unit = parsed.unit ?? '';
        if (DAY_UNITS.has(unit.toLowerCase())) return { ok: false, message: dayHint(Number(number), unit.toLowerCase()) };
        return { ok: false, message: `Unknown unit “${unit}” in “${text}”: use h, m or s, ${EXAMPLES}.` };
      }
      case 'missing-unit':
        return { ok: false, message: `A unit is missing after ${number}: write one ${EXAMPLES}.` };
      case 'overflow':
        return { ok: false, message: TOO_LONG };
      default:
        return { ok: false, message: `“${text}” is not a duration: write one ${EXAMPLES}.` };
    }
  }
  if (parsed.ns < 0n) return { ok: false, message: NEGATIVE };
  if (parsed.ns < 1_000_000_000n)
    return { ok: false, message: 'The TTL must be at least one second. Leave it empty for a lock that never expires.' };
  return { ok: true, ttl: text, ms: Number(parsed.ns) / 1e6 };
}

/** The TTL field's hint: when the lock would expire, or how to write a duration. */
export function lockTtlHint(ttl: string): string {
  const parsed = parseLockTtl(ttl);
  if (!parsed.ok) return 'A duration such as 30m, 2h or 1h30m (no days: 7 days is 168h). Leave empty for a lock that never expires.';
  if (parsed.ms === null) return 'Never expires. Or type a duration such as 30m, 2h or 1h30m.';
  return `Expires about ${formatDateTime(Date.now() + parsed.ms)} (from when it is created).`;
}
