// The streamed export: asciicast v2 lines (header, output timings, resizes, markers), UTF-8 that
// survives any split, one chunk held at a time and written before the next is fetched,
// cancellation, a short stream, the transcript; and a .cast replayed into a headless terminal
// gives the same screen as the recording's own bytes.
import { describe, expect, it } from 'vitest';
import { Terminal } from '@xterm/headless';
import type { SessionEventList } from '@/api/gen/model/sessionEventList';
import { readRecording } from '@/shared/sessions/recording-events';
import { castEventLine, castHeaderLine } from './asciicast';
import { exportFileName, exportRecording, type ExportRecordingOptions } from './export-recording';
import { startTimeOf } from './recording-export-job';

const enc = new TextEncoder();

/** A recording from [ms, text] prints and [ms, 'COLS:ROWS'] resizes. */
function make(steps: Array<[number, string] | [number, { size: string }]>, start = '120:40') {
  const events: SessionEventList['events'] = [{ ei: 0, event: 'session.start', size: start, ms: 0, time: '2026-11-27T10:00:00.000Z' }];
  const parts: Uint8Array[] = [];
  let offset = 0;
  for (const [ms, s] of steps) {
    if (typeof s === 'string') {
      const b = enc.encode(s);
      events.push({ ei: events.length, event: 'print', ms, offset, bytes: b.length });
      parts.push(b);
      offset += b.length;
    } else events.push({ ei: events.length, event: 'resize', ms, size: s.size });
  }
  const bytes = new Uint8Array(offset);
  let o = 0;
  for (const p of parts) {
    bytes.set(p, o);
    o += p.length;
  }
  return { list: { events } as SessionEventList, bytes };
}

interface Run {
  text: string;
  ops: string[];
}

async function run(
  rec: { list: SessionEventList; bytes: Uint8Array },
  extra: Partial<ExportRecordingOptions> & { stopAfter?: number } = {},
): Promise<Run & { result: Awaited<ReturnType<typeof exportRecording>> }> {
  const ops: string[] = [];
  const out: string[] = [];
  const result = await exportRecording({
    format: 'cast',
    recording: readRecording(rec.list),
    read: async (offset, bytes) => {
      ops.push(`read ${offset}+${bytes}`);
      const end = Math.min(offset + bytes, extra.stopAfter ?? rec.bytes.length);
      return rec.bytes.slice(offset, Math.max(offset, end));
    },
    write: async (t) => {
      ops.push('write');
      out.push(t);
    },
    ...extra,
  });
  return { text: out.join(''), ops, result };
}

const parse = (text: string) => {
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  return {
    header: JSON.parse(lines[0]!) as Record<string, unknown>,
    events: lines.slice(1).map((l) => JSON.parse(l) as [number, string, string]),
  };
};

describe('the asciicast writer', () => {
  it('writes the header line and one line an event', () => {
    expect(castHeaderLine({ width: 80, height: 24, timestamp: 1700000000.9, duration: 1.5, title: 't', env: { TERM: 'xterm' } })).toBe(
      '{"version":2,"width":80,"height":24,"timestamp":1700000000,"duration":1.5,"title":"t","env":{"TERM":"xterm"}}\n',
    );
    expect(castEventLine(1234.4, 'o', 'a\x1b[1m"\n')).toBe('[1.234,"o","a\\u001b[1m\\"\\n"]\n');
    expect(castEventLine(0, 'r', '100x30')).toBe('[0,"r","100x30"]\n');
  });

  it('names the file after the session id, safe for any file system', () => {
    expect(exportFileName('4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08', 'cast')).toBe('4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08.cast');
    expect(exportFileName('../../etc/passwd', 'txt')).toBe('_.._etc_passwd.txt');
    expect(exportFileName('<script>:*?', 'cast')).toBe('_script_.cast');
    expect(exportFileName('..', 'txt')).toBe('recording.txt');
  });

  it('exports timings, resizes and markers in time order', async () => {
    const rec = make([
      [0, '$ ls\r\n'],
      [1500, 'a  b\r\n'],
      [2000, { size: '100:30' }],
      [2750, 'done\r\n'],
    ]);
    const markers = [
      { ms: 2750, note: 'the end' },
      { ms: 100, note: 'start <b>"quoted"</b>' },
      { ms: 999_999, note: 'after the end' },
    ];
    const { text, result } = await run(rec, { markers, startTime: startTimeOf(rec.list), title: 'sid (cluster)' });
    const { header, events } = parse(text);
    expect(header).toEqual({
      version: 2,
      width: 120,
      height: 40,
      timestamp: Date.parse('2026-11-27T10:00:00Z') / 1000,
      duration: 2.75,
      title: 'sid (cluster)',
      env: { TERM: 'xterm-256color' },
    });
    expect(events).toEqual([
      [0, 'o', '$ ls\r\n'],
      [0.1, 'm', 'start <b>"quoted"</b>'],
      [1.5, 'o', 'a  b\r\n'],
      [2, 'r', '100x30'],
      [2.75, 'm', 'the end'],
      [2.75, 'o', 'done\r\n'],
      [2.75, 'm', 'after the end'],
    ]);
    expect(result).toEqual({ bytes: rec.bytes.length, items: 7, truncated: false });
  });

  it('keeps a multi-byte character split across prints and across chunks', async () => {
    const all = enc.encode('naïve 漢字 🙂 end');
    // Prints cut inside characters: 'na' + first byte of ï, etc.
    const cuts = [3, 8, 10, 13, 15, all.length];
    const events: SessionEventList['events'] = [{ ei: 0, event: 'session.start', size: '80:24', ms: 0 }];
    let from = 0;
    cuts.forEach((to, i) => {
      events.push({ ei: i + 1, event: 'print', ms: (i + 1) * 10, offset: from, bytes: to - from });
      from = to;
    });
    for (const chunkBytes of [1, 2, 3, 5, 7, 64]) {
      const { text } = await run({ list: { events } as SessionEventList, bytes: all }, { chunkBytes });
      const out = parse(text).events.map((e) => e[2]);
      expect(out.join(''), `chunks of ${chunkBytes}`).toBe('naïve 漢字 🙂 end');
      expect(out.join('')).not.toContain('\ufffd');
    }
  });

  it('streams: reads are in order and at most a chunk, and each chunk is written before the next is read', async () => {
    const steps: Array<[number, string]> = Array.from({ length: 40 }, (_, i) => [i * 100, `line ${i} ${'x'.repeat(20)}\r\n`]);
    const rec = make(steps);
    const { ops, text } = await run(rec, { chunkBytes: 100 });
    const reads = ops.filter((o) => o.startsWith('read'));
    expect(reads.length).toBe(Math.ceil(rec.bytes.length / 100));
    let expected = 0;
    for (const r of reads) {
      const [offset, bytes] = r.slice(5).split('+').map(Number);
      expect(offset).toBe(expected);
      expect(bytes).toBeLessThanOrEqual(100);
      expected += bytes!;
    }
    // Between two reads there is a write: what a chunk produced went out before the next was read.
    const at = ops.flatMap((o, i) => (o.startsWith('read') ? [i] : []));
    for (let k = 1; k < at.length; k++) expect(ops.slice(at[k - 1]! + 1, at[k])).toContain('write');
    expect(ops.at(-1)).toBe('write');
    expect(
      parse(text)
        .events.map((e) => e[2])
        .join(''),
    ).toBe(new TextDecoder().decode(rec.bytes));
  });

  it('stops on Cancel with an AbortError and reads nothing more', async () => {
    const rec = make(Array.from({ length: 20 }, (_, i): [number, string] => [i * 10, `${i}`.repeat(50)]));
    const controller = new AbortController();
    let reads = 0;
    const p = exportRecording({
      format: 'cast',
      recording: readRecording(rec.list),
      chunkBytes: 100,
      signal: controller.signal,
      read: async (offset, bytes) => {
        if (++reads === 3) controller.abort();
        return rec.bytes.slice(offset, offset + bytes);
      },
      write: async () => undefined,
    });
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(reads).toBe(3);
  });

  it('writes what there is of a stream shorter than its events, and says so', async () => {
    const rec = make([
      [0, 'first\r\n'],
      [10, 'second\r\n'],
      [20, { size: '90:20' }],
      [30, 'third\r\n'],
    ]);
    const { text, result } = await run(rec, { stopAfter: 10, chunkBytes: 4 });
    expect(result.truncated).toBe(true);
    const { events } = parse(text);
    expect(
      events
        .filter((e) => e[1] === 'o')
        .map((e) => e[2])
        .join(''),
    ).toBe('first\r\nsec');
    expect(events).toContainEqual([0.02, 'r', '90x20']);
  });

  it('writes a text transcript without escape sequences', async () => {
    const rec = make([
      [0, '\x1b[32malice@host\x1b[0m:~$ ls\r\n'],
      [5, '\x1b]0;title\x07a  b\r\n50%\r'],
      [9, '\x1b[K100%\r\n'],
    ]);
    const { text, result } = await run(rec, { format: 'txt', markers: [{ ms: 1, note: 'not in a transcript' }] });
    expect(text).toBe('alice@host:~$ ls\na  b\n100%\n');
    expect(result.items).toBe(3);
  });

  it('replays into a headless terminal to the same screen as the recording’s bytes', async () => {
    const steps: Array<[number, string] | [number, { size: string }]> = [];
    let s = 99;
    const rnd = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    const words = ['alpha', 'naïve', '漢字', '🙂', 'error', '\x1b[31mred\x1b[0m', '\x1b[2J\x1b[H', '\x1b[5;10Hxy', '\r\n', '\x1b]0;t\x07'];
    for (let i = 0; i < 400; i++) {
      if (i % 97 === 50) steps.push([i * 20, { size: `${70 + (i % 30)}:${20 + (i % 10)}` }]);
      else steps.push([i * 20, Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => words[Math.floor(rnd() * words.length)]).join(' ')]);
    }
    const rec = make(steps, '80:24');
    const { text } = await run(rec, { chunkBytes: 333 });
    const { header, events } = parse(text);

    const screen = async (t: Terminal) => {
      await new Promise<void>((r) => t.write('', r));
      const b = t.buffer.active;
      return Array.from({ length: t.rows }, (_, i) => b.getLine(b.baseY + i)?.translateToString(true) ?? '');
    };
    const fromCast = new Terminal({ cols: Number(header.width), rows: Number(header.height), allowProposedApi: true });
    for (const [, code, data] of events) {
      if (code === 'o') fromCast.write(data);
      else if (code === 'r') {
        const [c, r] = data.split('x').map(Number);
        fromCast.resize(c!, r!);
      }
    }
    const recording = readRecording(rec.list);
    const direct = new Terminal({ cols: 80, rows: 24, allowProposedApi: true });
    for (const f of recording.frames) {
      if (f.size) direct.resize(f.size.cols, f.size.rows);
      else direct.write(rec.bytes.subarray(f.start, f.end));
    }
    const a = await screen(fromCast);
    expect(a.join('').trim().length).toBeGreaterThan(0);
    expect(a).toEqual(await screen(direct));
    fromCast.dispose();
    direct.dispose();
  });
});
