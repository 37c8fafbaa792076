// The bulk lock at scale (issue 28's Measure), for `npm run bench:lists` (ONLY=bulk runs it
// alone): the built console (DIST_DIR, default dist/) against a stack whose world has MOCK_SCALE
// servers (10,000 unless set), with 1,000 users created through the API first.
// - Lock 1,000 users: the Users page filtered to them, "Select all on this page", Lock selected,
//   confirm; from the confirm click until the dialog's per-item results are shown. Prints the
//   time and the result counts (there must be 1,000 results: one per user).
// - Cancel: the same selection locked again; Cancel is pressed once the first progress shows, and
//   the requests the page sent after the press are counted (in the page: its fetch is wrapped by an
//   init script, so the count is exact, not Node's view of it). Must be at most the in-flight cap
//   (4, src/shared/bulk/run-bulk.ts), and is 0 when Cancel stops new requests at once.
import { report } from './bench-browser.mjs';
import { openScaleConsole } from './bench-scale.mjs';

const USERS = 1_000;
const IN_FLIGHT_CAP = 4;
const PREFIX = 'bench-bulk-';

/** Init script: counts the page's lock PUTs and notes the count when Cancel is pressed. */
function countLockPuts() {
  window.__puts = 0;
  window.__putsAtCancel = null;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = String(request ? request.url : input);
    if (method === 'PUT' && /\/webapi\/sites\/[^/]+\/locks$/.test(new URL(url, location.href).pathname)) window.__puts += 1;
    return original(input, init);
  };
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button && button.textContent?.trim() === 'Cancel' && button.closest('[data-testid="bulk-dialog"], .mantine-Modal-content'))
        window.__putsAtCancel ??= window.__puts;
    },
    true,
  );
}

/** The results the dialog shows, by status. */
async function resultCounts(dialog) {
  const count = (status) => dialog.locator(`[data-testid="bulk-results"] li[data-status="${status}"]`).count();
  return { done: await count('done'), refused: await count('refused'), notRun: await count('not-run') };
}

/** Runs both figures; returns true when every check holds. */
export async function benchBulk({ distDir = process.env.DIST_DIR ?? 'dist' } = {}) {
  const { page, origin, close } = await openScaleConsole({ distDir, landing: '/web/users', init: countLockPuts });
  try {
    await page.getByRole('table', { name: 'Users' }).locator('tbody tr td').first().waitFor();

    // 1,000 users through the API, a few at a time.
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
        if (value.includes('"accessToken"')) return JSON.parse(value).accessToken ?? null;
      }
      return null;
    });
    if (!token) throw new Error('no token record after signing in');
    const headers = { Authorization: `Bearer ${token}` };
    const names = Array.from({ length: USERS }, (_, i) => `${PREFIX}${String(i).padStart(4, '0')}`);
    const createdAt = performance.now();
    for (let i = 0; i < names.length; i += 8) {
      await Promise.all(
        names.slice(i, i + 8).map(async (name) => {
          const res = await page.request.post(`${origin}/v1/webapi/users`, { headers, data: { name, roles: ['access'] } });
          if (res.status() !== 200) throw new Error(`creating ${name}: ${res.status()} ${await res.text()}`);
        }),
      );
    }
    console.log(`bench:lists (bulk): created ${USERS} users in ${((performance.now() - createdAt) / 1000).toFixed(1)} s`);

    await page.goto(`${origin}/web/users`);
    const table = page.getByRole('table', { name: 'Users' });
    await page.getByLabel('Filter users').fill(PREFIX);
    const count = page.getByTestId('selection-count');
    const selectAll = async () => {
      const all = table.getByRole('checkbox', { name: 'Select all on this page' });
      await all.waitFor();
      await page.waitForFunction(
        (n) => document.querySelector('table[aria-label="Users"]')?.getAttribute('aria-rowcount') === String(n + 1),
        USERS,
      );
      await all.check();
      await count.filter({ hasText: `${USERS} selected` }).waitFor();
    };
    const dialog = page.getByTestId('bulk-dialog');
    const confirm = async () => {
      await page.getByTestId('selection-bar').getByRole('button', { name: 'Lock selected' }).click();
      await dialog.getByLabel('Message').fill('bench:lists bulk lock');
      await dialog.getByLabel('Expires after (TTL)').fill('1h');
    };

    // Lock 1,000 users.
    await selectAll();
    await confirm();
    const started = await page.evaluate(() => performance.now());
    await dialog.getByRole('button', { name: `Lock ${USERS} users` }).click();
    await dialog.getByTestId('bulk-summary').waitFor({ timeout: 300_000 });
    const ended = await page.evaluate(() => performance.now());
    const full = await resultCounts(dialog);
    const fullTotal = full.done + full.refused + full.notRun;
    const putsFull = await page.evaluate(() => window.__puts);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Cancel after the first progress.
    await page.evaluate(() => {
      window.__puts = 0;
      window.__putsAtCancel = null;
    });
    await selectAll();
    await confirm();
    await dialog.getByRole('button', { name: `Lock ${USERS} users` }).click();
    await dialog
      .getByTestId('bulk-progress')
      .filter({ hasText: /^[1-9]\d* of / })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.getByTestId('bulk-summary').waitFor({ timeout: 60_000 });
    const { puts, atCancel } = await page.evaluate(() => ({ puts: window.__puts, atCancel: window.__putsAtCancel }));
    const cancelled = await resultCounts(dialog);
    if (atCancel === null) throw new Error('the Cancel press was not seen');
    const afterCancel = puts - atCancel;

    console.log(
      `\nbulk lock results: ${full.done} done, ${full.refused} refused, ${full.notRun} not run (${fullTotal} results, ${putsFull} requests)` +
        `\ncancelled run: ${atCancel} requests sent before Cancel, ${afterCancel} after; results ${cancelled.done} done, ${cancelled.refused} refused, ${cancelled.notRun} not run`,
    );
    return report(`Bulk lock of ${USERS} users at MOCK_SCALE=${process.env.MOCK_SCALE} (cap ${IN_FLIGHT_CAP} in flight)`, [
      { name: `lock ${USERS} users: confirm -> every result shown`, value: ended - started, unit: 'ms', target: '' },
      { name: 'results of the bulk lock (one per user)', value: fullTotal, unit: 'items', target: `= ${USERS}`, ok: fullTotal === USERS },
      { name: 'of which done', value: full.done, unit: 'items', target: '' },
      {
        name: 'requests sent after Cancel',
        value: afterCancel,
        unit: 'req',
        target: `<= ${IN_FLIGHT_CAP}`,
        ok: afterCancel <= IN_FLIGHT_CAP,
      },
      {
        name: 'results of the cancelled run (one per user)',
        value: cancelled.done + cancelled.refused + cancelled.notRun,
        unit: 'items',
        target: `= ${USERS}`,
        ok: cancelled.done + cancelled.refused + cancelled.notRun === USERS && cancelled.notRun > 0,
      },
    ]);
  } finally {
    await close();
  }
}
