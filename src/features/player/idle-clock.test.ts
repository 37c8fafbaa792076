import { describe, expect, it } from 'vitest';
import { IdleClock, idleLimitOf } from './idle-clock';
import { readRecording } from '@/shared/sessions/recording-events';
import { Timeline } from './replay-engine';

describe('the idle skip clock', () => {
  // Events at 0.5 s, 1 s, 11 s (a 10 s pause), 12 s; the recording ends at 40 s (a 28 s tail).
  const times = [500, 1000, 11_000, 12_000];

  it('is the recording clock when off', () => {
    const clock = new IdleClock(times, 40_000, null);
    expect(clock.durationMs).toBe(40_000);
    for (const ms of [0, 700, 11_000, 39_999]) {
      expect(clock.toShown(ms)).toBe(ms);
      expect(clock.toRecording(ms)).toBe(ms);
    }
  });

  it('shortens every gap longer than the limit to the limit, and keeps the shorter ones', () => {
    const clock = new IdleClock(times, 40_000, 2000);
    // 0.5 + 0.5 + 2 (was 10) + 1 + 2 (was 28)
    expect(clock.durationMs).toBe(6000);
    expect(clock.toShown(500)).toBe(500);
    expect(clock.toShown(1000)).toBe(1000);
    expect(clock.toShown(11_000)).toBe(3000);
    expect(clock.toShown(12_000)).toBe(4000);
    expect(clock.toShown(40_000)).toBe(6000);
    // Inside a shortened gap, time runs proportionally faster: continuous, one to one.
    expect(clock.toShown(6000)).toBe(2000);
    expect(clock.toShown(11_500)).toBe(3500);
  });

  it('maps shown time back to recording time exactly (t= stays recording time)', () => {
    const clock = new IdleClock(times, 40_000, 1000);
    for (const ms of [0, 250, 500, 999, 1000, 4321, 11_000, 11_999, 12_000, 25_000, 40_000]) {
      expect(clock.toRecording(clock.toShown(ms))).toBeCloseTo(ms, 6);
    }
    for (let s = 0; s <= clock.durationMs; s += 137) expect(clock.toShown(clock.toRecording(s))).toBeCloseTo(s, 6);
    // Jumping to 50% of the shown timeline lands at the recording time of that shown moment.
    expect(clock.durationMs).toBe(4000);
    expect(clock.toRecording(clock.durationMs / 2)).toBe(11_000);
    expect(clock.toRecording(2500)).toBe(11_500);
  });

  it('takes only the limits it offers from the URL', () => {
    expect(idleLimitOf(2000)).toBe(2000);
    expect(idleLimitOf(undefined)).toBeNull();
    expect(idleLimitOf(1234)).toBeNull();
  });
});

describe('one output event at a time', () => {
  const timeline = new Timeline(
    readRecording({
      events: [
        { event: 'session.start', size: '80:24', ms: 0 },
        { event: 'print', ms: 100, offset: 0, bytes: 2 },
        { event: 'resize', size: '90:30', ms: 150 },
        { event: 'print', ms: 300, offset: 2, bytes: 2 },
        { event: 'print', ms: 300, offset: 4, bytes: 1 },
        { event: 'print', ms: 900, offset: 5, bytes: 3 },
      ],
    }),
  );

  it('steps forward to the next print, skipping resizes', () => {
    expect(timeline.nextOutputMs(0)).toBe(100);
    expect(timeline.nextOutputMs(100)).toBe(300);
    expect(timeline.nextOutputMs(150)).toBe(300);
    expect(timeline.nextOutputMs(300)).toBe(900);
    expect(timeline.nextOutputMs(900)).toBeNull();
  });

  it('steps back so that the last output shown goes away', () => {
    expect(timeline.previousOutputMs(900)).toBe(300);
    expect(timeline.previousOutputMs(950)).toBe(300);
    expect(timeline.previousOutputMs(300)).toBe(100);
    expect(timeline.previousOutputMs(120)).toBe(0);
    expect(timeline.previousOutputMs(50)).toBeNull();
  });
});
