// Keys that reach the shell in full screen: the Keyboard Lock API (navigator.keyboard.lock, in
// Chromium-based browsers) hands the listed keys to the page while the document is in full
// screen, so Ctrl+W, Ctrl+T, Ctrl+N, Ctrl+Tab and the like go to the shell instead of closing or
// opening tabs. With Escape locked too (vim, readline), leaving full screen takes a long press of
// Esc. Elsewhere the browser keeps those keys; the settings say which.

/** Key codes (physical keys, any modifiers) the terminal asks for in full screen. */
export const SHELL_KEY_CODES = ['KeyW', 'KeyT', 'KeyN', 'KeyQ', 'KeyR', 'KeyL', 'Tab', 'PageUp', 'PageDown', 'Escape'] as const;

/** Shortcuts a browser without the API keeps for itself (they never reach the shell). */
export const BROWSER_KEPT_KEYS = [
  'Ctrl+W',
  'Ctrl+T',
  'Ctrl+N',
  'Ctrl+Tab',
  'Ctrl+Shift+Tab',
  'Ctrl+PageUp',
  'Ctrl+PageDown',
  'Ctrl+Shift+Q',
];

interface KeyboardLike {
  lock(keyCodes?: string[]): Promise<void>;
  unlock(): void;
}
export type NavigatorWithKeyboard = { keyboard?: Partial<KeyboardLike> };

export function hasKeyboardLock(nav: NavigatorWithKeyboard = navigator as NavigatorWithKeyboard): boolean {
  return typeof nav.keyboard?.lock === 'function' && typeof nav.keyboard.unlock === 'function';
}

export type LockState = 'locked' | 'unsupported' | 'refused' | 'off';

/** One full-screen stretch's lock: start() when full screen begins, stop() when it ends. */
export class KeyboardLock {
  private state: LockState = 'off';
  private generation = 0;

  constructor(private readonly nav: NavigatorWithKeyboard = navigator as NavigatorWithKeyboard) {}

  get current(): LockState {
    return this.state;
  }

  async start(): Promise<LockState> {
    if (!hasKeyboardLock(this.nav)) return (this.state = 'unsupported');
    const gen = ++this.generation;
    try {
      await this.nav.keyboard!.lock!([...SHELL_KEY_CODES]);
      // Full screen ended while the lock was being set up: release it at once.
      if (gen !== this.generation) {
        this.nav.keyboard!.unlock!();
        return this.state;
      }
      return (this.state = 'locked');
    } catch {
      return (this.state = gen === this.generation ? 'refused' : this.state);
    }
  }

  stop(): void {
    this.generation++;
    if (this.state === 'locked') this.nav.keyboard?.unlock?.();
    this.state = 'off';
  }
}
