// @ts-check
/**
 * The real proxy's resource-listing query, for the embedded mock's listings (mocks/api/listings.mjs):
 * `search` keywords, the predicate `query`, `sort`, `limit` and `startKey`, answered as the real
 * proxy answers them (`{ items, startKey, totalCount }`, or 400 `{ error: { message } }`).
 *
 * What the real backend does, and what this follows (facts read from gravitational/teleport):
 *   - lib/web (convertListResourcesRequest): `limit` defaults to 1000 (defaults.MaxIterationLimit)
 *     and a non-integer is "failed to parse limit as limit: <value>"; `sort` is `field[:asc|desc]`
 *     (types.GetSortByFromString); `search` is split on spaces outside double quotes, the quotes
 *     trimmed (client.ParseSearchKeywords).
 *   - api/types MatchSearch: every search word must be contained, ignoring case, in one of the
 *     resource's field values: its name, every label key and value, and kind-specific fields
 *     (a server's hostname and address, an app's description and public address, …).
 *   - lib/services (NewResourceParser, later NewResourceExpression): the predicate is a Go
 *     expression over `name`, `labels` (`labels.env`, `labels["env"]`), `resource.metadata.name`,
 *     `resource.metadata.labels`, with `&&`, `||`, `!`, `==`, `!=` and the functions `search`,
 *     `hasPrefix`, `equals`, `exists`, `split` and `contains`.
 *   - Sorting by a field the kind does not sort by is "sorting by field %q for resource %q is not
 *     supported" (api/types, Servers.SortByCustom and the like).
 *   - Paging (lib/auth FakePaginate): the whole match is filtered (duplicates of a name counted
 *     once), `totalCount` is its size, a page starts at the item whose key equals `startKey`, and
 *     the next `startKey` is the key of the first item after the page (`""` on the last page).
 *
 * Where this differs, on purpose: a `startKey` whose item is gone resumes where that item would
 * have been (the real one starts over from the first item); `sort` with a direction other than
 * asc/desc is a 400 (the real one sorts ascending); sorting ignores case (ties: name, then input
 * order). Everything is computed per call: nothing is cached between calls.
 *
 * The predicate is parsed once per call: mocks/api/predicate/lexer.mjs (Go's tokens),
 * parser.mjs (a typed tree, Go's precedence: `!` > `==`/`!=` > `&&` > `||`) and evaluator.mjs
 * (closures over the items). The search words are mocks/api/list-search.mjs.
 */
import { ListQueryError } from './list-query-error.mjs';
import { matchesLowerWords, searchWords } from './list-search.mjs';
import { parsePredicate } from './predicate/parser.mjs';
import { evaluator } from './predicate/evaluator.mjs';

export { ListQueryError } from './list-query-error.mjs';
export { matchesSearch, searchWords } from './list-search.mjs';

/** @typedef {import('./list-search.mjs').ListKind} ListKind */

/** The page size when `limit` is not given (the real proxy's defaults.MaxIterationLimit). */
export const DEFAULT_LIMIT = 1000;

/** @param {unknown} v @returns {string} */
const str = (v) => (typeof v === 'string' ? v : '');

/**
 * Parses a predicate expression once; the returned function tells whether an item matches.
 * @param {string} expr @param {ListKind} kind
 * @returns {(item: any) => boolean}
 * @throws {ListQueryError} when the expression is empty, malformed or uses what is not supported
 */
export function compilePredicate(expr, kind) {
  if (typeof expr !== 'string' || expr === '') throw new ListQueryError('empty expression');
  return evaluator(parsePredicate(expr), kind);
}

// ---------------------------------------------------------------------------------------------
// The listing

/** @param {string | undefined} raw @returns {number} */
function parseLimit(raw) {
  if (raw === undefined || raw === '') return DEFAULT_LIMIT;
  // strconv.Atoi's syntax: an optional sign and decimal digits, within 32 bits here.
  const n = /^[+-]?[0-9]+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n > 2147483647 || n < -2147483648) throw new ListQueryError(`failed to parse limit as limit: ${raw}`);
  if (n <= 0) throw new ListQueryError('nonpositive parameter limit');
  return n;
}

/** @param {ListKind} kind */
function kindName(kind) {
  if (kind.kind) return kind.kind;
  return kind.keyPrefix.split('/').find((s) => s !== '') ?? 'resource';
}

/**
 * @param {string | undefined} raw @param {ListKind} kind
 * @returns {{ read: (item: any) => string, desc: boolean } | null}
 */
function parseSort(raw, kind) {
  if (raw === undefined || raw === '') return null;
  const colon = raw.indexOf(':');
  const field = colon < 0 ? raw : raw.slice(0, colon);
  const dir = colon < 0 ? '' : raw.slice(colon + 1).toLowerCase();
  if (field === '') return null;
  if (dir !== '' && dir !== 'asc' && dir !== 'desc') {
    throw new ListQueryError(
      `invalid sort direction ${JSON.stringify(raw.slice(colon + 1))} in sort ${JSON.stringify(raw)}: expected asc or desc`,
    );
  }
  if (!Object.hasOwn(kind.sortFields, field)) {
    const supported = Object.keys(kind.sortFields).join(', ');
    throw new ListQueryError(
      `sorting by field ${JSON.stringify(field)} for resource ${JSON.stringify(kindName(kind))} is not supported (supported: ${supported})`,
    );
  }
  const read = /** @type {(item: any) => string} */ (kind.sortFields[field]);
  return { read, desc: dir === 'desc' };
}

/** @param {string} a @param {string} b */
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The whole listing: filter (search AND query), sort (stable; default order = input order; ties
 * broken by name), page.
 * @param {readonly any[]} items  @param {ListKind} kind  @param {Record<string, string | undefined>} query the request's query params
 * @returns {{ status: 200, body: { items: any[], startKey: string, totalCount: number } } | { status: 400, body: { error: { message: string } } }}
 */
export function listPage(items, kind, query) {
  /** @param {string} name */
  const param = (name) => {
    const v = Object.hasOwn(query, name) ? query[name] : undefined;
    return typeof v === 'string' ? v : undefined;
  };
  let limit = DEFAULT_LIMIT;
  /** @type {ReturnType<typeof parseSort>} */
  let sort = null;
  /** @type {((item: any) => boolean) | null} */
  let predicate = null;
  try {
    limit = parseLimit(param('limit'));
    sort = parseSort(param('sort'), kind);
    const expr = param('query');
    if (expr) predicate = compilePredicate(expr, kind);
  } catch (err) {
    if (err instanceof ListQueryError) return { status: 400, body: { error: { message: err.message } } };
    throw err;
  }
  const words = searchWords(param('search'));

  // The match, in input order; a name listed twice is listed once (the first), as paging is by name.
  /** @type {any[]} */
  const matched = [];
  /** @type {string[]} */
  const names = [];
  /** @type {number[]} */
  const indexes = [];
  const seen = new Set();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (words.length && !matchesLowerWords(item, words, kind)) continue;
    if (predicate && !predicate(item)) continue;
    const name = str(kind.name(item));
    if (seen.has(name)) continue;
    seen.add(name);
    matched.push(item);
    names.push(name);
    indexes.push(i);
  }
  const total = matched.length;

  /** @type {number[]} positions into `matched`, in listing order */
  const order = Array.from({ length: total }, (_, i) => i);
  /** @type {string[]} */
  let values = [];
  const desc = sort?.desc ?? false;
  /** @param {string} va @param {string} na @param {number} ia @param {string} vb @param {string} nb @param {number} ib */
  const compare = (va, na, ia, vb, nb, ib) => {
    const byValue = cmp(va, vb);
    return (desc ? -byValue : byValue) || cmp(na, nb) || ia - ib;
  };
  if (sort) {
    const read = sort.read;
    values = matched.map((item) => str(read(item)).toLowerCase());
    order.sort((a, b) =>
      compare(
        /** @type {string} */ (values[a]),
        /** @type {string} */ (names[a]),
        /** @type {number} */ (indexes[a]),
        /** @type {string} */ (values[b]),
        /** @type {string} */ (names[b]),
        /** @type {number} */ (indexes[b]),
      ),
    );
  }

  /**
   * Where the listing resumes when the item the page starts at no longer matches: after where it
   * would have been. When it is still among the items (filtered out now) that place is exact;
   * when it is gone, names are compared (exact when the listing is ordered by name).
   * @param {string} gone @returns {number}
   */
  function resumeAfterGone(gone) {
    let index = -1;
    for (let i = 0; i < items.length; i++) {
      if (str(kind.name(items[i])) === gone) {
        index = i;
        break;
      }
    }
    if (index >= 0 && !sort) {
      const found = order.findIndex((m) => /** @type {number} */ (indexes[m]) > index);
      return found < 0 ? total : found;
    }
    if (index >= 0 && sort) {
      const value = str(sort.read(items[index])).toLowerCase();
      // The gone item sorts as if it were still matched, at its input position.
      const found = order.findIndex(
        (m) =>
          compare(
            /** @type {string} */ (values[m]),
            /** @type {string} */ (names[m]),
            /** @type {number} */ (indexes[m]),
            value,
            gone,
            index,
          ) > 0,
      );
      return found < 0 ? total : found;
    }
    const found = order.findIndex((m) => (desc ? /** @type {string} */ (names[m]) < gone : /** @type {string} */ (names[m]) > gone));
    return found < 0 ? total : found;
  }

  let start = 0;
  const startKey = param('startKey');
  if (startKey) {
    const prefix = kind.keyPrefix;
    const wanted = startKey.startsWith(prefix) ? startKey.slice(prefix.length) : undefined;
    const found = wanted === undefined ? -1 : order.findIndex((m) => names[m] === wanted);
    if (found >= 0) start = found;
    else if (wanted === undefined) start = total;
    else start = resumeAfterGone(wanted);
  }

  const end = Math.min(start + limit, total);
  const page = [];
  for (let i = start; i < end; i++) page.push(matched[/** @type {number} */ (order[i])]);
  const nextKey = end < total ? kind.keyPrefix + names[/** @type {number} */ (order[end])] : '';
  return { status: 200, body: { items: page, startKey: nextKey, totalCount: total } };
}
