// The entry. The sign-in page is shown from here with plain React and a small stylesheet
// (src/features/login/login-screen.tsx); everything else is the app chunk (app-root.tsx), loaded
// for any other page, and on the sign-in page as soon as the user starts using the form. Beside it,
// for a signed-in load: boot-start.ts (the query cache with the boot calls on the way) and module
// preloads of the shell and the page at this URL (boot-preload.ts), all fetched in parallel.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setStrictContract } from '@/api/contract-check';
import { adoptSessionFromPage } from '@/auth/page-session';
import { BASE_PATH } from '@/auth/safe-redirect';
import { LoginScreen } from '@/features/login/login-screen';
import { startEarlyBootCalls } from './boot-calls';
import { appPath, isShellPath, pageGroup } from './boot-paths';
import { preloadGroups } from './boot-preload';
import { holdUntilFirstScreen } from '@/api/first-screen';
import { applyStoredColorScheme } from '@/app/preferences/early-color-scheme';

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
let boot: Promise<typeof import('./boot-start')> | null = null;
const loadApp = () => (app ??= import('./app-root'));
const loadBoot = () => (boot ??= import('./boot-start'));
const showApp = () => {
  const path = appPath(location.pathname, BASE_PATH);
  // What the first screen does not need waits for it (the contract check, the assistant's button).
  holdUntilFirstScreen();
  // First on the wire: the boot calls, then the chunks.
  startEarlyBootCalls(path);
  const queryClient = loadBoot()
    .then((m) => m.startBoot())
    .catch(() => undefined);
  const started = Promise.all([loadApp(), queryClient]).then(([m, client]) => m.mountApp(root, client));
  // Queued after those two: the shell's and the page's chunks, while the app chunk runs.
  if (path !== null && isShellPath(path)) {
    const page = pageGroup(path);
    preloadGroups(page ? ['shell', page] : ['shell'], import.meta.env.BASE_URL);
  }
  return started;
};

const onSignInPage = /^\/login\/?$/.test(location.pathname.slice(BASE_PATH.length)) && location.pathname.startsWith(BASE_PATH);
if (onSignInPage) {
  const stopWatching = applyStoredColorScheme();
  root.render(
    <StrictMode>
      <LoginScreen
        redirectUri={new URLSearchParams(location.search).get('redirect_uri') ?? undefined}
        onIntent={() => {
          void loadApp();
          void loadBoot();
        }}
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
