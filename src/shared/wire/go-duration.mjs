// @ts-check
/**
 * Go's duration strings (`30m`, `2h45m`, `1.5h`, `-90s`), read exactly as Go's time.ParseDuration
 * reads them: the same grammar `[-+]?([0-9]*(\.[0-9]*)?[a-z]+)+` (or a bare `0`), the same units
 * (ns, us, µs, μs, ms, s, m, h; no days), the same int64 nanosecond range and the same error text,
 * word for word (`time: unknown unit "d" in duration "7d"`). The lock TTL is one (the proxy parses
 * it with time.ParseDuration). Shared by the browser (src/features/locks) and the embedded default
 * (mocks/api/mock-store.mjs). Types in go-duration.d.mts; no dependencies.
 */

const MICRO = 1000n;
/** Nanoseconds of each unit Go knows. */
const UNITS = new Map([
  ['ns', 1n],
  ['us', MICRO],
  ['\u00b5s', MICRO], // µ, the micro sign
  ['\u03bcs', MICRO], // μ, the Greek letter mu
  ['ms', 1_000_000n],
  ['s', 1_000_000_000n],
  ['m', 60_000_000_000n],
  ['h', 3_600_000_000_000n],
]);

const TWO_63 = 1n << 63n;
/** The longest duration Go has (int64 nanoseconds, about 292 years). */
export const MAX_DURATION_NS = TWO_63 - 1n;

const isDigit = (/** @type {string | undefined} */ c) => c !== undefined && c >= '0' && c <= '9';

/**
 * A string in double quotes as Go's time package quotes it in errors: `"` and `\` escaped, every
 * byte of a non-ASCII or control character as `\xNN`.
 * @param {string} s
 */
export function goQuote(s) {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x80 || code < 0x20) {
      for (const byte of new TextEncoder().encode(ch)) out += `\\x${byte.toString(16).padStart(2, '0')}`;
    } else out += ch === '"' || ch === '\\' ? `\\${ch}` : ch;
  }
  return `${out}"`;
}

/**
 * @typedef {{ ok: true, ns: bigint }} GoDurationOk
 * @typedef {{ ok: false, error: string, kind: 'invalid' | 'overflow' | 'missing-unit' | 'unknown-unit', number?: string, unit?: string }} GoDurationError
 */

/**
 * Reads a Go duration: its nanoseconds (a bigint, as Go's int64), or Go's error. `kind` says which
 * error it is ('overflow' is Go's `invalid duration` for a number out of range); `number` is the
 * number before a missing or unknown unit, `unit` the unknown unit.
 * @param {string} input
 * @returns {GoDurationOk | GoDurationError}
 */
export function parseGoDuration(input) {
  const quoted = goQuote(input);
  /** @param {'invalid' | 'overflow'} kind @returns {GoDurationError} */
  const invalid = (kind = 'invalid') => ({ ok: false, error: `time: invalid duration ${quoted}`, kind });
  let s = input;
  let neg = false;
  if (s !== '' && (s[0] === '-' || s[0] === '+')) {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  // Special case: a bare 0 (signed or not) needs no unit.
  if (s === '0') return { ok: true, ns: 0n };
  if (s === '') return invalid();
  let d = 0n;
  while (s !== '') {
    // The next character must be [0-9.].
    if (!(s[0] === '.' || isDigit(s[0]))) return invalid();
    // [0-9]*
    let i = 0;
    let v = 0n;
    for (; isDigit(s[i]); i++) {
      if (v > TWO_63 / 10n) return invalid('overflow');
      v = v * 10n + BigInt(s.charCodeAt(i) - 48);
      if (v > TWO_63) return invalid('overflow');
    }
    const pre = i > 0;
    // (\.[0-9]*)?: digits past what an int64 holds are dropped, as Go drops them.
    let f = 0n;
    let scale = 1;
    let post = false;
    if (s[i] === '.') {
      i++;
      let overflow = false;
      for (; isDigit(s[i]); i++) {
        post = true;
        if (overflow) continue;
        if (f > MAX_DURATION_NS / 10n) {
          overflow = true;
          continue;
        }
        const y = f * 10n + BigInt(s.charCodeAt(i) - 48);
        if (y > TWO_63) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
    }
    // No digits at all (".s", "-.s").
    if (!pre && !post) return invalid();
    const number = s.slice(0, i);
    s = s.slice(i);
    // The unit: everything up to the next '.' or digit.
    let u = 0;
    while (u < s.length && s[u] !== '.' && !isDigit(s[u])) u++;
    if (u === 0) return { ok: false, error: `time: missing unit in duration ${quoted}`, kind: 'missing-unit', number };
    const unitText = s.slice(0, u);
    s = s.slice(u);
    const unit = UNITS.get(unitText);
    if (unit === undefined) {
      return {
        ok: false,
        error: `time: unknown unit ${goQuote(unitText)} in duration ${quoted}`,
        kind: 'unknown-unit',
        number,
        unit: unitText,
      };
    }
    if (v > TWO_63 / unit) return invalid('overflow');
    v *= unit;
    if (f > 0n) {
      // float64, as Go computes it, to be nanosecond accurate for fractions of hours.
      v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)));
      if (v > TWO_63) return invalid('overflow');
    }
    d += v;
    if (d > TWO_63) return invalid('overflow');
  }
  if (neg) return { ok: true, ns: -d };
  if (d > MAX_DURATION_NS) return invalid('overflow');
  return { ok: true, ns: d };
}
