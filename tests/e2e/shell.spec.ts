import { expect, test } from './support/test';
import path from 'node:path';
import { ROOT_CLUSTER, USER, openShell, openUserMenu, prefer, shots } from './support/shell';

test('the root goes to the first Resources page or Help & Support, and titles follow the page', async ({ page }) => {
  await openShell(page);
  const nav = page.getByTestId('side-nav-items');
  // The rule is data-driven: with a Resources page registered the root goes there instead.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Resources' }).click();
  const resourceLinks = nav.locator('a[data-nav-item]:not([target])');
  const firstResource = (await resourceLinks.count()) ? await resourceLinks.first().getAttribute('href') : null;
  await page.goto('/web');
  if (firstResource) await expect(page).toHaveURL(new RegExp(`${firstResource}$`));
  else await expect(page).toHaveURL(/\/web\/support$/);

  await page.goto('/web/support');
  await expect(page).toHaveTitle('Help & Support');
  // The title is printed once, as the page's H1; the top bar does not repeat it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
  await expect(page.getByTestId('top-bar-place')).not.toContainText('Help & Support');
  await expect(page.getByText('13.2.2').first()).toBeVisible();

  // The cluster root goes to that cluster's first Resources page (its overview while none is registered).
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/`);
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER}/nodes$`));
  await expect(page).toHaveTitle(`${ROOT_CLUSTER} • Servers`);
  // With a cluster in the URL the top bar shows the selector, not the title.
  await expect(page.getByTestId('top-bar-place')).toHaveCount(0);
  await expect(page.getByTestId('cluster-selector')).toHaveText(ROOT_CLUSTER);

  await page.goto('/web/settings');
  await expect(page).toHaveURL(/\/web\/account$/);
  await expect(page).toHaveTitle('Account Settings');
  await expect(page.getByTestId('account-user-name')).toHaveText(USER);
});

test('the side nav works from the keyboard: arrows, Home/End, Enter and Escape', async ({ page }) => {
  await openShell(page);
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER}/nodes$`)); // the root: the first Resources page
  const category = page.getByRole('combobox', { name: 'Category' });
  const items = page.getByTestId('side-nav-items').locator('[data-nav-item]');

  // Choose categories with the keyboard: Resources (where we are), then Management.
  const pick = async (name: string) => {
    await category.focus();
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name });
    await option.waitFor();
    for (let i = 0; i < 3 && (await option.getAttribute('data-combobox-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('data-combobox-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(category).toHaveValue(name);
  };
  await pick('Resources');
  await pick('Management');
  await expect(page).toHaveURL(/\/web\/users$/); // no remembered path: its first item (Access › Users)

  await page.goto('/web/support');
  await category.focus();
  await page.keyboard.press('Tab');
  await expect(items.first()).toBeFocused();
  const n = await items.count();
  expect(n).toBeGreaterThan(0);
  // ArrowDown n times wraps around to the first item; ArrowUp from the first goes to the last.
  for (let i = 0; i < n; i++) await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(n - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(n - 1)).toBeFocused();

  // Enter opens the focused item (on a page without a category the first category with items shows).
  await page.keyboard.press('Home');
  await expect(items.first()).toHaveText('Servers');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER}/nodes$`));
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
  await expect(items.first()).toHaveAttribute('aria-current', 'page');

  // Escape leaves the list for the category dropdown.
  await items.first().focus();
  await page.keyboard.press('Escape');
  await expect(category).toBeFocused();
});

test('each category remembers its last path; switching goes there or to its first item', async ({ page }) => {
  await openShell(page);
  const category = page.getByRole('combobox', { name: 'Category' });
  const choose = async (name: string) => {
    await category.click();
    await page.getByRole('option', { name }).click();
    await expect(category).toHaveValue(name);
  };

  // Fresh: switching to Management goes to its first item.
  await choose('Resources');
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER}/nodes$`)); // where the root landed
  await choose('Management');
  await expect(page).toHaveURL(/\/web\/users$/);

  // Visit a deeper view of Management (a filtered list), leave the category, come back.
  await page.getByLabel('Filter users').fill('car');
  await expect(page).toHaveURL(/\/web\/users\?search=car$/);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/web\/account$/);
  await choose('Resources');
  await choose('Management');
  await expect(page).toHaveURL(/\/web\/users\?search=car$/);
  await expect(page.getByLabel('Filter users')).toHaveValue('car');

  // Resources goes back to its remembered page, and the category follows the route.
  await choose('Resources');
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER}/nodes$`));
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Manage Clusters' }).click();
  await expect(category).toHaveValue('Management');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps`);
  await expect(category).toHaveValue('Resources');
});

test('the cluster selector filters, reports empty and error states, and rewrites the URL', async ({ page }) => {
  await prefer(page, '/sites', 'example=withLeaves');
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/`);
  await expect(page.getByText('CLUSTER:', { exact: true })).toBeVisible();
  await page.getByTestId('cluster-selector').click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(3);
  await page.screenshot({ path: path.join(shots, 'shell-cluster-selector-light.png'), animations: 'disabled' });

  await page.getByLabel('Search clusters').fill('EAST');
  await expect(options).toHaveText(['leaf-east.example.com']);
  await page.getByLabel('Search clusters').fill('nothing-like-it');
  await expect(page.getByText('No leaf clusters found')).toBeVisible();
  await page.getByLabel('Search clusters').fill('lab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The cluster segment of the current page (Servers, where the cluster root went) is swapped.
  await expect(page).toHaveURL(/\/web\/cluster\/leaf-lab\.example\.com\/nodes$/);
  await expect(page).toHaveTitle('leaf-lab.example.com • Servers');
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();

  await page.getByTestId('cluster-selector').click();
  await page.getByRole('option', { name: 'leaf-east.example.com' }).click();
  await expect(page).toHaveURL(/\/web\/cluster\/leaf-east\.example\.com\/nodes$/);

  // A cluster that is not in the list is the 404 page.
  await page.goto('/web/cluster/no-such-cluster/');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('The requested path could not be found.')).toBeVisible();
});

test("the cluster selector shows 'Error: {message}' when the list fails", async ({ page }) => {
  await openShell(page);
  await page.unrouteAll();
  await prefer(page, '/sites', 'code=500');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/`);
  await page.getByTestId('cluster-selector').click();
  await expect(page.getByText('Error: context deadline exceeded')).toBeVisible({ timeout: 15_000 });
});

test('the user menu lists the top-menu entries, the theme toggle and Logout, and closes on an outside click', async ({ page }) => {
  await openShell(page);
  await expect(page.getByRole('button', { name: `User menu: ${USER}` })).toContainText('A');
  await openUserMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Manage Clusters',
    'Account Settings',
    'Help & Support',
    'Switch to Dark Theme',
    'Use System Theme',
    'Logout',
  ]);
  const box = await menu.boundingBox();
  expect(box?.width).toBe(265);
  await page.screenshot({ path: path.join(shots, 'shell-user-menu-light.png'), animations: 'disabled' });
  // An outside click on something inert (the page heading): a point in the table could land on a
  // label or a row action and start a navigation of its own.
  const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (!heading) throw new Error('the page heading has no box');
  await page.mouse.click(heading.x + heading.width + 40, heading.y + heading.height / 2);
  await expect(menu).toBeHidden();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Manage Clusters' }).click();
  await expect(page).toHaveURL(/\/web\/clusters$/);
  await expect(page.getByRole('table', { name: 'Clusters' }).getByText(ROOT_CLUSTER, { exact: true })).toBeVisible();
});

test('the command palette (Ctrl+K) jumps to pages and clusters from the keyboard', async ({ page }) => {
  await prefer(page, '/sites', 'example=withLeaves');
  await openShell(page);
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: 'Search pages, clusters and actions' });
  await expect(input).toBeFocused();
  await page.screenshot({ path: path.join(shots, 'shell-palette-light.png'), animations: 'disabled' });
  await input.fill('manage');
  await expect(page.getByRole('option')).toHaveText(['Manage Clusters']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/web\/clusters$/);
  await expect(input).toBeHidden();

  await page.keyboard.press('Control+K');
  await input.fill('leaf');
  await expect(page.getByRole('option')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // A cluster's root goes to its first Resources page.
  await expect(page).toHaveURL(/\/web\/cluster\/leaf-lab\.example\.com\/nodes$/);

  await page.keyboard.press('Control+K');
  await input.fill('no such page <b>x</b>');
  await expect(page.getByText('Nothing matches “no such page <b>x</b>”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
});

test("the login-failed pages say 'Login Unsuccessful' and link back to sign-in", async ({ page }) => {
  for (const p of ['/web/msg/error/login_failed', '/web/msg/error/login', '/web/msg/error/login/callback', '/web/msg/error/login/auth']) {
    await page.goto(p);
    await expect(page.getByRole('heading', { name: 'Login Unsuccessful' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Please attempt to log in again.' }).click();
  await expect(page).toHaveURL(/\/web\/login$/);
});
