// What the real backend sends where a list is empty: `alerts: null` (a Go nil slice). The console
// takes it as "no alerts": no banner, no warning, no contract error (the page checks strictly here).
import { expect, test } from './support/test';
import { openShell, prefer } from './support/shell';

test('cluster alerts answered with alerts: null show no banner and no error', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
  });
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/alerts$/, 'example=none');
  const alerts = page.waitForResponse((r) => r.url().endsWith('/alerts'));
  await openShell(page);
  expect(await (await alerts).json()).toEqual({ alerts: null });
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
  await expect(page.getByTestId('banners')).toHaveCount(0);
  expect(messages).toEqual([]);
});
