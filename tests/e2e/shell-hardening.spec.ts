// The shell against malformed answers of its own calls, locked features, and the palette's
// Cluster Overview. The cluster list is answered here (page.route) with what a broken or hostile
// server might send; everything else comes from the embedded default.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ROOT_CLUSTER, openShell, prefer } from './support/shell';

/** GET /v1/webapi/sites answers 200 with this body. */
async function sitesAnswer(page: Page, body: string) {
  await page.route('**/v1/webapi/sites', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'application/json', body }) : route.fallback(),
  );
}

/** Serves the console as in production: a contract violation is reported and the data passes on. */
async function productionContract(page: Page) {
  await page.route('**/web/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('<meta name="grv_contract_strict" content="1" />', '');
    return route.fulfill({ response, body: html });
  });
}

/**
 * The shell is up: the side nav, the top bar, a working command palette, and the cluster overview
 * saying in its own area that the list could not be read. (The list pages' handling of the same
 * answer is theirs.)
 */
async function expectShellWorks(page: Page, problem: string) {
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/overview`);
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await expect(page.getByText('could not load your context')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Servers' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Could not load the clusters' })).toContainText(problem);
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Search pages, clusters and actions' });
  await search.fill('applications');
  await expect(page.getByRole('option', { name: 'Applications' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function selectorError(page: Page) {
  await page.getByTestId('cluster-selector').click();
  return page.getByRole('listbox').or(page.locator('.mantine-Combobox-dropdown')).first();
}

test('an empty cluster list body is an error in the cluster selector only', async ({ page }) => {
  await sitesAnswer(page, '');
  await openShell(page);
  // The pipeline refuses an empty answer to a read before the shell's own shape check sees it.
  const problem = 'The server sent an empty answer to listClusters.';
  await expectShellWorks(page, problem);
  const dropdown = await selectorError(page);
  await expect(dropdown).toContainText(`Error: ${problem}`);
});

test('a cluster list that is not a list is an error in the cluster selector only (strict contract check)', async ({ page }) => {
  await sitesAnswer(page, '{"clusters":[]}');
  await openShell(page);
  await expectShellWorks(page, "The server's answer to listClusters is not in the expected form");
  const dropdown = await selectorError(page);
  await expect(dropdown).toContainText("Error: The server's answer to listClusters is not in the expected form");
});

test('a cluster list that is not a list is an error in the cluster selector only (production: reported, data passed on)', async ({
  page,
}) => {
  await productionContract(page);
  await sitesAnswer(page, '{"clusters":[]}');
  await openShell(page);
  const problem = "The server's answer to GET /v1/webapi/sites is not a list of clusters (it sent an object).";
  await expectShellWorks(page, problem);
  const dropdown = await selectorError(page);
  await expect(dropdown).toContainText(`Error: ${problem}`);
});

test('with usage-based billing, Active Sessions shows as locked, at its own address, and says why', async ({ page }) => {
  await prefer(page, /\/web\/config\.js$/, 'example=usageBasedBilling');
  await openShell(page);
  const item = page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: /^Active Sessions ?\(locked\)$/ });
  await expect(item).toHaveAttribute('href', `/web/cluster/${ROOT_CLUSTER}/sessions`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER.replace(/\./g, '\\.')}/sessions$`));
  await expect(page).toHaveTitle(`${ROOT_CLUSTER} • Active Sessions`);
  const locked = page.getByRole('region', { name: 'Active Sessions is locked' });
  await expect(locked).toContainText('not included with usage-based billing');
  await expect(locked.getByRole('link', { name: 'Help & Support' })).toBeVisible();

  // Its address, opened directly, stays there too.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/sessions`);
  await expect(page.getByRole('region', { name: 'Active Sessions is locked' })).toBeVisible();
  await expect(page).toHaveURL(/\/sessions$/);
});

test("the palette's Cluster Overview lands on the cluster's overview", async ({ page }) => {
  await openShell(page);
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search pages, clusters and actions' }).fill('cluster overview');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER.replace(/\./g, '\\.')}/overview$`));
  await expect(page).toHaveTitle(`${ROOT_CLUSTER} • Cluster Overview`);
  await expect(page.getByRole('heading', { name: ROOT_CLUSTER, level: 1 })).toBeVisible();
});
