import { expect, test } from './support/test';
import { openShell, openUserMenu, prefer } from './support/shell';

// The contract's restricted context (bob@example.com, an SSO user without trustedClusters).
const RESTRICTED = 'example=restrictedSsoUser';

test('a user whose context lacks a permission sees neither the nav item nor the page', async ({ page }) => {
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/context$/, RESTRICTED);
  await openShell(page);
  await expect(page.getByTestId('user-name')).toHaveText('bob@example.com');
  await expect(page.getByRole('button', { name: 'User menu: bob@example.com' })).toContainText('B');

  // Not in the side nav, in any category.
  const category = page.getByRole('combobox', { name: 'Category' });
  for (const name of ['Resources', 'Management']) {
    await category.click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByRole('link', { name: 'Manage Clusters' })).toHaveCount(0);
  }
  // Not in the user menu.
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Manage Clusters' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Not in the command palette.
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search pages, clusters and actions' }).fill('manage clusters');
  await expect(page.getByRole('option', { name: 'Manage Clusters' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // And the page itself is not reachable: the path goes to the root (bob's first Resources page).
  await page.goto('/web/clusters');
  await expect(page).toHaveURL(/\/web\/cluster\/teleport\.example\.com\/nodes$/);
  await expect(page.getByRole('heading', { name: 'Clusters', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
});

test('the same pages are there for a user with the permission', async ({ page }) => {
  await openShell(page, '/web/clusters');
  await expect(page.getByRole('heading', { name: 'Clusters', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Clusters' })).toHaveAttribute('aria-current', 'page');
});
