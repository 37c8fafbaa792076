// The one way the console shows its inner state to a browser test or a benchmark: a page's module
// calls exposeForTests(name, value), which writes into window.__consoleTestHooks only when that
// object was put there before the app started (Playwright's page.addInitScript, the benchmarks):
//
//   await page.addInitScript(() => (window.__consoleTestHooks = {}));
//   await page.waitForFunction(() => window.__consoleTestHooks?.player !== undefined);
//
// The shipped console has no such object, so it exposes nothing. TestHooks below is the list of
// every hook: its name and what a reader may rely on (the owner's value must fit it).

/** A desktop session's painting so far (src/features/desktop-session/desktop-view.tsx). */
export interface DesktopStatsHook {
  received: number;
  painted: number;
  pending: number;
  passes: number;
  /** Messages sent to the desktop. */
  sent: number;
}

/** One terminal pane (src/features/terminal/terminal-test-hooks.ts), in page order. */
export interface TerminalPaneHook {
  id: string;
  title: string;
  /** The pane's session counters (bytes processed and more), null before it has a session. */
  stats(): { processed: number } | null;
  /** The pane's screen text, whatever the renderer draws with. */
  screen(): string;
  /** Types into the pane as the keyboard would. */
  input(text: string): void;
}

/** The settings-driven options of one open terminal (src/shared/sessions/terminal-settings/test-hook.ts). */
export interface XtermOptionsHook {
  kind: 'terminal' | 'player';
  fontFamily: string;
  fontSize: number;
  lineHeight: number;
  background: string;
  foreground: string;
  cursorStyle: string;
  cursorBlink: boolean;
  scrollback: number;
  screenReaderMode: boolean;
}

export interface TestHooks {
  /** Set by the reader (bench/bench-desktop.mjs): called after each paint pass of the desktop. */
  desktopPainted: () => void;
  desktopStats: () => DesktopStatsHook;
  /** The session player (src/features/player/player-view.tsx): seek and time the rebuild, in ms. */
  player: { seek(ms: number): Promise<number>; state(): { indexed: number; indexTotal: number } };
  /** The first terminal pane's session counters. */
  terminalStats: () => { processed: number };
  /** The first terminal pane's screen text. */
  terminalScreen: () => string;
  terminalPanes: () => TerminalPaneHook[];
  /** Every open terminal's options (terminal panes and the player). */
  xtermOptions: () => XtermOptionsHook[];
}

export type TestHookName = keyof TestHooks;

declare global {
  interface Window {
    /** Present only when a test or a benchmark put it there before the app started. */
    __consoleTestHooks?: Partial<TestHooks>;
  }
}

function hooks(): Partial<TestHooks> | undefined {
  return typeof window === 'undefined' ? undefined : window.__consoleTestHooks;
}

/** Whether a test or a benchmark asked for the hooks (a page can skip building a hook's value). */
export function testHooksOn(): boolean {
  return hooks() !== undefined;
}

/** Exposes `value` as the hook `name` when the hooks are on; returns its removal. */
export function exposeForTests<K extends TestHookName>(name: K, value: TestHooks[K]): () => void {
  const target = hooks();
  if (!target) return () => undefined;
  target[name] = value;
  return () => {
    if (target[name] === value) delete target[name];
  };
}

/** A hook the reader set (desktopPainted), when the hooks are on. */
export function readerHook<K extends TestHookName>(name: K): TestHooks[K] | undefined {
  return hooks()?.[name];
}
