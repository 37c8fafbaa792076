// Stands in for Mantine's MantineCssVariables where MantineProvider imports it (see
// build/vite-lean-deps.mjs): instead of making the theme's CSS variables in the browser on every
// load (Mantine's resolver, the console's contrast calculations in theme.ts: ~2 KB gzip of the
// first load, and work before the first paint), a build ships them as a stylesheet made from the
// same code by a test (src/platform/theme-variables.test.tsx keeps it in step with theme.ts).
// Only for the console's theme: the one MantineProvider is app-root.tsx's.
import '../theme-variables.gen.css';

export function MantineCssVariables(): null {
  return null;
}
