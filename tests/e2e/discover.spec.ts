// Enroll New Resource on the embedded default: a Linux server end to end (the join token and its
// command, the agent joining, access, a passing connection test, the server listed on Servers),
// a failing diagnostic with its failed trace, a reload mid-wizard that resumes, and per-session
// MFA before a Kubernetes test. Every step is photographed in both themes.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAuth, openShell, ROOT_CLUSTER, shots } from './support/shell';

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-mantine-color-scheme', t), theme);
    await page.screenshot({ path: path.join(shots, `discover-${name}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}

async function startServer(page: Page) {
  await openShell(page, '/web/discover');
  await expect(page.getByRole('heading', { name: 'Choose a resource' })).toBeVisible();
  await page.getByLabel('Search resources').fill('linux');
  const tiles = page.getByRole('list', { name: 'Resources you can add' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  // A tile is named by all it shows (the group, the title, the description).
  await tiles.getByRole('button', { name: /^Servers\b.*Linux server/ }).click();
  await expect(page.getByRole('heading', { name: 'Install the agent: Linux server' })).toBeVisible();
}

async function generate(page: Page) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/webapi/token'),
    page.getByRole('button', { name: 'Generate the command' }).click(),
  ]);
  const command = page.getByTestId('install-command');
  await expect(command).toContainText(/\/scripts\/[0-9a-f]{32}\/install-node\.sh/);
  await expect(page.getByTestId('token-countdown')).toHaveText(/^3h 59m \d\ds$/);
  return request.postDataJSON() as unknown;
}

async function waitForAgent(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Next: wait for the agent' }).click();
  await expect(page.getByRole('heading', { name: 'Wait for the agent: Linux server' })).toBeVisible();
  const joined = page.getByTestId('agent-joined');
  await expect(joined).toBeVisible({ timeout: 15_000 });
  return (await joined.locator('strong').textContent()) ?? '';
}

async function toTest(page: Page, login: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set up access: Linux server' })).toBeVisible();
  await page.getByRole('combobox', { name: /Login/ }).fill(login);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next: test the connection' }).click();
  await expect(page.getByRole('heading', { name: 'Test the connection: Linux server' })).toBeVisible();
}

test('enroll a Linux server end to end: token, command, the agent joins, the test passes, it is listed', async ({ page }) => {
  // A long walk with screenshots in both themes at each step: about 20 s on a quiet machine.
  test.setTimeout(60_000);
  await startServer(page);
  await shoot(page, '2-install');
  expect(await generate(page)).toEqual({ roles: ['Node'], join_method: 'token' });
  await shoot(page, '2-install-command');

  await page.getByRole('button', { name: 'Next: wait for the agent' }).click();
  await expect(page.getByTestId('agent-waiting')).toBeVisible();
  await shoot(page, '3-wait');
  // A reload mid-wizard resumes at the same step with the same token.
  const before = new URL(page.url()).searchParams;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Wait for the agent: Linux server' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('token')).toBe(before.get('token'));
  const joined = page.getByTestId('agent-joined');
  await expect(joined).toBeVisible({ timeout: 15_000 });
  const hostname = (await joined.locator('strong').textContent()) ?? '';
  expect(hostname).toMatch(/^ip-10-0-/);
  await shoot(page, '3-wait-joined');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set up access: Linux server' })).toBeVisible();
  await shoot(page, '4-access');
  // Validation on submit, then the login is added to alice's traits.
  await page.getByRole('button', { name: 'Next: test the connection' }).click();
  await expect(page.getByText('A login is required')).toBeVisible();
  await page.getByRole('combobox', { name: /Login/ }).fill('deploy');
  await page.keyboard.press('Escape');
  const [save] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/webapi/users'),
    page.getByRole('button', { name: 'Next: test the connection' }).click(),
  ]);
  expect((save.postDataJSON() as { traits: { logins: string[] } }).traits.logins).toContain('deploy');

  await expect(page.getByRole('heading', { name: 'Test the connection: Linux server' })).toBeVisible();
  await shoot(page, '5-test');
  await page.getByRole('button', { name: 'Test the connection' }).click();
  const result = page.getByTestId('diagnostic-result');
  await expect(result).toContainText('The connection works');
  await expect(result.locator('li[data-status="passed"]')).toHaveCount(4);
  await expect(result.locator('li[data-status="failed"]')).toHaveCount(0);
  await shoot(page, '5-test-passed');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('discover-done')).toContainText(hostname);
  await shoot(page, '6-done');
  const prefs = await page.request.get('/v1/webapi/user/preferences', { headers: await apiAuth(page) });
  expect(((await prefs.json()) as { onboard: { preferredResources: number[] } }).onboard.preferredResources).toContain(2);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('grv_teleport_discover') ?? '{}').hasResource)).toBe(true);

  await page.getByRole('link', { name: `View ${hostname} in Servers` }).click();
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER.replace(/\./g, '\\.')}/nodes`));
  await expect(page.getByRole('table', { name: 'Servers' }).getByText(hostname)).toBeVisible();
});

test('a failing diagnostic shows its failed trace and can be run again', async ({ page }) => {
  await startServer(page);
  await shoot(page, '1-select-filtered');
  await generate(page);
  await waitForAgent(page);
  await toTest(page, 'fail');
  await page.getByRole('button', { name: 'Test the connection' }).click();
  const result = page.getByTestId('diagnostic-result');
  await expect(result).toContainText('The connection failed');
  const failed = result.locator('li[data-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('The login exists on the server — failed');
  await expect(failed).toContainText('user: unknown user fail');
  await shoot(page, '5-test-failed');
  await page.getByRole('button', { name: 'Test again' }).click();
  await expect(failed).toHaveCount(1);
  // Back keeps the wizard's state: the access step shows the login entered.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: /Login/ })).toHaveValue('fail');
});

test('a Kubernetes cluster that needs per-session MFA asks for a code before the test', async ({ page }) => {
  await openShell(page, '/web/discover');
  await shoot(page, '1-select');
  await page
    .getByRole('list', { name: 'Resources you can add' })
    .getByRole('button', { name: /^Kubernetes\b.*Kubernetes cluster/ })
    .click();
  await page.getByRole('button', { name: 'Generate the command' }).click();
  // The spec's field error: the label turns into the message until the field is fixed.
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name is required').fill('prod-mfa');
  await page.getByRole('button', { name: 'Generate the command' }).click();
  await expect(page.getByTestId('install-command')).toContainText('kubeClusterName=prod-mfa');
  await shoot(page, '2-install-kube');
  await page.getByRole('button', { name: 'Next: wait for the agent' }).click();
  await expect(page.getByTestId('agent-joined')).toContainText('prod-mfa', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('combobox', { name: /Kubernetes group/ }).fill('developers');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next: test the connection' }).click();
  await page.getByRole('button', { name: 'Test the connection' }).click();
  const mfa = page.getByTestId('test-mfa');
  await expect(mfa).toBeVisible();
  await shoot(page, '5-test-mfa');
  await mfa.getByRole('button', { name: 'Test with the code' }).click();
  await expect(mfa.getByText('Token is required')).toBeVisible();
  await mfa.getByRole('textbox').fill('123456');
  const [diag] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/diagnostics/connections')),
    mfa.getByRole('button', { name: 'Test with the code' }).click(),
  ]);
  expect(diag.postDataJSON()).toMatchObject({
    resource_kind: 'kube_cluster',
    resource_name: 'prod-mfa',
    mfa_response: { totp_code: '123456' },
  });
  await expect(page.getByTestId('diagnostic-result')).toContainText('The connection works');
});
