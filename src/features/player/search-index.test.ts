import { describe, expect, it } from 'vitest';
import { readRecording } from '@/shared/sessions/recording-events';
import { Timeline } from './replay-engine';
import { buildSearchIndex } from './search-index';
import { AnsiStripper } from '@/shared/text/ansi-stripper';
import { makeTestRecording } from './test-recording';

const enc = new TextEncoder();

function recordingOf(prints: Array<[number, string]>) {
  const parts = prints.map(([, s]) => enc.encode(s));
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  const events = prints.map(([ms], i) => {
    bytes.set(parts[i]!, offset);
    const e = { event: 'print', ms, offset, bytes: parts[i]!.length };
    offset += parts[i]!.length;
    return e;
  });
  return { timeline: new Timeline(readRecording({ events })), bytes };
}

describe('AnsiStripper', () => {
  it('drops CSI, OSC (BEL and ST), charset and control characters, also when split', () => {
    const s = new AnsiStripper();
    expect(s.push('\x1b]0;title\x07\x1b[01;32mgreen\x1b[0m\r\nx\x1b(By\x1b]8;;http://a\x1b\\link')).toBe('green\nxylink');
    expect(s.push('a\x1b[3')).toBe('a');
    expect(s.push('1mred\x1b]0;ti')).toBe('red');
    expect(s.push('tle\x07b\x08c')).toBe('bc');
  });
});

describe('buildSearchIndex', () => {
  it('finds text across prints, case-insensitive, with the time the match was complete', () => {
    const { timeline, bytes } = recordingOf([
      [100, '\x1b[32m$\x1b[0m upt'],
      [250, 'ime\r\n load average: 0.08\r\n'],
      [900, '$ echo Café LOAD\r\n'],
    ]);
    const index = buildSearchIndex(timeline, bytes);
    expect(index.text).toBe('$ uptime\n load average: 0.08\n$ echo Café LOAD\n');
    const { hits, total } = index.search('load');
    expect(total).toBe(2);
    expect(hits.map((h) => h.ms)).toEqual([250, 900]);
    expect(hits[0]).toMatchObject({ before: ' ', match: 'load', after: ' average: 0.08' });
    expect(hits[1]).toMatchObject({ before: '$ echo Café ', match: 'LOAD', after: '' });
    expect(index.search('uptime').hits[0]!.ms).toBe(250); // 'upt' at 100, 'ime' at 250
    expect(index.search('  ').total).toBe(0);
    expect(index.search('café').hits[0]!.ms).toBe(900);
  });

  it('keeps a multi-byte character split between two prints', () => {
    const e = enc.encode('漢字');
    const bytes = new Uint8Array([...e]);
    const timeline = new Timeline(
      readRecording({
        events: [
          { event: 'print', ms: 1, offset: 0, bytes: 2 },
          { event: 'print', ms: 2, offset: 2, bytes: 4 },
        ],
      }),
    );
    expect(
      buildSearchIndex(timeline, bytes)
        .search('漢字')
        .hits.map((h) => h.ms),
    ).toEqual([2]);
  });

  it('counts every hit of a big recording but lists at most the limit', () => {
    const { list, bytes } = makeTestRecording(300 * 1024, 3);
    const index = buildSearchIndex(new Timeline(readRecording(list)), bytes);
    const needles = index.search('needle-', 5);
    expect(needles.hits).toHaveLength(5);
    expect(needles.total).toBeGreaterThan(5);
    expect(needles.hits.map((h) => h.ms)).toEqual([...needles.hits.map((h) => h.ms)].sort((a, b) => a - b));
  });
});
