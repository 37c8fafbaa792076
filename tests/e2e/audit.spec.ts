// The Audit Log against the embedded default (its audit log: the contract's examples re-dated to
// the last hours plus ~6,000 generated events over 30 days): the requests the range sends, the
// second page by startKey, the view in a copied URL, the details drawer, and an export whose CSV
// holds exactly the events of the range (the real page; only the browser's save dialog is replaced
// by a recorder of what gets written).
import { expect, test, type Page, type Request } from './support/test';
import { ROOT_CLUSTER, apiAuth, openShell, shots } from './support/shell';

const AUDIT = `/web/cluster/${ROOT_CLUSTER}/audit`;
const DAY = 86_400_000;

function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/events/search')) seen.push(r);
  });
  return seen;
}
const paramsOf = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);

async function openAudit(page: Page, search = '') {
  await openShell(page, `${AUDIT}${search}`);
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
}

async function setTheme(page: Page, theme: 1 | 2) {
  const res = await page.request.put('/v1/webapi/user/preferences', {
    headers: await apiAuth(page),
    data: { theme, assist: { preferredLogins: [], viewMode: 1 }, onboard: { preferredResources: [] } },
  });
  expect(res.ok()).toBe(true);
}

test('the range sends from, to and limit=5000; scrolling to the end loads the next page by startKey', async ({ page }) => {
  const requests = searchRequests(page);
  await openAudit(page);
  await expect(page.getByTestId('page-count')).toContainText('events');
  const first = paramsOf(requests[0]!);
  expect(first.limit).toBe('5000');
  expect(Date.parse(first.to!) - Date.parse(first.from!)).toBe(DAY);
  expect(first.startKey).toBeUndefined();

  // Last 30 days: more than one page of 5000.
  const monthly = page.waitForRequest(
    (r) =>
      r.url().includes('/events/search') &&
      paramsOf(r).limit === '5000' &&
      !paramsOf(r).startKey &&
      Date.parse(paramsOf(r).to!) - Date.parse(paramsOf(r).from!) === 30 * DAY,
  );
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('30d');
  const month = paramsOf(await monthly);
  await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('30d');
  await expect(page.getByTestId('page-count')).toHaveText(/^5,000 events, more to load$/);

  const second = page.waitForRequest((r) => r.url().includes('/events/search') && !!paramsOf(r).startKey);
  const scroller = page.getByTestId('virtual-scroll');
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const next = paramsOf(await second);
  expect(next).toMatchObject({ from: month.from, to: month.to, limit: '5000' });
  await expect(page.getByTestId('page-count')).toHaveText(/^6,\d{3} events$/);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a copied URL reopens the same range, event types and search', async ({ page, context }) => {
  await openAudit(page);
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('custom');
  const to = new Date();
  const from = new Date(to.getTime() - 3 * DAY);
  const local = (d: Date) => {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  };
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(local(from));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(local(to));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).not.toBeNull();

  await page.getByRole('combobox', { name: 'Event types' }).click();
  await page.getByRole('listbox', { name: 'Event types' }).getByRole('option', { name: 'User Logins', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => new URL(page.url()).searchParams.get('include')).toBe('user.login');
  await page.getByLabel('Search loaded events').fill('alice');
  await page.getByLabel('Search loaded events').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('alice');
  await expect(page.getByTestId('page-count')).toHaveText(/^[\d,]+ of [\d,]+ events/);

  const url = page.url();
  const view = new URL(url).searchParams;
  const copy = await context.newPage();
  const requests = searchRequests(copy);
  await copy.goto(url);
  await expect(copy.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await expect(copy.getByTestId('page-count')).toHaveText(/^[\d,]+ of [\d,]+ events/);
  const sent = paramsOf(requests[0]!);
  expect(sent).toMatchObject({ from: view.get('from'), to: view.get('to'), include: view.get('include'), limit: '5000' });
  await expect(copy.getByLabel('Search loaded events')).toHaveValue('alice');
  await expect(copy.getByRole('combobox', { name: 'Time range' })).toHaveValue('custom');
});

test('a row opens the details drawer with the raw event as JSON (screenshots in both themes)', async ({ page }) => {
  await openAudit(page);
  const rows = page.getByRole('table', { name: 'Audit events' }).locator('tbody tr[data-code]');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: `${shots}/audit-log-light.png` });
  await rows.first().click();
  const drawer = page.getByRole('dialog', { name: 'Event details' });
  await expect(drawer).toBeVisible();
  const json = JSON.parse((await drawer.getByTestId('event-json').textContent()) ?? '') as { uid: string; code: string };
  expect(json.code).toBe(await rows.first().getAttribute('data-code'));
  expect(json.uid).toBeTruthy();
  await expect(drawer.getByRole('button', { name: 'Copy JSON' })).toBeVisible();
  await page.screenshot({ path: `${shots}/audit-drawer-light.png` });

  // Keyboard: Escape closes, Enter on a focused row opens.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await rows.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();

  await setTheme(page, 2);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: `${shots}/audit-log-dark.png` });
  await rows.first().click();
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: `${shots}/audit-drawer-dark.png` });
});

test("an export's CSV holds exactly the events of the range, over every page", async ({ page }) => {
  // The browser's save dialog is replaced by a recorder of the chunks written to the file.
  await page.addInitScript(() => {
    const w = window as unknown as { __written: string[]; __closed: boolean; showSaveFilePicker: unknown };
    w.__written = [];
    w.__closed = false;
    w.showSaveFilePicker = async () => ({
      createWritable: async () => ({
        write: async (chunk: string) => void w.__written.push(chunk),
        close: async () => void (w.__closed = true),
        abort: async () => undefined,
      }),
    });
  });
  await openAudit(page, '?range=30d');
  await expect(page.getByTestId('page-count')).toContainText('events');

  const exportRequests = searchRequests(page);
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export events' });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByTestId('export-done')).toContainText('written to the file', { timeout: 20_000 });
  const written = await page.evaluate(() => (window as unknown as { __written: string[] }).__written.join(''));
  expect(await page.evaluate(() => (window as unknown as { __closed: boolean }).__closed)).toBe(true);

  // The export walked the pages with startKey, all with the page's range.
  expect(exportRequests.length).toBeGreaterThanOrEqual(2);
  const range = paramsOf(exportRequests[0]!);
  expect(exportRequests.slice(1).every((r) => paramsOf(r).startKey && paramsOf(r).from === range.from && paramsOf(r).to === range.to)).toBe(
    true,
  );

  // What the server holds for that range, fetched independently page by page.
  const expected: string[] = [];
  let startKey = '';
  do {
    const res = await page.request.get(`/v1/webapi/sites/${ROOT_CLUSTER}/events/search`, {
      headers: await apiAuth(page),
      params: { from: range.from!, to: range.to!, limit: 5000, ...(startKey && { startKey }) },
    });
    const body = (await res.json()) as { events: { uid: string }[]; startKey: string };
    expected.push(...body.events.map((e) => e.uid));
    startKey = body.startKey;
  } while (startKey);

  const lines = written.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('time,type,code,description,user,message,id');
  const ids = lines.slice(1).map((line) => line.slice(line.lastIndexOf(',') + 1));
  expect(ids).toEqual(expected);
  expect(ids.length).toBeGreaterThan(5000);
  await expect(dialog).toContainText(`${ids.length.toLocaleString('en-US')} events`);
});
