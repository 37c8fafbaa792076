// @ts-check
/**
 * The predicate language's evaluator: ./parser.mjs's typed tree, for one resource kind, turned
 * into closures once per call (a listing then runs them over every item). User data (literals,
 * label keys and values) is only ever compared as data: no eval, no regular expression made from
 * it, and labels are looked up by scanning the item's label list (no object keys).
 */
import { matchesLowerWords } from '../list-search.mjs';

/**
 * @typedef {import('./parser.mjs').BoolNode} BoolNode
 * @typedef {import('./parser.mjs').StringNode} StringNode
 * @typedef {import('./parser.mjs').ListNode} ListNode
 * @typedef {import('../list-search.mjs').ListKind} ListKind
 * @typedef {(item: any) => boolean} Test
 */

/** @param {unknown} v @returns {string} */
const str = (v) => (typeof v === 'string' ? v : '');

/** @param {readonly any[]} list @param {string} name @returns {string | undefined} */
function findLabel(list, name) {
  for (let i = 0; i < list.length; i++) {
    const l = list[i];
    if (l != null && l.name === name) return typeof l.value === 'string' ? l.value : '';
  }
  return undefined;
}

/**
 * The value of a label of the item, undefined when it has no such label.
 * @param {ListKind} kind @param {any} item @param {string} key
 */
function labelOf(kind, item, key) {
  const list = kind.labels(item);
  return Array.isArray(list) ? findLabel(list, key) : undefined;
}

/** @param {StringNode} node @param {ListKind} kind @returns {(item: any) => string} */
function stringOf(node, kind) {
  switch (node.op) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'name': {
      const read = kind.predicateName ?? kind.name;
      return (item) => str(read(item));
    }
    case 'metadataName':
      return (item) => str(kind.name(item));
    case 'label': {
      const key = node.key;
      if (key.op === 'literal') {
        const k = key.value;
        return (item) => labelOf(kind, item, k) ?? '';
      }
      const keyOf = stringOf(key, kind);
      return (item) => labelOf(kind, item, keyOf(item)) ?? '';
    }
  }
}

/** @param {ListNode} node @param {ListKind} kind @returns {(item: any) => string[]} */
function listOf(node, kind) {
  const [value, sep] = [stringOf(node.value, kind), stringOf(node.sep, kind)];
  return (item) => {
    const s = value(item);
    const d = sep(item);
    return d === '' ? Array.from(s) : s.split(d);
  };
}

/** @param {readonly Test[]} tests @returns {Test} */
function all(tests) {
  const n = tests.length;
  return (item) => {
    for (let i = 0; i < n; i++) if (!(/** @type {Test} */ (tests[i])(item))) return false;
    return true;
  };
}

/** @param {readonly Test[]} tests @returns {Test} */
function any(tests) {
  const n = tests.length;
  return (item) => {
    for (let i = 0; i < n; i++) if (/** @type {Test} */ (tests[i])(item)) return true;
    return false;
  };
}

/** @param {Extract<BoolNode, { op: 'search' }>} node @param {ListKind} kind @returns {Test} */
function search(node, kind) {
  const words = node.words;
  if (words.every((w) => w.op === 'literal')) {
    const lower = words.map((w) => (w.op === 'literal' ? w.value : '').toLowerCase());
    return (item) => matchesLowerWords(item, lower, kind);
  }
  const evs = words.map((w) => stringOf(w, kind));
  return (item) =>
    matchesLowerWords(
      item,
      evs.map((ev) => ev(item).toLowerCase()),
      kind,
    );
}

/** @param {Extract<BoolNode, { op: 'exists' }>} node @param {ListKind} kind @returns {Test} */
function exists(node, kind) {
  const arg = node.arg;
  // A label exists when the resource has that key, whatever its value.
  if (arg.op === 'label') {
    const key = stringOf(arg.key, kind);
    return (item) => labelOf(kind, item, key(item)) !== undefined;
  }
  const value = stringOf(arg, kind);
  return (item) => value(item) !== '';
}

/** @param {Extract<BoolNode, { op: 'contains' }>} node @param {ListKind} kind @returns {Test} */
function contains(node, kind) {
  const value = stringOf(node.value, kind);
  if (node.list.type === 'list') {
    const list = listOf(node.list, kind);
    return (item) => list(item).includes(value(item));
  }
  const one = stringOf(node.list, kind);
  return (item) => one(item) === value(item);
}

/**
 * The test a predicate's tree stands for, for items of one kind.
 * @param {BoolNode} node @param {ListKind} kind
 * @returns {Test}
 */
export function evaluator(node, kind) {
  switch (node.op) {
    case 'not': {
      const inner = evaluator(node.operand, kind);
      return (item) => !inner(item);
    }
    case '==':
    case 'equals': {
      const [a, b] = [stringOf(node.left, kind), stringOf(node.right, kind)];
      return (item) => a(item) === b(item);
    }
    case '!=': {
      const [a, b] = [stringOf(node.left, kind), stringOf(node.right, kind)];
      return (item) => a(item) !== b(item);
    }
    case 'hasPrefix': {
      const [s, prefix] = [stringOf(node.left, kind), stringOf(node.right, kind)];
      return (item) => s(item).startsWith(prefix(item));
    }
    case '&&':
      return all(node.operands.map((o) => evaluator(o, kind)));
    case '||':
      return any(node.operands.map((o) => evaluator(o, kind)));
    case 'search':
      return search(node, kind);
    case 'exists':
      return exists(node, kind);
    case 'contains':
      return contains(node, kind);
  }
}
