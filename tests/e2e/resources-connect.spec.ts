// Connecting from the resource lists: the server login picker, the app launcher's exchange with
// the app's auth handler (intercepted: the app's host does not exist here), AWS roles, TCP
// instructions, the database and Kubernetes dialogs with their copyable commands, and pins and
// the recently-used list.
import { expect, test, type Route } from './support/test';
import path from 'node:path';
import { ROOT_CLUSTER, shots } from './support/shell';
import { openList } from './support/resources';

const NODE_ID = 'c26addae-f5fc-4b27-a8f4-c2567a9b6680'; // web-prod-01 in the contract's first page

test('the login picker opens the SSH console route in a new tab and remembers the use', async ({ page, context }) => {
  // The terminal's route belongs to another branch: answer it with a stand-in page.
  await context.route('**/web/cluster/*/console/node/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>console</title>' }),
  );
  await openList(page, 'nodes', 'Servers');
  await page.getByRole('button', { name: 'Connect to web-prod-01', exact: true }).click();
  const picker = page.getByTestId('login-picker');
  await expect(picker.getByRole('link')).toHaveText(['root', 'ubuntu', 'ec2-user']);
  const [popup] = await Promise.all([context.waitForEvent('page'), picker.getByRole('link', { name: 'ubuntu' }).click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(`/web/cluster/${ROOT_CLUSTER}/console/node/${NODE_ID}/ubuntu`);
  await popup.close();

  // A typed login works too.
  await page.getByRole('button', { name: 'Connect to web-prod-01', exact: true }).click();
  const [typed] = await Promise.all([
    context.waitForEvent('page'),
    (async () => {
      await page.getByLabel('Login to use').fill('deploy');
      await page.getByLabel('Login to use').press('Enter');
    })(),
  ]);
  await typed.waitForLoadState();
  expect(new URL(typed.url()).pathname).toBe(`/web/cluster/${ROOT_CLUSTER}/console/node/${NODE_ID}/deploy`);
  await typed.close();

  // Both uses are in the recently-used list, newest first, with a link to reopen them.
  const recent = page.getByRole('list', { name: 'Recently used' });
  await expect(recent.getByRole('button')).toHaveText(['web-prod-01 (deploy)', 'web-prod-01 (ubuntu)']);
  await expect(recent.getByRole('link', { name: 'Open web-prod-01 (ubuntu) again in a new tab' })).toHaveAttribute(
    'href',
    `/web/cluster/${ROOT_CLUSTER}/console/node/${NODE_ID}/ubuntu`,
  );
  await page.getByRole('table', { name: 'Servers' }).getByRole('button', { name: 'Pin api-gateway-eu-1' }).click();
  await page.screenshot({ path: path.join(shots, 'resources-memory-light.png'), animations: 'disabled' });
});

test('pins stay over a reload, and a pin shows its resource', async ({ page }) => {
  await openList(page, 'databases', 'Databases');
  const table = page.getByRole('table', { name: 'Databases' });
  await table.getByRole('button', { name: 'Pin billing-mysql' }).click();
  await expect(table.getByRole('button', { name: 'Unpin billing-mysql' })).toHaveAttribute('aria-pressed', 'true');
  const pinned = page.getByRole('list', { name: 'Pinned' });
  await expect(pinned.getByRole('button', { name: 'billing-mysql', exact: true })).toBeVisible();
  await page.reload();
  await expect(pinned.getByRole('button', { name: 'billing-mysql', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('grv_teleport_pinned_resources') ?? 'null'));
  expect(stored).toEqual({ alice: { [ROOT_CLUSTER]: { databases: [{ id: 'billing-mysql', name: 'billing-mysql' }] } } });

  await pinned.getByRole('button', { name: 'billing-mysql', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('billing-mysql');
  await pinned.getByRole('button', { name: 'Unpin billing-mysql' }).click();
  await expect(page.getByRole('list', { name: 'Pinned' })).toHaveCount(0);
});

test('launching an app resolves it, takes the exchange through the app auth handler and creates the session', async ({
  page,
  context,
  baseURL,
}) => {
  const appOrigin = 'https://grafana.teleport.example.com';
  const seen: string[] = [];
  // The app's auth handler: without a state it sets one and sends the browser back to the
  // launcher; with a state it is the end of the launch.
  await context.route(`${appOrigin}:*/x-teleport-auth*`, (route: Route) => {
    const url = new URL(route.request().url());
    seen.push(url.toString());
    if (!url.searchParams.get('state')) {
      const back = `${baseURL}/web/launch/grafana.teleport.example.com/${ROOT_CLUSTER}/grafana.teleport.example.com?state=st4te`;
      return route.fulfill({ status: 302, headers: { location: back } });
    }
    return route.fulfill({ contentType: 'text/html', body: '<title>grafana</title><h1>Grafana</h1>' });
  });
  await openList(page, 'apps', 'Applications');
  const launch = page.getByRole('link', { name: 'Launch grafana' });
  await expect(launch).toHaveAttribute('href', `/web/launch/grafana.teleport.example.com/${ROOT_CLUSTER}/grafana.teleport.example.com`);
  await expect(launch).toHaveAttribute('target', '_blank');

  const [popup] = await Promise.all([context.waitForEvent('page'), launch.click()]);
  const created = await popup.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/sessions/app'));
  expect(created.postDataJSON()).toEqual({
    fqdn: 'grafana.teleport.example.com',
    cluster_name: ROOT_CLUSTER,
    public_addr: 'grafana.teleport.example.com',
  });
  await expect(popup.getByRole('heading', { name: 'Grafana' })).toBeVisible();
  const final = new URL(popup.url());
  expect(final.origin).toMatch(/^https:\/\/grafana\.teleport\.example\.com:\d+$/);
  expect(final.pathname).toBe('/x-teleport-auth');
  expect(final.searchParams.get('state')).toBe('st4te');
  expect(final.searchParams.get('subject')).toBe('2a4c6e8f0b1d3f5a7c9e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a');
  expect(final.hash).toBe('#value=8d3f0c1e9b7a5d2c4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e2f4a6b8c0d');
  // The first visit carried no state; the cookie value never went over the wire.
  expect(seen).toHaveLength(2);
  expect(new URL(seen[0]!).search).toBe('');
  expect(seen[1]).not.toContain('8d3f0c1e');
});

test('a launch link the proxy does not know ends on an error with a way back', async ({ page }) => {
  await page.route(/\/v1\/webapi\/apps\//, (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }));
  await openList(page, 'apps', 'Applications');
  await page.goto('/web/launch/evil.example.net');
  await expect(page.getByRole('heading', { name: 'Could not launch the application' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Applications' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(page.context().pages()[0]!.url()).host);
});

test('an AWS console app offers its roles first; a TCP app explains how to connect', async ({ page }) => {
  await openList(page, 'apps', 'Applications');
  await page.getByRole('button', { name: 'Launch aws-console-prod: choose an AWS role' }).click();
  const roles = page.getByTestId('aws-roles').getByRole('menuitem');
  await expect(roles).toHaveText(['ReadOnlyAccess', 'PowerUser', 'teleport-admin']);
  await expect(roles.first()).toHaveAttribute(
    'href',
    `/web/launch/aws-console-prod.teleport.example.com/${ROOT_CLUSTER}/aws-console-prod.teleport.example.com/${encodeURIComponent('arn:aws:iam::123456789012:role/ReadOnlyAccess')}`,
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'How to connect to postgres-tcp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to: postgres-tcp' });
  await expect(dialog.getByText('tsh proxy app postgres-tcp', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^tsh login --proxy=127\.0\.0\.1:\d+ --auth=local --user=alice$/)).toBeVisible();
  // Escape and the backdrop do not close a dialog; Close does.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});

test('the database dialog copies the command for the chosen user and name, with a check for a second', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openList(page, 'databases', 'Databases');
  await page.getByRole('button', { name: 'Connect to orders-pg', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to: orders-pg' });
  await dialog.getByLabel('Database user').selectOption('readonly');
  await dialog.getByLabel('Database name').selectOption('orders');
  const step = dialog.getByTestId('command-block').nth(1);
  await expect(step).toContainText('$ tsh db connect --db-user=readonly --db-name=orders orders-pg');
  await step.getByRole('button', { name: 'Copy step 2 command' }).click();
  await expect(step.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('tsh db connect --db-user=readonly --db-name=orders orders-pg');
  // The check goes back after 1 second.
  await expect(step.getByRole('button', { name: 'Copy step 2 command' })).toBeVisible({ timeout: 2500 });
  await expect(page.getByRole('list', { name: 'Recently used' }).getByRole('button', { name: 'orders-pg' })).toBeVisible();
});

test('when the clipboard refuses, the block says so and selects the command', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await openList(page, 'kubernetes', 'Kubernetes');
  await page.getByRole('button', { name: 'Connect to prod-us-east-1-eks', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to: prod-us-east-1-eks' });
  await dialog.getByLabel('Kubernetes user').selectOption('cluster-admin');
  await dialog.getByLabel('Kubernetes group').selectOption('viewers');
  const step = dialog.getByTestId('command-block').nth(1);
  await expect(step).toContainText('$ tsh kube login prod-us-east-1-eks --as=cluster-admin --as-groups=viewers');
  await step.getByRole('button', { name: 'Copy step 2 command' }).click();
  await expect(step.getByRole('alert')).toHaveText('Cannot copy to clipboard. Use ctrl/cmd + c');
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain(
    'tsh kube login prod-us-east-1-eks --as=cluster-admin --as-groups=viewers',
  );
});
