import { expect, test, type Page, type Request } from './support/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

// The built console, the dev gateway, the real Prism serving openapi/ and the WebSocket mock,
// in Debian's Chromium. The names below come from the contract's default examples.
const USER = 'alice';
const ROOT_CLUSTER = 'teleport.example.com';
const shots = path.resolve('tests/e2e/.screenshots');
mkdirSync(shots, { recursive: true });

async function signIn(page: Page, user = USER, pass = 'correct horse battery') {
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/webapi/')) seen.push(r);
  });
  return seen;
}

test('an unauthenticated visit goes to sign-in, and signing in shows the user and the clusters', async ({ page }) => {
  const requests = apiRequests(page);
  await page.goto('/web');
  await expect(page).toHaveURL(/\/web\/login\?redirect_uri=/);
  expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/web/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'login-light.png'), fullPage: true });

  await signIn(page);
  // The root goes to the first Resources page, or Help & Support while none is registered.
  await expect(page).toHaveURL(/\/web\/(support|cluster\/.+)$/);
  await expect(page.getByTestId('user-name')).toHaveText(USER);
  await page.goto('/web/clusters');
  const clusters = page.getByRole('table', { name: 'Clusters' });
  await expect(clusters.getByText(ROOT_CLUSTER, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'home-light.png'), fullPage: true, animations: 'disabled' });

  // The login carried the page's CSRF token; later calls carry the bearer token from the record.
  const csrf = await page.locator('meta[name="grv_csrf_token"]').getAttribute('content');
  expect(csrf).toMatch(/^[0-9a-f]{64}$/);
  const login = requests.find((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/sessions/web'));
  expect(login?.headers()['x-csrf-token']).toBe(csrf);
  const context = requests.find((r) => r.url().includes(`/v1/webapi/sites/${ROOT_CLUSTER}/context`));
  expect(context?.headers()['authorization']).toMatch(/^Bearer \S+$/);
  // Boot fetched context, clusters and preferences.
  for (const p of ['/context', '/v1/webapi/sites', '/v1/webapi/user/preferences'])
    expect(requests.some((r) => r.url().includes(p))).toBe(true);

  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('grv_teleport_token') ?? 'null'));
  expect(record).toMatchObject({ accessToken: expect.any(String), expiresIn: expect.any(Number), created: expect.any(Number) });
});

test('both themes render, and the sign-in page keeps the last one after logout', async ({ page }) => {
  await page.goto('/web/login');
  await signIn(page);
  await expect(page.getByTestId('user-name')).toHaveText(USER);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Switch to Dark Theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The root landed on a Resources page; Manage Clusters is in the user menu (and the Management nav).
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Manage Clusters' }).click();
  await expect(page.getByRole('table', { name: 'Clusters' }).getByText(ROOT_CLUSTER, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'home-dark.png'), fullPage: true, animations: 'disabled' });

  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Switch to Light Theme' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/web\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.screenshot({ path: path.join(shots, 'login-dark.png'), fullPage: true });
  expect(await page.evaluate(() => localStorage.getItem('grv_teleport_token'))).toBeNull();
});

test('a bookmark with an expired session shows the sign-in page without the app, and signing in opens the page asked for', async ({
  page,
}) => {
  // A token record whose time ran out (the router forgets it too).
  await page.goto('/web/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'grv_teleport_token',
      JSON.stringify({ accessToken: 'old', expiresIn: 600, created: Date.now() - 3600_000, sessionExpires: '', sessionInactiveTimeout: 0 }),
    ),
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/\.(js|css)$/.test(new URL(r.url()).pathname)) scripts.push(new URL(r.url()).pathname);
  });
  const target = `/web/cluster/${ROOT_CLUSTER}/apps?search=grafana`;
  await page.goto(target);
  await expect(page.getByLabel('Username')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/web/login');
  expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(target);
  // Only the sign-in page's own files: config.js, the entry with its static imports, its CSS.
  const own = await page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')].map(
      (e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname,
    ),
  );
  expect(scripts.filter((s) => !own.includes(s))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('grv_teleport_token'))).toBeNull();

  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?.]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
});

test('empty fields are reported on submit without sending anything, and typed text is kept', async ({ page }) => {
  const requests = apiRequests(page);
  await page.goto('/web/login');
  await page.getByLabel('Username').fill('dave');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('dave');
  expect(requests.filter((r) => r.method() === 'POST')).toHaveLength(0);
});

test('a foreign redirect_uri is ignored after sign-in; a same-origin one is honoured', async ({ page }) => {
  await page.goto('/web/login?redirect_uri=' + encodeURIComponent('//evil.example.net/web'));
  await signIn(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/web\/(support|cluster\/.+)$/);
  await expect(page.getByTestId('user-name')).toHaveText(USER);
});

test('an unknown path goes to the root', async ({ page }) => {
  await page.goto('/web/login');
  await signIn(page);
  await expect(page.getByTestId('user-name')).toHaveText(USER);
  const root = page.url();
  await page.goto('/web/no/such/page');
  await expect(page).toHaveURL(root);
  await expect(page.getByTestId('user-name')).toHaveText(USER);
});
