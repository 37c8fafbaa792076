import { expect, test, type Page } from './support/test';
import { openShell, prefer, shots } from './support/shell';

// The sign-in and credential screens in the dark theme (the light ones are taken by the flow tests).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('grv_teleport_user_preferences', JSON.stringify({ theme: 2 })));
});

const config = (page: Page, example: string) => prefer(page, /\/web\/config\.js$/, `example=${example}`, 'GET');

test('sign-in screens', async ({ page }) => {
  await config(page, 'otpGithub');
  await page.goto('/web/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await page.screenshot({ path: `${shots}/login-otp-dark.png`, fullPage: true });
  await page.goto('/web/msg/info/login_success');
  await expect(page.getByRole('heading', { name: 'Login Successful' })).toBeVisible();
  await page.screenshot({ path: `${shots}/login-success-dark.png`, fullPage: true });
});

test('invite screens', async ({ page }) => {
  await config(page, 'localWebauthn');
  await page.goto('/web/invite/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e');
  await page.getByLabel('Password', { exact: true }).fill('a-long-new-password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-long-new-password');
  await page.screenshot({ path: `${shots}/invite-password-dark.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Authenticator App' }).check();
  await page.getByPlaceholder('123 456').fill('123456');
  await page.screenshot({ path: `${shots}/invite-otp-dark.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Backup & Recovery Codes' })).toBeVisible();
  await page.screenshot({ path: `${shots}/invite-recovery-dark.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved my Recovery Codes - Continue' }).click();
  await expect(page.getByRole('heading', { name: 'registration successful' })).toBeVisible();
  await page.screenshot({ path: `${shots}/invite-success-dark.png`, fullPage: true });
});

test('account screens', async ({ page }) => {
  // Signed in, the server's preference wins: the contract's dark example.
  await prefer(page, '/user/preferences', 'example=dark');
  await openShell(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/web/account/twofactor');
  await expect(page.getByRole('table', { name: 'MFA devices' })).toBeVisible();
  await page.screenshot({ path: `${shots}/account-mfa-dark.png`, fullPage: true });
  await page.goto('/web/headless/6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e');
  await expect(page.getByRole('heading', { name: 'Headless login request' })).toBeVisible();
  await page.screenshot({ path: `${shots}/headless-dark.png`, fullPage: true });
});
