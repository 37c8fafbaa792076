// The schemas of the routes' URL search (`validateSearch`), in a few hundred bytes instead of zod.
// Route files are part of the first load (the router matches every URL), and zod, even its
// tree-shaken 'zod/mini' build, put ~15 KB (gzip) of the library into it that no first screen
// needs: zod stays in the chunks that check answers against the contract (src/api/gen/zod.ts),
// loaded after the first screen. The functions here are the sliver of 'zod/mini' the search
// schemas use, with its names, its types and its rules for a missing or failing key (see
// `object`), so a schema reads as it did:
//
//   import * as z from '@/platform/url-schema';
//   validateSearch: z.object({ mode: z.catch(z.optional(z.enum(MODES)), undefined) })
//
// A route validates with the Standard Schema interface (`~standard`), as it did with zod. Answers
// of the backend are checked with zod, never with this.

export interface Issue {
  readonly path: PropertyKey[];
  readonly message: string;
}

interface Run {
  value: unknown;
  issues: Issue[];
}

/** Absence allowed (as input) or passed on (as output): zod's `optin` / `optout`. */
type Absence = 'optional' | undefined;

/** A schema taking an `I` to an `O`. */
export interface Schema<O = unknown, I = O> {
  readonly optin: Absence;
  readonly optout: Absence;
  /** Runs the schema on `value` (the issues empty when it conforms). */
  run(value: unknown): Run;
  /** The value, or throws when it does not conform. */
  parse(value: unknown): O;
  safeParse(value: unknown): { success: true; data: O } | { success: false; error: { issues: Issue[] } };
  /** Records `meta` for this schema in `registry`; returns the schema. */
  register<M>(registry: Registry<M>, meta: M): this;
  /** Adds checks run on the value after the schema's own (string checks: trim, maxLength). */
  check(...checks: Array<Check<O>>): this;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'url-schema';
    validate(value: unknown): { value: O; issues?: undefined } | { issues: Issue[] };
    readonly types?: { readonly input: I; readonly output: O };
  };
}

/** A schema whose key may be missing in the input / output of an object (zod's optin/optout). */
interface OptionalIn {
  readonly optin: 'optional';
}
interface OptionalOut {
  readonly optout: 'optional';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, whatever it takes
export type AnySchema = Schema<any, any>;
export type output<S> = S extends Schema<infer O, unknown> ? O : never;
export type input<S> = S extends Schema<unknown, infer I> ? I : never;

type Flat<T> = { [K in keyof T]: T[K] } & {};
export type Shape = Record<string, AnySchema>;
type ObjectOutput<S extends Shape> = Flat<
  { -readonly [K in keyof S as S[K] extends OptionalOut ? never : K]: output<S[K]> } & {
    -readonly [K in keyof S as S[K] extends OptionalOut ? K : never]?: output<S[K]>;
  }
>;
type ObjectInput<S extends Shape> = Flat<
  { -readonly [K in keyof S as S[K] extends OptionalIn ? never : K]: input<S[K]> } & {
    -readonly [K in keyof S as S[K] extends OptionalIn ? K : never]?: input<S[K]>;
  }
>;

export interface ObjectSchema<S extends Shape> extends Schema<ObjectOutput<S>, ObjectInput<S>> {
  readonly shape: S;
}

/** A check of a value: an issue message when it fails, or a new value (an overwrite). */
export type Check<T> = (value: T) => { issue: string } | { value: T } | undefined;

export interface Registry<M> {
  add(schema: AnySchema, meta: M): void;
  get(schema: AnySchema): M | undefined;
  has(schema: AnySchema): boolean;
}

export class SearchSchemaError extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues.map((i) => `${i.path.map(String).join('.') || '(value)'}: ${i.message}`).join('; '));
    this.name = 'SearchSchemaError';
  }
}

const ok = (value: unknown): Run => ({ value, issues: [] });
const fail = (message: string): Run => ({ value: undefined, issues: [{ path: [], message }] });

function schema<O, I = O>(parse: (value: unknown) => Run, optin?: Absence, optout?: Absence): Schema<O, I> {
  const checks: Array<Check<O>> = [];
  const self: Schema<O, I> = {
    optin,
    optout,
    run(value) {
      const result = parse(value);
      for (const check of checks) {
        if (result.issues.length > 0) break;
        const outcome = check(result.value as O);
        if (outcome && 'issue' in outcome) result.issues.push({ path: [], message: outcome.issue });
        else if (outcome) result.value = outcome.value;
      }
      return result;
    },
    parse(value) {
      const result = self.run(value);
      if (result.issues.length > 0) throw new SearchSchemaError(result.issues);
      return result.value as O;
    },
    safeParse(value) {
      const result = self.run(value);
      return result.issues.length > 0 ? { success: false, error: { issues: result.issues } } : { success: true, data: result.value as O };
    },
    register(registry, meta) {
      registry.add(self, meta);
      return self;
    },
    check(...more) {
      checks.push(...more);
      return self;
    },
    '~standard': {
      version: 1,
      vendor: 'url-schema',
      validate(value) {
        const result = self.run(value);
        return result.issues.length > 0 ? { issues: result.issues } : { value: result.value as O };
      },
    },
  };
  return self;
}

const typed =
  <T>(test: (value: unknown) => boolean, expected: string) =>
  (): Schema<T> =>
    schema<T>((value) => (test(value) ? ok(value) : fail(`expected ${expected}`)));

export const string = typed<string>((v) => typeof v === 'string', 'string');
/** A finite number (as zod: NaN and the infinities are not numbers). */
export const number = typed<number>((v) => typeof v === 'number' && Number.isFinite(v), 'number');
export const boolean = typed<boolean>((v) => typeof v === 'boolean', 'boolean');
export const unknown = typed<unknown>(() => true, 'anything');

/** One of `values`. */
function enum_<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return schema((value) => (values.includes(value as string) ? ok(value) : fail(`expected one of ${values.join('|')}`)));
}

export function array<S extends AnySchema>(item: S): Schema<Array<output<S>>, Array<input<S>>> {
  return schema((value) => {
    if (!Array.isArray(value)) return fail('expected array');
    const out: Run = { value: [], issues: [] };
    value.forEach((v, i) => {
      const r = item.run(v);
      out.issues.push(...r.issues.map((issue) => ({ ...issue, path: [i, ...issue.path] })));
      (out.value as unknown[]).push(r.value);
    });
    return out;
  });
}

/** Missing (undefined) is fine; anything else must be `inner`. */
export function optional<S extends AnySchema>(inner: S): Schema<output<S> | undefined, input<S> | undefined> & OptionalIn & OptionalOut {
  return schema((value) => (value === undefined ? ok(undefined) : inner.run(value)), 'optional', 'optional') as never;
}

/** `inner`, or `fallback` whenever `inner` fails. */
function catch_<S extends AnySchema>(
  inner: S,
  fallback: output<S>,
): Schema<output<S>, input<S>> & OptionalIn & (S extends OptionalOut ? OptionalOut : unknown) {
  return schema(
    (value) => {
      const r = inner.run(value);
      return r.issues.length > 0 ? ok(fallback) : r;
    },
    'optional',
    inner.optout,
  ) as never;
}

// Reserved words as names, as zod has them: z.enum(...), z.catch(...).
export { enum_ as enum, catch_ as catch };

/** `first`, then `then` of what it made (not when `first` fails). */
export function pipe<A extends AnySchema, B extends Schema<unknown, output<A>> = Schema<unknown, output<A>>>(
  first: A,
  then: B | Schema<unknown, output<A>>,
): Schema<output<B>, input<A>> & (A extends OptionalIn ? OptionalIn : unknown) & (B extends OptionalOut ? OptionalOut : unknown) {
  return schema(
    (value) => {
      const r = first.run(value);
      return r.issues.length > 0 ? r : then.run(r.value);
    },
    first.optin,
    then.optout,
  ) as never;
}

export function transform<I = unknown, O = I>(fn: (value: I) => O): Schema<O, I> & OptionalIn {
  return schema((value) => ok(fn(value as I)), 'optional') as never;
}

/** The first of `options` that takes the value. */
export function union<const T extends readonly AnySchema[]>(options: T): Schema<output<T[number]>, input<T[number]>> {
  return schema(
    (value) => {
      for (const option of options) {
        const r = option.run(value);
        if (r.issues.length === 0) return r;
      }
      return fail('matches none of the options');
    },
    options.some((o) => o.optin) ? 'optional' : undefined,
    options.some((o) => o.optout) ? 'optional' : undefined,
  );
}

/**
 * An object of `shape` (other keys are dropped). As in zod, a key whose schema allows absence
 * both ways (optional, or caught) is left out when missing; a missing key whose schema does not
 * allow it is an issue; a present key keeps what its schema made of it, undefined included.
 */
export function object<S extends Shape>(shape: S): ObjectSchema<S> {
  const self = schema<ObjectOutput<S>, ObjectInput<S>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected object');
    const input = value as Record<string, unknown>;
    const out: Run = { value: {}, issues: [] };
    for (const [key, field] of Object.entries(shape)) {
      const present = key in input;
      if (!present && field.optin && field.optout) continue;
      const r = field.run(input[key]);
      if (!present && !field.optin) {
        out.issues.push(
          ...(r.issues.length > 0 ? r.issues : [{ path: [], message: 'required' }]).map((i) => ({ ...i, path: [key, ...i.path] })),
        );
        continue;
      }
      out.issues.push(...r.issues.map((i) => ({ ...i, path: [key, ...i.path] })));
      if (r.value !== undefined || present) (out.value as Record<string, unknown>)[key] = r.value;
    }
    return out;
  });
  return Object.assign(self, { shape });
}

/** `base` with more (or other) keys. */
export function extend<S extends Shape, T extends Shape>(base: ObjectSchema<S>, more: T): ObjectSchema<Omit<S, keyof T> & T> {
  return object({ ...base.shape, ...more } as Omit<S, keyof T> & T);
}

/** Removes the whitespace around a string (a check: `string().check(trim(), maxLength(100))`). */
export const trim = (): Check<string> => (value) => ({ value: value.trim() });
export const maxLength =
  (max: number): Check<string> =>
  (value) =>
    value.length > max ? { issue: `longer than ${max}` } : undefined;

/** Metadata kept per schema. */
export function registry<M>(): Registry<M> {
  const map = new WeakMap<AnySchema, M>();
  return { add: (s, meta) => void map.set(s, meta), get: (s) => map.get(s), has: (s) => map.has(s) };
}
