import { expect, test, type Page } from './support/test';
import path from 'node:path';
import { openShell, prefer, shots, signIn } from './support/shell';

const banner = (page: Page, severity: string) => page.locator(`[data-testid="banners"] [data-severity="${severity}"]`);

test('cluster alerts show as banners by severity, with vendor links clickable', async ({ page }) => {
  await openShell(page);
  const banners = page.getByTestId('banners');
  await expect(banners.locator('[data-severity]')).toHaveCount(3);
  // Severity below 5 is info, 5 to 9 warning, 10 or more danger.
  await expect(banner(page, 'info')).toContainText('A newer version of Teleport is available');
  await expect(banner(page, 'warning')).toContainText('license will expire in 10 days');
  await expect(banner(page, 'danger')).toContainText('A security patch is available');
  await expect(banner(page, 'danger')).toHaveAttribute('role', 'alert');
  // The links are on the vendor's site: clickable, in a new tab.
  const link = banner(page, 'info').getByRole('link', { name: /Learn more/ });
  await expect(link).toHaveAttribute('href', 'https://goteleport.com/download/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(banner(page, 'warning').getByRole('link')).toHaveCount(0);
  const box = await banner(page, 'warning').boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(38);
});

test('a dismissed alert stays hidden after a reload and comes back after 24 hours', async ({ page }) => {
  const t0 = new Date('2024-03-01T09:00:00Z');
  await page.clock.setFixedTime(t0);
  await openShell(page);
  await expect(banner(page, 'warning')).toBeVisible();
  await banner(page, 'warning').getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page, 'warning')).toHaveCount(0);
  await expect(banner(page, 'info')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('disabledAlerts') ?? '{}'));
  expect(stored).toEqual({ 'license-expiry-warning': t0.getTime() + 24 * 3600_000 });

  await page.reload();
  await expect(banner(page, 'info')).toBeVisible();
  await expect(banner(page, 'warning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'shell-alert-dismissed-light.png'), animations: 'disabled' });

  // 23 hours later (the bearer token has long expired, so sign in again): still hidden. The page
  // is left first, so that the session lifecycle's own expiry logout does not race the test.
  await page.goto('about:blank');
  await page.clock.setFixedTime(new Date(t0.getTime() + 23 * 3600_000));
  await page.goto('/web/support');
  await expect(page).toHaveURL(/\/web\/login/);
  await signIn(page);
  await expect(banner(page, 'info')).toBeVisible();
  await expect(banner(page, 'warning')).toHaveCount(0);

  // 24 hours after the dismissal it is back, and the expired entry is purged.
  await page.goto('about:blank');
  await page.clock.setFixedTime(new Date(t0.getTime() + 24 * 3600_000 + 60_000));
  await page.goto('/web/support');
  await expect(page).toHaveURL(/\/web\/login/);
  await signIn(page);
  await expect(banner(page, 'warning')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('disabledAlerts') ?? 'null'))).toEqual({});
});

test('a failed alerts call is only logged; the shell carries on', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/alerts$/, 'code=500');
  await openShell(page);
  // The shell carries on to the root's page (the first Resources page).
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
  await expect(page.getByTestId('banners')).toHaveCount(0);
  await expect.poll(() => warnings.some((w) => w.includes('Cluster alerts') && w.includes('context deadline exceeded'))).toBe(true);
});

test('no alerts, no banners', async ({ page }) => {
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/alerts$/, 'example=empty');
  const alerts = page.waitForResponse((r) => r.url().endsWith('/alerts'));
  await openShell(page);
  expect(await (await alerts).json()).toEqual({ alerts: [] });
  // The shell carries on to the root's page (the first Resources page).
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
  await expect(page.getByTestId('banners')).toHaveCount(0);
});

test('the page shows with the banners already above it: nothing moves it under the pointer', async ({ page }) => {
  // Notes, at the first moment the page is there, how many banners are drawn and where the page's
  // top is.
  await page.addInitScript(() => {
    const w = window as unknown as { __firstShown?: { banners: number; top: number } };
    new MutationObserver(() => {
      const content = document.querySelector('.shell-content');
      if (w.__firstShown || !content?.querySelector('h1')) return;
      w.__firstShown = {
        banners: document.querySelectorAll('[data-testid="banners"] [data-severity]').length,
        top: Math.round(content.getBoundingClientRect().top),
      };
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const firstShown = () => page.evaluate(() => (window as unknown as { __firstShown?: { banners: number; top: number } }).__firstShown);
  const top = () => page.locator('.shell-content').evaluate((e) => Math.round(e.getBoundingClientRect().top));
  for (const load of ['after the sign-in', 'a reload']) {
    if (load === 'a reload') await page.reload();
    else await openShell(page);
    await expect(page.getByTestId('banners').locator('[data-severity]'), load).toHaveCount(3);
    await expect(page.locator('.shell-content h1'), load).toBeVisible();
    const first = await firstShown();
    expect(first, load).toEqual({ banners: 3, top: await top() });
  }
});
