// Go's time.ParseDuration, case by case: the values and error texts below are what Go gives
// (Go's own time tests and `go run` of each one).
import { describe, expect, it } from 'vitest';
import { goQuote, MAX_DURATION_NS, parseGoDuration } from './go-duration.mjs';

const S = 1_000_000_000n;
const H = 3600n * S;

describe('parseGoDuration', () => {
  it.each<[string, bigint]>([
    ['0', 0n],
    ['-0', 0n],
    ['+0', 0n],
    ['5s', 5n * S],
    ['30s', 30n * S],
    ['1478s', 1478n * S],
    ['-5s', -5n * S],
    ['+5s', 5n * S],
    ['-0s', 0n],
    ['0h', 0n],
    ['5.0s', 5n * S],
    ['5.6s', 5n * S + 600_000_000n],
    ['5.s', 5n * S],
    ['.5s', 500_000_000n],
    ['1.0s', S],
    ['1.00s', S],
    ['1.004s', S + 4_000_000n],
    ['100.00100s', 100n * S + 1_000_000n],
    ['10ns', 10n],
    ['11us', 11_000n],
    ['12\u00b5s', 12_000n], // µ (micro sign)
    ['12\u03bcs', 12_000n], // μ (Greek mu)
    ['13ms', 13_000_000n],
    ['14s', 14n * S],
    ['15m', 15n * 60n * S],
    ['16h', 16n * H],
    ['3h30m', 3n * H + 30n * 60n * S],
    ['2h45m', 2n * H + 45n * 60n * S],
    ['1h30m', 90n * 60n * S],
    ['1.5h', 90n * 60n * S],
    ['10.5s4m', 4n * 60n * S + 10n * S + 500_000_000n],
    ['-2m3.4s', -(2n * 60n * S + 3n * S + 400_000_000n)],
    ['1h2m3s4ms5us6ns', H + 2n * 60n * S + 3n * S + 4_000_000n + 5_000n + 6n],
    ['39h9m14.425s', 39n * H + 9n * 60n * S + 14n * S + 425_000_000n],
    ['52763797000ns', 52_763_797_000n],
    ['0.3333333333333333333h', 20n * 60n * S],
    ['9007199254740993ns', 9_007_199_254_740_993n], // past 2^53: exact, as an int64 is
    ['9223372036854775807ns', MAX_DURATION_NS],
    ['9223372036854775.807us', MAX_DURATION_NS],
    ['9223372036s854ms775us807ns', MAX_DURATION_NS],
    ['-9223372036854775808ns', -(1n << 63n)],
    ['-9223372036854775.808us', -(1n << 63n)],
    ['0.100000000000000000000h', 6n * 60n * S], // digits past an int64 are dropped
    ['0.830103483285477580700h', 49n * 60n * S + 48n * S + 372_539_827n],
    ['2562047h', 2_562_047n * H],
  ])('reads %s', (input, ns) => {
    expect(parseGoDuration(input)).toEqual({ ok: true, ns });
  });

  it.each<[string, string]>([
    ['', 'time: invalid duration ""'],
    ['3', 'time: missing unit in duration "3"'],
    ['30', 'time: missing unit in duration "30"'],
    ['-', 'time: invalid duration "-"'],
    ['+', 'time: invalid duration "+"'],
    ['s', 'time: invalid duration "s"'],
    ['.', 'time: invalid duration "."'],
    ['-.', 'time: invalid duration "-."'],
    ['.s', 'time: invalid duration ".s"'],
    ['+.s', 'time: invalid duration "+.s"'],
    ['1d', 'time: unknown unit "d" in duration "1d"'],
    ['7d', 'time: unknown unit "d" in duration "7d"'],
    ['2days', 'time: unknown unit "days" in duration "2days"'],
    ['1w', 'time: unknown unit "w" in duration "1w"'],
    ['5M', 'time: unknown unit "M" in duration "5M"'],
    ['1H', 'time: unknown unit "H" in duration "1H"'],
    ['2hours', 'time: unknown unit "hours" in duration "2hours"'],
    ['1h 30m', 'time: unknown unit "h " in duration "1h 30m"'],
    [' 2h', 'time: invalid duration " 2h"'],
    ['1h-30m', 'time: unknown unit "h-" in duration "1h-30m"'],
    ['1..5h', 'time: missing unit in duration "1..5h"'],
    ['1e3h', 'time: unknown unit "e" in duration "1e3h"'],
    ['00', 'time: missing unit in duration "00"'],
    ['never', 'time: invalid duration "never"'],
    ['3000000h', 'time: invalid duration "3000000h"'],
    ['2562048h', 'time: invalid duration "2562048h"'],
    ['9223372036854775808ns', 'time: invalid duration "9223372036854775808ns"'],
    ['9223372036854775807ns1ns', 'time: invalid duration "9223372036854775807ns1ns"'],
    ['-9223372036854775809ns', 'time: invalid duration "-9223372036854775809ns"'],
    ['99999999999999999999s', 'time: invalid duration "99999999999999999999s"'],
    ['3\u65e5', 'time: unknown unit "\\xe6\\x97\\xa5" in duration "3\\xe6\\x97\\xa5"'],
    ['1"s', 'time: unknown unit "\\"s" in duration "1\\"s"'],
  ])('refuses %j in Go’s words', (input, error) => {
    expect(parseGoDuration(input)).toMatchObject({ ok: false, error });
  });

  it('says which error it is, with the number and the unit', () => {
    expect(parseGoDuration('7d')).toEqual({
      ok: false,
      error: 'time: unknown unit "d" in duration "7d"',
      kind: 'unknown-unit',
      number: '7',
      unit: 'd',
    });
    expect(parseGoDuration('1h1.5')).toMatchObject({ kind: 'missing-unit', number: '1.5' });
    expect(parseGoDuration('soon')).toMatchObject({ kind: 'invalid' });
    expect(parseGoDuration('3000000h')).toMatchObject({ kind: 'overflow' });
  });

  it('quotes as Go’s time package does', () => {
    expect(goQuote('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(goQuote('\u00b5\t')).toBe('"\\xc2\\xb5\\x09"');
  });
});
