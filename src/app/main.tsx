// The entry, without React: the sign-in page is shown from here as plain DOM with a small
// stylesheet (src/features/login/login-screen.ts); everything else is the app chunk (app-root.tsx,
// with React, the component library and the router), loaded for any other page, and on the
// sign-in page as soon as the user starts using the form. Beside it, for a signed-in load:
// boot-start.ts (the query cache with the boot calls on the way) and module preloads of the shell
// and the page at this URL (boot-preload.ts), all fetched in parallel.
//
// A page that needs a session, opened without one (an old bookmark, an expired session), goes to
// the sign-in page here, as the router would (routes/_authed/route.tsx): nothing of the app is
// fetched before the form shows, and after the sign-in answer the app loads at the page asked for.
import { setStrictContract } from '@/api/contract-check';
import { clearTokenRecord } from '@/api/token-record';
import { hasLiveToken } from '@/auth/live-token';
import { adoptSessionFromPage } from '@/auth/page-session';
import { BASE_PATH, safeRedirectPath } from '@/auth/safe-redirect';
import { mountLoginScreen } from '@/features/login/login-screen';
import { startEarlyBootCalls } from './boot-calls';
import { appPath, entryScreen, isShellPath, pageGroup, signInUrl } from './boot-paths';
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

let app: Promise<typeof import('./app-root')> | null = null;
let boot: Promise<typeof import('./boot-start')> | null = null;
const loadApp = () => (app ??= import('./app-root'));
const loadBoot = () => (boot ??= import('./boot-start'));

/** Module preloads of the shell and of the page at `path` (an app path), when it is a shell page. */
const preloadShell = (path: string | null) => {
  if (path === null || !isShellPath(path)) return;
  const page = pageGroup(path);
  preloadGroups(page ? ['shell', page] : ['shell'], import.meta.env.BASE_URL);
};

const showApp = () => {
  const path = appPath(location.pathname, BASE_PATH);
  // What the first screen does not need waits for it (the contract check, the assistant's button).
  holdUntilFirstScreen();
  // First on the wire: the boot calls, then the chunks.
  startEarlyBootCalls(path);
  const queryClient = loadBoot()
    .then((m) => m.startBoot())
    .catch(() => undefined);
  const started = Promise.all([loadApp(), queryClient]).then(([m, client]) => m.mountApp(container, client));
  // Queued after those two: the shell's and the page's chunks, while the app chunk runs.
  preloadShell(path);
  return started;
};

/** The sign-in page; after the sign-in answer, the app at the redirect target. */
const showSignIn = () => {
  const stopWatching = applyStoredColorScheme();
  const redirectUri = new URLSearchParams(location.search).get('redirect_uri');
  const target = safeRedirectPath(redirectUri ?? undefined);
  let intent = false;
  mountLoginScreen(container, {
    redirectUri,
    // The user is at the form: what comes after sign-in starts downloading (the app, and the
    // shell's and the target page's chunks).
    onIntent: () => {
      if (intent) return;
      intent = true;
      void loadApp();
      void loadBoot();
      preloadShell(appPath(target.replace(/[?#].*$/, ''), BASE_PATH));
    },
    // The screen stays (busy) until the app's first render replaces it.
    onSignedIn: (to) => {
      history.pushState(null, '', to);
      stopWatching();
      void showApp();
    },
  });
};

const path = appPath(location.pathname, BASE_PATH);
const first = entryScreen(path, hasLiveToken());
if (first === 'signed-out' && path !== null) {
  // Signed out (or the token ran out): as the router does, forget the token and go to sign in,
  // to come back here.
  clearTokenRecord();
  history.replaceState(history.state, '', signInUrl(BASE_PATH, path, location.search, location.hash));
}
if (first === 'app') void showApp();
else showSignIn();
