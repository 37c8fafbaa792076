// @ts-check
/**
 * The listing's `search` keywords, as the real proxy reads them (client.ParseSearchKeywords) and
 * matches them (api/types MatchSearch): see mocks/api/list-query.mjs. The predicate's `search(…)`
 * matches the same way (mocks/api/predicate/evaluator.mjs).
 */

/** @typedef {{ name: string, value: string }} Label */
/**
 * @typedef {object} ListKind  how one resource kind is read
 * @property {(item: any) => string} name           the resource name (`resource.metadata.name`, the startKey's last part)
 * @property {(item: any) => Label[]} labels        its labels
 * @property {(item: any) => string[]} searchFields  extra values search words match besides the name and every label key and value (e.g. hostname, addr, description, type)
 * @property {Record<string, (item: any) => string>} sortFields  the fields `sort` accepts, e.g. { hostname: n => n.hostname, addr: n => n.addr }
 * @property {string} keyPrefix  e.g. '/nodes/default/' — the real startKey looks like `/nodes/default/<name of the first item of the next page>`
 * @property {(item: any) => string} [predicateName]  what the predicate's `name` shorthand reads, when it is not `name` (the real proxy reads a server's hostname there)
 * @property {string} [kind]  the resource kind named in error messages (e.g. 'node'); by default the first part of keyPrefix
 */

/**
 * Splits a search string into words as the real proxy does (client.ParseSearchKeywords with a
 * space): spaces inside double quotes do not split, the quotes around a word are dropped, and
 * the words are trimmed and lower-cased. Empty words are left out.
 * @param {string | undefined | null} search
 * @returns {string[]}
 */
export function searchWords(search) {
  /** @type {string[]} */
  const words = [];
  if (typeof search !== 'string' || search === '') return words;
  let open = false;
  let start = 0;
  const push = (/** @type {number} */ end) => {
    let s = start;
    let e = end;
    while (s < e && search.charCodeAt(s) === 34) s++;
    while (e > s && search.charCodeAt(e - 1) === 34) e--;
    const word = search.slice(s, e).trim().toLowerCase();
    if (word !== '') words.push(word);
  };
  for (let i = 0; i < search.length; i++) {
    const c = search.charCodeAt(i);
    if (c === 34) open = !open;
    else if (c === 32 && !open) {
      push(i);
      start = i + 1;
    }
  }
  push(search.length);
  return words;
}

/**
 * The values search words are matched against: the name, every label key and value, and the
 * kind's search fields.
 * @param {any} item @param {ListKind} kind @returns {string[]}
 */
function searchValues(item, kind) {
  /** @type {string[]} */
  const values = [];
  const name = kind.name(item);
  if (typeof name === 'string') values.push(name);
  const labels = kind.labels(item);
  if (Array.isArray(labels)) {
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i];
      if (l == null) continue;
      if (typeof l.name === 'string') values.push(l.name);
      if (typeof l.value === 'string') values.push(l.value);
    }
  }
  const extra = kind.searchFields(item);
  if (Array.isArray(extra)) {
    for (let i = 0; i < extra.length; i++) {
      const v = extra[i];
      if (typeof v === 'string' && v !== '') values.push(v);
    }
  }
  return values;
}

/** Joins the values a word is looked for in; no word containing it can span two values. */
const SEPARATOR = '\u0000';

/**
 * The item's search values joined by SEPARATOR and lower-cased (one string per item, built by
 * concatenation: what makes a search over many items fast).
 * @param {any} item @param {ListKind} kind @returns {string}
 */
function searchText(item, kind) {
  const name = kind.name(item);
  let text = typeof name === 'string' ? name : '';
  const labels = kind.labels(item);
  if (Array.isArray(labels)) {
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i];
      if (l == null) continue;
      if (typeof l.name === 'string') text += SEPARATOR + l.name;
      if (typeof l.value === 'string') text += SEPARATOR + l.value;
    }
  }
  const extra = kind.searchFields(item);
  if (Array.isArray(extra)) {
    for (let i = 0; i < extra.length; i++) {
      const v = extra[i];
      if (typeof v === 'string' && v !== '') text += SEPARATOR + v;
    }
  }
  return text.toLowerCase();
}

/**
 * Whether every (lower-cased) word is contained in one of the item's values.
 * @param {any} item @param {readonly string[]} lowerWords @param {ListKind} kind
 */
export function matchesLowerWords(item, lowerWords, kind) {
  if (lowerWords.length === 0) return true;
  const text = searchText(item, kind);
  /** @type {string[] | undefined} */
  let values;
  next: for (let w = 0; w < lowerWords.length; w++) {
    const word = /** @type {string} */ (lowerWords[w]);
    if (!word.includes(SEPARATOR)) {
      if (text.includes(word)) continue;
      return false;
    }
    // A word containing the separator itself (never typed, but possible): value by value.
    values ??= searchValues(item, kind).map((v) => v.toLowerCase());
    for (let v = 0; v < values.length; v++) {
      if (/** @type {string} */ (values[v]).includes(word)) continue next;
    }
    return false;
  }
  return true;
}

/**
 * Whether an item matches all the words (as the real MatchSearch: each word, ignoring case, is
 * contained in the name, a label key or value, or one of the kind's search fields).
 * @param {any} item @param {readonly string[]} words @param {ListKind} kind
 * @returns {boolean}
 */
export function matchesSearch(item, words, kind) {
  return matchesLowerWords(
    item,
    words.map((w) => String(w).toLowerCase()),
    kind,
  );
}
