// A Vite plugin (vite.config.ts) that gives three Mantine modules a small stand-in for a library
// they import only a sliver of, so the first load does not carry the whole library:
// - ScrollArea (inside every Mantine Table) imports `useMergeRefs` from '@floating-ui/react';
// - the AppShell header, footer and aside read `RemoveScroll.classNames` from 'react-remove-scroll';
// - Table's ScrollContainer (never rendered here) imports ScrollArea itself.
// Everything else (popovers, menus, dialogs) still imports the real libraries.
// src/platform/lean-deps/lean-deps.test.ts checks the stand-ins against the real modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUBSTITUTES = [
  {
    source: '@floating-ui/react',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    file: 'src/platform/lean-deps/merge-refs.ts',
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    file: 'src/platform/lean-deps/native-scroll-area.tsx',
  },
  {
    source: 'react-remove-scroll',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/,
    file: 'src/platform/lean-deps/remove-scroll-class-names.ts',
  },
];

export function leanDeps() {
  return {
    name: 'lean-deps',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer) return null;
      const hit = SUBSTITUTES.find((s) => s.source === source && s.importer.test(importer));
      return hit ? path.join(root, hit.file) : null;
    },
  };
}
