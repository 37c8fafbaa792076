import { expect, localOrigin, test, type Page } from './support/test';
import { LANDING, prefer, signIn } from './support/shell';
import { addVirtualAuthenticator } from './support/webauthn';

const shots = 'tests/e2e/.screenshots';
// WebAuthn needs a domain: the local-dev challenges of the contract are for rpId 'localhost'.
const local = (path: string) => `${localOrigin()}${path}`;
const config = (page: Page, example: string) => prefer(page, /\/web\/config\.js$/, `example=${example}`, 'GET');

// The redirect target is a page of its own: the root would go on to the first Resources page at once.
const TARGET = '/web/cluster/teleport.example.com/apps?search=grafana';

test('OTP sign-in sends the code; the GitHub button goes to the proxy with our redirect', async ({ page }) => {
  await config(page, 'otpGithub');
  await page.goto('/web/login?redirect_uri=' + encodeURIComponent(TARGET));
  const sso = page.getByRole('link', { name: 'Sign in with GitHub' });
  const href = new URL((await sso.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/v1/webapi/github/login/web');
  expect(href.searchParams.get('connector_id')).toBe('github');
  expect(href.searchParams.get('redirect_url')).toBe(new URL(TARGET, page.url()).toString());

  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Token is required')).toBeVisible();
  await page.screenshot({ path: `${shots}/login-otp-light.png`, fullPage: true });
  await page.getByPlaceholder('123 456').fill('492 817');
  const login = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/sessions/web') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  expect((await login).postDataJSON()).toEqual({ user: 'alice', pass: 'correct horse battery', second_factor_token: '492817' });
  await expect(page).toHaveURL(/\/web\/cluster\/teleport\.example\.com\/apps\?search=grafana$/);
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
});

test('the message of the day comes first; an SSO-only cluster shows no password form', async ({ page }) => {
  await config(page, 'ssoOnly');
  await page.goto('/web/login');
  await expect(page.getByTestId('motd')).toContainText('authorized use only');
  await page.screenshot({ path: `${shots}/login-motd-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByRole('link', { name: 'Sign in with Okta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Google Workspace' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('invalid credentials from the server are shown and the typed user name is kept', async ({ page }) => {
  await prefer(page, /\/v1\/webapi\/sessions\/web$/, 'code=403, example=invalidCredentials', 'POST');
  await page.goto('/web/login');
  await signIn(page, 'mallory', 'wrong');
  await expect(page.getByRole('alert')).toContainText('invalid credentials');
  await expect(page.getByLabel('Username')).toHaveValue('mallory');
});

test('hardware-key sign-in through the virtual authenticator', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.addKey();
  await config(page, 'localWebauthn');
  await prefer(page, /\/v1\/webapi\/mfa\/login\/begin$/, 'example=localDevKey', 'POST');
  const finish = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/mfa/login/finishsession'));
  await page.goto(local('/web/login'));
  await expect(page.getByRole('radio', { name: 'Hardware Key' })).toBeChecked();
  await signIn(page);
  const body = (await finish).postDataJSON();
  expect(body.user).toBe('alice');
  expect(body.webauthnAssertionResponse.rawId).toBe('bG9jYWwtZGV2LWtleQ');
  expect(JSON.parse(Buffer.from(body.webauthnAssertionResponse.response.clientDataJSON, 'base64url').toString()).type).toBe('webauthn.get');
  await expect(page.getByText('alice').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('grv_teleport_token'))).not.toBeNull();
});

test('passwordless sign-in with a resident key', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page, { residentKey: true });
  await authenticator.addKey();
  await config(page, 'localWebauthn');
  await prefer(page, /\/v1\/webapi\/mfa\/login\/begin$/, 'example=localDevPasswordless', 'POST');
  const begin = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/mfa/login/begin'));
  const finish = page.waitForRequest((r) => r.url().endsWith('/v1/webapi/mfa/login/finishsession'));
  await page.goto(local('/web/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey (passwordless)' }).click();
  expect((await begin).postDataJSON()).toEqual({ passwordless: true });
  const body = (await finish).postDataJSON();
  expect(body.user).toBe('');
  expect(body.webauthnAssertionResponse.response.userHandle).toBe(Buffer.from('user:alice').toString('base64url'));
  await expect(page).toHaveURL(LANDING);
});

test('a hardware key on an IP address says to open the console at localhost, not the browser text', async ({ page, baseURL }) => {
  await config(page, 'localWebauthn');
  await prefer(page, /\/v1\/webapi\/mfa\/login\/begin$/, 'example=localDevKey', 'POST');
  await page.goto('/web/login');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await signIn(page);
  const port = new URL(baseURL!).port;
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `Hardware keys need a domain name: open the console at http://localhost:${port}/web or its DNS name instead of an IP address.`,
  );
  await expect(alert).not.toContainText(/invalid domain|relying party/i);
});

test("a refused or timed-out hardware key shows the product's text", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.credentials.get = () =>
      Promise.reject(
        new DOMException(
          'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
          'NotAllowedError',
        ),
      );
  });
  await config(page, 'localWebauthn');
  await prefer(page, /\/v1\/webapi\/mfa\/login\/begin$/, 'example=localDevPasswordless', 'POST');
  await page.goto(local('/web/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey (passwordless)' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('error obtaining credential, please try again');
  await expect(alert).not.toContainText(/timed out|w3\.org/);
});
