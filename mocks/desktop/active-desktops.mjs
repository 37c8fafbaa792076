// @ts-check
/**
 * Which desktops have a live session, for the "desktop active" call (getDesktopActive, answered
 * by the mock store from the same context: mocks/context.mjs). A desktop is active while at
 * least one session of the desktop mock runs on it; BUSY_DESKTOP is always active (somebody
 * else's session, so the console's "already in use" warning can be seen).
 */
import { BUSY_DESKTOP } from './catalog.mjs';

export function createActiveDesktops() {
  /** @type {Map<string, number>} */
  const live = new Map();
  return {
    /**
     * Count a session on `name` until the returned function is called (idempotent).
     * @param {string} name
     * @returns {() => void}
     */
    mark(name) {
      live.set(name, (live.get(name) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const n = (live.get(name) ?? 1) - 1;
        if (n > 0) live.set(name, n);
        else live.delete(name);
      };
    },
    /** @param {string} name */
    isActive: (name) => name === BUSY_DESKTOP || (live.get(name) ?? 0) > 0,
  };
}
