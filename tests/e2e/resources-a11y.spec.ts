// axe-core on every resource page, its dialogs and menus, in both themes; the screenshots are
// saved for looking at (tests/e2e/.screenshots/resources-*.png).
import { expect, test } from './support/test';
import path from 'node:path';
import { ROOT_CLUSTER, openShell, prefer, scheme, seriousViolations, shots } from './shell-helpers';

const PAGES = [
  { kind: 'nodes', title: 'Servers' },
  { kind: 'apps', title: 'Applications' },
  { kind: 'kubernetes', title: 'Kubernetes' },
  { kind: 'databases', title: 'Databases' },
  { kind: 'desktops', title: 'Desktops' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on the resource pages (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await prefer(page, '/user/preferences', `example=${theme}`);
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    for (const { kind, title } of PAGES) {
      await page.goto(`/web/cluster/${ROOT_CLUSTER}/${kind}`);
      await expect(page.getByRole('table', { name: title })).toBeVisible();
      await expect(page.getByTestId('facet-panel')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `resources-${kind}-${theme}.png`), animations: 'disabled' });
      expect(await seriousViolations(page), `${title} (${theme})`).toEqual([]);
    }

    // The login picker, a connect dialog, the AWS roles menu.
    await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
    await page.getByRole('button', { name: 'Connect to web-prod-01', exact: true }).click();
    await expect(page.getByTestId('login-picker')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resources-login-picker-${theme}.png`), animations: 'disabled' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/web/cluster/${ROOT_CLUSTER}/databases`);
    await page.getByRole('button', { name: 'Connect to orders-pg', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resources-db-dialog-${theme}.png`), animations: 'disabled' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps?advanced=true`);
    await page.getByRole('button', { name: 'Launch aws-console-prod: choose an AWS role' }).click();
    await expect(page.getByTestId('aws-roles')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `resources-aws-roles-${theme}.png`), animations: 'disabled' });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the empty, error and loading states pass axe too', async ({ page }) => {
  await openShell(page);
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/kubernetes(\?|$)/, 'example=empty');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/kubernetes`);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'resources-empty-light.png'), animations: 'disabled' });
  expect(await seriousViolations(page)).toEqual([]);

  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/desktops(\?|$)/, 'code=403');
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/desktops`);
  await expect(page.getByTestId('list-error')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'resources-error-light.png'), animations: 'disabled' });
  expect(await seriousViolations(page)).toEqual([]);

  // A listing that never answers shows the skeleton.
  await page.route(/\/v1\/webapi\/sites\/[^/]+\/apps(\?|$)/, () => {});
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps`);
  await expect(page.getByTestId('list-skeleton')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'resources-loading-light.png'), animations: 'disabled' });
  expect(await seriousViolations(page)).toEqual([]);
});
