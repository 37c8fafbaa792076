// A Vite plugin (vite.config.ts) that gives three Mantine modules a small stand-in for a library
// they import only a sliver of, so the first load does not carry the whole library:
// - ScrollArea (inside every Mantine Table) imports `useMergeRefs` from '@floating-ui/react';
// - the AppShell header, footer and aside read `RemoveScroll.classNames` from 'react-remove-scroll';
// - Table's ScrollContainer (never rendered here) imports ScrollArea itself;
// - AppShell imports its resize handles and settings, aside, footer and sections, none of which
//   the shell uses, and makes its CSS variables with code for every kind of layout
//   (app-shell-variables.ts: the shell's kind);
// - MantineProvider makes a localStorage color scheme manager when given none (the console gives its
//   own), and makes the theme's CSS variables in the browser (a build ships them as a stylesheet:
//   src/platform/theme-variables.gen.css, written by its test from theme.ts);
// - Switch imports Switch.Group (with Input's fieldset), which no page uses;
// - NavLink imports Collapse (with two animation hooks) for nested links, which no NavLink has here;
// - TanStack Store's React hooks import a CommonJS shim of useSyncExternalStore for React < 18.
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
  {
    source: 'use-sync-external-store/shim/with-selector',
    importer: /[\\/]@tanstack[\\/]react-store[\\/]dist[\\/]/,
    file: 'src/platform/lean-deps/store-with-selector.ts',
  },
  {
    source: '../Collapse/Collapse.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]NavLink[\\/]NavLink\.mjs$/,
    file: 'src/platform/lean-deps/nav-link-collapse.tsx',
  },
  ...[
    ['../AppShellResizeHandle/AppShellResizeHandle.mjs', /AppShell(Navbar|Header|Footer|Aside)[\\/]AppShell\1\.mjs$/],
    ['./AppShellAside/AppShellAside.mjs', /AppShell\.mjs$/],
    ['./AppShellFooter/AppShellFooter.mjs', /AppShell\.mjs$/],
    ['./AppShellSection/AppShellSection.mjs', /AppShell\.mjs$/],
    ['./use-app-shell-resize/resize-section-config.mjs', /AppShell\.mjs$/],
    ['./AppShellMediaStyles/escape-css-id/escape-css-id.mjs', /AppShell\.mjs$/],
  ].map(([source, importer]) => ({
    source,
    importer: new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]AppShell[\\\\/]${importer.source}`),
    file: 'src/platform/lean-deps/app-shell-unused.ts',
  })),
  {
    source: './get-variables/get-variables.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShellMediaStyles[\\/]AppShellMediaStyles\.mjs$/,
    file: 'src/platform/lean-deps/app-shell-variables.ts',
  },
  {
    source: './SwitchGroup/SwitchGroup.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Switch[\\/]Switch\.mjs$/,
    file: 'src/platform/lean-deps/switch-group-unused.ts',
  },
  {
    source: './MantineCssVariables/MantineCssVariables.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    file: 'src/platform/lean-deps/theme-css-variables.ts',
  },
  {
    source: './color-scheme-managers/local-storage-manager.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    file: 'src/platform/lean-deps/no-local-storage-manager.ts',
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
