// Stands in for Mantine's localStorageColorSchemeManager where MantineProvider imports it as the
// default of its colorSchemeManager prop (see build/vite-lean-deps.mjs): the console always
// passes its own (src/app/preferences/color-scheme-manager.ts), so the default is never made.
export function localStorageColorSchemeManager(): never {
  throw new Error('MantineProvider: pass a colorSchemeManager (the localStorage one is left out of this build: build/vite-lean-deps.mjs)');
}
