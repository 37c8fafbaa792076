// The entry. The sign-in page is shown from here with plain React and a small stylesheet
// (src/features/login/login-screen.tsx); everything else is the app chunk (app-root.tsx), loaded
// for any other page, and on the sign-in page as soon as the user starts using the form.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setStrictContract } from '../api/contract-check';
import { adoptSessionFromPage } from '../auth/page-session';
import { BASE_PATH } from '../auth/safe-redirect';
import { LoginScreen } from '../features/login/login-screen';
import { applyStoredColorScheme } from './preferences/early-color-scheme';

// In production a response that breaks the contract is reported, not thrown, unless the page says
// otherwise: only the embedded default's gateway in strict mode (the end-to-end tests) adds this
// meta; a real proxy serves index.html without it.
const strictMeta = document.querySelector('meta[name="grv_contract_strict"]')?.getAttribute('content') === '1';
setStrictContract(!import.meta.env.PROD || strictMeta);

adoptSessionFromPage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

let app: Promise<typeof import('./app-root')> | null = null;
const loadApp = () => (app ??= import('./app-root'));
const showApp = () => loadApp().then((m) => m.mountApp(root));

const onSignInPage = /^\/login\/?$/.test(location.pathname.slice(BASE_PATH.length)) && location.pathname.startsWith(BASE_PATH);
if (onSignInPage) {
  const stopWatching = applyStoredColorScheme();
  root.render(
    <StrictMode>
      <LoginScreen
        redirectUri={new URLSearchParams(location.search).get('redirect_uri') ?? undefined}
        onIntent={() => void loadApp()}
        onSignedIn={(target) => {
          history.pushState(null, '', target);
          stopWatching();
          void showApp();
        }}
      />
    </StrictMode>,
  );
} else {
  void showApp();
}
