// @ts-check
/**
 * The predicate language's parser: a recursive descent over ./lexer.mjs's tokens with Go's
 * precedence (`!` > `==`/`!=` > `&&` > `||`), into a typed tree (./evaluator.mjs turns it into a
 * function of an item). Types are checked here, so every error is the real parser's, with its
 * position, before any item is read. The tree does not depend on the resource kind.
 */
import { ListQueryError, at } from '../list-query-error.mjs';
import { tokenize } from './lexer.mjs';

/**
 * One typed sub-expression; `text` is its source, `pos` where it starts.
 * @typedef {{ text: string, pos: number }} Source
 * @typedef {Source & ({ type: 'string', op: 'literal', value: string }
 *   | { type: 'string', op: 'name' }
 *   | { type: 'string', op: 'metadataName' }
 *   | { type: 'string', op: 'label', key: StringNode })} StringNode
 *   `name` is the predicate's shorthand (a server's host name), `metadataName` resource.metadata.name
 * @typedef {Source & { type: 'map', op: 'labels' }} MapNode  the labels, only indexable
 * @typedef {Source & { type: 'list', op: 'split', value: StringNode, sep: StringNode }} ListNode
 * @typedef {Source & ({ type: 'bool', op: 'not', operand: BoolNode }
 *   | { type: 'bool', op: '==' | '!=' | 'hasPrefix' | 'equals', left: StringNode, right: StringNode }
 *   | { type: 'bool', op: '&&' | '||', operands: BoolNode[] }
 *   | { type: 'bool', op: 'search', words: StringNode[] }
 *   | { type: 'bool', op: 'exists', arg: StringNode }
 *   | { type: 'bool', op: 'contains', list: ListNode | StringNode, value: StringNode })} BoolNode
 * @typedef {BoolNode | StringNode | ListNode | MapNode} Node
 * @typedef {import('./lexer.mjs').Token} Token
 */

export const FUNCTIONS = ['search', 'hasPrefix', 'equals', 'exists', 'split', 'contains'];
const IDENTIFIERS = 'name, labels.<key>, labels["<key>"], resource.metadata.name, resource.metadata.labels["<key>"]';
/** How deeply parentheses, `!` and function calls may nest. */
const MAX_DEPTH = 100;
const SUPPORTED_OPERATORS = '(supported: ==, !=, &&, ||, !)';

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

/** @param {Node} node @param {string} context @returns {BoolNode} */
function asBool(node, context) {
  if (node.type !== 'bool') throw new ListQueryError(`${context}: expected type bool, ${typeError(node)}`);
  return node;
}

/** @param {Node} node @param {string} context @returns {StringNode} */
function asString(node, context) {
  if (node.type !== 'string') throw new ListQueryError(`${context}: expected type string, ${typeError(node)}`);
  return node;
}

/** The tokens of one expression and where the parser is in them. */
class Cursor {
  /** @param {string} src */
  constructor(src) {
    this.src = src;
    this.tokens = tokenize(src);
    this.p = 0;
    this.depth = 0;
  }
  peek() {
    return /** @type {Token} */ (this.tokens[this.p]);
  }
  next() {
    return /** @type {Token} */ (this.tokens[this.p++]);
  }
  /** @param {string} op */
  isOp(op) {
    const t = this.peek();
    return t.type === 'op' && t.value === op;
  }
  /** @param {string} op @param {string} [what] */
  expect(op, what) {
    const t = this.peek();
    if (!this.isOp(op)) throw new ListQueryError(`${at(t.pos)}: expected ${what ?? `'${op}'`}, found ${describe(t)}`);
    return this.next();
  }
  /** One level deeper (parentheses, `!`, a call, an index). @param {Token} t */
  enter(t) {
    if (++this.depth > MAX_DEPTH)
      throw new ListQueryError(`${at(t.pos)}: predicate expression is nested too deeply (more than ${MAX_DEPTH} levels)`);
  }
  leave() {
    this.depth--;
  }
  /** The source text between two token indexes. @param {number} from @param {number} to */
  textOf(from, to) {
    const first = /** @type {Token} */ (this.tokens[from]);
    const last = /** @type {Token} */ (this.tokens[to - 1] ?? first);
    return this.src.slice(first.pos, last.pos + last.text.length);
  }
  /** The source text from `from`'s start to the end of `to`. @param {Source} from @param {Source} to */
  span(from, to) {
    return this.src.slice(from.pos, to.pos + to.text.length);
  }
}

/**
 * Resolves a dotted identifier.
 * @param {Cursor} c @param {Token[]} parts @returns {Node}
 */
function identifier(c, parts) {
  const first = /** @type {Token} */ (parts[0]);
  const last = /** @type {Token} */ (parts[parts.length - 1]);
  const names = parts.map((t) => t.value);
  const full = names.join('.');
  const text = c.src.slice(first.pos, last.pos + last.text.length);
  const pos = first.pos;
  if (full === 'name') return { type: 'string', op: 'name', text, pos };
  if (full === 'resource.metadata.name') return { type: 'string', op: 'metadataName', text, pos };
  if (full === 'labels' || full === 'resource.metadata.labels') return { type: 'map', op: 'labels', text, pos };
  const base = names[0] === 'labels' ? 1 : full.startsWith('resource.metadata.labels.') ? 3 : -1;
  if (base > 0 && names.length === base + 1) {
    const keyToken = /** @type {Token} */ (parts[base]);
    /** @type {StringNode} */
    const key = { type: 'string', op: 'literal', value: keyToken.value, text: keyToken.value, pos: keyToken.pos };
    return { type: 'string', op: 'label', key, text, pos };
  }
  throw new ListQueryError(`unknown identifier: ${JSON.stringify(full)} at ${at(pos)} (supported: ${IDENTIFIERS})`);
}

/**
 * A call of one of the functions, its arguments checked.
 * @param {Token} nameToken @param {string} name @param {Node[]} args @param {string} text @returns {Node}
 */
function call(nameToken, name, args, text) {
  const pos = nameToken.pos;
  /** @param {number} n */
  const arity = (n) => {
    if (args.length !== n) throw new ListQueryError(`function (${name}) accepts ${n} argument${n === 1 ? '' : 's'}, given ${args.length}`);
  };
  const ordinal = ['first', 'second'];
  /** @param {number} i */
  const stringArg = (i) => asString(/** @type {Node} */ (args[i]), `parsing ${ordinal[i]} argument to function (${name})`);
  switch (name) {
    case 'search': {
      const words = args.map((a, i) => asString(a, `parsing argument ${i + 1} to function (search)`));
      return { type: 'bool', op: 'search', words, text, pos };
    }
    case 'hasPrefix':
    case 'equals':
      arity(2);
      return { type: 'bool', op: name, left: stringArg(0), right: stringArg(1), text, pos };
    case 'exists':
      arity(1);
      return { type: 'bool', op: 'exists', arg: stringArg(0), text, pos };
    case 'split':
      arity(2);
      return { type: 'list', op: 'split', value: stringArg(0), sep: stringArg(1), text, pos };
    case 'contains': {
      arity(2);
      const first = /** @type {Node} */ (args[0]);
      const value = stringArg(1);
      // As the real parser does, a single string stands for a list of one.
      const list =
        first.type === 'list' ? first : asString(first, 'parsing first argument to function (contains): expected type []string or string');
      return { type: 'bool', op: 'contains', list, value, text, pos };
    }
    default:
      throw new ListQueryError(`unsupported function: ${name} at ${at(pos)} (supported: ${FUNCTIONS.join(', ')})`);
  }
}

/**
 * An identifier, a dotted one, or a function call (the identifier read so far is `t`).
 * @param {Cursor} c @param {Token} t @param {number} from @returns {Node}
 */
function identifierOrCall(c, t, from) {
  /** @type {Token[]} */
  const parts = [c.next()];
  while (c.isOp('.') && c.tokens[c.p + 1]?.type === 'ident') {
    c.next();
    parts.push(c.next());
  }
  if (!c.isOp('(')) return identifier(c, parts);
  const name = parts.map((x) => x.value).join('.');
  if (!FUNCTIONS.includes(name))
    throw new ListQueryError(`unsupported function: ${name} at ${at(t.pos)} (supported: ${FUNCTIONS.join(', ')})`);
  c.enter(c.next());
  /** @type {Node[]} */
  const args = [];
  while (!c.isOp(')')) {
    args.push(expression(c));
    if (!c.isOp(',')) break;
    c.next();
  }
  c.expect(')', "')' or ','");
  c.leave();
  return call(t, name, args, c.textOf(from, c.p));
}

/**
 * An operand: parentheses, a string, an identifier or a call; numbers, runes and other operators
 * are refused with what to use instead.
 * @param {Cursor} c @returns {Node}
 */
function operand(c) {
  const t = c.peek();
  const from = c.p;
  if (c.isOp('(')) {
    c.enter(t);
    c.next();
    if (c.isOp(')')) throw new ListQueryError(`${at(c.peek().pos)}: expected operand, found ')' (empty parentheses)`);
    const inner = expression(c);
    c.expect(')');
    c.leave();
    return { ...inner, text: c.textOf(from, c.p), pos: t.pos };
  }
  if (t.type === 'string') {
    c.next();
    return { type: 'string', op: 'literal', value: t.value, text: t.text, pos: t.pos };
  }
  if (t.type === 'ident') return identifierOrCall(c, t, from);
  if (t.type === 'number') {
    throw new ListQueryError(
      `${at(t.pos)}: number ${describe(t)} is not supported in predicate expressions: compare strings (e.g. labels["port"] == "${t.text.slice(0, 20)}")`,
    );
  }
  if (t.type === 'rune') throw new ListQueryError(`${at(t.pos)}: rune literal ${describe(t)} is not supported: use a double-quoted string`);
  if (t.type === 'op' && ['-', '+', '^', '*', '&', '<-'].includes(t.value)) {
    throw new ListQueryError(`${at(t.pos)}: operator ${t.value} is not supported ${SUPPORTED_OPERATORS}`);
  }
  throw new ListQueryError(`${at(t.pos)}: expected operand, found ${describe(t)}`);
}

/**
 * An operand and what may follow it: an index into the labels; nothing else is supported.
 * @param {Cursor} c @returns {Node}
 */
function primary(c) {
  const from = c.p;
  let node = operand(c);
  for (;;) {
    const o = c.peek();
    if (c.isOp('[')) {
      if (node.type !== 'map')
        throw new ListQueryError(`${at(o.pos)}: cannot take index of ${node.text}: it is a ${TYPE_NAMES[node.type]}, not the labels`);
      c.next();
      c.enter(o);
      if (c.isOp(']')) throw new ListQueryError(`${at(c.peek().pos)}: expected operand, found ']'`);
      const key = asString(expression(c), 'parsing key of index expression');
      c.expect(']');
      c.leave();
      node = { type: 'string', op: 'label', key, text: c.textOf(from, c.p), pos: node.pos };
    } else if (c.isOp('(')) {
      throw new ListQueryError(`${at(o.pos)}: cannot call ${node.text}: only ${FUNCTIONS.join(', ')} are functions`);
    } else if (c.isOp('.')) {
      const sel = c.tokens[c.p + 1];
      throw new ListQueryError(`${at(o.pos)}: selector .${sel?.type === 'ident' ? sel.value : ''} is not supported on ${node.text}`);
    } else {
      return node;
    }
  }
}

/** @param {Cursor} c @returns {Node} */
function unary(c) {
  const t = c.peek();
  if (!c.isOp('!')) return primary(c);
  c.next();
  c.enter(t);
  const inner = asBool(unary(c), 'parsing target of (!) operator');
  c.leave();
  return { type: 'bool', op: 'not', operand: inner, text: c.src.slice(t.pos, inner.pos + inner.text.length), pos: t.pos };
}

/** @param {Cursor} c @returns {Node} */
function comparison(c) {
  let left = unary(c);
  for (;;) {
    const t = c.peek();
    if (t.type === 'op' && ['<', '>', '<=', '>='].includes(t.value)) {
      throw new ListQueryError(`${at(t.pos)}: ${t.value} is not supported (supported operators: ==, !=, &&, ||, !)`);
    }
    if (!c.isOp('==') && !c.isOp('!=')) return left;
    const op = /** @type {'==' | '!='} */ (c.next().value);
    const right = unary(c);
    if (left.type !== 'string')
      throw new ListQueryError(`operator (${op}) not supported for type: ${TYPE_NAMES[left.type]} at ${at(left.pos)}: ${left.text}`);
    const r = asString(right, `parsing rhs of (${op}) operator`);
    left = { type: 'bool', op, left, right: r, text: c.span(left, r), pos: left.pos };
  }
}

/**
 * A chain of `&&` (or `||`) operands, one node for the whole chain (a long chain does not nest).
 * @param {Cursor} c @param {'&&' | '||'} op @param {(c: Cursor) => Node} next @returns {Node}
 */
function chain(c, op, next) {
  const first = next(c);
  if (!c.isOp(op)) return first;
  const operands = [asBool(first, `parsing lhs of (${op}) operator`)];
  while (c.isOp(op)) {
    c.next();
    operands.push(asBool(next(c), `parsing rhs of (${op}) operator`));
  }
  const last = /** @type {BoolNode} */ (operands[operands.length - 1]);
  return { type: 'bool', op, operands, text: c.span(first, last), pos: first.pos };
}

/** @param {Cursor} c @returns {Node} */
const conjunction = (c) => chain(c, '&&', comparison);

/** @param {Cursor} c @returns {Node} */
function expression(c) {
  const node = chain(c, '||', conjunction);
  const t = c.peek();
  if (t.type === 'op' && ['+', '-', '*', '/', '%', '|', '&', '^', '<<', '>>', '&^'].includes(t.value)) {
    throw new ListQueryError(`${at(t.pos)}: operator ${t.value} is not supported ${SUPPORTED_OPERATORS}`);
  }
  if (c.isOp('=') || c.isOp(':=')) throw new ListQueryError(`${at(t.pos)}: expected 'EOF', found '${t.value}' (to compare, use ==)`);
  return node;
}

/**
 * Parses one predicate expression into its typed tree.
 * @param {string} src
 * @returns {BoolNode}
 * @throws {ListQueryError} when it is malformed or uses what is not supported
 */
export function parsePredicate(src) {
  const c = new Cursor(src);
  const root = expression(c);
  const end = c.peek();
  if (end.type !== 'eof') throw new ListQueryError(`${at(end.pos)}: expected 'EOF', found ${describe(end)}`);
  return asBool(root, 'expression evaluated to unexpected type');
}
