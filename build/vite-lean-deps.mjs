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
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MANTINE = '@mantine/core@9.7.3';
const APP_SHELL = 'esm/components/AppShell';

/**
 * What each stand-in replaces: `source` as the `importers` (files of `importer`'s package) import
 * it, the stand-in's `file`, and `mirrors`: the package and version whose code the stand-in copies
 * or leaves out. build/vite-lean-deps.test.ts fails when an installed version differs or an
 * importer no longer imports `source`: rerun src/platform/lean-deps/lean-deps.test.tsx, update the
 * stand-in and then the version here.
 */
export const SUBSTITUTES = [
  {
    source: '@floating-ui/react',
    importer: MANTINE,
    importers: ['esm/components/ScrollArea/ScrollArea.mjs'],
    file: 'src/platform/lean-deps/merge-refs.ts',
    mirrors: '@floating-ui/react@0.27.20',
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: MANTINE,
    importers: ['esm/components/Table/TableScrollContainer.mjs'],
    file: 'src/platform/lean-deps/native-scroll-area.tsx',
    mirrors: MANTINE,
  },
  {
    source: 'react-remove-scroll',
    importer: MANTINE,
    importers: ['Header', 'Footer', 'Aside'].map((part) => `${APP_SHELL}/AppShell${part}/AppShell${part}.mjs`),
    file: 'src/platform/lean-deps/remove-scroll-class-names.ts',
    mirrors: 'react-remove-scroll@2.7.2',
  },
  {
    source: 'use-sync-external-store/shim/with-selector',
    importer: '@tanstack/react-store@0.11.2',
    importers: ['dist/useSelector.js'],
    file: 'src/platform/lean-deps/store-with-selector.ts',
    mirrors: 'use-sync-external-store@1.7.0',
  },
  {
    source: '../Collapse/Collapse.mjs',
    importer: MANTINE,
    importers: ['esm/components/NavLink/NavLink.mjs'],
    file: 'src/platform/lean-deps/nav-link-collapse.tsx',
    mirrors: MANTINE,
  },
  {
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    importer: MANTINE,
    importers: ['Navbar', 'Header', 'Footer', 'Aside'].map((part) => `${APP_SHELL}/AppShell${part}/AppShell${part}.mjs`),
    file: 'src/platform/lean-deps/app-shell-unused.ts',
    mirrors: MANTINE,
  },
  ...[
    './AppShellAside/AppShellAside.mjs',
    './AppShellFooter/AppShellFooter.mjs',
    './AppShellSection/AppShellSection.mjs',
    './use-app-shell-resize/resize-section-config.mjs',
    './AppShellMediaStyles/escape-css-id/escape-css-id.mjs',
  ].map((source) => ({
    source,
    importer: MANTINE,
    importers: [`${APP_SHELL}/AppShell.mjs`],
    file: 'src/platform/lean-deps/app-shell-unused.ts',
    mirrors: MANTINE,
  })),
  {
    source: './get-variables/get-variables.mjs',
    importer: MANTINE,
    importers: [`${APP_SHELL}/AppShellMediaStyles/AppShellMediaStyles.mjs`],
    file: 'src/platform/lean-deps/app-shell-variables.ts',
    mirrors: MANTINE,
  },
  {
    source: './SwitchGroup/SwitchGroup.mjs',
    importer: MANTINE,
    importers: ['esm/components/Switch/Switch.mjs'],
    file: 'src/platform/lean-deps/switch-group-unused.ts',
    mirrors: MANTINE,
  },
  {
    source: './MantineCssVariables/MantineCssVariables.mjs',
    importer: MANTINE,
    importers: ['esm/core/MantineProvider/MantineProvider.mjs'],
    file: 'src/platform/lean-deps/theme-css-variables.ts',
    mirrors: MANTINE,
  },
  {
    source: './color-scheme-managers/local-storage-manager.mjs',
    importer: MANTINE,
    importers: ['esm/core/MantineProvider/MantineProvider.mjs'],
    file: 'src/platform/lean-deps/no-local-storage-manager.ts',
    mirrors: MANTINE,
  },
];

/** `name` of `name@version`. */
export const packageName = (spec) => spec.slice(0, spec.lastIndexOf('@'));

const require = createRequire(import.meta.url);

/** An installed package's folder, found from its resolved entry (its exports may hide package.json). */
export function packageRoot(name) {
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`no package.json of ${name} above its entry`);
}

/** The file of the real module that the stand-in `file` (repository path) replaces. */
export function replacedModule(file) {
  const s = SUBSTITUTES.find((sub) => sub.file === file);
  if (!s) throw new Error(`${file} is no stand-in`);
  const importer = path.join(packageRoot(packageName(s.importer)), s.importers[0]);
  return s.source.startsWith('.') ? path.resolve(path.dirname(importer), s.source) : createRequire(importer).resolve(s.source);
}

/** The path suffix of an importer file, with either separator. */
const pathSuffix = (spec, file) =>
  new RegExp(
    `[\\\\/]${[...packageName(spec).split('/'), ...file.split('/')].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\\\/]')}$`,
  );
const MATCHERS = SUBSTITUTES.map((s) => ({ ...s, tests: s.importers.map((file) => pathSuffix(s.importer, file)) }));

export function leanDeps() {
  return {
    name: 'lean-deps',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer) return null;
      const hit = MATCHERS.find((s) => s.source === source && s.tests.some((t) => t.test(importer)));
      return hit ? path.join(root, hit.file) : null;
    },
  };
}
