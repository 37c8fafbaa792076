// The Servers list of the embedded default's demo cluster at scale (issue 32), for
// `npm run bench:lists`: the built console against a stack whose world has MOCK_SCALE servers
// (10,000 unless set; mocks/world/world.mjs reads the variable when the world is first built, so it
// is set here before the stack starts). Three figures, each a median over ROUNDS:
// - a page of 50 rows: Next is clicked; from the moment the new page's answer has arrived (its
//   resource timing's responseEnd) until its rows are painted. Target: under 100 ms.
// - a search round trip: one keystroke in the search box (the text before it already listed) until
//   the rows of the new text are painted, the box's debounce included. Target: under 400 ms.
// - a label pick (issue 28): a click on a value in the Labels picker until the first page of the
//   narrowed list is painted (the request, the server's filtering and the rows). Target: under 300 ms.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStack, REPO_ROOT } from '../../mocks/stack.mjs';
import { launchChromium, median, report } from './bench-browser.mjs';

const CLUSTER = 'teleport.example.com';
export const SCALE_TARGETS = { pageMs: 100, searchMs: 400, pickMs: 300 };

/**
 * In the page: resolves when the table shows an answer newer than `since` (a listNodes request that
 * started after it has finished, the table is no longer busy and its rows are in), with when that
 * answer arrived and when the frame with its rows was painted.
 */
function whenListed(since) {
  return new Promise((resolve, reject) => {
    const answer = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= since && /\/v1\/webapi\/sites\/[^/]+\/nodes\?/.test(e.name))
        .at(-1);
    const shown = () => {
      const table = document.querySelector('table[aria-label="Servers"]');
      return table && !table.hasAttribute('aria-busy') && table.querySelector('tbody tr td');
    };
    const timeout = setTimeout(() => {
      observer.disconnect();
      reject(new Error('no new listing was shown within 10 s'));
    }, 10_000);
    const check = () => {
      const entry = answer();
      if (!entry || !shown()) return;
      observer.disconnect();
      clearTimeout(timeout);
      // The frame with the rows is painted once the next animation frame's task runs.
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ arrived: entry.responseEnd, painted: performance.now(), url: entry.name }), 0),
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    check();
  });
}

/**
 * The built console on a demo cluster of MOCK_SCALE servers (10,000 unless set), signed in as
 * alice in headless Chromium at 1440 x 900 and on `landing` (a /web path). `init` runs in the page
 * before any of its scripts. `origin` is the stack's (for API calls). Close with `close()`.
 */
export async function openScaleConsole({ distDir, landing, init }) {
  process.env.MOCK_SCALE ||= '10000';
  const dist = path.resolve(REPO_ROOT, distDir);
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is missing; run \`npx vite build\` first`);
  const stack = await startStack({ port: 0, quiet: true, distDir: dist });
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await stack.close();
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    if (init) await page.addInitScript(init);
    await page.goto(`${stack.origin}/web/login?redirect_uri=${encodeURIComponent(landing)}`);
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('bench');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    return { page, origin: stack.origin, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Runs the three figures; returns true when every target was met. */
export async function benchScale({ distDir = process.env.DIST_DIR ?? 'dist', rounds = Number(process.env.SCALE_ROUNDS ?? 10) } = {}) {
  const { page, close } = await openScaleConsole({ distDir, landing: `/web/cluster/${CLUSTER}/nodes` });
  try {
    const table = page.getByRole('table', { name: 'Servers' });
    await table.locator('tbody tr td').first().waitFor();
    const count = await page.getByTestId('page-count').textContent();

    // A page of 50 rows after its answer: Next, one page after another (a warm-up first).
    const nextButton = page.getByTestId('pager').getByRole('button', { name: 'Next' });
    const pageTimes = [];
    // PROFILE_SCALE=file.cpuprofile: the page's CPU profile of the Next clicks (DevTools format).
    const cdp = process.env.PROFILE_SCALE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    for (let i = 0; i < rounds + 2; i++) {
      const since = await page.evaluate(() => performance.now());
      const listed = page.evaluate(whenListed, since);
      await nextButton.click();
      const { arrived, painted } = await listed;
      if (i >= 2) pageTimes.push(painted - arrived);
    }
    if (cdp) (await import('node:fs')).writeFileSync(process.env.PROFILE_SCALE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const rows = await table.locator('tbody tr').count();

    // A search round trip: the box holds a text already listed; one more key, until its rows are painted.
    const box = page.getByRole('textbox', { name: /search/i }).first();
    const ROLES = ['web', 'api', 'worker', 'db', 'cache', 'queue', 'batch', 'bastion', 'monitoring', 'build'];
    const ENVS = ['prod', 'staging', 'dev', 'qa'];
    const KEYS = ['e', 'u', 'a'];
    const searchTimes = [];
    for (let i = 0; i < rounds + 1; i++) {
      const text = `${ROLES[i % ROLES.length]}-${ENVS[i % ENVS.length]}-`;
      const settle = page.evaluate(whenListed, await page.evaluate(() => performance.now()));
      await box.fill(text);
      await settle;
      await page.waitForTimeout(200);
      await box.focus();
      const since = await page.evaluate(() => {
        const input = document.activeElement;
        window.__keyAt = 0;
        input?.addEventListener('keydown', (e) => (window.__keyAt = e.timeStamp), { once: true });
        return performance.now();
      });
      const listed = page.evaluate(whenListed, since);
      await page.keyboard.press(KEYS[i % KEYS.length]);
      const { painted, url } = await listed;
      if (!url.includes(`search=${encodeURIComponent(`${text}${KEYS[i % KEYS.length]}`)}`))
        throw new Error(`the listing after the key was not for the new text: ${url}`);
      const keyAt = await page.evaluate(() => window.__keyAt);
      if (i >= 1) searchTimes.push(painted - keyAt);
    }

    // A label pick: from the click on a value in the picker until the narrowed first page is painted.
    // (The unfiltered list and an unpick come from the query cache: no request to wait for.)
    const settled = async () => {
      await page.waitForTimeout(300);
      await page.waitForFunction(() => !document.querySelector('table[aria-label="Servers"]')?.hasAttribute('aria-busy'));
    };
    await box.fill('');
    await settled();
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const picker = page.getByTestId('label-picker');
    await picker.getByRole('checkbox').first().waitFor();
    const names = await picker.getByRole('checkbox').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    if (names.length <= rounds) throw new Error(`the picker offers ${names.length} values; ${rounds + 1} different ones are needed`);
    const pickTimes = [];
    for (let i = 0; i < rounds + 1; i++) {
      const name = names[i % names.length];
      const checkbox = picker.getByRole('checkbox', { name, exact: true });
      const since = await page.evaluate(() => {
        window.__clickAt = 0;
        document.addEventListener('click', (e) => (window.__clickAt = e.timeStamp), { once: true, capture: true });
        return performance.now();
      });
      const listed = page.evaluate(whenListed, since);
      await checkbox.click();
      const { painted, url } = await listed;
      if (!new URL(url).searchParams.get('query')?.includes('labels['))
        throw new Error(`the listing after the pick had no label query: ${url}`);
      const clickAt = await page.evaluate(() => window.__clickAt);
      if (i >= 1) pickTimes.push(painted - clickAt);
      // Unpicked again (not measured), so that each round narrows the whole list.
      await checkbox.click();
      await settled();
    }
    await page.keyboard.press('Escape');

    const pickMed = median(pickTimes);
    const pageMed = median(pageTimes);
    const searchMed = median(searchTimes);
    return report(`Servers at MOCK_SCALE=${process.env.MOCK_SCALE} (${count}; ${rows} rows a page), medians of ${rounds}`, [
      {
        name: 'page of rows: answer arrived -> rows painted',
        value: pageMed,
        unit: 'ms',
        target: `< ${SCALE_TARGETS.pageMs} ms`,
        ok: pageMed < SCALE_TARGETS.pageMs,
      },
      { name: 'page of rows, slowest', value: Math.max(...pageTimes), unit: 'ms', target: '' },
      {
        name: 'search: keystroke -> new rows painted',
        value: searchMed,
        unit: 'ms',
        target: `< ${SCALE_TARGETS.searchMs} ms`,
        ok: searchMed < SCALE_TARGETS.searchMs,
      },
      { name: 'search, slowest', value: Math.max(...searchTimes), unit: 'ms', target: '' },
      {
        name: 'label pick: click -> narrowed first page painted',
        value: pickMed,
        unit: 'ms',
        target: `< ${SCALE_TARGETS.pickMs} ms`,
        ok: pickMed < SCALE_TARGETS.pickMs,
      },
      { name: 'label pick, slowest', value: Math.max(...pickTimes), unit: 'ms', target: '' },
    ]);
  } finally {
    await close();
  }
}
