// The sign-in screen as plain DOM and a small stylesheet: no React, no router, no query cache, no
// component library, so the entry shows it before any of them has loaded (src/app/main.tsx). The
// /login route inside the app mounts the same screen (login.page.tsx).
import './login.css';
import { errorText } from '@/api/errors';
import { safeRedirectPath } from '@/auth/safe-redirect';
import { primaryAuthType, readConfig } from '@/platform/config';
import { mfaOptions } from '@/shared/credentials/second-factor';
import { createLoginForm } from './login-form';
import { divider, h, loginButton, logo, type LoginButton } from './login-fields';
import { ssoLoginUrl } from './sso';
import { importOnce } from '@/shared/lazy/import-once';
import type { CreateSessionResponse } from '@/api/gen/model';
// Watches the focus from the first field on: once signed in, the app's first page takes the focus
// the form held (rather than leaving it on <body>).
import '@/shared/pages/dropped-focus';

export interface LoginScreenOptions {
  /** The redirect_uri of the URL; only a same-origin path under /web is followed (safeRedirectPath). */
  redirectUri?: string | null;
  /** Signed in (the session is stored): `target` is the same-origin path to go to. */
  onSignedIn: (target: string) => void;
  /** Called when the user starts using the screen (load what comes after sign-in). */
  onIntent?: () => void;
  /** Loads the sign-in calls (login-flows.ts); a test passes one that fails. Default: the lazy chunk. */
  loadFlows?: () => Promise<Flows>;
}

type Attempt = 'local' | 'passwordless';
export type Flows = typeof import('./login-flows');

// The sign-in calls and WebAuthn (login-flows.ts) load when the user starts using the screen, or
// at the latest with the first attempt: neither the sign-in page's first paint nor a signed-in
// load carries them. A failed load is tried again by the next attempt.
const flows = importOnce<Flows>(() => import('./login-flows'));

/** Shown when the sign-in code could not be loaded (the network went away, the console was updated). */
export const FLOWS_LOAD_FAILED = 'The sign-in could not start: part of the console did not load. Check your connection and try again.';

/**
 * Shows the sign-in screen in `container` (replacing what it held): message of the day, password
 * form, passwordless and SSO as the cluster's config says. Returns the function that takes it
 * away; an answer that comes after that is ignored.
 */
export function mountLoginScreen(
  container: Element,
  { redirectUri, onSignedIn, onIntent, loadFlows = flows.load }: LoginScreenOptions,
): () => void {
  const config = readConfig();
  const { auth } = config;
  const target = safeRedirectPath(redirectUri ?? undefined);
  let mounted = true;

  const card = h('div', { class: 'lg-stack lg-card' });
  const page = h('main', { class: 'lg-page' }, h('div', { class: 'lg-stack lg-frame' }, logo(), card));
  const intent = () => {
    loadFlows().catch(() => undefined);
    onIntent?.();
  };
  for (const type of ['pointerover', 'input', 'keydown']) page.addEventListener(type, intent);

  /** The screen's autofocus: the card's first element matching the first selector that matches. */
  const focusFirst = (...selectors: string[]) => {
    if (!mounted || !page.isConnected) return;
    for (const selector of selectors) {
      const el = card.querySelector<HTMLElement>(selector);
      if (el) return el.focus();
    }
  };

  const showSignIn = () => {
    const form = auth.localAuthEnabled
      ? createLoginForm({
          onSubmit: (values) => void attempt('local', (f) => f.signInLocal(values)),
          mfaOptions: mfaOptions(auth.second_factor),
          preferredMfa: auth.preferredLocalMfa,
        })
      : null;
    const passwordlessFirst = primaryAuthType(config) === 'passwordless';
    let passwordless: LoginButton | null = null;
    if (auth.allowPasswordless) {
      passwordless = loginButton('Sign in with a passkey (passwordless)', {
        variant: passwordlessFirst ? 'filled' : 'default',
        onClick: () => void attempt('passwordless', (f) => f.signInPasswordless()),
      });
    }
    const providers = auth.providers
      .map((provider) => ({ provider, href: ssoLoginUrl(provider, target) }))
      .filter((p): p is { provider: typeof p.provider; href: string } => p.href !== null);
    // Without the form, the server's message stands on its own where the form would be.
    const errorSlot = document.createComment('error');
    const soloError = h('p', { class: 'lg-error-text', role: 'alert' });

    // Texts with a value in them are two text nodes ('to ', the cluster), as the React screen drew
    // them: the same text runs, the same pixels.
    const children: Array<Node | false | undefined> = [
      h('div', {}, h('h1', { class: 'lg-title' }, 'Sign in'), h('p', { class: 'lg-dimmed' }, 'to ', config.proxyCluster)),
      passwordlessFirst && passwordless?.element,
      passwordlessFirst && auth.localAuthEnabled && divider('or use your password'),
      form?.element ?? errorSlot,
      !passwordlessFirst && passwordless?.element,
      ...(providers.length > 0
        ? [
            (auth.localAuthEnabled || auth.allowPasswordless) && divider('or'),
            h(
              'div',
              { class: 'lg-stack', role: 'group', 'aria-label': 'Single sign-on' },
              ...providers.map(({ provider, href }) =>
                h('a', { class: 'lg-button lg-button--default', href }, 'Sign in with ', provider.displayName),
              ),
            ),
          ]
        : []),
      !auth.localAuthEnabled &&
        providers.length === 0 &&
        !auth.allowPasswordless &&
        h('p', { role: 'alert' }, 'No sign-in method is enabled for this cluster. Ask your administrator.'),
    ];
    card.replaceChildren(...children.filter((n): n is Node => Boolean(n)));

    const show = (pending: Attempt | null, message: string | null) => {
      form?.setPending(pending !== null);
      passwordless?.setState({ loading: pending === 'passwordless', disabled: pending !== null });
      if (form) form.setServerError(message);
      else if (message === null) soloError.remove();
      else {
        soloError.textContent = message;
        errorSlot.after(soloError);
      }
    };

    const attempt = async (kind: Attempt, signIn: (f: Flows) => Promise<CreateSessionResponse>) => {
      show(kind, null);
      let f: Flows;
      try {
        f = await loadFlows();
      } catch {
        if (mounted) show(null, FLOWS_LOAD_FAILED);
        return;
      }
      try {
        f.storeSession(await signIn(f));
        // Stays pending: the next screen replaces this one.
        if (mounted) onSignedIn(target);
      } catch (err) {
        if (mounted) show(null, errorText(err));
      }
    };
  };

  if (auth.motd === '') showSignIn();
  else {
    // Acknowledged, the button goes: the focus moves on to the form (or the first way to sign in).
    const acknowledge = loginButton('Acknowledge', {
      onClick: () => {
        showSignIn();
        focusFirst('input', 'button, a[href]');
      },
    });
    card.append(
      h('h1', { class: 'lg-title' }, 'Message of the day'),
      h('p', { class: 'lg-motd', 'data-testid': 'motd' }, auth.motd),
      acknowledge.element,
    );
  }
  container.replaceChildren(page);
  // The autofocus (the user name, or Acknowledge), in the frame after the screen's first: that
  // frame is drawn without waiting for what a focus costs (the focus styles, the browser's password
  // manager looking at the field), and the caret follows one frame (~16 ms) later. As the autofocus
  // attribute does, it takes no focus that something already holds.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (auth.motd === '') focusFirst('input');
      else focusFirst('button');
    }),
  );

  return () => {
    mounted = false;
    page.remove();
  };
}
