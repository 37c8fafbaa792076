// Search inside a recording: the output of every print, decoded as UTF-8 with the terminal's
// escape sequences and control characters stripped, in one text with the time of each piece.
import type { Timeline } from './replay-engine';
import { AnsiStripper } from '@/shared/text/ansi-stripper';

export interface SearchHit {
  ms: number;
  /** The line around the hit, split so the match can be marked. */
  before: string;
  match: string;
  after: string;
}

export interface SearchIndex {
  readonly text: string;
  search(query: string, limit?: number): { hits: SearchHit[]; total: number };
}

const CONTEXT = 40;

/** Indexes the prints of the timeline (bytes past the stream's end are left out). */
export function buildSearchIndex(timeline: Timeline, bytes: Uint8Array): SearchIndex {
  const decoder = new TextDecoder('utf-8');
  const stripper = new AnsiStripper();
  const pieces: string[] = [];
  const starts: number[] = [];
  const times: number[] = [];
  let length = 0;
  for (const f of timeline.frames) {
    if (f.size || f.end <= f.start || f.start >= bytes.length) continue;
    const t = stripper.push(decoder.decode(bytes.subarray(f.start, Math.min(f.end, bytes.length)), { stream: true }));
    if (!t) continue;
    starts.push(length);
    times.push(f.ms);
    pieces.push(t);
    length += t.length;
  }
  const text = pieces.join('');
  const lower = text.toLowerCase();
  const timeOf = (pos: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return times[lo] ?? 0;
  };
  return {
    text,
    search(query, limit = 200) {
      const q = query.trim().toLowerCase();
      const hits: SearchHit[] = [];
      if (!q) return { hits, total: 0 };
      let total = 0;
      for (let at = lower.indexOf(q); at >= 0; at = lower.indexOf(q, at + q.length)) {
        total++;
        if (hits.length >= limit) continue;
        const end = at + q.length;
        // The hit's time is when its last character was printed: by then the whole match is on screen.
        const lineStart = Math.max(text.lastIndexOf('\n', at - 1) + 1, at - CONTEXT);
        let lineEnd = text.indexOf('\n', end);
        if (lineEnd < 0 || lineEnd > end + CONTEXT) lineEnd = Math.min(text.length, end + CONTEXT);
        hits.push({ ms: timeOf(end - 1), before: text.slice(lineStart, at), match: text.slice(at, end), after: text.slice(end, lineEnd) });
      }
      return { hits, total };
    },
  };
}
