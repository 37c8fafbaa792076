// @vitest-environment jsdom
// The sign-in screen (plain DOM) from the config the proxy serves (/web/config.js): what it offers,
// the calls it makes, what it shows while they run and when they fail, and where it goes after.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByLabelText, getByRole, getByTestId, queryByLabelText, queryByRole, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { loadTokenRecord } from '@/api/token-record';
import { LAST_ACTIVE_KEY } from '@/auth/storage-keys';
import { mountLoginScreen, type LoginScreenOptions } from './login-screen';

const url = (kind: string) => `/v1/webapi/${kind}/login/web?connector_id=:providerName&redirect_url=:redirect`;
const SESSION = { type: 'Bearer', token: 'tok-1', expires_in: 600, sessionExpires: '2026-11-22T00:00:00Z', sessionInactiveTimeout: 0 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The screen loads its sign-in calls on the first attempt (importOnce). The first import of that
// module compiles the HTTP client and the operations table, which on a loaded machine takes longer
// than waitFor's patience; these tests are about the calls and what the screen shows, so the module
// is loaded before them (its lazy loading is login-screen-load.test.ts's subject).
beforeAll(async () => {
  await import('./login-flows');
});

let requests: Array<{ method: string; path: string; body: unknown }> = [];
let reply: (path: string) => Response | Promise<Response> = () => json(SESSION);

beforeEach(() => {
  requests = [];
  reply = () => json(SESSION);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    requests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return reply(path);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.GRV_CONFIG;
  document.body.replaceChildren();
});

function show(auth: Record<string, unknown> = {}, options: Partial<LoginScreenOptions> = {}) {
  window.GRV_CONFIG = { auth: { localAuthEnabled: true, authType: 'local', ...auth }, proxyCluster: 'teleport.example.com' };
  const container = document.createElement('div');
  container.id = 'root';
  container.textContent = 'the frame';
  document.body.append(container);
  const onSignedIn = vi.fn<(target: string) => void>();
  const unmount = mountLoginScreen(container, { onSignedIn, ...options });
  return { container, onSignedIn, unmount, user: userEvent.setup() };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function fillAndSubmit(container: HTMLElement, user: ReturnType<typeof userEvent.setup>, name = 'alice', pass = 'pw') {
  await user.type(getByLabelText(container, 'Username'), name);
  await user.type(getByLabelText(container, 'Password', { exact: true }), pass);
  await user.click(getByRole(container, 'button', { name: 'Sign In' }));
}

describe('the sign-in screen', () => {
  it('replaces the frame with the page: logo, title with the cluster, the form, the username focused', () => {
    const { container } = show();
    expect(container.textContent).not.toContain('the frame');
    const main = getByRole(container, 'main');
    expect(main.className).toBe('lg-page');
    expect(within(main).getByLabelText('Access Console').textContent).toBe('Access Console');
    expect(getByRole(container, 'heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(container.querySelector('.lg-dimmed')?.textContent).toBe('to teleport.example.com');
    expect(getByRole(container, 'form', { name: 'Sign in' })).toBeDefined();
    expect(queryByRole(container, 'group', { name: 'Single sign-on' })).toBeNull();
  });

  it('puts the focus on the username in the frame after the first one the screen is drawn in', async () => {
    const { container } = show();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    await nextFrame();
    expect(document.activeElement).toBe(getByLabelText(container, 'Username'));
  });

  it('signs in with the password: the call, the stored session, then the safe redirect target', async () => {
    const { container, onSignedIn, user } = show({}, { redirectUri: '/web/cluster/one/nodes?q=1#top' });
    await fillAndSubmit(container, user, ' alice ', 'correct horse');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/web/cluster/one/nodes?q=1#top'));
    expect(requests).toEqual([{ method: 'POST', path: '/v1/webapi/sessions/web', body: { user: 'alice', pass: 'correct horse' } }]);
    expect(loadTokenRecord()?.accessToken).toBe('tok-1');
    expect(localStorage.getItem(LAST_ACTIVE_KEY)).not.toBeNull();
    // Stays busy: the app's first page replaces it.
    expect(getByRole(container, 'button', { name: 'Sign In' }).getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    ['//evil.example.net/web', '/web'],
    ['https://evil.example.net/web/x', '/web'],
    ['javascript:alert(1)', '/web'],
    ['/web/login?redirect_uri=/web/x', '/web'],
    ['/elsewhere', '/web'],
    [undefined, '/web'],
  ])('goes to %s only when it is a same-origin page under /web (else %s)', async (redirectUri, expected) => {
    const { container, onSignedIn, user } = show({}, { redirectUri });
    await fillAndSubmit(container, user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expected));
  });

  it('validates before sending: the messages, and no request', async () => {
    const { container, user } = show({ second_factor: 'otp' });
    await user.click(getByRole(container, 'button', { name: 'Sign In' }));
    for (const message of ['Username is required', 'Password is required', 'Token is required'])
      expect(getByLabelText(container, message).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('sends the authenticator code with the password when the cluster asks for one', async () => {
    const { container, onSignedIn, user } = show({ second_factor: 'on', preferredLocalMfa: 'otp' });
    expect(getByRole(container, 'radio', { name: 'Authenticator App' })).toHaveProperty('checked', true);
    await user.type(getByLabelText(container, 'Authenticator Code'), '492 817');
    await fillAndSubmit(container, user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({ user: 'alice', pass: 'pw', second_factor_token: '492817' });
  });

  it('is busy while the answer is on the way, then shows the server error and keeps what was typed', async () => {
    let answer: (r: Response) => void = () => {};
    reply = () => new Promise<Response>((resolve) => (answer = resolve));
    const { container, onSignedIn, user } = show({ allowPasswordless: true });
    await fillAndSubmit(container, user, 'mallory', 'wrong');
    const button = getByRole(container, 'button', { name: 'Sign In' }) as HTMLButtonElement;
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(getByLabelText(container, 'Username')).toHaveProperty('readOnly', true);
    expect(getByRole(container, 'button', { name: 'Sign in with a passkey (passwordless)' })).toHaveProperty('disabled', true);
    // A second press while busy sends nothing.
    await user.click(button);
    expect(requests).toHaveLength(1);

    answer(json({ error: { message: 'invalid credentials' } }, 403));
    const alert = await waitFor(() => getByRole(container, 'alert'));
    expect(alert.textContent).toBe('Sign-in failedinvalid credentials');
    expect(alert.parentElement?.tagName).toBe('FORM');
    expect((getByLabelText(container, 'Username') as HTMLInputElement).value).toBe('mallory');
    expect(getByLabelText(container, 'Username')).toHaveProperty('readOnly', false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(getByRole(container, 'button', { name: 'Sign in with a passkey (passwordless)' })).toHaveProperty('disabled', false);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(loadTokenRecord()).toBeNull();

    // The next attempt takes the old message away.
    reply = () => new Promise<Response>(() => {});
    await user.click(button);
    await waitFor(() => expect(queryByRole(container, 'alert')).toBeNull());
  });

  it('passwordless: the button asks for a challenge without a user name, and says what went wrong', async () => {
    reply = () => json({ webauthn_challenge: null, totp_challenge: false });
    const { container, user } = show({ allowPasswordless: true });
    const passwordless = getByRole(container, 'button', { name: 'Sign in with a passkey (passwordless)' });
    expect(passwordless.className).toBe('lg-button lg-button--default');
    await user.click(passwordless);
    expect(await waitFor(() => getByRole(container, 'alert'))).toHaveProperty(
      'textContent',
      'Sign-in failederror obtaining credential, please try again',
    );
    expect(requests).toEqual([{ method: 'POST', path: '/v1/webapi/mfa/login/begin', body: { passwordless: true } }]);
  });

  it('a passwordless connector puts the passkey first, then the form under a divider', () => {
    const { container } = show({ allowPasswordless: true, localConnectorName: 'passwordless' });
    const card = container.querySelector('.lg-card')!;
    const order = [...card.children].map((c) => c.getAttribute('role') ?? c.tagName.toLowerCase());
    expect(order).toEqual(['div', 'button', 'separator', 'form']);
    expect(getByRole(container, 'button', { name: 'Sign in with a passkey (passwordless)' }).className).toBe('lg-button');
    expect(getByRole(container, 'separator').textContent).toBe('or use your password');
  });

  it('shows the error on its own without the password form (SSO and passkey only)', async () => {
    reply = () => json({ error: { message: 'too many attempts' } }, 429);
    const { container, user } = show({ localAuthEnabled: false, allowPasswordless: true });
    expect(queryByLabelText(container, 'Username')).toBeNull();
    await user.click(getByRole(container, 'button', { name: 'Sign in with a passkey (passwordless)' }));
    const alert = await waitFor(() => getByRole(container, 'alert'));
    expect(alert.tagName).toBe('P');
    expect(alert.className).toBe('lg-error-text');
    expect(alert.textContent).toBe('too many attempts');
  });

  it("labels an SSO button by the connector's name when the config has no display name (GitHub's omitempty)", () => {
    const { container } = show({
      localAuthEnabled: false,
      authType: 'github',
      providers: [
        { name: 'github-corp', type: 'github', url: url('github') },
        { name: 'google', displayName: 'Google Workspace', type: 'oidc', url: url('oidc') },
      ],
    });
    const buttons = within(getByRole(container, 'group', { name: 'Single sign-on' })).getAllByRole('link');
    expect(buttons.map((b) => b.textContent)).toEqual(['Sign in with github-corp', 'Sign in with Google Workspace']);
    expect(buttons[0]?.getAttribute('href')).toMatch(/^\/v1\/webapi\/github\/login\/web\?connector_id=github-corp&redirect_url=/);
    // No divider without another way in.
    expect(queryByRole(container, 'separator')).toBeNull();
  });

  it('SSO links carry the safe redirect target, under an "or" after the form; a foreign template is left out', () => {
    const { container } = show(
      {
        providers: [
          { name: 'okta', displayName: 'Okta', type: 'saml', url: url('saml') },
          { name: 'evil', displayName: 'Evil', type: 'oidc', url: 'https://evil.example.net/login?c=:providerName' },
        ],
      },
      { redirectUri: '/web/cluster/one/apps' },
    );
    expect(getByRole(container, 'separator').textContent).toBe('or');
    const links = within(getByRole(container, 'group', { name: 'Single sign-on' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Sign in with Okta']);
    const href = new URL(links[0]!.getAttribute('href')!, location.origin);
    expect(href.searchParams.get('redirect_url')).toBe(`${location.origin}/web/cluster/one/apps`);
  });

  it('says so when no sign-in method is enabled', () => {
    const { container } = show({ localAuthEnabled: false });
    expect(getByRole(container, 'alert').textContent).toBe('No sign-in method is enabled for this cluster. Ask your administrator.');
  });

  it('shows the message of the day first, focused on Acknowledge; then the form with the focus on the username', async () => {
    const { container, user } = show({ motd: 'Authorized use only.\nActivity is logged.' });
    expect(getByRole(container, 'heading', { name: 'Message of the day' })).toBeDefined();
    expect(getByTestId(container, 'motd').textContent).toBe('Authorized use only.\nActivity is logged.');
    expect(queryByLabelText(container, 'Username')).toBeNull();
    const acknowledge = getByRole(container, 'button', { name: 'Acknowledge' });
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(acknowledge);
    await user.keyboard('{Enter}');
    expect(getByRole(container, 'heading', { name: 'Sign in' })).toBeDefined();
    expect(document.activeElement).toBe(getByLabelText(container, 'Username'));
  });

  it('after the message of the day, a passkey-first screen still focuses the username', async () => {
    const { container, user } = show({ motd: 'hello', allowPasswordless: true, localConnectorName: 'passwordless' });
    await user.click(getByRole(container, 'button', { name: 'Acknowledge' }));
    expect(document.activeElement).toBe(getByLabelText(container, 'Username'));
  });

  it('after the message of the day of an SSO-only cluster, the focus goes to the first SSO link, not to the page', async () => {
    const { container, user } = show({
      motd: 'hello',
      localAuthEnabled: false,
      providers: [{ name: 'okta', type: 'saml', url: url('saml') }],
    });
    await user.click(getByRole(container, 'button', { name: 'Acknowledge' }));
    expect(document.activeElement).toBe(getByRole(container, 'link', { name: 'Sign in with okta' }));
  });

  it('reports the intent to sign in (a key, typing, the pointer) so the app can start loading', async () => {
    const onIntent = vi.fn();
    const { container, user } = show({}, { onIntent });
    expect(onIntent).not.toHaveBeenCalled();
    await user.type(getByLabelText(container, 'Username'), 'a');
    expect(onIntent).toHaveBeenCalled();
  });

  it('goes away when unmounted, and an answer that comes later changes nothing on screen', async () => {
    let answer: (r: Response) => void = () => {};
    reply = () => new Promise<Response>((resolve) => (answer = resolve));
    const { container, onSignedIn, unmount, user } = show();
    await fillAndSubmit(container, user);
    await waitFor(() => expect(requests).toHaveLength(1));
    unmount();
    expect(container.childElementCount).toBe(0);
    answer(json(SESSION));
    await new Promise((r) => setTimeout(r, 20));
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
