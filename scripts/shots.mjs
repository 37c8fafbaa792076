// `npm run shots`: screenshots of the console's routes, in both themes, at the given widths.
// Starts the embedded default on a free port (mocks/stack.mjs), builds dist/ first when it is
// missing or older than the sources, signs in as the demo user, chooses the theme as a user does
// (the user menu's "Switch to … Theme", which stores the preference on the server and locally;
// public pages read the local copy), and writes <out>/<route>-<width>-<theme>.png plus a contact
// sheet <out>/index.html. `--help` for the options.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, startStack } from '../mocks/stack.mjs';
import { launchChromium } from '../bench/lib/bench-browser.mjs';
import { SHOT_ROUTES } from './lib/shot-routes.mjs';

const USAGE = `Usage: npm run shots -- [options]

Screenshots of the console on the embedded default (headless Chromium: CHROMIUM_PATH or /usr/bin/chromium).

Options:
  --routes a,b,...   routes by short name (default: every route of the spec)
  --widths 1440,...  viewport widths in px (default: 1440,1024; public pages also at 390)
  --themes light,dark  (default: both)
  --height N         viewport height in px (default: 900)
  --full             whole page, not only the viewport
  --out DIR          output folder (default: .tmp/shots)
  --no-build         use dist/ as it is (default: build when dist/ is missing or older than src/)
  --docs             the pictures of docs/design.md into docs/images/ (Servers and the
                     new-lock form, 1280x800, both themes)
  --list             print the route names and addresses, then exit
  --help             this text

Route names: ${SHOT_ROUTES.map((r) => r.name).join(', ')}
Files: <out>/<route>-<width>-<theme>.png and a contact sheet <out>/index.html.`;

let args;
try {
  args = parseArgs({
    options: {
      routes: { type: 'string' },
      widths: { type: 'string' },
      themes: { type: 'string', default: 'light,dark' },
      height: { type: 'string', default: '900' },
      full: { type: 'boolean', default: false },
      out: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      docs: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (err) {
  console.error(`shots: ${err instanceof Error ? err.message : err}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.list) {
  for (const r of SHOT_ROUTES) console.log(`${r.name.padEnd(18)} ${r.kind.padEnd(7)} ${r.path}`);
  process.exit(0);
}

const fail = (message) => {
  console.error(`shots: ${message}`);
  process.exit(2);
};
const list = (value) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The pictures docs/design.md shows (retaken with `npm run shots -- --docs`). */
const DOCS = { routes: ['nodes', 'locks-new'], widths: [1280], height: 800, out: 'docs/images' };

const themes = list(args.themes);
for (const t of themes) if (t !== 'light' && t !== 'dark') fail(`unknown theme ${JSON.stringify(t)} (light, dark)`);
const names = args.docs ? DOCS.routes : list(args.routes);
for (const n of names) if (!SHOT_ROUTES.some((r) => r.name === n)) fail(`unknown route ${JSON.stringify(n)}; see --list`);
const routes = names.length ? SHOT_ROUTES.filter((r) => names.includes(r.name)) : SHOT_ROUTES;
const explicitWidths = args.docs ? DOCS.widths : list(args.widths).map(Number);
for (const w of explicitWidths) if (!Number.isInteger(w) || w < 200 || w > 4000) fail(`bad width ${w}`);
const height = args.docs ? DOCS.height : Number(args.height);
if (!Number.isInteger(height) || height < 200) fail(`bad height ${args.height}`);
const out = path.resolve(REPO_ROOT, args.out ?? (args.docs ? DOCS.out : '.tmp/shots'));

/** The widths a route is shot at. */
function widthsOf(route) {
  if (explicitWidths.length) return explicitWidths;
  return route.kind === 'public' ? [1440, 1024, 390] : [1440, 1024];
}

// ---- build ---------------------------------------------------------------------------------

/** Newest modification time under `dir` (files only). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

function buildIfStale() {
  const built = path.join(REPO_ROOT, 'dist/index.html');
  if (existsSync(built)) {
    const sources = Math.max(
      newest(path.join(REPO_ROOT, 'src')),
      ...['index.html', 'vite.config.ts', 'package.json'].map((f) => statSync(path.join(REPO_ROOT, f)).mtimeMs),
    );
    if (statSync(built).mtimeMs >= sources) return;
    console.log('shots: dist/ is older than the sources: building (npm run build)');
  } else console.log('shots: dist/ is missing: building (npm run build)');
  const r = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (r.status === 0) return;
  if (!existsSync(built)) fail('the build failed');
  console.warn('shots: the build failed: using the previous dist/');
}

if (!args['no-build']) buildIfStale();
else if (!existsSync(path.join(REPO_ROOT, 'dist/index.html'))) fail('dist/ is missing (drop --no-build or run `npm run build`)');

// ---- browser -------------------------------------------------------------------------------

const PREFERENCES_KEY = 'grv_teleport_user_preferences';

/** Waits for the route's H1, then for fonts and paint. */
async function settle(page, route) {
  try {
    const target = page.locator('h1').filter({ hasText: route.heading }).first();
    await target.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    const h1 = await page
      .locator('h1')
      .allTextContents()
      .catch(() => []);
    console.warn(`  ${route.name}: heading ${JSON.stringify(route.heading)} not seen (H1s: ${JSON.stringify(h1)}); shot anyway`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
  // Transitions (menus, skeletons fading) end within Mantine's 150-200 ms.
  await page.waitForTimeout(250);
}

/** The current scheme from the <html> attribute. */
const schemeOf = (page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/** Chooses `theme` through the user menu, as a user does (stored on the server and locally). */
async function chooseTheme(page, theme) {
  if ((await schemeOf(page)) === theme) return;
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: `Switch to ${theme === 'dark' ? 'Dark' : 'Light'} Theme` }).click();
  await page.waitForFunction((t) => document.documentElement.getAttribute('data-mantine-color-scheme') === t, theme);
  await page.keyboard.press('Escape');
}

async function signIn(page, origin) {
  await page.goto(`${origin}/web/login`);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
  // The one-time "NEW! Meet Assist" tip covers the top bar on every page: closed as a user would.
  const tip = page.getByRole('dialog').filter({ hasText: 'Meet Assist' }).getByRole('button', { name: 'Close' });
  await tip.waitFor({ timeout: 3_000 }).then(
    () => tip.click(),
    () => {},
  );
}

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function writeContactSheet(files) {
  const sections = themes
    .map((theme) => {
      const cells = files
        .filter((f) => f.theme === theme)
        .map(
          (f) =>
            `<figure><a href="${escapeHtml(encodeURIComponent(f.file))}"><img loading="lazy" src="${escapeHtml(encodeURIComponent(f.file))}" alt="${escapeHtml(`${f.route} at ${f.width} px, ${theme}`)}"></a><figcaption>${escapeHtml(f.route)} · ${f.width}</figcaption></figure>`,
        )
        .join('\n');
      return `<h2>${escapeHtml(theme)}</h2>\n<div class="grid">\n${cells}\n</div>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console screenshots</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; background: #f4f4f6; color: #222; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
figure { margin: 0; background: #fff; padding: 6px; border: 1px solid #ccc; border-radius: 4px; }
img { width: 100%; height: 180px; object-fit: cover; object-position: top left; display: block; }
figcaption { margin-top: 4px; font-size: 12px; }
</style></head><body>
<h1>Console screenshots (${files.length})</h1>
${sections}
</body></html>
`;
  writeFileSync(path.join(out, 'index.html'), html);
}

// ---- run -----------------------------------------------------------------------------------

mkdirSync(out, { recursive: true });
const started = Date.now();
const stack = await startStack({ port: 0, quiet: true });
const browser = await launchChromium();
/** @type {{file: string, route: string, width: number, theme: string}[]} */
const files = [];
let errors = 0;
try {
  for (const theme of themes) {
    // Public pages: not signed in; the early colour scheme reads the local preferences copy.
    const publicRoutes = routes.filter((r) => r.kind === 'public');
    const signedRoutes = routes.filter((r) => r.kind !== 'public');
    if (publicRoutes.length) {
      const context = await browser.newContext({ viewport: { width: 1440, height } });
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [PREFERENCES_KEY, JSON.stringify({ theme: theme === 'dark' ? 2 : 1 })],
      );
      const page = await context.newPage();
      page.on('pageerror', (e) => (errors++, console.error(`  page error: ${e.message}`)));
      await shoot(page, publicRoutes, theme);
      await context.close();
    }
    if (signedRoutes.length) {
      const context = await browser.newContext({ viewport: { width: 1440, height } });
      const page = await context.newPage();
      page.on('pageerror', (e) => (errors++, console.error(`  page error: ${e.message}`)));
      await signIn(page, stack.origin);
      await chooseTheme(page, theme);
      await shoot(page, signedRoutes, theme);
      await context.close();
    }
  }
  if (!args.docs) writeContactSheet(files);
} finally {
  await browser.close();
  await stack.close();
}

async function shoot(page, list, theme) {
  for (const route of list) {
    await page.setViewportSize({ width: widthsOf(route)[0], height });
    await page.goto(`${stack.origin}${route.path}`);
    for (const width of widthsOf(route)) {
      await page.setViewportSize({ width, height });
      await settle(page, route);
      const file = `${route.name}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(out, file), fullPage: args.full });
      files.push({ file, route: route.name, width, theme });
    }
    console.log(`  ${theme} ${route.name}`);
  }
}

console.log(
  `shots: ${files.length} screenshots in ${path.relative(REPO_ROOT, out) || '.'}/${args.docs ? '' : ' (contact sheet: index.html)'} in ${((Date.now() - started) / 1000).toFixed(0)} s${errors ? `; ${errors} page errors` : ''}`,
);
