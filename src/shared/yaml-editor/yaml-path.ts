// Where the cursor is in a block-style YAML document, read from indentation alone so that it works
// on the half-typed text an author has while completing (which does not parse): the keys from
// the root down to the mapping the cursor is in ('[]' for an item of a sequence), whether a key or
// a value is being typed, and the word typed so far. Both `key:` lines whose sequence items sit at
// the key's own indent (`rules:\n- resources: …`, as the backend writes it) and indented ones work.

/** One line's structure: indentation, the `- ` markers, and its key when it has one. */
interface LineShape {
  blank: boolean;
  /** Columns of the `- ` markers, outermost first. */
  dashes: number[];
  /** Column where the content after the markers starts. */
  content: number;
  key: string | null;
  /** Column where the key ends (its colon). */
  keyEnd: number;
  /** The text after `key:`, trimmed at the start. */
  rest: string;
}

const KEY = /^(?:'([^']*)'|"([^"]*)"|([^\s#'"\-?:,[\]{}][^:#]*?|-[^\s:#][^:#]*?))\s*:(?=\s|$)/;

function shapeOf(line: string): LineShape {
  let p = 0;
  while (line[p] === ' ') p++;
  const dashes: number[] = [];
  while (line[p] === '-' && (p + 1 === line.length || line[p + 1] === ' ')) {
    dashes.push(p);
    p++;
    while (line[p] === ' ') p++;
  }
  const text = line.slice(p);
  const blank = text === '' || text.startsWith('#');
  const m = blank ? null : KEY.exec(text);
  const key = m ? (m[1] ?? m[2] ?? m[3] ?? '').trim() : null;
  const keyEnd = m ? p + m[0].length : p;
  return { blank: blank && dashes.length === 0, dashes, content: p, key, keyEnd, rest: m ? line.slice(keyEnd).trimStart() : text };
}

/**
 * The keys above a column: the mapping keys (and '[]' for sequence items) that contain content at
 * `column` on line `lineNo`. `inclusive` looks for the owner of a sequence item whose `-` is at
 * `column`: a key at the same indent owns it.
 */
function ancestors(line: (n: number) => string, lineNo: number, column: number, inclusive: boolean): string[] {
  const path: string[] = [];
  let limit = column;
  let owner = inclusive;
  for (let n = lineNo - 1; n >= 0 && (limit > 0 || owner); n--) {
    const shape = shapeOf(line(n));
    if (shape.blank) continue;
    // A key with a value on its own line (`name: x`) holds nothing below it.
    const opensBlock = shape.rest === '' || /^[#&!|>]/.test(shape.rest);
    const keyContains = shape.key !== null && opensBlock && (owner ? shape.content <= limit : shape.content < limit);
    // The sequence items this line opens that contain the column (a `- ` left of it).
    const items = keyContains ? shape.dashes : shape.dashes.filter((d) => d < limit);
    if (!keyContains && items.length === 0) continue;
    if (keyContains) {
      path.unshift(shape.key!);
      limit = shape.content;
      owner = false;
    }
    for (let d = items.length - 1; d >= 0; d--) {
      path.unshift('[]');
      limit = items[d]!;
      owner = true;
    }
  }
  return path;
}

export interface CursorContext {
  /** Keys from the root to the mapping (or sequence item) the cursor is in. */
  path: string[];
  /** 'key': a key (or a sequence item) is typed; 'value': the value of `key`. */
  position: 'key' | 'value';
  key?: string;
  /** The word typed so far, and the column where it starts. */
  partial: string;
  fromColumn: number;
}

/** Path of the mapping that holds content at this line's own start, and the line's shape. */
function containerOf(line: (n: number) => string, lineNo: number, shape: LineShape): string[] {
  if (shape.dashes.length === 0) return ancestors(line, lineNo, shape.content, false);
  const path = ancestors(line, lineNo, shape.dashes[0]!, true);
  return [...path, ...shape.dashes.map(() => '[]')];
}

/** The context at a column of a line (0-based line numbers; `line(n)` gives line n's text). */
export function cursorContext(line: (n: number) => string, lineNo: number, column: number): CursorContext | null {
  const before = line(lineNo).slice(0, column);
  const shape = shapeOf(before);
  if (before.slice(shape.content).startsWith('#')) return null;
  const path = containerOf(line, lineNo, shape);
  if (shape.key === null) {
    const typed = before.slice(shape.content);
    if (!/^[\w.\-*]*$/.test(typed)) return null;
    return { path, position: 'key', partial: typed, fromColumn: shape.content };
  }
  // A value: plain, or the last item of a flow sequence ([list, re…).
  const rest = shape.rest;
  if (rest.startsWith('#') || rest.startsWith('|') || rest.startsWith('>')) return null;
  const flow = /^\[(?:[^\]]*,)?\s*([^,\]]*)$/.exec(rest);
  const partial = flow ? flow[1]!.replace(/^['"]/, '') : rest.replace(/^['"]/, '');
  if (!flow && /[[\]{}]/.test(rest)) return null;
  return { path, position: 'value', key: shape.key, partial, fromColumn: column - partial.length };
}

export interface KeyAt {
  /** Full path of the key, the key itself last. */
  path: string[];
  fromColumn: number;
  toColumn: number;
}

/** The key under a column of a line, with its full path; null when the column is not on a key. */
export function keyAt(line: (n: number) => string, lineNo: number, column: number): KeyAt | null {
  const text = line(lineNo);
  const shape = shapeOf(text);
  if (shape.key === null) return null;
  const keyText = text.slice(shape.content, shape.keyEnd).replace(/\s*:$/, '');
  const toColumn = shape.content + keyText.length;
  if (column < shape.content || column > toColumn) return null;
  return { path: [...containerOf(line, lineNo, shape), shape.key], fromColumn: shape.content, toColumn };
}

/** Helpers over a whole text and an offset (tests, and callers that hold a string). */
export function linesOf(text: string): { line: (n: number) => string; at: (offset: number) => { lineNo: number; column: number } } {
  const lines = text.split('\n');
  return {
    line: (n) => lines[n] ?? '',
    at: (offset) => {
      const head = text.slice(0, offset).split('\n');
      return { lineNo: head.length - 1, column: head[head.length - 1]!.length };
    },
  };
}
