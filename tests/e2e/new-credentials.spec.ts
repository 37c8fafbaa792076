import { expect, localOrigin, test, type Page } from './support/test';
import { prefer, restoreSession } from './support/shell';
import { addVirtualAuthenticator } from './support/webauthn';

const shots = 'tests/e2e/.screenshots';
const local = (path: string) => `${localOrigin()}${path}`;
const config = (page: Page, example: string) => prefer(page, /\/web\/config\.js$/, `example=${example}`, 'GET');

async function setPassword(page: Page, password = 'a-long-new-password') {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
}

test('invite: password, then an authenticator app, then recovery codes and success', async ({ page }) => {
  await config(page, 'localWebauthn');
  await page.goto('/web/invite/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e');
  await expect(page.getByRole('heading', { name: 'Set A Password' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('dave');
  await expect(page.getByRole('button', { name: 'Go Passwordless' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await page.getByLabel('Enter at least 6 characters').fill('a-long-new-password');
  await page.getByLabel('Please confirm your password').fill('something-else');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Password does not match')).toBeVisible();
  await page.getByLabel('Password does not match').fill('a-long-new-password');
  await page.screenshot({ path: `${shots}/invite-password-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Set Two-Factor Device' })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('radio', { name: 'Authenticator App' }).check();
  await expect(page.getByLabel('Device Name')).toHaveValue('otp-device');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Token is required')).toBeVisible();
  await page.getByPlaceholder('123 456').fill('123 456');
  await page.screenshot({ path: `${shots}/invite-otp-light.png`, fullPage: true });
  const reset = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/users/password/token') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await reset).postDataJSON()).toEqual({
    token: '5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e',
    password: Buffer.from('a-long-new-password').toString('base64'),
    second_factor_token: '123456',
    deviceName: 'otp-device',
  });

  await expect(page.getByRole('heading', { name: 'Backup & Recovery Codes' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes')).toContainText('tele-chamber-gravity-orbit');
  await expect(page.getByRole('button', { name: 'COPY' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PRINT' })).toBeVisible();
  await page.screenshot({ path: `${shots}/invite-recovery-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved my Recovery Codes - Continue' }).click();
  await expect(page.getByRole('heading', { name: 'registration successful' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
});

test('reset with a hardware key registered through the virtual authenticator', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await config(page, 'localWebauthn');
  await prefer(page, /\/registerchallenge$/, 'example=localDevWebauthn', 'POST');
  await page.goto(local('/web/reset/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e/continue'));
  await setPassword(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'Hardware Key' })).toBeChecked();
  await expect(page.getByLabel('Device Name')).toHaveValue('webauthn-device');
  const reset = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/users/password/token') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await reset).postDataJSON();
  expect(body.deviceName).toBe('webauthn-device');
  expect(body.webauthnCreationResponse.response.attestationObject).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(await authenticator.credentials()).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'New Backup & Recovery Codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved my Recovery Codes - Continue' }).click();
  await expect(page.getByRole('heading', { name: 'reset successful' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Cluster' })).toBeVisible();
});

test('an expired invite says so', async ({ page }) => {
  await prefer(page, /\/v1\/webapi\/users\/password\/token\/expired\-token$/, 'code=403', 'GET');
  await page.goto('/web/invite/expired-token');
  await expect(page.getByRole('heading', { name: 'Invitation Code Expired' })).toBeVisible();
  await expect(page.getByText('contact your account administrator')).toBeVisible();
  await page.screenshot({ path: `${shots}/invite-expired-light.png`, fullPage: true });
});

test('a private key policy ends on the Web UI Login Disabled screen', async ({ page }) => {
  await prefer(page, /\/v1\/webapi\/users\/password\/token$/, 'example=hardwareKeyRequired', 'PUT');
  await page.goto('/web/invite/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e');
  await setPassword(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Web UI Login Disabled' })).toBeVisible();
});

test('passwordless invite registers a passkey', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page, { residentKey: true });
  await config(page, 'localWebauthn');
  await prefer(page, /\/registerchallenge$/, 'example=localDevWebauthn', 'POST');
  await prefer(page, /\/v1\/webapi\/users\/password\/token$/, 'example=noRecoveryCodes', 'PUT');
  await page.goto(local('/web/invite/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e'));
  await page.getByRole('button', { name: 'Go Passwordless' }).click();
  await expect(page.getByRole('heading', { name: 'Set A Passwordless Device' })).toBeVisible();
  await expect(page.getByLabel('Device Name')).toHaveValue('passwordless-device');
  const challenge = page.waitForRequest((r) => r.url().endsWith('/registerchallenge'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await challenge).postDataJSON()).toEqual({ deviceType: 'webauthn', deviceUsage: 'passwordless' });
  await expect(page.getByRole('heading', { name: 'registration successful' })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
});

test('headless approval on a phone-sized screen: deny sends denied', async ({ page }) => {
  await restoreSession(page);
  await page.goto('/web/headless/6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e');
  await expect(page.getByRole('heading', { name: 'Headless login request' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 780 });
  await page.screenshot({ path: `${shots}/headless-phone-light.png`, fullPage: true });
  const deny = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/v1/webapi/headless/'));
  await page.getByRole('button', { name: 'Deny' }).click();
  expect((await deny).postDataJSON()).toEqual({ action: 'denied' });
  await expect(page.getByRole('heading', { name: 'Request denied' })).toBeVisible();
});

test('headless approve needs a WebAuthn assertion', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.addKey();
  await prefer(page, /\/v1\/webapi\/mfa\/authenticatechallenge$/, 'example=localDevKey', 'POST');
  await page.goto(local('/web/login?redirect_uri=/web/headless/6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e'));
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('pw');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Headless login request' })).toBeVisible();
  const approve = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/v1/webapi/headless/'));
  await page.getByRole('button', { name: 'Approve' }).click();
  const body = (await approve).postDataJSON();
  expect(body.action).toBe('accept');
  expect(body.webauthnAssertionResponse.rawId).toBe('bG9jYWwtZGV2LWtleQ');
  await expect(page.getByRole('heading', { name: 'Request approved' })).toBeVisible();
});
