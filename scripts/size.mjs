// `npm run size`: builds the console and prints what each page costs in gzip bytes.
//
// Sign-in first load = the entry chunk and everything it imports statically (the entry shows the
// sign-in page itself, src/app/main.tsx), with their CSS: what a browser must fetch before the form
// is usable. Signed-in first load = that plus the app chunk and the chunks the Servers page needs
// before its rows show (boot, shell layout, session lifecycle, the page), with their static
// imports. Fails above the budgets (issue 17). `--no-build` measures the existing build;
// `--dist <dir>` (or DIST_DIR=<dir>) builds into / measures another directory than dist/;
// `--no-record` prints the figures without writing them (npm test: a test run changes no file).
//
// Each figure is printed with its change against the last commit: measuring dist/ writes the
// figures (gzip bytes) to build/size-figures.json, which is committed with the change that moved
// them, and the delta is taken from that file as HEAD has it (`git show`), so no second build of
// HEAD is needed. The delta is only as honest as HEAD's file: a commit that changed the first load
// without running `npm run size` leaves a stale figure, which the next change's delta then
// includes (docs/first-load.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { root } from './lib/setup.mjs';

/** Half of a lean peer console's sign-in page (~116 KB gzip of JS; issue 32). */
export const SIGN_IN_JS_BUDGET_KB = 58;
export const SIGN_IN_CSS_BUDGET_KB = 6;
/** The signed-in first load of the Servers page (issue 32: it was 247.7 KB). */
export const SIGNED_IN_JS_BUDGET_KB = 200;
/** The figures of the last `npm run size` of dist/, committed with the change that moved them. */
const FIGURES_FILE = 'build/size-figures.json';
/** What a signed-in cold load of the Servers page runs before its rows show (besides the entry). */
const SIGNED_IN_SOURCES = [
  'src/app/app-root.tsx',
  'src/app/shell/shell-boot.ts',
  'src/app/shell/shell-layout.tsx',
  'src/auth/session-lifecycle.tsx',
  'src/features/servers/servers.page.tsx',
];

const distFlag = process.argv.indexOf('--dist');
const distArg = distFlag >= 0 ? process.argv[distFlag + 1] : process.env.DIST_DIR;
if (distFlag >= 0 && !distArg) {
  console.error('size: --dist needs a directory');
  process.exit(1);
}
const dist = path.resolve(root, distArg ?? 'dist');
if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const args = ['build', '--manifest', '--logLevel', 'warn', ...(distArg ? ['--outDir', dist, '--emptyOutDir'] : [])];
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), args, {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('size: the build failed');
    process.exit(1);
  }
  console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`size: ${path.relative(root, manifestFile) || manifestFile} is missing; run without --no-build`);
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], src?: string }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gz = new Map();
function gzipKb(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
}

/** The chunk files a manifest key loads before it runs (itself plus static imports), and their CSS. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys, kind) => [...new Set([...keys].flatMap((k) => (kind === 'js' ? [manifest[k].file] : (manifest[k].css ?? []))))];
const sum = (list) => list.reduce((t, f) => t + gzipKb(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const missing = SIGNED_IN_SOURCES.filter((k) => !manifest[k]);
if (!entryKey || missing.length > 0) {
  console.error(`size: entry or ${missing.join(', ')} not found in the manifest`);
  process.exit(1);
}
const entryKeys = closure(entryKey);
const signInJs = files(entryKeys, 'js');
const signInCss = files(entryKeys, 'css');
const signedInKeys = new Set(entryKeys);
for (const source of SIGNED_IN_SOURCES) closure(source, signedInKeys);
const signedInJs = files(signedInKeys, 'js');

console.log('\nchunks (gzip):');
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, file: c.file, kb: gzipKb(c.file), kind: c.isEntry ? 'entry' : c.isDynamicEntry ? 'route/lazy' : 'shared' }))
  .sort((a, b) => b.kb - a.kb);
for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.kind.padEnd(10)}  ${r.file}  (${r.key})`);

const checks = [
  ['signInJs', 'sign-in first-load JS', sum(signInJs), signInJs.length, SIGN_IN_JS_BUDGET_KB],
  ['signInCss', 'sign-in CSS', sum(signInCss), signInCss.length, SIGN_IN_CSS_BUDGET_KB],
  ['signedInJs', 'signed-in first-load JS', sum(signedInJs), signedInJs.length, SIGNED_IN_JS_BUDGET_KB],
];

/** The figures recorded at HEAD (build/size-figures.json), or undefined before the first. */
function headFigures() {
  const shown = spawnSync('git', ['show', `HEAD:${FIGURES_FILE}`], { cwd: root, encoding: 'utf8' });
  if (shown.status !== 0) return undefined;
  try {
    return JSON.parse(shown.stdout);
  } catch {
    return undefined;
  }
}
const before = headFigures();
const figures = Object.fromEntries(checks.map(([key, , kb]) => [key, Math.round(kb * 1024)]));
const delta = (key, kb) => {
  const was = before?.[key];
  if (typeof was !== 'number') return 'no figure at HEAD';
  const d = (kb * 1024 - was) / 1024;
  return `${d >= 0 ? '+' : '-'}${Math.abs(d).toFixed(2)} KB vs HEAD`;
};
console.log('');
let over = false;
for (const [key, name, kb, count, budget] of checks) {
  const ok = kb <= budget;
  over ||= !ok;
  console.log(
    `${`${name} (gzip):`.padEnd(32)} ${kb.toFixed(1).padStart(6)} KB in ${count} file(s)  ${delta(key, kb).padEnd(17)}  budget ${budget} KB  ${ok ? 'ok' : 'OVER'}`,
  );
}
// Another directory is another build (a base to compare with): its figures are not this tree's.
if (!distArg && !process.argv.includes('--no-record'))
  writeFileSync(path.join(root, FIGURES_FILE), `${JSON.stringify(figures, null, 2)}\n`);
if (over) {
  console.error('size: over budget');
  process.exit(1);
}
console.log('size: within budget');
