// An audit investigation against the embedded default's audit log (its events of the last day):
// the facets narrow the view (a user on the loaded events, an event type on the server) and
// round-trip through a reload; a saved query's link reopens the same view in a fresh page; a
// pivot from an event's drawer opens the window around it with its user. One sign-in, one test.
import { expect, test, type Page, type Request } from './support/test';
import { ROOT_CLUSTER, openShell } from './support/shell';

const AUDIT = `/web/cluster/${ROOT_CLUSTER}/audit`;
const MINUTE = 60_000;

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const paramsOf = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);
const isSearch = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/events/search');
/** "12 of 1,234 events" -> [12, 1234]. */
async function counts(page: Page): Promise<number[]> {
  const text = (await page.getByTestId('page-count').textContent()) ?? '';
  return [...text.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

test('facets narrow and survive a reload, a saved query reopens its view, a pivot opens the window around an event', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openShell(page, AUDIT);
  await expect(page.getByTestId('page-count')).toHaveText(/^[\d,]+ events$/);
  const [loaded] = await counts(page);
  const facets = page.getByRole('region', { name: 'Facets' });
  await expect(facets).toBeVisible();

  // A user: narrows the loaded events, says so, and the count is the facet's.
  const userValue = facets.locator('[data-facet="user"]').first();
  const user = (await userValue.getAttribute('data-value'))!;
  const userCount = Number(/(\d+)\s*events$/.exec((await userValue.textContent()) ?? '')![1]);
  await userValue.click();
  await expect.poll(() => param(page, 'user')).toBe(user);
  await expect(userValue).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('facet-scope')).toContainText(`Filtered on the ${loaded!.toLocaleString('en-US')} loaded events`);
  await expect.poll(() => counts(page)).toEqual([userCount, loaded]);

  // An event type: through `include`, the server's filter (the list is asked again).
  const typeValue = facets.locator('[data-facet="type"]').first();
  const type = (await typeValue.getAttribute('data-value'))!;
  const typed = page.waitForRequest((r) => isSearch(r) && paramsOf(r).include === type);
  await typeValue.click();
  await typed;
  await expect.poll(() => param(page, 'include')).toBe(type);
  const narrowed = await (async () => {
    await expect(page.getByTestId('page-count')).toHaveText(/ of /);
    return counts(page);
  })();

  // A reload keeps the view.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove the filter User: ${user}` })).toBeVisible();
  await expect.poll(() => counts(page)).toEqual(narrowed);
  await expect(facets.locator(`[data-facet="type"][data-value="${type}"]`)).toHaveAttribute('aria-pressed', 'true');

  // Saved as a query; its link reopens the same view in a fresh page.
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByLabel('Save this view as').fill('Investigation');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Investigation”.' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy the link of Investigation' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const fresh = await context.newPage();
  await fresh.setViewportSize({ width: 1440, height: 900 });
  await fresh.goto(link);
  await expect.poll(() => counts(fresh)).toEqual(narrowed);
  expect(param(fresh, 'user')).toBe(user);
  expect(param(fresh, 'include')).toBe(type);
  await fresh.close();

  // The chip goes with the keyboard; the focus stays on the page's controls.
  await page.keyboard.press('Escape');
  const chip = page.getByRole('button', { name: `Remove the filter User: ${user}` });
  await chip.focus();
  await page.keyboard.press('Delete');
  await expect.poll(() => param(page, 'user')).toBeNull();
  await expect(page.getByRole('button', { name: 'Facets' })).toBeFocused();
  // ... and the saved query puts it back.
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('button', { name: 'Open view Investigation' }).click();
  await expect.poll(() => param(page, 'user')).toBe(user);
  await expect(page.getByRole('button', { name: 'Saved queries: showing Investigation' })).toBeVisible();

  // A pivot: a session's user, 15 minutes either side of it.
  await page.goto(`${AUDIT}?include=session.start`);
  const row = page.getByRole('table', { name: 'Audit events' }).locator('tbody tr[data-code]').first();
  await row.click();
  const drawer = page.getByRole('dialog', { name: 'Event details' });
  const event = JSON.parse((await drawer.getByTestId('event-json').textContent()) ?? '') as { time: string; user: string };
  await drawer.getByText('±15 min', { exact: true }).click();
  await expect(drawer.getByRole('radio', { name: '±15 min' })).toBeChecked();
  const pivoted = page.waitForRequest(
    (r) => isSearch(r) && paramsOf(r).from === new Date(Date.parse(event.time) - 15 * MINUTE).toISOString(),
  );
  await drawer.getByRole('link', { name: 'Same user, ±15 min' }).click();
  const sent = paramsOf(await pivoted);
  expect(Date.parse(sent.to!) - Date.parse(event.time)).toBe(15 * MINUTE);
  await expect.poll(() => param(page, 'user')).toBe(event.user);
  expect(param(page, 'include')).toBeNull();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('custom');
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('page-count')).toHaveText(/ of /);
});
