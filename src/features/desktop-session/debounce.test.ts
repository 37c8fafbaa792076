import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, screenSize, screenSpecSender } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once with the latest arguments after the wait', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    vi.advanceTimersByTime(60);
    d(2);
    vi.advanceTimersByTime(60);
    d(3);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it('flushes and cancels', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d('a');
    d.flush();
    expect(fn).toHaveBeenCalledWith('a');
    d('b');
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('screen spec on resize', () => {
  it('clamps sizes to what RDP accepts', () => {
    expect(screenSize(1280.7, 719.2)).toEqual({ width: 1280, height: 719 });
    expect(screenSize(20, Number.NaN)).toEqual({ width: 200, height: 200 });
    expect(screenSize(99999, 500)).toEqual({ width: 8192, height: 500 });
  });

  it('sends one spec when a drag of the window settles, and none for the size already sent', () => {
    const send = vi.fn();
    const s = screenSpecSender(send, 250);
    s.sent({ width: 1280, height: 720 });
    for (let w = 1000; w <= 1100; w += 10) {
      s(w, 600);
      vi.advanceTimersByTime(50);
    }
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ width: 1100, height: 600 });
    s(1100.4, 600.9);
    vi.advanceTimersByTime(300);
    expect(send).toHaveBeenCalledTimes(1);
    s(1280, 720);
    vi.advanceTimersByTime(300);
    expect(send).toHaveBeenLastCalledWith({ width: 1280, height: 720 });
  });
});
