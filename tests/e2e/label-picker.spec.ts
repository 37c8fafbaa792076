// Finding without typing, on the embedded default: the label picker on every resource page
// narrows the list exactly as the same predicate typed by hand does, picks are removable chips in
// the URL, hostile labels stay data; saved views and a view's link restore the same filters,
// columns and rows after a reload, and a default view opens with the list.
import { expect, test, type Page } from './support/test';
import path from 'node:path';
import { ROOT_CLUSTER, apiAuth, openShell, scheme, shots } from './support/shell';
import { nextListing, openList, urlSearch } from './support/resources';

const KINDS = [
  { route: 'nodes', title: 'Servers' },
  { route: 'apps', title: 'Applications' },
  { route: 'kubernetes', title: 'Kubernetes' },
  { route: 'databases', title: 'Databases' },
  { route: 'desktops', title: 'Desktops' },
] as const;

/** Every body row's text, in order (what the user sees of the rows). */
async function rowTexts(page: Page, title: string): Promise<string[]> {
  return page.getByRole('table', { name: title }).locator('tbody tr').allInnerTexts();
}

function picker(page: Page) {
  return page.getByTestId('label-picker');
}

/** The picker's checkboxes, as 'key: value' names, in the order shown (once they are there). */
async function choices(page: Page): Promise<string[]> {
  await expect(picker(page).getByRole('checkbox').first()).toBeVisible();
  const names = await picker(page)
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names;
}

test('on every resource page, two values picked with no typing give the same predicate and rows as the query typed by hand', async ({
  page,
}) => {
  test.slow(); // five pages
  await openShell(page);
  for (const kind of KINDS) {
    await page.goto(`/web/cluster/${ROOT_CLUSTER}/${kind.route}`);
    await expect(page.getByTestId('page-count')).toBeVisible();
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    await expect(picker(page)).toBeVisible();
    // The first key offered with two values or more: pick two of them (OR).
    const byKey = new Map<string, string[]>();
    for (const name of await choices(page)) {
      const at = name.indexOf(': ');
      const key = name.slice(0, at);
      byKey.set(key, [...(byKey.get(key) ?? []), name.slice(at + 2)]);
    }
    const [key, values] = [...byKey].find(([, v]) => v.length >= 2)!;
    const [a, b] = values as [string, string];
    await picker(page)
      .getByRole('checkbox', { name: `${key}: ${a}`, exact: true })
      .click();
    const picked = await nextListing(
      page,
      kind.route,
      (p) => p.query?.includes('||') ?? false,
      () =>
        picker(page)
          .getByRole('checkbox', { name: `${key}: ${b}`, exact: true })
          .click(),
    );
    const typed = `(labels[${JSON.stringify(key)}] == ${JSON.stringify(a)} || labels[${JSON.stringify(key)}] == ${JSON.stringify(b)})`;
    expect(picked.query, kind.title).toBe(typed);
    await page.keyboard.press('Escape');
    await expect(picker(page)).toHaveCount(0);
    // Removable chips, and the picks in the URL.
    const chips = page.getByTestId('picked-labels');
    await expect(chips.getByRole('button', { name: `Remove label ${key}: ${a}` })).toBeVisible();
    await expect(chips.getByRole('button', { name: `Remove label ${key}: ${b}` })).toBeVisible();
    expect(JSON.parse(urlSearch(page).get('labels')!)).toEqual({ [key]: [a, b] });
    await expect(page.getByTestId('page-count')).not.toHaveText(/^\s*$/);
    const count = await page.getByTestId('page-count').innerText();
    const rows = await rowTexts(page, kind.title);
    expect(rows.length, kind.title).toBeGreaterThan(0);

    // The same predicate typed by hand, in a fresh view.
    await page.goto(`/web/cluster/${ROOT_CLUSTER}/${kind.route}`);
    await page.getByRole('switch', { name: 'Advanced query' }).check();
    await page.getByLabel('Predicate query').fill(typed);
    const byHand = await nextListing(
      page,
      kind.route,
      (p) => p.query === typed,
      () => page.getByLabel('Predicate query').press('Enter'),
    );
    expect(byHand.query, kind.title).toBe(picked.query);
    await expect(page.getByTestId('page-count')).toHaveText(count);
    await expect.poll(() => rowTexts(page, kind.title)).toEqual(rows);
  }
});

test('picks and the typed query compose; chips remove picks with the focus kept; hostile labels stay data', async ({ page }) => {
  await openList(page, 'apps', 'Applications');
  // A row's label chip picks its label (a hostile value, quoted).
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps?search=markup`);
  const row = page.getByRole('row').filter({ hasText: 'markup-app' });
  const hostile = '"><script>alert(1)</script>';
  const chipQuery = await nextListing(
    page,
    'apps',
    (p) => Boolean(p.query),
    async () => {
      const chip = row.getByRole('button', { name: `Filter by label owner: ${hostile}` });
      if (!(await chip.isVisible())) await row.getByRole('button', { name: /more labels$/ }).click();
      await page
        .getByRole('button', { name: `Filter by label owner: ${hostile}` })
        .first()
        .click();
    },
  );
  expect(chipQuery.query).toBe('labels["owner"] == "\\"><script>alert(1)</script>"');
  const chips = page.getByTestId('picked-labels');
  await expect(chips.getByRole('button', { name: `Remove label owner: ${hostile}` })).toHaveText(`owner: ${hostile}`);
  expect(await page.locator('main script').count()).toBe(0);

  // With a typed query, the picks narrow all of it.
  await page.getByRole('switch', { name: 'Advanced query' }).check();
  await page.getByLabel('Predicate query').fill('name == "a" || name == "markup-app"');
  const both = await nextListing(
    page,
    'apps',
    (p) => p.query?.includes('&&') ?? false,
    () => page.getByLabel('Predicate query').press('Enter'),
  );
  expect(both.query).toBe('labels["owner"] == "\\"><script>alert(1)</script>" && (name == "a" || name == "markup-app")');
  await expect(page.getByTestId('picked-predicate')).toContainText('labels["owner"]');

  // Removing the chip by keyboard moves the focus to the Labels button (no chip left).
  await chips.getByRole('button', { name: `Remove label owner: ${hostile}` }).focus();
  await page.keyboard.press('Enter');
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Labels', exact: true })).toBeFocused();
  expect(urlSearch(page).get('labels')).toBeNull();
});

test('the picker by keyboard: Enter opens, arrows move, Space picks, Escape returns the focus; values seen stay offered', async ({
  page,
}) => {
  await openList(page, 'nodes', 'Servers');
  const button = page.getByRole('button', { name: 'Labels', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(picker(page)).toBeVisible();
  // The narrowing field has the focus; typing is optional.
  await expect(picker(page).getByLabel('Narrow the labels')).toBeFocused();
  await page.keyboard.press('Tab');
  const first = (await choices(page))[0]!;
  await expect(picker(page).getByRole('checkbox', { name: first, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = (await choices(page))[1]!;
  await expect(picker(page).getByRole('checkbox', { name: second, exact: true })).toBeFocused();
  await nextListing(
    page,
    'nodes',
    (p) => Boolean(p.query),
    () => page.keyboard.press('Space'),
  );
  await expect(picker(page).getByRole('checkbox', { name: second, exact: true })).toBeChecked();
  // The list narrowed, yet every value seen before is still offered (in the same place).
  expect(await choices(page)).toContain(first);
  await page.keyboard.press('Escape');
  await expect(picker(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Labels, 1 picked' })).toBeFocused();

  // Typing narrows to the keys and values that contain the text.
  await page.keyboard.press('Enter');
  await picker(page).getByLabel('Narrow the labels').fill('zzz-nothing');
  await expect(picker(page).getByRole('status')).toHaveText('No label key or value contains “zzz-nothing”.');
});

test('a saved view and a view link restore the same filters, columns and rows after a reload; a default view opens with the list', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, three reloads: past 30 s on a loaded machine
  await openList(page, 'nodes', 'Servers');
  const view = {
    labels: JSON.stringify({ env: ['prod', 'staging'] }),
    sort: 'addr:desc',
    limit: '25',
    search: 'eu',
  };
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?${new URLSearchParams(view)}`);
  await expect(page.getByTestId('picked-labels')).toBeVisible();
  // Hide a column through the column chooser.
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page
    .getByRole('menuitemcheckbox', { name: 'Address' })
    .or(page.getByRole('checkbox', { name: 'Address' }))
    .click();
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: 'Servers' });
  await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveCount(0);
  const rows = await rowTexts(page, 'Servers');
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const count = await page.getByTestId('page-count').innerText();

  // Save it.
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  const panel = page.getByTestId('saved-views');
  await expect(panel.getByTestId('no-saved-views')).toBeVisible();
  await panel.getByLabel('Save this view as').fill('EU prod and staging');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved “EU prod and staging”.');
  await expect(panel.getByRole('button', { name: 'Open view EU prod and staging' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Views: showing EU prod and staging' })).toBeVisible();

  // Elsewhere, then back through the menu: the same view; after a reload too.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?search=kafka`);
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await panel.getByRole('button', { name: 'Open view EU prod and staging' }).click();
  await expect(page.getByTestId('page-count')).toHaveText(count);
  await expect.poll(() => rowTexts(page, 'Servers')).toEqual(rows);
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(headers);
  const link = page.url();
  await page.reload();
  await expect(page.getByTestId('page-count')).toHaveText(count);
  await expect.poll(() => rowTexts(page, 'Servers')).toEqual(rows);
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(headers);

  // The view's link, pasted by someone else (another browser profile: no saved views, no remembered columns).
  const other = await browser.newContext();
  const them = await other.newPage();
  await openShell(them, link);
  await expect(them.getByTestId('page-count')).toHaveText(count);
  await expect.poll(() => rowTexts(them, 'Servers')).toEqual(rows);
  expect(await them.getByRole('table', { name: 'Servers' }).getByRole('columnheader').allInnerTexts()).toEqual(headers);
  await other.close();

  // Made the default, it opens when the list is opened plainly (not when a link names a view).
  await page.getByRole('button', { name: 'Views: showing EU prod and staging' }).click();
  await panel.getByRole('button', { name: 'Open EU prod and staging by default' }).click();
  await page.keyboard.press('Escape');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  await expect(page.getByTestId('page-count')).toHaveText(count);
  expect(JSON.parse(urlSearch(page).get('labels')!)).toEqual({ env: ['prod', 'staging'] });
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?search=kafka`);
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toBeVisible();
  expect(urlSearch(page).get('labels')).toBeNull();

  // Rename, then delete with Undo.
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await panel.getByRole('button', { name: 'Rename EU prod and staging' }).click();
  await panel.getByLabel('New name of EU prod and staging').fill('EU fleet');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Open view EU fleet' })).toBeVisible();
  await panel.getByRole('button', { name: 'Delete EU fleet' }).click();
  await expect(panel.getByTestId('no-saved-views')).toBeVisible();
  await panel.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('button', { name: 'Open view EU fleet' })).toBeVisible();
});

test('the picker, its chips and saved views look right in both themes, at 1440 and 1024 px', async ({ page }) => {
  await openShell(page);
  // Each theme as the user's preference (the API the user menu writes), each width in each.
  for (const theme of ['light', 'dark'] as const) {
    const res = await page.request.put('/v1/webapi/user/preferences', {
      headers: await apiAuth(page),
      data: { theme: theme === 'dark' ? 2 : 1, assist: { preferredLogins: [], viewMode: 1 }, onboard: { preferredResources: [] } },
    });
    expect(res.ok()).toBe(true);
    await page.goto(
      `/web/cluster/${ROOT_CLUSTER}/nodes?labels=${encodeURIComponent(JSON.stringify({ env: ['prod', 'staging'], team: ['platform'] }))}`,
    );
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(page.getByTestId('picked-labels')).toBeVisible();
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Labels, 3 picked' }).click();
      await expect(picker(page).getByRole('checkbox', { name: 'env: prod', exact: true })).toBeChecked();
      // The popover fits the window.
      const box = (await picker(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(shots, `label-picker-${width}-${theme}.png`), animations: 'disabled' });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Views', exact: true }).click();
      await expect(page.getByTestId('saved-views')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `saved-views-${width}-${theme}.png`), animations: 'disabled' });
      await page.keyboard.press('Escape');
    }
  }
});
