// The Servers list of the embedded default's demo cluster at scale (issue 32), for
// `npm run bench:lists`: the built console against a stack whose world has MOCK_SCALE servers
// (10,000 unless set; mocks/world/world.mjs reads the variable when the world is first built, so it
// is set here before the stack starts). Two figures, each a median over ROUNDS:
// - a page of 50 rows: Next is clicked; from the moment the new page's answer has arrived (its
//   resource timing's responseEnd) until its rows are painted. Target: under 100 ms.
// - a search round trip: one keystroke in the search box (the text before it already listed) until
//   the rows of the new text are painted, the box's debounce included. Target: under 400 ms.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStack, REPO_ROOT } from '../../mocks/stack.mjs';
import { launchChromium, median, report } from './bench-browser.mjs';

const CLUSTER = 'teleport.example.com';
export const SCALE_TARGETS = { pageMs: 100, searchMs: 400 };

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

/** Runs the two figures; returns true when both targets were met. */
export async function benchScale({ distDir = process.env.DIST_DIR ?? 'dist', rounds = Number(process.env.SCALE_ROUNDS ?? 10) } = {}) {
  process.env.MOCK_SCALE ||= '10000';
  const dist = path.resolve(REPO_ROOT, distDir);
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is missing; run \`npx vite build\` first`);
  const stack = await startStack({ port: 0, quiet: true, distDir: dist });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${stack.origin}/web/login?redirect_uri=${encodeURIComponent(`/web/cluster/${CLUSTER}/nodes`)}`);
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('bench');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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
    ]);
  } finally {
    await browser.close();
    await stack.close();
  }
}
