// @vitest-environment node
// The URL search schemas parse as 'zod/mini' did: the same schema built with both, run on the
// same good, missing and hostile values, gives the same outcome, value and keys.
import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import * as u from './url-schema';

const VALUES: unknown[] = [
  undefined,
  null,
  '',
  '  web  ',
  'x'.repeat(30),
  'b',
  0,
  12,
  -1,
  2.5,
  NaN,
  Infinity,
  true,
  false,
  [],
  ['a', 1],
  {},
  { a: 1 },
];

/** Each pair builds one schema with zod/mini and with url-schema. */
const PAIRS: Array<[string, (z: typeof u) => u.AnySchema, (z: typeof zm) => zm.ZodMiniType]> = [
  ['string', (z) => z.string(), (z) => z.string()],
  ['number', (z) => z.number(), (z) => z.number()],
  ['boolean', (z) => z.boolean(), (z) => z.boolean()],
  ['enum', (z) => z.enum(['a', 'b']), (z) => z.enum(['a', 'b'])],
  ['array', (z) => z.array(z.string()), (z) => z.array(z.string())],
  ['union', (z) => z.union([z.string(), z.number()]), (z) => z.union([z.string(), z.number()])],
  ['optional', (z) => z.optional(z.string()), (z) => z.optional(z.string())],
  ['catch', (z) => z.catch(z.optional(z.number()), undefined), (z) => z.catch(z.optional(z.number()), undefined)],
  [
    'pipe',
    (z) =>
      z.pipe(
        z.string(),
        z.transform((s) => s.length),
      ),
    (z) =>
      z.pipe(
        z.string(),
        z.transform((s) => s.length),
      ),
  ],
  [
    'checks',
    (z) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(5))), undefined),
    (z) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(5))), undefined),
  ],
  [
    'object',
    (z) =>
      z.object({
        // optional both ways: left out when missing
        safe: z.catch(
          z.optional(
            z.pipe(
              z.union([z.string(), z.number()]),
              z.transform((v) => String(v) || undefined),
            ),
          ),
          undefined,
        ),
        // optional in only (a transform last): the key is kept, undefined
        piped: z.pipe(
          z.catch(z.optional(z.string()), undefined),
          z.transform((s) => s?.slice(0, 3) || undefined),
        ),
        flag: z.optional(
          z.pipe(
            z.unknown(),
            z.transform((v) => (v === true || v === 'true' ? true : undefined)),
          ),
        ),
        // required
        kind: z.enum(['a', 'b']),
      }),
    (z) =>
      z.object({
        safe: z.catch(
          z.optional(
            z.pipe(
              z.union([z.string(), z.number()]),
              z.transform((v) => String(v) || undefined),
            ),
          ),
          undefined,
        ),
        piped: z.pipe(
          z.catch(z.optional(z.string()), undefined),
          z.transform((s) => s?.slice(0, 3) || undefined),
        ),
        flag: z.optional(
          z.pipe(
            z.unknown(),
            z.transform((v) => (v === true || v === 'true' ? true : undefined)),
          ),
        ),
        kind: z.enum(['a', 'b']),
      }),
  ],
];

/** Outcome, value and (for objects) the keys present, as comparable data. */
function outcome(result: { success: boolean; data?: unknown }) {
  if (!result.success) return { ok: false };
  const data = result.data;
  const keys = data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data).sort() : null;
  return { ok: true, data, keys };
}

describe('url-schema', () => {
  for (const [name, ours, theirs] of PAIRS) {
    it(`${name} parses as zod/mini`, () => {
      const a = ours(u);
      const b = theirs(zm);
      const inputs =
        name === 'object'
          ? [
              ...VALUES,
              ...VALUES.map((v) => ({ safe: v, piped: v, flag: v, kind: 'a' })),
              ...VALUES.map((v) => ({ kind: v })),
              { kind: 'b', other: 1 },
            ]
          : VALUES;
      for (const value of inputs) expect(outcome(a.safeParse(value)), JSON.stringify(value)).toEqual(outcome(b.safeParse(value)));
    });
  }

  it('parse throws what safeParse refuses, and validates as a Standard Schema', () => {
    const schema = u.object({ kind: u.enum(['a']) });
    expect(() => schema.parse({ kind: 'z' })).toThrow(/kind/);
    expect(schema['~standard'].validate({ kind: 'a' })).toEqual({ value: { kind: 'a' } });
    expect(schema['~standard'].validate({})).toHaveProperty('issues');
  });

  it('keeps metadata per schema and extends an object', () => {
    const meta = u.registry<string>();
    const field = u.string().register(meta, 'text');
    const base = u.object({ a: field });
    expect(meta.get(base.shape.a)).toBe('text');
    expect(meta.get(u.string())).toBeUndefined();
    expect(Object.keys(u.extend(base, { b: u.optional(u.number()) }).shape)).toEqual(['a', 'b']);
  });
});
