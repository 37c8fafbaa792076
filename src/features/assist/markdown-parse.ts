// A small markdown reader for the assistant's answers: text in, a tree of plain data out.
// It knows paragraphs, headings, lists (ordered and not), fenced code blocks, emphasis, strong,
// inline code and links. Nothing here produces markup: HTML in the text stays text (the renderer
// turns the tree into React elements, which escape it), and a link's target is only data — the
// renderer decides whether it becomes a link at all.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { kind: 'code'; lang: string; text: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;

/** Reads the blocks of a markdown text. Unclosed code fences run to the end (as while streaming). */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(marker)) body.push(lines[i++] ?? '');
      i++; // the closing fence (or past the end)
      blocks.push({ kind: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
      i++;
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      flush();
      const isOrdered = !bullet;
      const pattern = isOrdered ? ORDERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const m = pattern.exec(current);
        if (m) {
          items.push([(isOrdered ? m[2] : m[1]) ?? '']);
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length) {
          items[items.length - 1]?.push(current.trim()); // a continuation line of the item
        } else break;
        i++;
      }
      const start = isOrdered ? Number(ordered?.[1] ?? 1) : 1;
      blocks.push({ kind: 'list', ordered: isOrdered, start, items: items.map((item) => parseInline(item.join('\n'))) });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line);
    i++;
  }
  flush();
  return blocks;
}

/** Reads emphasis, strong, inline code and links; everything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const pushText = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>]/.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(text.slice(i))?.[0] ?? '`';
      const end = text.indexOf(run, i + run.length);
      if (end > 0) {
        pushText();
        out.push({ kind: 'code', text: text.slice(i + run.length, end).trim() || text.slice(i + run.length, end) });
        i = end + run.length;
        continue;
      }
    }
    if (c === '*' || c === '_') {
      const double = text[i + 1] === c;
      const marker = double ? c + c : c;
      const end = findClosing(text, i + marker.length, marker);
      // `_` inside a word (snake_case) is not emphasis.
      const wordy = c === '_' && i > 0 && /\w/.test(text[i - 1] ?? '');
      if (end > i + marker.length && !wordy && !/\s/.test(text[i + marker.length] ?? ' ')) {
        pushText();
        const children = parseInline(text.slice(i + marker.length, end));
        out.push(double ? { kind: 'strong', children } : { kind: 'em', children });
        i = end + marker.length;
        continue;
      }
    }
    if (c === '!' && text[i + 1] === '[') {
      // An image is never loaded: it becomes a link (shown as text unless allowed) named as one.
      const image = readLink(text, i + 1);
      if (image) {
        pushText();
        out.push({ kind: 'link', href: image.href, children: [{ kind: 'text', text: `image: ${image.label}` }] });
        i = image.end;
        continue;
      }
    }
    if (c === '[') {
      const link = readLink(text, i);
      if (link) {
        pushText();
        out.push({ kind: 'link', href: link.href, children: parseInline(link.label) });
        i = link.end;
        continue;
      }
    }
    if (c === '<') {
      const auto = /^<(https?:\/\/[^\s<>]+)>/.exec(text.slice(i));
      if (auto?.[1]) {
        pushText();
        out.push({ kind: 'link', href: auto[1], children: [{ kind: 'text', text: auto[1] }] });
        i += auto[0].length;
        continue;
      }
    }
    plain += c;
    i++;
  }
  pushText();
  return out;
}

function findClosing(text: string, from: number, marker: string): number {
  let i = from;
  while (i < text.length) {
    const at = text.indexOf(marker, i);
    if (at < 0) return -1;
    if (text[at - 1] === '\\') {
      i = at + 1;
      continue;
    }
    // `**` must not be taken for the closing `*` of an emphasis.
    if (marker.length === 1 && text[at + 1] === marker) {
      i = at + 2;
      continue;
    }
    if (!/\s/.test(text[at - 1] ?? ' ')) return at;
    i = at + 1;
  }
  return -1;
}

function readLink(text: string, start: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) break;
  }
  if (i >= text.length || text[i + 1] !== '(') return null;
  const close = text.indexOf(')', i + 2);
  if (close < 0) return null;
  const href =
    text
      .slice(i + 2, close)
      .trim()
      .split(/\s+/)[0] ?? '';
  return { label: text.slice(start + 1, i), href, end: close + 1 };
}

/** The text of inline content without its formatting (for accessible names). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : inlineText(n.children))).join('');
}
