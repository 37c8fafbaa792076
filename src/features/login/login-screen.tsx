import './login.css';
import { useState } from 'react';
import { errorText } from '@/api/errors';
import { safeRedirectPath } from '@/auth/safe-redirect';
import { primaryAuthType, readConfig } from '@/platform/config';
import { mfaOptions } from '@/shared/credentials/second-factor';
import { LoginForm, type LoginValues } from './login-form';
import { Divider, LoginButton } from './login-fields';
import { ssoLoginUrl } from './sso';
import { signInLocal, signInPasswordless, storeSession } from './login-flows';
// Watches the focus from the first field on: once signed in, the app's first page takes the focus
// the form held (rather than leaving it on <body>).
import '@/shared/pages/dropped-focus';

type Attempt = { kind: 'local'; values: LoginValues } | { kind: 'passwordless' };

/**
 * The sign-in screen: message of the day, password form, passwordless and SSO as the cluster's
 * config says. Plain React and a small stylesheet, so the entry can show it without the router,
 * the query cache or the component library (src/app/main.tsx); inside the app the /login route
 * renders it too (login.page.tsx). `onSignedIn` gets the same-origin path to go to.
 */
export function LoginScreen({
  redirectUri,
  onSignedIn,
  onIntent,
}: {
  redirectUri?: string;
  onSignedIn: (target: string) => void;
  /** Called when the user starts using the form (load what comes after sign-in). */
  onIntent?: () => void;
}) {
  const config = readConfig();
  const { auth } = config;
  const [motdAccepted, setMotdAccepted] = useState(auth.motd === '');
  const [pending, setPending] = useState<Attempt['kind'] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const target = safeRedirectPath(redirectUri);

  const attempt = async (a: Attempt) => {
    setPending(a.kind);
    setError(null);
    try {
      const session = a.kind === 'local' ? await signInLocal(a.values) : await signInPasswordless();
      storeSession(session);
      // Stays pending: the next screen replaces this one.
      onSignedIn(target);
    } catch (err) {
      setError(err);
      setPending(null);
    }
  };

  const providers = auth.providers
    .map((p) => ({ provider: p, href: ssoLoginUrl(p, target) }))
    .filter((p): p is { provider: typeof p.provider; href: string } => p.href !== null);
  const passwordlessFirst = primaryAuthType(config) === 'passwordless';
  const passwordless = auth.allowPasswordless && (
    <LoginButton
      variant={passwordlessFirst ? 'filled' : 'default'}
      loading={pending === 'passwordless'}
      disabled={pending !== null}
      onClick={() => void attempt({ kind: 'passwordless' })}
    >
      Sign in with a passkey (passwordless)
    </LoginButton>
  );
  const message = error ? errorText(error) : null;

  return (
    <main className="lg-page" onPointerOver={onIntent} onInput={onIntent} onKeyDown={onIntent}>
      <div className="lg-stack lg-frame">
        <div className="lg-logo" aria-label="Access Console">
          <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="var(--lg-primary)" />
            <path d="M9 10h14v3h-5.5v10h-3V13H9z" fill="#fff" />
          </svg>
          <span>Access Console</span>
        </div>
        <div className="lg-stack lg-card">
          {!motdAccepted ? (
            <>
              <h1 className="lg-title">Message of the day</h1>
              <p className="lg-motd" data-testid="motd">
                {auth.motd}
              </p>
              <LoginButton onClick={() => setMotdAccepted(true)} autoFocus>
                Acknowledge
              </LoginButton>
            </>
          ) : (
            <>
              <div>
                <h1 className="lg-title">Sign in</h1>
                <p className="lg-dimmed">to {config.proxyCluster}</p>
              </div>
              {passwordlessFirst && passwordless}
              {passwordlessFirst && auth.localAuthEnabled && <Divider label="or use your password" />}
              {auth.localAuthEnabled && (
                <LoginForm
                  onSubmit={(values) => void attempt({ kind: 'local', values })}
                  pending={pending !== null}
                  serverError={message}
                  mfaOptions={mfaOptions(auth.second_factor)}
                  preferredMfa={auth.preferredLocalMfa}
                />
              )}
              {!auth.localAuthEnabled && message && (
                <p className="lg-error-text" role="alert">
                  {message}
                </p>
              )}
              {!passwordlessFirst && passwordless}
              {providers.length > 0 && (
                <>
                  {(auth.localAuthEnabled || auth.allowPasswordless) && <Divider label="or" />}
                  <div className="lg-stack" role="group" aria-label="Single sign-on">
                    {providers.map(({ provider, href }) => (
                      <a key={provider.name} className="lg-button lg-button--default" href={href}>
                        Sign in with {provider.displayName}
                      </a>
                    ))}
                  </div>
                </>
              )}
              {!auth.localAuthEnabled && providers.length === 0 && !auth.allowPasswordless && (
                <p role="alert">No sign-in method is enabled for this cluster. Ask your administrator.</p>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
