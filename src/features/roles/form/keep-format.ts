// Writing an edited role Document back to text while keeping the author's formatting. The yaml
// package keeps comments, key order and quoting, but it lays every line out anew (indentation of
// lists, padding inside [ ], spacing before comments), so a change to one field would reformat the
// whole file. Instead: the untouched document and the edited one are laid out the same way, and
// the difference between the two (the changed lines) is carried over to the original text by a
// three-way line merge. Where a changed line and a reformatted line meet, the change wins. The
// result must read back as exactly the edited document; if it does not, the edited document's own
// text is used.
import { commonEnds } from '@/shared/text/common-ends';
import { parseDocument, type Document, type ToStringOptions } from 'yaml';

/** Above this many line comparisons the merge is skipped (the edited text is used as laid out). */
const MAX_CELLS = 4_000_000;

const stripQuotedAndComment = (line: string) =>
  line
    .replace(/'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"/g, 'x')
    .replace(/(^|\s)#.*$/, '')
    .trimEnd();

/** How the text is laid out, as the yaml package's options: list indentation, indent, padding, quotes. */
export function formatOf(text: string): ToStringOptions {
  const lines = text.split(/\r?\n/);
  let indentSeq: boolean | null = null;
  let indent: number | null = null;
  let padded = 0;
  let unpadded = 0;
  let singles = 0;
  let doubles = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    singles += (raw.replace(/(^|\s)#.*$/, '').match(/(^|[\s[{,:-])'/g) ?? []).length;
    doubles += (raw.replace(/(^|\s)#.*$/, '').match(/(^|[\s[{,:-])"/g) ?? []).length;
    const line = stripQuotedAndComment(raw);
    padded += (line.match(/[[{] +[^\s\]}]/g) ?? []).length;
    unpadded += (line.match(/[[{][^\s\]}]/g) ?? []).length;
    // A key that opens a block: the next content line says how its children are indented.
    const key = /^( *)(?:- +)?[^\s#].*:$/.exec(line);
    if (!key || (indentSeq !== null && indent !== null)) continue;
    let next = i + 1;
    while (next < lines.length && /^\s*(#.*)?$/.test(lines[next] ?? '')) next++;
    const child = /^( *)(- )?/.exec(lines[next] ?? '');
    if (!child) continue;
    const parentColumn = line.length - line.trimStart().replace(/^- +/, '').length;
    const childColumn = child[1]!.length;
    if (child[2] && indentSeq === null) indentSeq = childColumn > parentColumn;
    else if (!child[2] && indent === null && childColumn > parentColumn) indent = childColumn - parentColumn;
  }
  return {
    indentSeq: indentSeq ?? true,
    indent: indent !== null && indent >= 2 && indent <= 8 ? indent : 2,
    flowCollectionPadding: padded > unpadded,
    singleQuote: doubles > singles ? false : true,
    lineWidth: 0,
  };
}

/** Index pairs (a, b) of a longest common subsequence of lines, in order; null when too large. */
function commonLines(a: readonly string[], b: readonly string[]): Array<[number, number]> | null {
  const { start, endA, endB } = commonEnds(a, b);
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) return null;
  // table[i][j]: the LCS length of a[start+i..endA) and b[start+j..endB).
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[start + i] === b[start + j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < start; k++) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[start + i] === b[start + j]) {
      pairs.push([start + i, start + j]);
      i++;
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i++;
    else j++;
  }
  for (let k = 0; k < a.length - endA; k++) pairs.push([endA + k, endB + k]);
  return pairs;
}

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * Three-way line merge: `base` laid out anew, `ours` the original text of the same content,
 * `theirs` the edited content laid out like `base`. Where theirs changed nothing, ours is kept.
 */
export function mergeLines(ours: string, base: string, theirs: string): string | null {
  const O = ours.split('\n');
  const U = base.split('\n');
  const C = theirs.split('\n');
  const toOurs = commonLines(U, O);
  const toTheirs = commonLines(U, C);
  if (!toOurs || !toTheirs) return null;
  const inOurs = new Map(toOurs);
  const inTheirs = new Map(toTheirs);
  const out: string[] = [];
  let u0 = 0;
  let o0 = 0;
  let c0 = 0;
  for (let u = 0; u <= U.length; u++) {
    const end = u === U.length;
    if (!end && !(inOurs.has(u) && inTheirs.has(u))) continue;
    const o = end ? O.length : inOurs.get(u)!;
    const c = end ? C.length : inTheirs.get(u)!;
    const baseChunk = U.slice(u0, u);
    const theirChunk = C.slice(c0, c);
    out.push(...(sameLines(baseChunk, theirChunk) ? O.slice(o0, o) : theirChunk));
    if (!end) out.push(O[o]!);
    u0 = u + 1;
    o0 = o + 1;
    c0 = c + 1;
  }
  return out.join('\n');
}

/** The edited document as text, laid out as `original` was wherever the edit did not reach. */
export function keepFormatting(original: string, edited: Document): string {
  const options = formatOf(original);
  const theirs = edited.toString(options);
  const base = parseDocument(original).toString(options);
  const merged = mergeLines(original, base, theirs);
  if (merged === null) return theirs;
  const check = parseDocument(merged);
  if (check.errors.length > 0) return theirs;
  return JSON.stringify(check.toJS()) === JSON.stringify(edited.toJS()) ? merged : theirs;
}
