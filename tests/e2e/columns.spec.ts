// The column chooser on every table (issue 28, Columns): a hidden column leaves the table without
// a new request, stays hidden after a reload (remembered in this browser), and on a resource list
// is also in the URL, so that the same link opens with the same columns in another browser; the
// labels style (one line or expanded) is chosen in the same place; the chooser works from the
// keyboard, and looks right in both themes at 1440 and 1024 px.
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { ROOT_CLUSTER, apiAuth, openShell, scheme, shots } from './support/shell';
import { listingRequests, openList, urlSearch } from './support/resources';

const chooserButton = (page: Page) => page.getByRole('button', { name: 'Columns', exact: true });
const chooser = (page: Page) => page.getByRole('dialog', { name: 'Columns' });

async function openChooser(page: Page) {
  await chooserButton(page).click();
  await expect(chooser(page)).toBeVisible();
}

async function closeChooser(page: Page) {
  await page.keyboard.press('Escape');
  await expect(chooser(page)).toBeHidden();
}

/** Hides (or shows) one column from the chooser and closes it. */
async function setColumn(page: Page, header: string, shown: boolean) {
  await openChooser(page);
  const box = chooser(page).getByRole('checkbox', { name: header, exact: true });
  if (shown) await box.check();
  else await box.uncheck();
  await closeChooser(page);
}

const headers = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('columnheader');

async function setTheme(page: Page, theme: 1 | 2) {
  const res = await page.request.put('/v1/webapi/user/preferences', {
    headers: await apiAuth(page),
    data: { theme, assist: { preferredLogins: [], viewMode: 1 }, onboard: { preferredResources: [] } },
  });
  expect(res.ok()).toBe(true);
}

test('Servers: a hidden column leaves without a request, stays after a reload, and its URL opens the same columns elsewhere', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers sign in
  const requests = listingRequests(page, 'nodes');
  await openList(page, 'nodes', 'Servers');
  const table = page.getByRole('table', { name: 'Servers' });
  await expect(table.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  const before = requests.length;

  await setColumn(page, 'Address', false);
  await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Hostname' })).toBeVisible();
  await expect.poll(() => urlSearch(page).get('columns')).toBe('["hostname","labels"]');
  // The rows are the same ones: nothing was asked again.
  await page.waitForTimeout(300);
  expect(requests.length).toBe(before);
  await expect(chooserButton(page)).toHaveAttribute('aria-description', '1 hidden');

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Hostname' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveCount(0);

  // Remembered without the URL too (per user and cluster in this browser).
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  await expect(table.getByRole('columnheader', { name: 'Hostname' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveCount(0);

  // The URL wins over the remembered choice: a link that hides Labels shows Address again.
  const linked = `/web/cluster/${ROOT_CLUSTER}/nodes?columns=${encodeURIComponent('["hostname","addr"]')}`;
  await page.goto(linked);
  await expect(table.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Labels' })).toHaveCount(0);

  // Another browser (no storage of this one) opens the link with the same columns.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await openShell(second, linked);
  const secondTable = second.getByRole('table', { name: 'Servers' });
  await expect(secondTable.getByRole('columnheader', { name: 'Hostname' })).toBeVisible();
  await expect(secondTable.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  await expect(secondTable.getByRole('columnheader', { name: 'Labels' })).toHaveCount(0);
  // ...and without the link, its own default: every column.
  await second.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  await expect(secondTable.getByRole('columnheader', { name: 'Labels' })).toBeVisible();
  await expect(secondTable.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  await other.close();

  // Reset columns: every column, and nothing in the URL.
  await openChooser(page);
  await chooser(page).getByRole('button', { name: 'Reset columns' }).click();
  await closeChooser(page);
  await expect(table.getByRole('columnheader', { name: 'Labels' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  await expect.poll(() => urlSearch(page).get('columns')).toBeNull();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Address' })).toBeVisible();
});

test('Servers: the labels style is chosen in the chooser while the labels column shows, and is remembered', async ({ page }) => {
  await openList(page, 'nodes', 'Servers');
  const row = page.getByRole('row').filter({ hasText: 'web-prod-01' });
  await expect(row.getByRole('button', { name: /more labels$/ })).toHaveCount(1);

  await openChooser(page);
  const style = chooser(page).getByRole('radiogroup', { name: 'Labels' });
  await expect(style.getByRole('radio', { name: 'One line' })).toBeChecked();
  await style.getByText('Expanded', { exact: true }).click();
  await expect(style.getByRole('radio', { name: 'Expanded' })).toBeChecked();
  await closeChooser(page);
  await expect(row.getByRole('button', { name: /more labels$/ })).toHaveCount(0);
  // The old toolbar toggle is gone: the chooser holds the choice.
  await expect(page.getByRole('button', { name: 'Expand labels' })).toHaveCount(0);

  await page.reload();
  await expect(row.getByRole('button', { name: /more labels$/ })).toHaveCount(0);

  // Without the labels column there is no labels style to choose.
  await setColumn(page, 'Labels', false);
  await openChooser(page);
  await expect(chooser(page).getByRole('radiogroup', { name: 'Labels' })).toHaveCount(0);
  await closeChooser(page);
});

test('the chooser from the keyboard: Enter opens it, Space toggles, the last column stays, Escape returns to the button', async ({
  page,
}) => {
  await openList(page, 'nodes', 'Servers');
  const table = page.getByRole('table', { name: 'Servers' });
  await chooserButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(chooser(page)).toBeVisible();
  const hostname = chooser(page).getByRole('checkbox', { name: 'Hostname' });
  await expect(hostname).toBeFocused();
  await page.keyboard.press('Space');
  await expect(hostname).not.toBeChecked();
  await expect(table.getByRole('columnheader', { name: 'Hostname' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  const address = chooser(page).getByRole('checkbox', { name: 'Address' });
  await expect(address).toBeFocused();
  await page.keyboard.press('Space');
  await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveCount(0);

  // Labels is the last one shown: it cannot be hidden, and says why.
  const labels = chooser(page).getByRole('checkbox', { name: 'Labels' });
  await expect(labels).toBeChecked();
  await expect(labels).toBeDisabled();
  await expect(chooser(page).getByText('One column always stays shown.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(chooser(page)).toBeHidden();
  await expect(chooserButton(page)).toBeFocused();
  await expect.poll(() => urlSearch(page).get('columns')).toBe('["labels"]');
});

const PAGES = [
  { name: 'Users', path: '/web/users', table: 'Users', column: 'Auth type', keep: 'Name' },
  { name: 'Locks', path: '/web/locks', table: 'Session & Identity Locks', column: 'Message', keep: 'Targets' },
  { name: 'Active Sessions', path: `/web/cluster/${ROOT_CLUSTER}/sessions`, table: 'Active Sessions', column: 'Address', keep: 'Type' },
  {
    name: 'Recordings',
    path: `/web/cluster/${ROOT_CLUSTER}/recordings?range=7d`,
    table: 'Session recordings',
    column: 'Hostname',
    keep: 'Users',
  },
  { name: 'Audit log', path: `/web/cluster/${ROOT_CLUSTER}/audit`, table: 'Audit events', column: 'Message', keep: 'Time' },
] as const;

test('Users, Locks, Active Sessions, Recordings and the Audit log: a hidden column is gone and stays gone after a reload', async ({
  page,
}) => {
  test.slow(); // five pages, each hidden, reloaded and shown again
  await openShell(page);
  for (const list of PAGES) {
    await page.goto(list.path);
    const header = (name: string) => headers(page, list.table).filter({ hasText: new RegExp(`^${name}$`) });
    await expect(header(list.column)).toHaveCount(1);
    await setColumn(page, list.column, false);
    await expect(header(list.column)).toHaveCount(0);
    await expect(header(list.keep)).toHaveCount(1);
    // Not in the URL (only the resource lists carry it there): remembered in this browser.
    expect(new URL(page.url()).searchParams.get('columns')).toBeNull();
    await page.reload();
    await expect(header(list.keep)).toHaveCount(1);
    await expect(header(list.column)).toHaveCount(0);
    await openChooser(page);
    await page.screenshot({ path: path.join(shots, `columns-${list.name.toLowerCase().replace(/ /g, '-')}.png`) });
    await closeChooser(page);
    await setColumn(page, list.column, true);
    await expect(header(list.column)).toHaveCount(1);
  }
});

test('in the dark theme: the Audit log hides a column; the open chooser on Servers and the Audit log (light 1440, dark 1024 px)', async ({
  page,
}) => {
  // The chooser drawn where its opening ends (no fade caught half way).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openShell(page);
  // Each theme once, at each width once (the states spec checks the open chooser in both themes).
  for (const [theme, width] of [
    ['light', 1440],
    ['dark', 1024],
  ] as const) {
    await setTheme(page, theme === 'dark' ? 2 : 1);
    {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
      await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(page.getByRole('table', { name: 'Servers' }).getByRole('row').nth(1)).toBeVisible();
      await openChooser(page);
      await page.screenshot({ path: path.join(shots, `columns-servers-${theme}-${width}.png`) });
      await closeChooser(page);

      await page.goto(`/web/cluster/${ROOT_CLUSTER}/audit`);
      await expect(page.getByRole('table', { name: 'Audit events' }).getByRole('row').nth(1)).toBeVisible();
      if (theme === 'dark') {
        await setColumn(page, 'Description', false);
        await expect(headers(page, 'Audit events').filter({ hasText: /^Description$/ })).toHaveCount(0);
        await page.reload();
        await expect(headers(page, 'Audit events').filter({ hasText: /^Time$/ })).toHaveCount(1);
        await expect(headers(page, 'Audit events').filter({ hasText: /^Description$/ })).toHaveCount(0);
      }
      await openChooser(page);
      await page.screenshot({ path: path.join(shots, `columns-audit-${theme}-${width}.png`) });
      await closeChooser(page);
    }
  }
});
