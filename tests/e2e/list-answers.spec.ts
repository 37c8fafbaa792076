// Lists in the browser: a 200 answer with an empty body names the call and offers Try again (never
// skeleton rows forever), and at 1024 px addresses, hostnames and logins stay on one line.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ROOT_CLUSTER, openShell, prefer, shots } from './support/shell';

const NODES = '**/v1/webapi/sites/*/nodes*';

test('a 200 answer with an empty body on the Servers list names the call, and Try again loads the list', async ({ page }) => {
  await page.route(NODES, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }));
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  const alert = page.getByTestId('list-error');
  await expect(alert).toContainText('Could not load the servers');
  await expect(alert).toContainText('The server sent an empty answer to listNodes');
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  await page.unroute(NODES);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Servers' }).getByRole('row').nth(1)).toBeVisible();
  await expect(alert).toHaveCount(0);
});

/** How many lines each token of the table's rows takes (a token is an address, hostname, login...). */
async function tokenLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.locator('table tbody .nowrap-token').evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { text: el.textContent ?? '', lines: tops.size };
    }),
  );
}

// The layout is the same in both themes: checked in one.
for (const scheme of ['light'] as const) {
  test(`at 1024 px every address, hostname and login is on one line (${scheme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${scheme}`);
    await page.setViewportSize({ width: 1024, height: 800 });
    await openShell(page);
    const pages: [string, string][] = [
      ['console-nodes', `/web/cluster/${ROOT_CLUSTER}/console/nodes`],
      ['servers', `/web/cluster/${ROOT_CLUSTER}/nodes`],
      ['sessions', `/web/cluster/${ROOT_CLUSTER}/sessions`],
      ['clusters', '/web/clusters'],
    ];
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.locator('table tbody .nowrap-token').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // A wide table scrolls in its own box: the page itself never gets wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: page width`).toBeLessThanOrEqual(1024);
      if (name !== 'clusters') {
        // These tables fit their box at 1024 px (their actions were cut at its edge); Clusters has
        // eight columns and scrolls inside its own.
        const fit = await page
          .locator('table.data-table')
          .evaluate((t) => t.getBoundingClientRect().width <= t.closest('.mantine-Paper-root')!.clientWidth + 1);
        expect(fit, `${name}: table inside its box`).toBe(true);
      }
      const tokens = await tokenLines(page);
      expect(tokens.length, name).toBeGreaterThan(0);
      expect(
        tokens.filter((t) => t.lines !== 1),
        name,
      ).toEqual([]);
      if (name === 'clusters') {
        // The status and root badges show their whole word (they were cut to "ON…" and "RO…").
        const cut = await page
          .locator('table tbody .mantine-Badge-label')
          .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
        expect(cut, 'badges cut short').toEqual([]);
      }
      if (name === 'console-nodes' || name === 'clusters') {
        await page.screenshot({ path: path.join(shots, `${name}-1024-${scheme}.png`), fullPage: true, animations: 'disabled' });
      }
    }
  });
}

test('Clusters shows the node count, public address and versions, sortable', async ({ page }) => {
  await openShell(page, '/web/clusters');
  const table = page.getByRole('table', { name: 'Clusters' });
  await expect(table.getByRole('columnheader')).toContainText([
    'Name',
    'Status',
    'Nodes',
    'Public address',
    'Auth',
    'Proxy',
    'Last connected',
  ]);
  const root = table.getByRole('row').filter({ hasText: ROOT_CLUSTER });
  // The public address is text, never a link.
  await expect(root.getByRole('link')).toHaveText(['Open']);
  await table.getByRole('button', { name: 'Proxy', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Proxy', exact: true })).toHaveAttribute('aria-sort', /ascending|descending/);
});
