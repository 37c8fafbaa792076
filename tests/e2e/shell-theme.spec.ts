import { expect, test, type Page } from './support/test';
import { apiAuth, openShell, openUserMenu, prefer, scheme } from './support/shell';

async function toggleTheme(page: Page, to: 'Light' | 'Dark') {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: `Switch to ${to} Theme` }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', to.toLowerCase());
}

test('the theme toggle stores locally, sends the whole preferences, persists over reload and reaches a second tab', async ({
  page,
  context,
}) => {
  await openShell(page);
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/webapi/user/preferences'));
  await toggleTheme(page, 'Dark');
  // PUT replaces all three parts, so the whole merged object is sent.
  expect((await put).postDataJSON()).toEqual({
    theme: 2,
    assist: { preferredLogins: [], viewMode: 1 },
    onboard: { preferredResources: [] },
  });
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('grv_teleport_user_preferences'))) ?? '{}')).toMatchObject({
    theme: 2,
  });

  // The embedded default keeps the preference, as a real proxy would: a reload loads it back.
  const loaded = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/v1/webapi/user/preferences'));
  await page.reload();
  expect(await (await loaded).json()).toMatchObject({ theme: 2 });
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // A second tab opens dark, and follows a change made in the first without a reload.
  const second = await context.newPage();
  await second.goto('/web/support');
  await expect(second.getByTestId('user-name')).toBeVisible();
  await expect(scheme(second)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await toggleTheme(page, 'Light');
  await expect(scheme(second)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await openUserMenu(second);
  await expect(second.getByRole('menuitem', { name: 'Switch to Dark Theme' })).toBeVisible();
});

test('the server preference wins over the local copy; a failed load falls back to the local copy', async ({ page, context }) => {
  await openShell(page);
  // Only the local copy says dark; the server still says light (the default example): it wins.
  await page.evaluate(() => {
    const key = 'grv_teleport_user_preferences';
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), theme: 2 }));
  });
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  await toggleTheme(page, 'Dark');
  await prefer(context, '/user/preferences', 'code=500');
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a legacy stored theme is migrated once when the server has none', async ({ page, context }) => {
  await page.goto('/web/login');
  await page.evaluate(() => localStorage.setItem('grv_teleport_ui_theme', 'dark'));
  // The sign-in page already shows the legacy theme.
  await page.reload();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await context.route('**/v1/webapi/user/preferences', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    // The real server's answer, with the theme left unspecified (0).
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), theme: 0 } });
  });
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/webapi/user/preferences'));
  await openShell(page);
  expect((await put).postDataJSON()).toMatchObject({ theme: 2 });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('grv_teleport_ui_theme'))).toBeNull();
});

test('the system theme can be followed', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openShell(page);
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Use System Theme' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Stopping keeps the scheme shown now, as an explicit choice.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Stop Following System Theme' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the dark theme sticks in the embedded default: after a reload it is still dark', async ({ page }) => {
  await openShell(page);
  await toggleTheme(page, 'Dark');
  // Nothing routed: the mock keeps what the PUT sent; the local copy is cleared so only the server can say dark.
  await page.evaluate(() => localStorage.removeItem('grv_teleport_user_preferences'));
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const prefs = await page.request.get('/v1/webapi/user/preferences', { headers: await apiAuth(page) });
  expect(await prefs.json()).toMatchObject({ theme: 2 });
});
