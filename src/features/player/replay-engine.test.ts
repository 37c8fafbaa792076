// The replay engine against @xterm/headless: time -> frames -> offset, the stream's chunks, and
// the rule that makes seeking accurate: a checkpoint plus the frames after it gives the same
// screen (every cell's text and attributes, the cursor, the alternate screen) as a replay from the
// start. (Scrollback is restored from the snapshot's text; its wrapping after resizes may differ.)
import { describe, expect, it } from 'vitest';
import { createHeadlessTerminal, type HeadlessTerminal } from './headless-terminal';
import { readRecording } from '@/shared/sessions/recording-events';
import { buildCheckpoints, MAX_CHUNK_BYTES, planSeek, streamChunks, Timeline } from './replay-engine';
import { makeTestRecording } from './test-recording';

/** The screen as a viewer sees it: every visible cell's text and attributes, the cursor, which buffer. */
function state(t: HeadlessTerminal) {
  const term = t.terminal;
  const buf = term.buffer.active;
  const rows: string[] = [];
  const attrs: string[] = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buf.getLine(buf.baseY + y)!;
    rows.push(line.translateToString(true));
    let a = '';
    for (let x = 0; x < term.cols; x++) {
      const c = line.getCell(x)!;
      a += `${c.getFgColorMode()}.${c.getFgColor()}.${c.getBgColorMode()}.${c.getBgColor()}.${c.isBold()}.${c.getWidth()};`;
    }
    attrs.push(a);
  }
  return { size: `${term.cols}x${term.rows}`, active: buf.type, rows, attrs, cursor: [buf.cursorX, buf.cursorY] };
}

describe('Timeline', () => {
  const rec = readRecording({
    events: [
      { event: 'session.start', size: '100:30', ms: 0 },
      { event: 'print', ms: 100, offset: 0, bytes: 5 },
      { event: 'print', ms: 100, offset: 5, bytes: 3 },
      { event: 'resize', size: '120:40', ms: 250 },
      { event: 'print', ms: 900, offset: 8, bytes: 10 },
      { event: 'session.end', ms: 1500 },
    ],
  });
  const tl = new Timeline(rec);

  it('maps a time to the frames played by then, their byte offset and the terminal size', () => {
    expect(rec.initialSize).toEqual({ cols: 100, rows: 30 });
    expect(rec.durationMs).toBe(1500);
    expect(rec.totalBytes).toBe(18);
    expect([0, 99, 100, 249, 250, 899, 900, 5000].map((ms) => tl.offsetAt(ms))).toEqual([0, 0, 8, 8, 8, 8, 18, 18]);
    expect(tl.countAt(99)).toBe(0);
    expect(tl.countAt(100)).toBe(2);
    expect(tl.sizeAfter(tl.countAt(200))).toEqual({ cols: 100, rows: 30 });
    expect(tl.sizeAfter(tl.countAt(250))).toEqual({ cols: 120, rows: 40 });
  });

  it('writes contiguous prints as one write, resizes between them, and skips bytes the stream lacks', () => {
    const calls: string[] = [];
    const sink = {
      write: (d: Uint8Array | string) => calls.push(`w${d.length}`),
      resize: (c: number, r: number) => calls.push(`r${c}x${r}`),
    };
    tl.apply(sink, new Uint8Array(18), 0, tl.length);
    expect(calls).toEqual(['w8', 'r120x40', 'w10']);
    calls.length = 0;
    tl.apply(sink, new Uint8Array(12), 0, tl.length); // a stream cut short at 12 bytes
    expect(calls).toEqual(['w8', 'r120x40', 'w4']);
  });

  it('asks for the stream in chunks of at most 5 MiB', () => {
    expect(streamChunks(0)).toEqual([]);
    expect(streamChunks(MAX_CHUNK_BYTES)).toEqual([{ offset: 0, bytes: MAX_CHUNK_BYTES }]);
    expect(streamChunks(11 * 1024 * 1024)).toEqual([
      { offset: 0, bytes: MAX_CHUNK_BYTES },
      { offset: MAX_CHUNK_BYTES, bytes: MAX_CHUNK_BYTES },
      { offset: 2 * MAX_CHUNK_BYTES, bytes: 1024 * 1024 },
    ]);
  });
});

describe('seeking from checkpoints', () => {
  const { list, bytes } = makeTestRecording(400 * 1024, 11);
  const rec = readRecording(list);
  const tl = new Timeline(rec);
  const every = 32 * 1024;

  it('plans a checkpoint every ~N bytes and seeks from the latest one before the target', async () => {
    const term = createHeadlessTerminal(rec.initialSize, 200);
    const cps = await buildCheckpoints(tl, bytes, term, { every });
    term.dispose();
    expect(cps.length).toBeGreaterThanOrEqual(Math.floor(bytes.length / every) - 1);
    for (let i = 1; i < cps.length; i++) expect(cps[i]!.offset - cps[i - 1]!.offset).toBeLessThan(every + 2048);
    const mid = cps[4]!;
    const plan = planSeek(tl, cps, mid.ms + 1);
    expect(plan.checkpoint).toBe(mid.frame === plan.to ? mid : plan.checkpoint);
    expect(plan.checkpoint!.frame).toBeLessThanOrEqual(plan.to);
    expect(tl.offsetAfter(plan.to) - tl.offsetAfter(plan.from)).toBeLessThan(every + 2048);
    expect(planSeek(tl, cps, 0)).toEqual({ checkpoint: null, from: 0, to: 0 });
  });

  it('rebuilds the same terminal as a straight replay, at many points', async () => {
    const builder = createHeadlessTerminal(rec.initialSize, 200);
    const cps = await buildCheckpoints(tl, bytes, builder, { every });
    builder.dispose();
    const targets = [0, 0.13, 0.27, 0.5, 0.61, 0.77, 0.9, 0.999, 1].map((f) => Math.round(rec.durationMs * f));
    // Also exactly at checkpoints and just after them.
    targets.push(cps[2]!.ms, cps[5]!.ms + 1);
    for (const ms of targets) {
      const plan = planSeek(tl, cps, ms);
      const straight = createHeadlessTerminal(rec.initialSize, 200);
      tl.apply(straight, bytes, 0, plan.to);
      await straight.flush();

      const c = plan.checkpoint;
      const seek = createHeadlessTerminal(c?.size ?? rec.initialSize, 200);
      if (c) seek.write(c.snapshot);
      tl.apply(seek, bytes, plan.from, plan.to);
      await seek.flush();
      expect(state(seek), `seek to ${ms} ms (from frame ${plan.from})`).toEqual(state(straight));
      straight.dispose();
      seek.dispose();
    }
  });
});
