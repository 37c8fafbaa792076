// "The first screen is up": on a signed-in load, the moment the first page's content has been
// painted (the router's first load resolved, no request in flight, one frame drawn). Work that
// is not needed for that screen waits for it, so it neither shares the browser's few connections
// with the chunks and calls of the first screen nor counts against its bytes: the contract check
// of answers (deferred-validation.ts), the assistant's button, the onboarding dialog.
//
// Nothing is held unless the app says so (holdUntilFirstScreen, in app-root.tsx): on the sign-in
// page and in unit tests, afterFirstScreen runs its task at once. A hold ends by itself after
// HOLD_LIMIT_MS, so nothing waits for ever on a screen that never settles (polling, a stuck call).
// No React here: the entry holds the first screen and must not import it (the hook for components
// is first-screen-hook.ts).

export const HOLD_LIMIT_MS = 4000;

let held = false;
const waiting = new Set<() => void>();

function release(): void {
  held = false;
  for (const task of [...waiting]) {
    waiting.delete(task);
    task();
  }
}

/** Holds the tasks given to afterFirstScreen until firstScreenShown (or HOLD_LIMIT_MS). */
export function holdUntilFirstScreen(): void {
  if (held) return;
  held = true;
  setTimeout(release, HOLD_LIMIT_MS);
}

/** The first screen has been painted: the held tasks run. */
export function firstScreenShown(): void {
  if (held) release();
}

/** Runs `task` once the first screen is up (at once when nothing is held). */
export function afterFirstScreen(task: () => void): void {
  if (held) waiting.add(task);
  else task();
}

/** Calls `onChange` when the first screen is up (for useFirstScreenDone); returns an unsubscribe. */
export function subscribeFirstScreen(onChange: () => void): () => void {
  waiting.add(onChange);
  return () => waiting.delete(onChange);
}

let pageAwaited = false;
let pageSeen = false;
const afterPage = new Set<() => void>();

/**
 * The shell holds its first page back a moment (until the banners above it are drawn:
 * src/app/shell/banners.tsx): the first screen's watch waits for that page, and for its calls,
 * rather than taking the shell without it for the first screen. Only while the first screen is
 * held, and until the shell's page has first shown.
 */
export function awaitShellPage(): void {
  if (held && !pageSeen) pageAwaited = true;
}

/** The shell's page is shown (see awaitShellPage). */
export function shellPageShown(): void {
  pageSeen = true;
  pageAwaited = false;
  for (const task of [...afterPage]) {
    afterPage.delete(task);
    task();
  }
}

/** Runs `task` once no page the shell holds back is awaited (at once when none is). */
export function whenShellPageShown(task: () => void): void {
  if (pageAwaited) afterPage.add(task);
  else task();
}

/** Whether the first screen is up (nothing is held). */
export function firstScreenDone(): boolean {
  return !held;
}
