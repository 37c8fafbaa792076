// Stands in for the parts of Mantine's AppShell this console does not use (see
// build/vite-lean-deps.mjs): the resize handles of its sections (no section is resizable here),
// its aside and its footer (the shell has neither: the docked assistant is an element of its own).
// Using one of them fails loudly instead of silently doing nothing: drop its stand-in from
// vite-lean-deps.mjs first.
const unused = (what: string) => new Error(`${what} is left out of this build (build/vite-lean-deps.mjs)`);

/** No section of the shell is resizable: no handle. */
export function AppShellResizeHandle(): null {
  return null;
}

export function AppShellAside(): never {
  throw unused('AppShell.Aside');
}

export function AppShellFooter(): never {
  throw unused('AppShell.Footer');
}

export function AppShellSection(): never {
  throw unused('AppShell.Section');
}

/** The section names AppShell reads only when resizing (never here). */
export const RESIZE_SECTION_NAMES = ['navbar', 'aside', 'header', 'footer'] as const;

/** What AppShell's own escaping does, for the selector of static mode or resizing (never here). */
export function escapeCssId(id: string): string {
  return CSS.escape(id);
}
