// axe-core on the resource pages' dialogs and menus, in both themes, and their list states (the
// pages themselves: the screenshot sheet); the screenshots are saved for looking at
// (tests/e2e/.screenshots/resources-*.png).
import { expect, test } from './support/test';
import path from 'node:path';
import { ROOT_CLUSTER, openShell, prefer, scheme, shots } from './shell-helpers';
import { axeViolations } from './support/a11y';

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation in the resource pages' menus and dialogs (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await prefer(page, '/user/preferences', `example=${theme}`);
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    // The login picker, a connect dialog, the AWS roles menu.
    await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
    await page.getByRole('button', { name: 'Connect to web-prod-01', exact: true }).click();
    await expect(page.getByTestId('login-picker')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resources-login-picker-${theme}.png`), animations: 'disabled' });
    expect(await axeViolations(page, 'menu login picker')).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/web/cluster/${ROOT_CLUSTER}/databases`);
    await page.getByRole('button', { name: 'Connect to orders-pg', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resources-db-dialog-${theme}.png`), animations: 'disabled' });
    expect(await axeViolations(page, 'dialog database connect')).toEqual([]);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps?advanced=true`);
    await page.getByRole('button', { name: 'Launch aws-console-prod: choose an AWS role' }).click();
    await expect(page.getByTestId('aws-roles')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resources-aws-roles-${theme}.png`), animations: 'disabled' });
    expect(await axeViolations(page, 'menu AWS roles')).toEqual([]);
  });
}

test('the empty, error and loading states pass axe too', async ({ page }) => {
  await openShell(page);
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/kubernetes(\?|$)/, 'example=empty');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/kubernetes`);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'resources-empty-light.png'), animations: 'disabled' });
  expect(await axeViolations(page, 'list-empty kubernetes')).toEqual([]);

  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/desktops(\?|$)/, 'code=403');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/desktops`);
  await expect(page.getByTestId('list-error')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'resources-error-light.png'), animations: 'disabled' });
  expect(await axeViolations(page, 'list-error desktops')).toEqual([]);

  // A listing that never answers shows the skeleton.
  await page.route(/\/v1\/webapi\/sites\/[^/]+\/apps(\?|$)/, () => {});
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps`);
  await expect(page.getByTestId('list-skeleton')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'resources-loading-light.png'), animations: 'disabled' });
  expect(await axeViolations(page, 'list-loading apps')).toEqual([]);
});
