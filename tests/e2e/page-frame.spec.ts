// The page frame in the browser: one H1 a page, the title printed once (the top bar names where
// the page sits instead), the count in one place, and the focus on the new page's title after a
// navigation from the side nav or the palette, but not while typing a search.
import { expect, test } from './support/test';
import { openShell, ROOT_CLUSTER } from './support/shell';

const title = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('a navigation moves the focus to the new page’s title; typing a search keeps it in the box', async ({ page }) => {
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  await expect(title(page)).toHaveText('Servers');
  // The first page of a load keeps the browser's focus.
  await expect(title(page)).not.toBeFocused();
  await expect(page.getByTestId('page-count')).toHaveText(/^\d+ servers$/);

  await page.getByTestId('side-nav-items').getByRole('link', { name: 'Applications' }).click();
  await expect(title(page)).toHaveText('Applications');
  await expect(title(page)).toBeFocused();

  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: 'Search pages, clusters and actions' });
  await input.fill('active sessions');
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText('Active Sessions');
  await expect(title(page)).toBeFocused();

  await page.getByTestId('side-nav-items').getByRole('link', { name: 'Servers' }).click();
  await expect(title(page)).toBeFocused();
  const search = page.getByRole('textbox', { name: 'Search servers' });
  await search.click();
  await search.pressSequentially('web', { delay: 40 });
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('web');
  await expect(search).toBeFocused();
  await expect(page.getByTestId('page-count')).toHaveText(/^\d+ servers?$/);
});

test('pages without a cluster print their title once: the top bar names the section', async ({ page }) => {
  await openShell(page, '/web/users');
  await expect(title(page)).toHaveText('Users');
  await expect(title(page)).toHaveCount(1);
  await expect(page.getByTestId('top-bar-place')).toHaveText('Management › Access');
  await expect(page.getByRole('banner').getByText('Users', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('page-count')).toHaveText(/^\d+ users$/);

  for (const [path, heading] of [
    ['/web/account', 'Account Settings'],
    ['/web/support', 'Help & Support'],
    ['/web/locks', 'Session & Identity Locks'],
    [`/web/cluster/${ROOT_CLUSTER}/console/nodes`, 'Console'],
  ] as const) {
    await page.goto(path);
    await expect(title(page)).toHaveText(heading);
    await expect(title(page)).toHaveCount(1);
  }
});

test('the top bar keeps its layout while the Assist button arrives after the first screen', async ({ page }) => {
  expect((await page.request.post('/__mock/assist', { data: { enabled: true } })).status()).toBe(204);
  await openShell(page);
  // A fresh load: the Assist button's chunk comes after the first screen.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  const goTo = page.getByRole('button', { name: /Go to/ });
  await expect(title(page)).toHaveText('Servers');
  const before = await goTo.boundingBox();
  await expect(page.getByRole('button', { name: 'Assist', exact: true })).toBeVisible();
  const after = await goTo.boundingBox();
  expect(after).toEqual(before);
});
