// The shell's menus, popovers and dialogs, each opened for the first time (issue 32): in a fresh
// signed-in cold load of the Servers page, once the page has settled (its rows painted, the
// browser idle once, the network quiet: a user reaching for a menu a second or two later), each trigger is clicked (or its shortcut
// pressed) as a user would, the pointer moving onto it first, and timed from the click (the
// keydown) to the frame in which its content is on screen: the user menu's items, the cluster
// selector's clusters, the side nav's category list, the command palette's results (from its
// button and from Ctrl+K, in loads of their own), the Assist panel, and, in a window narrower than
// 1024px, the side nav unfolded by the Navigation button. Medians over `runs` loads; target 100 ms.
// MENU_VERBOSE=1 prints each load's times.
import { median, report } from './bench-browser.mjs';

const CLUSTER = 'teleport.example.com';
const TARGET_MS = 100;

/**
 * In the page: resolves with ms from the next `event` (click, keydown) on the document to the
 * frame painted after an element matching `content` is displayed inside the window.
 */
function timeFirstOpen({ event, key, content }) {
  return new Promise((resolve, reject) => {
    let started = null;
    const shown = () =>
      [...document.querySelectorAll(content)].some((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.right > 0 &&
          r.bottom > 0 &&
          r.left < innerWidth &&
          r.top < innerHeight &&
          el.checkVisibility({ checkVisibilityCSS: true, visibilityProperty: true })
        );
      });
    let done = false;
    const check = () => {
      if (done || started === null || !shown()) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    };
    // Attributes too, and each frame: a dropdown is often in the DOM before it is displayed, and a
    // folded side nav moves into the window by a transform.
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const frame = () => {
      check();
      if (!done) requestAnimationFrame(frame);
    };
    const start = (e) => {
      if (key && e.key?.toLowerCase() !== key) return;
      document.removeEventListener(event, start, true);
      started = performance.now();
      requestAnimationFrame(frame);
    };
    document.addEventListener(event, start, true);
    setTimeout(() => !done && reject(new Error(`${content} did not show within 10 s`)), 10_000);
  });
}

/** Arms the timer in the page, runs `act`, and returns the time. */
async function timed(page, probe, act) {
  const time = page.evaluate(timeFirstOpen, probe);
  // Evaluated in order: once this has run, the listener of the first is in place.
  await page.evaluate(() => true);
  await act();
  return time;
}

async function coldShell(browser, origin, state, viewport) {
  const context = await browser.newContext({ viewport, storageState: state });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.goto(`${origin}/web/cluster/${CLUSTER}/nodes`);
  await page.locator('table tbody tr td').first().waitFor();
  // Settled: the network quiet, the browser idle once (what waits for idle time has started), quiet again.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(600);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

const PROBES = {
  userMenu: { event: 'click', content: '[role="menu"] [role="menuitem"]' },
  cluster: { event: 'click', content: '.mantine-Combobox-dropdown [role="option"]' },
  category: { event: 'click', content: '.mantine-Select-dropdown [role="option"], .mantine-Combobox-dropdown [role="option"]' },
  palette: { event: 'click', content: '[role="dialog"] [role="listbox"] [role="option"]' },
  paletteKey: { event: 'keydown', key: 'k', content: '[role="dialog"] [role="listbox"] [role="option"]' },
  assist: { event: 'click', content: '[data-testid="assist-panel"]' },
  nav: { event: 'click', content: '#side-nav [data-testid="side-nav-items"] a' },
};

/** One cold load: every trigger of a 1440x900 window, each the first time, closed again after. */
async function wideRun(browser, origin, state) {
  const { context, page } = await coldShell(browser, origin, state, { width: 1440, height: 900 });
  const out = {};
  out.userMenu = await timed(page, PROBES.userMenu, () => page.getByRole('button', { name: /^User menu/ }).click());
  await page.keyboard.press('Escape');
  out.cluster = await timed(page, PROBES.cluster, () => page.getByTestId('cluster-selector').click());
  await page.keyboard.press('Escape');
  out.category = await timed(page, PROBES.category, () => page.getByTestId('category-select').click());
  await page.keyboard.press('Escape');
  out.palette = await timed(page, PROBES.palette, () => page.getByRole('button', { name: /Go to/ }).click());
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: /Go to|Search/ })
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  out.assist = await timed(page, PROBES.assist, () => page.getByRole('button', { name: 'Assist', exact: true }).click());
  await context.close();
  return out;
}

/** A cold load where the palette's first opening is Ctrl+K (no pointer near its button). */
async function keyRun(browser, origin, state) {
  const { context, page } = await coldShell(browser, origin, state, { width: 1440, height: 900 });
  const ms = await timed(page, PROBES.paletteKey, () => page.keyboard.press('Control+k'));
  await context.close();
  return ms;
}

/** A cold load in a window narrower than 1024px: the side nav unfolded by the Navigation button. */
async function narrowRun(browser, origin, state) {
  const { context, page } = await coldShell(browser, origin, state, { width: 900, height: 800 });
  const ms = await timed(page, PROBES.nav, () => page.getByRole('button', { name: 'Navigation' }).click());
  await context.close();
  return ms;
}

/**
 * Signs in on `origin` (the embedded default, Assist switched on), runs `runs` cold loads of each
 * kind and prints the medians; returns true when each is within the target.
 */
export async function benchShellMenus(browser, origin, { runs = 5 } = {}) {
  await fetch(`${origin}/__mock/assist`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"enabled":true}' });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/web/login?redirect_uri=${encodeURIComponent(`/web/cluster/${CLUSTER}/nodes`)}`);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('bench');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.locator('table tbody tr td').first().waitFor();
  const state = await context.storageState();
  await context.close();

  await wideRun(browser, origin, state); // warm-up (the stack's first answers), not counted
  const wide = [];
  const keys = [];
  const narrow = [];
  for (let i = 0; i < runs; i++) {
    wide.push(await wideRun(browser, origin, state));
    keys.push(await keyRun(browser, origin, state));
    narrow.push(await narrowRun(browser, origin, state));
    if (process.env.MENU_VERBOSE) console.log(JSON.stringify({ ...wide.at(-1), paletteKey: keys.at(-1), nav: narrow.at(-1) }));
  }
  const figure = (name, values) => {
    const value = median(values);
    return { name: `${name}, median`, value, unit: 'ms', target: `<= ${TARGET_MS} ms`, ok: value <= TARGET_MS };
  };
  const pick = (key) => wide.map((r) => r[key]);
  const figures = [
    figure('user menu: click -> items painted', pick('userMenu')),
    figure('cluster selector: click -> clusters painted', pick('cluster')),
    figure('side nav category: click -> categories painted', pick('category')),
    figure('command palette: click -> results painted', pick('palette')),
    figure('command palette: Ctrl+K -> results painted', keys),
    figure('Assist: click -> panel painted', pick('assist')),
    figure('narrow window, Navigation: click -> side nav painted', narrow),
    {
      name: 'slowest first opening of any run',
      value: Math.max(...wide.flatMap(Object.values), ...keys, ...narrow),
      unit: 'ms',
      target: '',
    },
  ];
  return report(`shell menus and dialogs, first opening in a cold signed-in load (settled), median of ${runs}`, figures);
}

// `node bench/lib/bench-shell-menus.mjs`: this part alone (DIST_DIR=<dir>: another build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { existsSync } = await import('node:fs');
  const path = await import('node:path');
  const { startStack, REPO_ROOT } = await import('../../mocks/stack.mjs');
  const { launchChromium } = await import('./bench-browser.mjs');
  const dist = path.resolve(REPO_ROOT, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`bench-shell-menus: ${dist} is missing; run \`npx vite build\` first`);
    process.exit(1);
  }
  const stack = await startStack({ port: 0, quiet: true, distDir: dist });
  const browser = await launchChromium();
  let ok = false;
  try {
    ok = await benchShellMenus(browser, stack.origin, { runs: Number(process.env.MENU_RUNS ?? 5) });
  } finally {
    await browser.close();
    await stack.close();
  }
  process.exit(ok ? 0 : 1);
}
