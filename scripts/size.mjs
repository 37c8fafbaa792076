// `npm run size`: builds the console and prints what each page costs in gzip bytes.
//
// First-load JS = the entry chunk, everything it imports statically, and the sign-in route's
// chunk with its static imports: what a browser must fetch before it can show the sign-in form.
// Fails above the budget. `--no-build` measures the existing dist/.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { root } from './lib/setup.mjs';

// Measured 193 KB; the budget sits just above it, so a heavy module slipping into the entry (the
// generated zod validators are ~40 KB gzip) fails the build instead of passing quietly.
export const FIRST_LOAD_BUDGET_KB = 210;
const SIGN_IN_TARGET_KB = 116; // a lean peer console; printed for comparison, not enforced
const LOGIN_SOURCE = 'src/features/login/login.page.tsx';

const dist = path.join(root, 'dist');
if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--manifest', '--logLevel', 'warn'], {
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
  console.error('size: dist/.vite/manifest.json is missing; run without --no-build');
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
if (!entryKey || !manifest[LOGIN_SOURCE]) {
  console.error(`size: entry or ${LOGIN_SOURCE} not found in the manifest`);
  process.exit(1);
}
const entryKeys = closure(entryKey);
const signInKeys = closure(LOGIN_SOURCE, new Set(entryKeys));
const signInJs = files(signInKeys, 'js');
const signInCss = files(signInKeys, 'css');

console.log('\nchunks (gzip):');
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, file: c.file, kb: gzipKb(c.file), kind: c.isEntry ? 'entry' : c.isDynamicEntry ? 'route/lazy' : 'shared' }))
  .sort((a, b) => b.kb - a.kb);
for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.kind.padEnd(10)}  ${r.file}  (${r.key})`);

const firstLoad = sum(signInJs);
console.log(`\nentry JS (gzip):              ${sum(files(entryKeys, 'js')).toFixed(1)} KB in ${files(entryKeys, 'js').length} file(s)`);
console.log(
  `sign-in first-load JS (gzip): ${firstLoad.toFixed(1)} KB in ${signInJs.length} file(s)  (budget ${FIRST_LOAD_BUDGET_KB} KB; lean peer ~${SIGN_IN_TARGET_KB} KB)`,
);
console.log(`sign-in CSS (gzip):           ${sum(signInCss).toFixed(1)} KB in ${signInCss.length} file(s)`);
if (firstLoad > FIRST_LOAD_BUDGET_KB) {
  console.error(`size: first-load JS ${firstLoad.toFixed(1)} KB is over the ${FIRST_LOAD_BUDGET_KB} KB budget`);
  process.exit(1);
}
console.log('size: within budget');
