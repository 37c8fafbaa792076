// A trailing debounce with its timer passed in (tests drive a fake clock): the desktop's screen
// size follows the window, but only once the window has stopped changing for a moment.

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Run the pending call now (if any). */
  flush(): void;
  /** Drop the pending call. */
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: Timers = realTimers): Debounced<A> {
  let handle: unknown = null;
  let pending: A | null = null;
  const run = () => {
    handle = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const call = ((...args: A) => {
    pending = args;
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(run, ms);
  }) as Debounced<A>;
  call.flush = () => {
    if (handle !== null) timers.clearTimeout(handle);
    run();
  };
  call.cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    pending = null;
  };
  return call;
}

/** The smallest and largest screen the desktop is asked for (RDP refuses larger ones). */
export const MIN_SCREEN = 200;
export const MAX_SCREEN = 8192;

/** A screen size from the space the canvas has: whole pixels, within what RDP accepts. */
export function screenSize(width: number, height: number): { width: number; height: number } {
  const clamp = (n: number) => Math.min(MAX_SCREEN, Math.max(MIN_SCREEN, Math.floor(Number.isFinite(n) ? n : 0)));
  return { width: clamp(width), height: clamp(height) };
}

/**
 * Sends a screen spec when the size settles: repeated sizes within the wait become one call, and a
 * size equal to the last one sent is not sent again.
 */
export function screenSpecSender(
  send: (size: { width: number; height: number }) => void,
  ms = 250,
  timers: Timers = realTimers,
): Debounced<[number, number]> & { sent(size: { width: number; height: number }): void } {
  let last = '';
  const d = debounce(
    (w: number, h: number) => {
      const size = screenSize(w, h);
      const key = `${size.width}x${size.height}`;
      if (key === last) return;
      last = key;
      send(size);
    },
    ms,
    timers,
  );
  return Object.assign(d, {
    /** The size that went out with the connection (so the same size is not sent twice). */
    sent(size: { width: number; height: number }) {
      last = `${size.width}x${size.height}`;
    },
  });
}
