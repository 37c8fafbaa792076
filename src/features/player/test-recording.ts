// A made-up recording for the unit tests: prompts, coloured output, long wrapped lines, UTF-8,
// clears, cursor moves, the alternate screen and resizes, from a seeded generator (not data).
import type { SessionEventList } from '@/api/gen/model/sessionEventList';

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'naïve', 'café', '漢字', 'ok', 'error', 'warning', 'load', 'average'];

export interface TestRecording {
  list: SessionEventList;
  bytes: Uint8Array;
  /** The text of print i, for the search tests. */
  texts: string[];
}

/** About `targetBytes` of output in prints every 10–400 ms; a marker word `needle-N` every ~50 prints. */
export function makeTestRecording(targetBytes: number, seed = 7): TestRecording {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  const texts: string[] = [];
  const events: SessionEventList['events'] = [{ ei: 0, event: 'session.start', size: '80:24', ms: 0 }];
  let offset = 0;
  let ms = 0;
  let n = 0;
  let alt = false;
  while (offset < targetBytes) {
    ms += 10 + Math.floor(rnd() * 390);
    const r = rnd();
    let chunk: string;
    if (r < 0.03) {
      const size = `${60 + Math.floor(rnd() * 80)}:${15 + Math.floor(rnd() * 30)}`;
      events.push({ ei: events.length, event: 'resize', size, ms });
      continue;
    } else if (r < 0.06) chunk = '\x1b[H\x1b[2J';
    else if (r < 0.08) {
      alt = !alt;
      chunk = alt ? '\x1b[?1049h\x1b[H' : '\x1b[?1049l';
    } else if (r < 0.12)
      chunk = `\x1b[${1 + Math.floor(rnd() * 20)};${1 + Math.floor(rnd() * 60)}H\x1b[1;3${Math.floor(rnd() * 8)}m${pick(WORDS)}\x1b[0m`;
    else {
      const words = Array.from({ length: 3 + Math.floor(rnd() * 40) }, () => pick(WORDS));
      if (n % 50 === 25) words.splice(1, 0, `needle-${n}`);
      chunk = `\x1b[32malice@host\x1b[0m:~$ ${words.join(' ')}\r\n`;
    }
    const b = enc.encode(chunk);
    parts.push(b);
    texts.push(chunk);
    events.push({ ei: events.length, event: 'print', ms, offset, bytes: b.length, ci: n++ });
    offset += b.length;
  }
  events.push({ ei: events.length, event: 'session.end', ms: ms + 1000 });
  const bytes = new Uint8Array(offset);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return { list: { events, startKey: '' }, bytes, texts };
}
