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
 * The predicate is parsed once per call by a small recursive-descent parser (its own tokenizer,
 * Go's precedence: `!` > `==`/`!=` > `&&` > `||`) into closures: user data (the expression's
 * literals, label keys and values) is only ever compared as data; no eval, no regular expression
 * made from it, and labels are looked up by scanning the item's label list (no object keys).
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

/** A bad listing parameter: the listing answers 400 with this message. */
export class ListQueryError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ListQueryError';
    /** @type {400} */
    this.status = 400;
  }
}

/** The page size when `limit` is not given (the real proxy's defaults.MaxIterationLimit). */
export const DEFAULT_LIMIT = 1000;

const FUNCTIONS = ['search', 'hasPrefix', 'equals', 'exists', 'split', 'contains'];
const IDENTIFIERS = 'name, labels.<key>, labels["<key>"], resource.metadata.name, resource.metadata.labels["<key>"]';
/** How deeply parentheses, `!` and function calls may nest. */
const MAX_DEPTH = 100;

// ---------------------------------------------------------------------------------------------
// Search keywords

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
function matchesLowerWords(item, lowerWords, kind) {
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

// ---------------------------------------------------------------------------------------------
// Predicate: tokenizer

/**
 * @typedef {'ident' | 'string' | 'number' | 'rune' | 'op' | 'eof'} TokenType
 * @typedef {{ type: TokenType, value: string, text: string, pos: number }} Token
 *   value: an identifier's name, a string's decoded value, an operator; text: the source text
 */

const IDENT = /[\p{L}_][\p{L}\p{Nd}_]*/uy;
const NUMBER = /(?:[0-9]|\.[0-9])[0-9a-zA-Z_.]*/y;
const OPERATORS = ['...', '&^=', '<<=', '>>=', '&&', '||', '==', '!=', '<=', '>=', '<<', '>>', '&^', ':=', '<-', '++', '--'];
const SINGLE_OPERATORS = '!()[],.<>=+-*/%&|^:;{}~';
const SIMPLE_ESCAPES = /** @type {Record<string, string>} */ ({
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  '"': '"',
});

/** @param {number} pos */
const at = (pos) => `1:${pos + 1}`;

/** @param {string} s */
const isHex = (s) => s.length > 0 && [...s].every((c) => '0123456789abcdefABCDEF'.includes(c));

/**
 * Decodes a Go interpreted string literal starting at `start` (its opening quote).
 * @param {string} src @param {number} start
 * @returns {{ value: string, end: number }}
 */
function readString(src, start) {
  let out = '';
  /** @type {number[]} bytes of \x and octal escapes, decoded as UTF-8 together */
  let bytes = [];
  const flush = () => {
    if (bytes.length) out += new TextDecoder('utf-8').decode(new Uint8Array(bytes));
    bytes = [];
  };
  let i = start + 1;
  for (;;) {
    if (i >= src.length || src[i] === '\n') throw new ListQueryError(`${at(start)}: string literal not terminated`);
    const c = /** @type {string} */ (src[i]);
    if (c === '"') break;
    if (c !== '\\') {
      flush();
      const cp = /** @type {number} */ (src.codePointAt(i));
      out += String.fromCodePoint(cp);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = src[i + 1] ?? '';
    if (Object.hasOwn(SIMPLE_ESCAPES, e)) {
      flush();
      out += SIMPLE_ESCAPES[e];
      i += 2;
    } else if (e === 'x') {
      const h = src.slice(i + 2, i + 4);
      if (h.length !== 2 || !isHex(h)) throw new ListQueryError(`${at(i)}: illegal character in escape sequence`);
      bytes.push(parseInt(h, 16));
      i += 4;
    } else if (e >= '0' && e <= '7') {
      const o = src.slice(i + 1, i + 4);
      if (o.length !== 3 || ![...o].every((d) => d >= '0' && d <= '7'))
        throw new ListQueryError(`${at(i)}: illegal character in escape sequence`);
      const v = parseInt(o, 8);
      if (v > 255) throw new ListQueryError(`${at(i)}: escape sequence is invalid Unicode code point`);
      bytes.push(v);
      i += 4;
    } else if (e === 'u' || e === 'U') {
      const n = e === 'u' ? 4 : 8;
      const h = src.slice(i + 2, i + 2 + n);
      if (h.length !== n || !isHex(h)) throw new ListQueryError(`${at(i)}: illegal character in escape sequence`);
      const cp = parseInt(h, 16);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        throw new ListQueryError(`${at(i)}: escape sequence is invalid Unicode code point`);
      flush();
      out += String.fromCodePoint(cp);
      i += 2 + n;
    } else {
      throw new ListQueryError(`${at(i)}: unknown escape sequence \\${e} in string literal`);
    }
  }
  flush();
  return { value: out, end: i + 1 };
}

/** @param {string} src @returns {Token[]} */
function tokenize(src) {
  /** @type {Token[]} */
  const tokens = [];
  let i = 0;
  while (i < src.length) {
    const c = /** @type {string} */ (src[i]);
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const start = i;
    if (c === '"') {
      const { value, end } = readString(src, i);
      tokens.push({ type: 'string', value, text: src.slice(start, end), pos: start });
      i = end;
      continue;
    }
    if (c === '`') {
      const end = src.indexOf('`', i + 1);
      if (end < 0) throw new ListQueryError(`${at(start)}: raw string literal not terminated`);
      // As in Go, carriage returns inside a raw string are dropped.
      const value = src
        .slice(i + 1, end)
        .split('\r')
        .join('');
      tokens.push({ type: 'string', value, text: src.slice(start, end + 1), pos: start });
      i = end + 1;
      continue;
    }
    if (c === "'") {
      let end = i + 1;
      while (end < src.length && src[end] !== "'" && src[end] !== '\n') end += src[end] === '\\' ? 2 : 1;
      tokens.push({ type: 'rune', value: '', text: src.slice(start, Math.min(end + 1, src.length)), pos: start });
      i = end + 1;
      continue;
    }
    IDENT.lastIndex = i;
    const ident = IDENT.exec(src);
    if (ident) {
      tokens.push({ type: 'ident', value: ident[0], text: ident[0], pos: start });
      i += ident[0].length;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(src);
    if (number) {
      tokens.push({ type: 'number', value: number[0], text: number[0], pos: start });
      i += number[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i)) ?? (SINGLE_OPERATORS.includes(c) ? c : undefined);
    if (op) {
      tokens.push({ type: 'op', value: op, text: op, pos: start });
      i += op.length;
      continue;
    }
    const cp = /** @type {number} */ (src.codePointAt(i));
    const hex = cp.toString(16).toUpperCase().padStart(4, '0');
    throw new ListQueryError(`${at(start)}: invalid character U+${hex} '${String.fromCodePoint(cp)}' in predicate expression`);
  }
  tokens.push({ type: 'eof', value: '', text: '', pos: src.length });
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Predicate: parser and compiler

/**
 * A typed, compiled sub-expression. `ev` reads it for one item; `text` is its source.
 * @typedef {{ type: 'bool', ev: (item: any) => boolean, text: string, pos: number }} BoolNode
 * @typedef {{ type: 'string', ev: (item: any) => string, text: string, pos: number, literal?: string, labelKey?: StringNode }} StringNode
 *   literal: the value of a string literal; labelKey: set on a label read (`labels["k"]`), for `exists`
 * @typedef {{ type: 'list', ev: (item: any) => string[], text: string, pos: number }} ListNode
 * @typedef {{ type: 'map', text: string, pos: number }} MapNode  the labels, only indexable
 * @typedef {BoolNode | StringNode | ListNode | MapNode} Node
 */

/** @type {Record<Node['type'], string>} */
const TYPE_NAMES = { bool: 'bool', string: 'string', list: '[]string', map: 'map[string]string' };

/** @param {Node} node */
const typeError = (node) => {
  const snippet = node.text.length > 60 ? `${node.text.slice(0, 57)}...` : node.text;
  return `got expression returning type (${TYPE_NAMES[node.type]}) at ${at(node.pos)}: ${snippet}`;
};

/** @param {Token} t */
function describe(t) {
  if (t.type === 'eof') return "'EOF'";
  if (t.type === 'op') return `'${t.value}'`;
  return t.text.length > 60 ? `${t.text.slice(0, 57)}...` : t.text;
}

/** @param {readonly any[]} list @param {string} name @returns {string | undefined} */
function findLabel(list, name) {
  for (let i = 0; i < list.length; i++) {
    const l = list[i];
    if (l != null && l.name === name) return typeof l.value === 'string' ? l.value : '';
  }
  return undefined;
}

/**
 * Parses and compiles one predicate expression.
 * @param {string} src @param {ListKind} kind
 * @returns {BoolNode}
 */
function parse(src, kind) {
  const tokens = tokenize(src);
  let p = 0;
  let depth = 0;
  const peek = () => /** @type {Token} */ (tokens[p]);
  const next = () => /** @type {Token} */ (tokens[p++]);
  /** @param {string} op */
  const isOp = (op) => peek().type === 'op' && peek().value === op;
  /** @param {string} op @param {string} [what] */
  const expect = (op, what) => {
    const t = peek();
    if (!isOp(op)) throw new ListQueryError(`${at(t.pos)}: expected ${what ?? `'${op}'`}, found ${describe(t)}`);
    return next();
  };
  /** @param {Token} t */
  const enter = (t) => {
    if (++depth > MAX_DEPTH)
      throw new ListQueryError(`${at(t.pos)}: predicate expression is nested too deeply (more than ${MAX_DEPTH} levels)`);
  };
  /** @param {number} from @param {number} to source text between two token indexes */
  const textOf = (from, to) => {
    const first = /** @type {Token} */ (tokens[from]);
    const last = /** @type {Token} */ (tokens[to - 1] ?? first);
    return src.slice(first.pos, last.pos + last.text.length);
  };

  /** @param {Node} node @param {string} context @returns {BoolNode} */
  const asBool = (node, context) => {
    if (node.type !== 'bool') throw new ListQueryError(`${context}: expected type bool, ${typeError(node)}`);
    return node;
  };
  /** @param {Node} node @param {string} context @returns {StringNode} */
  const asString = (node, context) => {
    if (node.type !== 'string') throw new ListQueryError(`${context}: expected type string, ${typeError(node)}`);
    return node;
  };

  /** @param {StringNode} keyNode @param {number} pos @param {string} text @returns {StringNode} */
  const labelRead = (keyNode, pos, text) => {
    const key = keyNode.literal;
    if (key !== undefined) {
      return {
        type: 'string',
        ev: (item) => {
          const list = kind.labels(item);
          return Array.isArray(list) ? (findLabel(list, key) ?? '') : '';
        },
        text,
        pos,
        labelKey: keyNode,
      };
    }
    const keyEv = keyNode.ev;
    return {
      type: 'string',
      ev: (item) => {
        const list = kind.labels(item);
        return Array.isArray(list) ? (findLabel(list, keyEv(item)) ?? '') : '';
      },
      text,
      pos,
      labelKey: keyNode,
    };
  };

  /** Resolves a dotted identifier. @param {Token[]} parts @returns {Node} */
  const identifier = (parts) => {
    const first = /** @type {Token} */ (parts[0]);
    const names = parts.map((t) => t.value);
    const full = names.join('.');
    const text = src.slice(
      first.pos,
      /** @type {Token} */ (parts[parts.length - 1]).pos + /** @type {Token} */ (parts[parts.length - 1]).text.length,
    );
    const pos = first.pos;
    if (full === 'name') {
      const read = kind.predicateName ?? kind.name;
      return { type: 'string', ev: (item) => str(read(item)), text, pos };
    }
    if (full === 'resource.metadata.name') return { type: 'string', ev: (item) => str(kind.name(item)), text, pos };
    if (full === 'labels' || full === 'resource.metadata.labels') return { type: 'map', text, pos };
    const base = names[0] === 'labels' ? 1 : full.startsWith('resource.metadata.labels.') ? 3 : -1;
    if (base > 0 && names.length === base + 1) {
      const keyToken = /** @type {Token} */ (parts[base]);
      return labelRead(
        { type: 'string', ev: () => keyToken.value, text: keyToken.value, pos: keyToken.pos, literal: keyToken.value },
        pos,
        text,
      );
    }
    throw new ListQueryError(`unknown identifier: ${JSON.stringify(full)} at ${at(pos)} (supported: ${IDENTIFIERS})`);
  };

  /** @param {Token} nameToken @param {string} name @param {Node[]} args @param {string} text @returns {Node} */
  const call = (nameToken, name, args, text) => {
    const pos = nameToken.pos;
    const arity = (/** @type {number} */ n) => {
      if (args.length !== n)
        throw new ListQueryError(`function (${name}) accepts ${n} argument${n === 1 ? '' : 's'}, given ${args.length}`);
    };
    const ordinal = ['first', 'second'];
    /** @param {number} i */
    const stringArg = (i) => asString(/** @type {Node} */ (args[i]), `parsing ${ordinal[i]} argument to function (${name})`);
    switch (name) {
      case 'search': {
        const words = args.map((a, i) => asString(a, `parsing argument ${i + 1} to function (search)`));
        if (words.every((w) => w.literal !== undefined)) {
          const lower = words.map((w) => /** @type {string} */ (w.literal).toLowerCase());
          return { type: 'bool', ev: (item) => matchesLowerWords(item, lower, kind), text, pos };
        }
        return {
          type: 'bool',
          ev: (item) =>
            matchesLowerWords(
              item,
              words.map((w) => w.ev(item).toLowerCase()),
              kind,
            ),
          text,
          pos,
        };
      }
      case 'hasPrefix': {
        arity(2);
        const [s, prefix] = [stringArg(0).ev, stringArg(1).ev];
        return { type: 'bool', ev: (item) => s(item).startsWith(prefix(item)), text, pos };
      }
      case 'equals': {
        arity(2);
        const [a, b] = [stringArg(0).ev, stringArg(1).ev];
        return { type: 'bool', ev: (item) => a(item) === b(item), text, pos };
      }
      case 'exists': {
        arity(1);
        const arg = stringArg(0);
        const keyNode = arg.labelKey;
        if (keyNode) {
          // A label exists when the resource has that key, whatever its value.
          const key = keyNode.ev;
          return {
            type: 'bool',
            ev: (item) => {
              const list = kind.labels(item);
              return Array.isArray(list) && findLabel(list, key(item)) !== undefined;
            },
            text,
            pos,
          };
        }
        const value = arg.ev;
        return { type: 'bool', ev: (item) => value(item) !== '', text, pos };
      }
      case 'split': {
        arity(2);
        const [value, sep] = [stringArg(0).ev, stringArg(1).ev];
        return {
          type: 'list',
          ev: (item) => {
            const s = value(item);
            const d = sep(item);
            return d === '' ? Array.from(s) : s.split(d);
          },
          text,
          pos,
        };
      }
      case 'contains': {
        arity(2);
        const list = /** @type {Node} */ (args[0]);
        const value = stringArg(1).ev;
        if (list.type === 'list') {
          const ev = list.ev;
          return { type: 'bool', ev: (item) => ev(item).includes(value(item)), text, pos };
        }
        // As the real parser does, a single string stands for a list of one.
        const one = asString(list, 'parsing first argument to function (contains): expected type []string or string').ev;
        return { type: 'bool', ev: (item) => one(item) === value(item), text, pos };
      }
      default:
        throw new ListQueryError(`unsupported function: ${name} at ${at(pos)} (supported: ${FUNCTIONS.join(', ')})`);
    }
  };

  /** @returns {Node} */
  const primary = () => {
    const t = peek();
    const from = p;
    /** @type {Node} */
    let node;
    if (isOp('(')) {
      enter(t);
      next();
      if (isOp(')')) throw new ListQueryError(`${at(peek().pos)}: expected operand, found ')' (empty parentheses)`);
      const inner = expression();
      expect(')');
      depth--;
      node = { ...inner, text: textOf(from, p), pos: t.pos };
    } else if (t.type === 'string') {
      next();
      const value = t.value;
      node = { type: 'string', ev: () => value, text: t.text, pos: t.pos, literal: value };
    } else if (t.type === 'number') {
      throw new ListQueryError(
        `${at(t.pos)}: number ${describe(t)} is not supported in predicate expressions: compare strings (e.g. labels["port"] == "${t.text.slice(0, 20)}")`,
      );
    } else if (t.type === 'rune') {
      throw new ListQueryError(`${at(t.pos)}: rune literal ${describe(t)} is not supported: use a double-quoted string`);
    } else if (t.type === 'ident') {
      /** @type {Token[]} */
      const parts = [next()];
      while (isOp('.') && tokens[p + 1]?.type === 'ident') {
        next();
        parts.push(next());
      }
      if (isOp('(')) {
        const name = parts.map((x) => x.value).join('.');
        if (!FUNCTIONS.includes(name))
          throw new ListQueryError(`unsupported function: ${name} at ${at(t.pos)} (supported: ${FUNCTIONS.join(', ')})`);
        const open = next();
        enter(open);
        /** @type {Node[]} */
        const args = [];
        while (!isOp(')')) {
          args.push(expression());
          if (!isOp(',')) break;
          next();
        }
        expect(')', "')' or ','");
        depth--;
        node = call(t, name, args, textOf(from, p));
      } else {
        node = identifier(parts);
      }
    } else if (t.type === 'op' && ['-', '+', '^', '*', '&', '<-'].includes(t.value)) {
      throw new ListQueryError(`${at(t.pos)}: operator ${t.value} is not supported (supported: ==, !=, &&, ||, !)`);
    } else {
      throw new ListQueryError(`${at(t.pos)}: expected operand, found ${describe(t)}`);
    }
    // What may follow an operand: an index into the labels; nothing else is supported.
    for (;;) {
      const o = peek();
      if (isOp('[')) {
        if (node.type !== 'map')
          throw new ListQueryError(`${at(o.pos)}: cannot take index of ${node.text}: it is a ${TYPE_NAMES[node.type]}, not the labels`);
        next();
        enter(o);
        if (isOp(']')) throw new ListQueryError(`${at(peek().pos)}: expected operand, found ']'`);
        const key = asString(expression(), 'parsing key of index expression');
        expect(']');
        depth--;
        node = labelRead(key, node.pos, textOf(from, p));
      } else if (isOp('(')) {
        throw new ListQueryError(`${at(o.pos)}: cannot call ${node.text}: only ${FUNCTIONS.join(', ')} are functions`);
      } else if (isOp('.')) {
        const sel = tokens[p + 1];
        throw new ListQueryError(`${at(o.pos)}: selector .${sel?.type === 'ident' ? sel.value : ''} is not supported on ${node.text}`);
      } else {
        return node;
      }
    }
  };

  /** @returns {Node} */
  const unary = () => {
    const t = peek();
    if (isOp('!')) {
      next();
      enter(t);
      const operand = asBool(unary(), 'parsing target of (!) operator');
      depth--;
      const ev = operand.ev;
      return { type: 'bool', ev: (item) => !ev(item), text: src.slice(t.pos, operand.pos + operand.text.length), pos: t.pos };
    }
    return primary();
  };

  /** @returns {Node} */
  const comparison = () => {
    let left = unary();
    for (;;) {
      const t = peek();
      if (t.type === 'op' && ['<', '>', '<=', '>='].includes(t.value)) {
        throw new ListQueryError(`${at(t.pos)}: ${t.value} is not supported (supported operators: ==, !=, &&, ||, !)`);
      }
      if (!isOp('==') && !isOp('!=')) return left;
      const op = next().value;
      const right = unary();
      if (left.type !== 'string')
        throw new ListQueryError(`operator (${op}) not supported for type: ${TYPE_NAMES[left.type]} at ${at(left.pos)}: ${left.text}`);
      const r = asString(right, `parsing rhs of (${op}) operator`);
      const [a, b] = [left.ev, r.ev];
      const text = src.slice(left.pos, r.pos + r.text.length);
      left =
        op === '=='
          ? { type: 'bool', ev: (item) => a(item) === b(item), text, pos: left.pos }
          : { type: 'bool', ev: (item) => a(item) !== b(item), text, pos: left.pos };
    }
  };

  /**
   * A chain of `&&` (or `||`) operands, compiled into one loop so that a long chain does not nest.
   * @param {'&&' | '||'} op @param {() => Node} operand @returns {Node}
   */
  const chain = (op, operand) => {
    const first = operand();
    if (!isOp(op)) return first;
    const side = `parsing lhs of (${op}) operator`;
    /** @type {((item: any) => boolean)[]} */
    const evs = [asBool(first, side).ev];
    let last = first;
    while (isOp(op)) {
      next();
      last = asBool(operand(), `parsing rhs of (${op}) operator`);
      evs.push(last.ev);
    }
    const text = src.slice(first.pos, last.pos + last.text.length);
    const n = evs.length;
    /** @type {(item: any) => boolean} */
    const ev =
      op === '&&'
        ? (item) => {
            for (let i = 0; i < n; i++) if (!(/** @type {(item: any) => boolean} */ (evs[i])(item))) return false;
            return true;
          }
        : (item) => {
            for (let i = 0; i < n; i++) if (/** @type {(item: any) => boolean} */ (evs[i])(item)) return true;
            return false;
          };
    return { type: 'bool', ev, text, pos: first.pos };
  };

  /** @returns {Node} */
  const conjunction = () => chain('&&', comparison);
  /** @returns {Node} */
  function expression() {
    const node = chain('||', conjunction);
    const t = peek();
    if (t.type === 'op' && ['+', '-', '*', '/', '%', '|', '&', '^', '<<', '>>', '&^'].includes(t.value)) {
      throw new ListQueryError(`${at(t.pos)}: operator ${t.value} is not supported (supported: ==, !=, &&, ||, !)`);
    }
    if (isOp('=') || isOp(':=')) throw new ListQueryError(`${at(t.pos)}: expected 'EOF', found '${t.value}' (to compare, use ==)`);
    return node;
  }

  const root = expression();
  const end = peek();
  if (end.type !== 'eof') throw new ListQueryError(`${at(end.pos)}: expected 'EOF', found ${describe(end)}`);
  return asBool(root, 'expression evaluated to unexpected type');
}

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
  return parse(expr, kind).ev;
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
