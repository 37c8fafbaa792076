// `npm run bench:boot`: what a user waits for when the console starts (issue 17), in Chromium
// against the built console on the embedded default (mock stack, production mode):
//  - sign-in page, cold cache: JS and CSS bytes fetched before the form is usable (as sent,
//    brotli, with the CSS index.html holds inline; `npm run size` holds the exact gzip budgets),
//    first paint, form visible; the frame must paint before the form's code has run;
//  - a signed-out deep link (an old bookmark of the Servers page, no session), cold cache: the
//    form visible, and what was fetched before it: only the sign-in page's own files (index.html's
//    scripts, module preloads and stylesheets: the entry's closure and its CSS), nothing of the app;
//  - sign-in click -> shell painted (serial round trips after the sign-in answer);
//  - signed-in cold load of the Servers page: shell painted, rows visible, JS before the rows;
//  - the request waterfall of one signed-in cold load;
//  - signed-in cold load of a full-screen terminal (a new tab): its page painted, the first output
//    of the session drawn (no target; with BASE_DIST, the base build's figures beside ours).
// DIST_DIR=<dir> measures another build than dist/. With BASE_DIST=<dist of another build> (e.g.
// the previous commit built in a temp copy) the two builds are loaded alternately and ours / base
// is printed, on the sign-in page and from the deep link. Issue 32's target is against the lean
// peer console (the form at most 0.5x of its time), which cannot be run here: with the build
// from before issue 32 as the base (13d88b4), which the issue measured at 0.70x of the peer
// (BASE_VS_PEER), ours / peer is ours / base x 0.70, and that is held against 0.5.
// Medians over RUNS (default 7) cold loads; the load average is printed. Exits 1 on a miss.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStack, REPO_ROOT } from '../mocks/stack.mjs';
import { launchChromium, median, report, watchPaints } from './lib/bench-browser.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const BASE_DIST = process.env.BASE_DIST ? path.resolve(process.env.BASE_DIST) : null;
const CLUSTER = 'teleport.example.com';
const DIST = path.resolve(REPO_ROOT, process.env.DIST_DIR ?? 'dist');
// signInJsKb: half of a lean peer console's sign-in page (~116 KB gzip; issue 32).
const T = { signInJsKb: 58, signInCssKb: 6, signedInJsKb: 200, shellMs: 1000, rowsMs: 1200, formVsPeer: 0.5 };
const BASE_VS_PEER = Number(process.env.BASE_VS_PEER ?? 0.7);

/** Ours / base, printed, and ours / peer inferred from it (BASE_VS_PEER), held against the target. */
const ratioFigures = (what, ours, theirs) => [
  { name: `${what}: form visible, ours / base`, value: ours / theirs, unit: 'x', target: '' },
  {
    name: `${what}: ours / peer (inferred, base = ${BASE_VS_PEER}x peer)`,
    value: (ours / theirs) * BASE_VS_PEER,
    unit: 'x',
    target: `<= ${T.formVsPeer}`,
    ok: (ours / theirs) * BASE_VS_PEER <= T.formVsPeer,
  },
];

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`bench:boot: ${path.relative(REPO_ROOT, DIST) || DIST}/index.html is missing; run \`npx vite build\` first`);
  process.exit(1);
}

/**
 * The sign-in page's own files, as index.html lists them: its scripts (config.js, the entry), the
 * entry's module preloads (its static imports) and stylesheets. Paths as requested.
 */
function signInPageFiles(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1];
    if (tag.startsWith('<link') && rel !== 'modulepreload' && rel !== 'stylesheet') continue;
    const ref = /\b(?:src|href)="([^"]*)"/.exec(tag)?.[1];
    if (ref) files.add(new URL(ref, 'http://x/web/').pathname);
  }
  return files;
}

/**
 * KB (gzip, as the gateway sends index.html) of the stylesheets index.html holds inline
 * (build/vite-inline-entry-css.mjs): sign-in CSS that no request shows.
 */
function inlineCssKb(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const styles = [...html.matchAll(/<style data-entry-css[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return styles.length === 0 ? 0 : gzipSync(styles.join(''), { level: 9 }).length / 1024;
}

const PAINTS = [
  ['form', 'input[autocomplete="username"]'],
  ['shell', '[data-testid="side-nav-items"]'],
  ['rows', 'main table tbody tr td, table tbody tr td'],
  ['terminal', '[data-testid="terminal-title"]'],
  ['output', '.xterm-rows > div > span'],
];

/** Resources of the page up to `until` (ms since navigation start), JS and CSS bytes as sent. */
async function resources(page, until) {
  return page.evaluate((limit) => {
    const out = { js: 0, css: 0, list: [] };
    for (const e of performance.getEntriesByType('resource')) {
      const url = new URL(e.name);
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : 'other';
      out.list.push({ path: url.pathname + url.search, start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize, kind });
      if (e.responseEnd <= limit && kind !== 'other') out[kind] += e.encodedBodySize;
    }
    return out;
  }, until);
}

const paintOf = (page, name) => page.waitForFunction((n) => window.__paint?.[n], name, { timeout: 30_000 }).then((h) => h.jsonValue());
/** First contentful paint; its entry can come a frame after the paint it times (up to 2 s). */
const firstPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const fcp = list.getEntries().find((p) => p.name === 'first-contentful-paint');
          if (fcp) resolve(fcp.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(NaN), 2000);
      }),
  );

async function signInCold(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(watchPaints, PAINTS);
  await page.goto(`${origin}/web/login`);
  const form = await paintOf(page, 'form');
  const fcp = await firstPaint(page);
  const bytes = await resources(page, form);
  await context.close();
  return { form, fcp, js: bytes.js / 1024, css: bytes.css / 1024 };
}

/** A signed-out cold load of a bookmarked page: the form, and the JS and CSS asked for before it. */
async function deepLinkCold(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(watchPaints, PAINTS);
  await page.goto(`${origin}/web/cluster/${CLUSTER}/nodes`);
  const form = await paintOf(page, 'form');
  const url = new URL(page.url());
  const bytes = await resources(page, Infinity);
  await context.close();
  const before = bytes.list.filter((r) => r.kind !== 'other' && r.start <= form);
  return { form, url: url.pathname + url.search, before };
}

async function signInToShell(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(watchPaints, PAINTS);
  await page.goto(`${origin}/web/login?redirect_uri=${encodeURIComponent(`/web/cluster/${CLUSTER}/nodes`)}`);
  await paintOf(page, 'form');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('bench');
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const shell = await paintOf(page, 'shell');
  const rows = await paintOf(page, 'rows');
  const state = await context.storageState();
  const after = (await resources(page, Infinity)).list.filter((r) => r.start >= clicked - 5);
  await context.close();
  return { shellMs: shell - clicked, rowsMs: rows - clicked, state, after, clicked };
}

async function signedInCold(browser, origin, state) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: state });
  const page = await context.newPage();
  await page.addInitScript(watchPaints, PAINTS);
  await page.goto(`${origin}/web/cluster/${CLUSTER}/nodes`);
  const shell = await paintOf(page, 'shell');
  const rows = await paintOf(page, 'rows');
  const bytes = await resources(page, rows);
  await context.close();
  return { shell, rows, js: bytes.js / 1024, list: bytes.list };
}

async function terminalCold(browser, origin, state) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: state });
  const page = await context.newPage();
  await page.addInitScript(watchPaints, PAINTS);
  await page.goto(`${origin}/web/cluster/${CLUSTER}/console/node/web-1/alice`);
  const terminal = await paintOf(page, 'terminal');
  const output = await paintOf(page, 'output');
  await context.close();
  return { terminal, output };
}

function waterfall(title, list, zero = 0) {
  console.log(`\n${title}:`);
  for (const r of [...list].sort((a, b) => a.start - b.start))
    console.log(
      `  ${(r.start - zero).toFixed(0).padStart(6)} -> ${(r.end - zero).toFixed(0).padStart(6)} ms  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.path}`,
    );
}

const stack = await startStack({ port: 0, quiet: true, distDir: DIST });
const base = BASE_DIST ? await startStack({ port: 0, quiet: true, distDir: BASE_DIST }) : null;
const browser = await launchChromium();
let ok = true;
try {
  // Warm-up (the stack's first answers, Chromium's code caches): not counted.
  await signInCold(browser, stack.origin);
  if (base) await signInCold(browser, base.origin);

  const ours = [];
  const theirs = [];
  for (let i = 0; i < RUNS; i++) {
    ours.push(await signInCold(browser, stack.origin));
    if (base) theirs.push(await signInCold(browser, base.origin));
  }
  const form = median(ours.map((r) => r.form));
  const fcp = median(ours.map((r) => r.fcp));
  const js = median(ours.map((r) => r.js));
  const css = median(ours.map((r) => r.css)) + inlineCssKb(DIST);
  const figures = [
    {
      name: 'sign-in: JS before the form is usable (as sent)',
      value: js,
      unit: 'KB',
      target: `<= ${T.signInJsKb} KB`,
      ok: js <= T.signInJsKb,
    },
    {
      name: 'sign-in: CSS before the form (as sent, inline too)',
      value: css,
      unit: 'KB',
      target: `<= ${T.signInCssKb} KB`,
      ok: css <= T.signInCssKb,
    },
    // The entry draws the form within the first frame or two now: the frame and the form paint
    // together, so the first paint is printed, not held against the form.
    { name: 'sign-in: first contentful paint', value: fcp, unit: 'ms', target: '' },
    { name: 'sign-in: form visible', value: form, unit: 'ms', target: '' },
  ];
  if (base) {
    const baseForm = median(theirs.map((r) => r.form));
    figures.push(
      { name: 'sign-in (base build): first contentful paint', value: median(theirs.map((r) => r.fcp)), unit: 'ms', target: '' },
      { name: 'sign-in (base build): form visible', value: baseForm, unit: 'ms', target: '' },
      ...ratioFigures('sign-in', form, baseForm),
    );
  }
  ok = report(`sign-in page, cold, median of ${RUNS}`, figures) && ok;

  // A signed-out deep link: the sign-in page at once, nothing of the app before the form.
  const own = signInPageFiles(DIST);
  const links = [];
  const baseLinks = [];
  for (let i = 0; i < RUNS; i++) {
    links.push(await deepLinkCold(browser, stack.origin));
    if (base) baseLinks.push(await deepLinkCold(browser, base.origin));
  }
  const linkForm = median(links.map((r) => r.form));
  const extra = [...new Set(links.flatMap((r) => r.before.map((f) => f.path.replace(/\?.*$/, '')).filter((f) => !own.has(f))))];
  const expected = `/web/login?redirect_uri=${encodeURIComponent(`/web/cluster/${CLUSTER}/nodes`)}`;
  const wrongUrl = links.filter((r) => r.url !== expected).map((r) => r.url);
  const linkFigures = [
    { name: 'deep link: form visible', value: linkForm, unit: 'ms', target: '' },
    {
      name: "deep link: files fetched before the form, not the sign-in page's",
      value: extra.length,
      unit: 'files',
      target: '0',
      ok: extra.length === 0,
    },
    {
      name: 'deep link: at the sign-in URL with the page asked for',
      value: wrongUrl.length,
      unit: 'misses',
      target: '0',
      ok: wrongUrl.length === 0,
    },
  ];
  if (base) {
    const baseLinkForm = median(baseLinks.map((r) => r.form));
    linkFigures.push(
      { name: 'deep link (base build): form visible', value: baseLinkForm, unit: 'ms', target: '' },
      ...ratioFigures('deep link', linkForm, baseLinkForm),
    );
  }
  ok = report(`signed-out deep link /web/cluster/${CLUSTER}/nodes, cold, median of ${RUNS}`, linkFigures) && ok;
  console.log('\nJS and CSS fetched before the form (one run):');
  for (const f of links.at(-1).before)
    console.log(
      `  ${f.start.toFixed(0).padStart(6)} ms  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.path}${own.has(f.path.replace(/\?.*$/, '')) ? '' : "  NOT the sign-in page's"}`,
    );
  if (extra.length > 0) console.log(`  not the sign-in page's: ${extra.join(', ')}`);
  if (wrongUrl.length > 0) console.log(`  landed at ${wrongUrl[0]}, not ${expected}`);

  const toShell = [];
  for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) toShell.push(await signInToShell(browser, stack.origin));
  ok =
    report('sign-in click -> shell', [
      { name: 'click -> shell painted', value: median(toShell.map((r) => r.shellMs)), unit: 'ms', target: '' },
      { name: 'click -> Servers rows painted', value: median(toShell.map((r) => r.rowsMs)), unit: 'ms', target: '' },
    ]) && ok;
  waterfall('requests after the Sign In click (one run)', toShell.at(-1).after, toShell.at(-1).clicked);

  const state = toShell[0].state;
  await signedInCold(browser, stack.origin, state);
  const cold = [];
  for (let i = 0; i < RUNS; i++) cold.push(await signedInCold(browser, stack.origin, state));
  const shell = median(cold.map((r) => r.shell));
  const rows = median(cold.map((r) => r.rows));
  const coldJs = median(cold.map((r) => r.js));
  ok =
    report(`signed-in cold load of Servers, median of ${RUNS}`, [
      { name: 'shell painted', value: shell, unit: 'ms', target: `<= ${T.shellMs} ms`, ok: shell <= T.shellMs },
      { name: 'rows painted', value: rows, unit: 'ms', target: `<= ${T.rowsMs} ms`, ok: rows <= T.rowsMs },
      { name: 'JS before the rows (as sent)', value: coldJs, unit: 'KB', target: `<= ${T.signedInJsKb} KB`, ok: coldJs <= T.signedInJsKb },
    ]) && ok;
  waterfall('request waterfall, signed-in cold load (one run)', cold.at(-1).list);

  // The same session state opens a terminal in a new tab; the base build's stack signs in itself.
  const baseState = base ? (await signInToShell(browser, base.origin)).state : null;
  await terminalCold(browser, stack.origin, state);
  const term = [];
  const baseTerm = [];
  for (let i = 0; i < RUNS; i++) {
    term.push(await terminalCold(browser, stack.origin, state));
    if (base) baseTerm.push(await terminalCold(browser, base.origin, baseState));
  }
  const termFigures = [
    { name: 'terminal page painted', value: median(term.map((r) => r.terminal)), unit: 'ms', target: '' },
    { name: 'first output of the session drawn', value: median(term.map((r) => r.output)), unit: 'ms', target: '' },
  ];
  if (base)
    termFigures.push(
      { name: 'terminal page painted (base build)', value: median(baseTerm.map((r) => r.terminal)), unit: 'ms', target: '' },
      { name: 'first output drawn (base build)', value: median(baseTerm.map((r) => r.output)), unit: 'ms', target: '' },
    );
  ok = report(`signed-in cold load of a terminal (a new tab), median of ${RUNS}`, termFigures) && ok;
} finally {
  await browser.close();
  await stack.close();
  await base?.close();
}
console.log(ok ? '\nbench:boot: every target met' : '\nbench:boot: a target was missed');
process.exit(ok ? 0 : 1);
