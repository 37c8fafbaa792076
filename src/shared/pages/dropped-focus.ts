// Whether the keyboard focus is on <body> because what held it left the page: the sign-in form
// replaced by the app, a page replaced by the next one (Enter on a link or a menu item). Then the
// page that comes takes the focus (its title, its loading state), so the next key does not start
// from nowhere. On a fresh load nothing held the focus yet, and the browser's own focus stays.
let lastFocused: Element | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => void (lastFocused = event.target instanceof Element ? event.target : null), true);
}

export function focusWasDropped(): boolean {
  const active = document.activeElement;
  const onBody = !active || active === document.body;
  return onBody && lastFocused !== null && !lastFocused.isConnected;
}

/** For tests: as on a fresh load, nothing held the focus yet. */
export function forgetDroppedFocus(): void {
  lastFocused = null;
}
