// @ts-check
/**
 * The predicate language's lexer: Go's tokens as go/scanner reads them (identifiers, interpreted
 * and raw strings with Go's escapes, numbers and runes (recognised, to be refused by the parser),
 * operators), with the real parser's error messages. The parser is ./parser.mjs.
 */
import { ListQueryError, at } from '../list-query-error.mjs';

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
export function tokenize(src) {
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
