// Test support: a real xterm opened in jsdom (for the modules that reach into its internals).
import { Terminal } from '@xterm/xterm';

export function openTestTerminal(): Terminal {
  // jsdom has no matchMedia (xterm watches the device pixel ratio with it).
  window.matchMedia ??= () =>
    ({
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  const term = new Terminal();
  term.open(document.body.appendChild(document.createElement('div')));
  return term;
}
