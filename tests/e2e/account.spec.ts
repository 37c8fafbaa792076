import { expect, test } from './support/test';
import { openShell, prefer, shots } from './support/shell';

test('change password sends both passwords base64-encoded and reports the result', async ({ page }) => {
  await openShell(page, '/web/account/password');
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('Enter at least 6 characters')).toBeVisible();
  await page.getByLabel('Current password is required').fill('old-password');
  await page.getByLabel('Enter at least 6 characters').fill('brand-new-password');
  await page.getByLabel('Please confirm your password').fill('brand-new-password');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/webapi/users/password'));
  await page.getByRole('button', { name: 'Update Password' }).click();
  expect((await put).postDataJSON()).toEqual({
    old_password: Buffer.from('old-password').toString('base64'),
    new_password: Buffer.from('brand-new-password').toString('base64'),
  });
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.screenshot({ path: `${shots}/account-password-light.png`, fullPage: true });
});

test('MFA devices: list with descriptions, remove one after re-authenticating, add an authenticator app', async ({ page }) => {
  // Prism answers with the first example unless told; a TOTP registration gets the TOTP one.
  await prefer(page, /\/registerchallenge$/, 'example=totp', 'POST');
  await openShell(page, '/web/account/twofactor');
  const table = page.getByRole('table', { name: 'MFA devices' });
  await expect(table.getByText('yubikey-5c')).toBeVisible();
  await expect(table.getByText('Hardware Key').first()).toBeVisible();
  await expect(table.getByText('Authenticator App').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/account-mfa-light.png`, fullPage: true });

  await page.getByRole('button', { name: 'Remove yubikey-5c' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove device' });
  await dialog.getByPlaceholder('123 456').fill('123456');
  const privilege = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/users/privilege/token'));
  const remove = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/v1/webapi/mfa/token/'));
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  expect((await privilege).postDataJSON()).toEqual({ secondFactorToken: '123456' });
  expect((await remove).url()).toMatch(/\/devices\/yubikey-5c$/);
  await expect(page.getByText('Device "yubikey-5c" was removed.')).toBeVisible();

  await page.getByRole('button', { name: 'Add two-factor device' }).click();
  const add = page.getByRole('dialog', { name: 'Add two-factor device' });
  await add.getByPlaceholder('123 456').fill('654321');
  await add.getByRole('button', { name: 'Verify', exact: true }).click();
  await add.getByRole('radio', { name: 'Authenticator App' }).check();
  await expect(add.getByRole('img', { name: /QR code/ })).toBeVisible();
  await add.getByLabel('Device Name').fill('phone');
  await add.getByPlaceholder('123 456').fill('111 222');
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/mfa/devices'));
  await add.getByRole('button', { name: 'Add device' }).click();
  expect((await post).postDataJSON()).toMatchObject({ deviceName: 'phone', secondFactorToken: '111222' });
  await expect(page.getByText('Device "phone" was added.')).toBeVisible();
});
