// `npm run bench:nav`: cached route changes (issue 17). Signed in to the built console on the
// embedded default (production mode), the Servers and Applications lists answer 1,000 rows each
// (the contract's first example item, repeated with distinct names); after both pages have been
// visited (their answers cached), the side nav switches between them ROUNDS times. Each change is
// timed from the click to the frame in which the new page's title and rows are painted.
// Targets: median < 50 ms, p95 < 100 ms. Then the shell's menus, popovers and dialogs, each opened
// the first time in a cold load (bench/lib/bench-shell-menus.mjs; MENU_RUNS loads, default 5):
// target 100 ms from the click to their content. Prints the load average; exits 1 on a miss.
//   PROFILE=/tmp/nav.cpuprofile npm run bench:nav   also write the page's CPU profile of the timed changes
//   TRACE=/tmp/nav.json npm run bench:nav           also write a Chromium trace of the timed changes
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStack, REPO_ROOT } from '../mocks/stack.mjs';
import { launchChromium, median, quantile, report, startRecording } from './lib/bench-browser.mjs';
import { benchShellMenus } from './lib/bench-shell-menus.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const ROWS = 1000;
const CLUSTER = 'teleport.example.com';
const T = { medianMs: 50, p95Ms: 100 };

// DIST_DIR=<dir>: another build (e.g. to compare two builds in turn under the same load).
const DIST = path.resolve(REPO_ROOT, process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`bench:nav: ${DIST} is missing; run \`npx vite build\` first`);
  process.exit(1);
}

/** ROWS copies of the answer's first item, every id and name made distinct. */
function widen(answer) {
  const first = answer.items?.[0];
  if (!first) return answer;
  const items = Array.from({ length: ROWS }, (_, i) => {
    const copy = structuredClone(first);
    for (const key of ['id', 'name', 'hostname', 'publicAddr', 'fqdn', 'uri'])
      if (typeof copy[key] === 'string') copy[key] = `${copy[key]}-${i}`;
    return copy;
  });
  return { ...answer, items, startKey: '', totalCount: ROWS };
}

/** Clicks the side nav's `title` link and resolves with ms until the new page's rows are painted. */
function timeNav(title) {
  return new Promise((resolve) => {
    const link = [...document.querySelectorAll('[data-testid="side-nav-items"] a')].find((a) => a.textContent?.trim() === title);
    if (!link) throw new Error(`no side nav link ${title}`);
    const started = performance.now();
    const done = () =>
      [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === title) && document.querySelector('table tbody tr td');
    const finish = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    link.click();
  });
}

const stack = await startStack({ port: 0, quiet: true, distDir: DIST });
const browser = await launchChromium();
let ok = false;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.route(/\/v1\/webapi\/sites\/[^/]+\/(nodes|apps)(\?|$)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: widen(await response.json()) });
  });
  await page.goto(`${stack.origin}/web/login?redirect_uri=${encodeURIComponent(`/web/cluster/${CLUSTER}/nodes`)}`);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('bench');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.locator('table tbody tr').first().waitFor();
  // Warm-up: both pages visited (answers cached, code loaded), not counted.
  for (let i = 0; i < 3; i++) {
    await page.evaluate(timeNav, 'Applications');
    await page.evaluate(timeNav, 'Servers');
  }
  const rendered = await page.locator('table tbody tr').count();
  const stopRecording = await startRecording(browser, page, 100);
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    times.push(await page.evaluate(timeNav, 'Applications'));
    times.push(await page.evaluate(timeNav, 'Servers'));
  }
  await stopRecording();
  const med = median(times);
  const p95 = quantile(times, 0.95);
  ok = report(`cached route change Servers <-> Applications, ${ROWS} rows each (${rendered} rows in the DOM), ${times.length} changes`, [
    { name: 'click -> new page painted, median', value: med, unit: 'ms', target: `< ${T.medianMs} ms`, ok: med < T.medianMs },
    { name: 'click -> new page painted, p95', value: p95, unit: 'ms', target: `< ${T.p95Ms} ms`, ok: p95 < T.p95Ms },
    { name: 'click -> new page painted, max', value: Math.max(...times), unit: 'ms', target: '' },
  ]);
  // The shell's menus and dialogs, each opened the first time in a cold load (bench/lib/bench-shell-menus.mjs).
  ok = (await benchShellMenus(browser, stack.origin, { runs: Number(process.env.MENU_RUNS ?? 5) })) && ok;
} finally {
  await browser.close();
  await stack.close();
}
console.log(ok ? '\nbench:nav: every target met' : '\nbench:nav: a target was missed');
process.exit(ok ? 0 : 1);
