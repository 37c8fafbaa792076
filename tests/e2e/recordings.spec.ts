// Session Recordings against the embedded default: the range sends from/to/limit=5000, the filters
// narrow the rows and live in the URL, a session just run in the terminal is listed with a Play
// link, and the mock's events and stream of it hold what was typed. Screenshots in both themes.
import { expect, test, type Page } from './support/test';
import path from 'node:path';
import { CLUSTER, openTerminal, recordFrames, setTheme, shots, signIn, typeLine } from './support/terminal';
import { apiAuth, prefer } from './support/shell';

const RECORDINGS = `/web/cluster/${CLUSTER}/recordings`;
const isSearch = (url: string) => new URL(url).pathname === `/v1/webapi/sites/${CLUSTER}/events/search/sessions`;
const table = (page: Page) => page.getByRole('table', { name: 'Session recordings' });
const span = (url: string) => {
  const q = new URL(url).searchParams;
  return Date.parse(q.get('to') ?? '') - Date.parse(q.get('from') ?? '');
};
/** The contract's 8 example recordings (dated to now) and the generated benchmark recording; sessions run by earlier tests come on top. */
const BASE_ROWS = 9;

test('the range sends from, to and limit=5000; filters narrow the rows and live in the URL', async ({ page }) => {
  await signIn(page);
  const first = page.waitForRequest((r) => isSearch(r.url()));
  await page.goto(RECORDINGS);
  const q = new URL((await first).url()).searchParams;
  expect(q.get('limit')).toBe('5000');
  // The default range: the last 24 hours.
  expect(span((await first).url())).toBe(24 * 3600_000);
  await expect.poll(() => table(page).locator('tbody tr[data-sid]').count()).toBeGreaterThanOrEqual(BASE_ROWS);
  const all = await table(page).locator('tbody tr[data-sid]').count();
  await expect(page.getByRole('heading', { name: 'Session Recordings' })).toBeVisible();

  const week = page.waitForRequest((r) => isSearch(r.url()) && span(r.url()) === 7 * 86400_000);
  await page.getByLabel('Time range').selectOption('7d');
  expect(new URL((await week).url()).searchParams.get('limit')).toBe('5000');
  await expect(page).toHaveURL(/range=7d/);

  // Type: Kubernetes only.
  await page.getByRole('radiogroup', { name: 'Recording type' }).getByText('Kubernetes').click();
  await expect(page).toHaveURL(/type=k8s/);
  await expect(table(page).locator('tbody tr[data-sid]')).toHaveCount(1);
  await expect(table(page).locator('tbody tr[data-sid]').first()).toHaveAttribute('data-type', 'k8s');

  // User and host, as typed, into the URL.
  await page.getByRole('radiogroup', { name: 'Recording type' }).getByText('All types').click();
  await page.getByLabel('Filter by user').fill('carol');
  await expect(page).toHaveURL(/user=carol/);
  await expect(table(page).locator('tbody tr[data-sid]')).toHaveCount(1);
  await expect(table(page).getByText('recording disabled')).toBeVisible();
  await page.getByLabel('Filter by user').fill('');
  await page.getByLabel('Filter by host').fill('win-');
  await expect(page).toHaveURL(/host=win-/);
  // The contract's two desktop recordings and the one the desktop mock seeds (a fresh mock's).
  await expect(table(page).locator('tbody tr[data-sid]')).toHaveCount(3);

  // The URL reopens the same view.
  await page.goto(`${RECORDINGS}?range=7d&type=desktop&host=backup`);
  await expect(table(page).locator('tbody tr[data-sid]')).toHaveCount(1);
  await expect(page.getByLabel('Filter by host')).toHaveValue('backup');
  await expect(page.getByLabel('Time range')).toHaveValue('7d');

  // Nothing matches: the empty state offers to clear the filters.
  await page.getByLabel('Filter by host').fill('no-such-host');
  await expect(page.getByText('No recordings match the filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table(page).locator('tbody tr[data-sid]')).toHaveCount(all);
  await expect(page).not.toHaveURL(/host=/);
});

test('a session just run in the terminal is listed, plays by link, and its events and bytes are recorded', async ({ page }) => {
  const frames = recordFrames(page);
  await signIn(page);
  const sid = await openTerminal(page, 'web-1', 'alice', frames);
  await typeLine(page, 'echo recorded-$USER-7');
  await expect(page.locator('.xterm-rows')).toContainText('recorded-alice-7');
  await typeLine(page, 'exit');
  await expect(page.getByRole('alertdialog', { name: 'Session ended' })).toBeVisible();

  await page.goto(RECORDINGS);
  const row = table(page).locator(`tr[data-sid="${sid}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('web-1');
  await expect(row).toContainText('alice');
  const play = row.getByRole('link', { name: /^Play/ });
  const href = await play.getAttribute('href');
  const link = new URL(href!, page.url());
  expect(link.pathname).toBe(`/web/cluster/${CLUSTER}/session/${sid}`);
  expect(link.searchParams.get('recordingType')).toBe('ssh');
  expect(Number(link.searchParams.get('durationMs'))).toBeGreaterThan(0);
  // The newest recording heads the list.
  await expect(table(page).locator('tbody tr[data-sid]').first()).toHaveAttribute('data-sid', sid);

  // The events and the bytes of that session, fetched through the page like the player does.
  const auth = await apiAuth(page);
  const recorded = await page.evaluate(
    async ({ sid, cluster, auth }) => {
      const base = `/v1/webapi/sites/${cluster}/sessions/${sid}`;
      const events = await (await fetch(`${base}/events`, { headers: auth })).json();
      const stream = await fetch(`${base}/stream?offset=0&bytes=5242880`, { headers: auth });
      return { events, type: stream.headers.get('content-type'), text: await stream.text() };
    },
    { sid, cluster: CLUSTER, auth },
  );
  const kinds = (recorded.events.events as { event: string }[]).map((e) => e.event);
  expect(kinds[0]).toBe('session.start');
  expect(kinds).toContain('print');
  expect(kinds.at(-1)).toBe('session.end');
  expect(recorded.type).toBe('application/octet-stream');
  expect(recorded.text).toContain('echo recorded-$USER-7\r\nrecorded-alice-7\r\n');

  // Play opens the player, which replays what was typed.
  await play.click();
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${CLUSTER}/session/${sid}\\?`));
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('.xterm-rows')).toContainText('recorded-alice-7', { timeout: 15_000 });

  // The session's start and end are in the audit log too.
  await page.goto(`/web/cluster/${CLUSTER}/audit?range=1h&search=${sid}`);
  await expect(page.getByRole('table').getByText(/Session (Started|Ended)/)).not.toHaveCount(0);
});

test('the list in both themes, and a failing call shows its error', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    // The server's preference wins over the local copy: dark comes from the contract's dark example.
    if (scheme === 'dark') await prefer(page, '/user/preferences', 'example=dark');
    await setTheme(page, scheme);
    await page.goto(RECORDINGS);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect.poll(() => table(page).locator('tbody tr[data-sid]').count()).toBeGreaterThanOrEqual(BASE_ROWS);
    await page.screenshot({ path: path.join(shots, `recordings-${scheme}.png`), fullPage: true });
  }
  await page.route(
    (url) => isSearch(url.href),
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'storage unavailable' } }) }),
  );
  await page.goto(`${RECORDINGS}?range=1h`);
  await expect(page.getByRole('alert').filter({ hasText: 'storage unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'recordings-error-dark.png') });
});
