import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  awaitShellPage,
  firstScreenShown,
  HOLD_LIMIT_MS,
  holdUntilFirstScreen,
  shellPageShown,
  whenShellPageShown,
} from './first-screen';

afterEach(() => {
  firstScreenShown();
  vi.useRealTimers();
});

describe('work held for the first screen', () => {
  it('runs at once when nothing holds it (sign-in page, unit tests)', () => {
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while held and runs once when the first screen is shown', () => {
    holdUntilFirstScreen();
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).not.toHaveBeenCalled();
    firstScreenShown();
    expect(task).toHaveBeenCalledTimes(1);
    firstScreenShown();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway after the hold limit when the screen never settles', () => {
    vi.useFakeTimers();
    holdUntilFirstScreen();
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("the first screen waits for the shell's page, which waits for the banners", () => {
  it('does not wait when nothing is held', () => {
    awaitShellPage();
    const task = vi.fn();
    whenShellPageShown(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits, while held, until the shell's page shows; once only in a page's life", () => {
    holdUntilFirstScreen();
    awaitShellPage();
    const task = vi.fn();
    whenShellPageShown(task);
    expect(task).not.toHaveBeenCalled();
    shellPageShown();
    expect(task).toHaveBeenCalledTimes(1);
    // A navigation before the first screen is up boots the shell again: its page is there already.
    awaitShellPage();
    const next = vi.fn();
    whenShellPageShown(next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('the contract check waits for the first screen', () => {
  it('does not load the validators while a signed-in load is held, even when queued before the hold', async () => {
    vi.useFakeTimers();
    const { whenIdle } = await import('./deferred-validation');
    const task = vi.fn();
    whenIdle(task);
    holdUntilFirstScreen();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    firstScreenShown();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
