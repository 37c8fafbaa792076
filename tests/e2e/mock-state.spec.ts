// The embedded default behaves like a small cluster: what a user writes sticks for the life of the
// stack (the auto fixture in support/test.ts resets it before each test), and the end-to-end
// tests check every response strictly, so one that breaks the contract fails instead of being
// logged.
import { expect, test } from './support/test';
import { ROOT_CLUSTER, apiAuth, openShell } from './support/shell';
import { listingUrl } from './support/resources';

test('a user and a lock created through the API are still there after a reload; a deleted one is gone', async ({ page }) => {
  await openShell(page);
  const headers = await apiAuth(page);
  const created = await page.request.post('/v1/webapi/users', { headers, data: { name: 'e2e-created', roles: ['access'] } });
  expect(created.status()).toBe(200);
  const lock = await page.request.put(`/v1/webapi/sites/${ROOT_CLUSTER}/locks`, {
    headers,
    data: { targets: { user: 'e2e-created' }, message: 'e2e', ttl: '1h' },
  });
  expect(lock.status()).toBe(200);
  const lockName = ((await lock.json()) as { name: string }).name;

  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  const users = (await (await page.request.get('/v1/webapi/users', { headers })).json()) as { name: string }[];
  expect(users.map((u) => u.name)).toContain('e2e-created');
  const locks = (await (await page.request.get(`/v1/webapi/sites/${ROOT_CLUSTER}/locks`, { headers })).json()) as { name: string }[];
  expect(locks.map((l) => l.name)).toContain(lockName);

  expect((await page.request.delete('/v1/webapi/users/e2e-created', { headers })).status()).toBe(200);
  const after = (await (await page.request.get('/v1/webapi/users', { headers })).json()) as { name: string }[];
  expect(after.map((u) => u.name)).not.toContain('e2e-created');
  // Prism still checks every body: a user without roles is refused and not kept.
  const invalid = await page.request.post('/v1/webapi/users', { headers, data: { name: 'no-roles' } });
  expect(invalid.status()).toBeGreaterThanOrEqual(400);
  const final = (await (await page.request.get('/v1/webapi/users', { headers })).json()) as { name: string }[];
  expect(final.map((u) => u.name)).not.toContain('no-roles');
});

test('a list answer that breaks the contract shows the contract error instead of a list', async ({ page }) => {
  await page.route(listingUrl('nodes'), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: 'not a list' }) }),
  );
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  const alert = page.getByTestId('list-error');
  await expect(alert).toContainText('Could not load the servers');
  await expect(alert).toContainText(/is not in the expected form at items/);
  await expect(page.getByRole('table', { name: 'Servers' })).toHaveCount(0);
});
