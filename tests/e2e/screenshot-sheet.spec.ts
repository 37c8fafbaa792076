import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { signIn } from './support/shell';
import { SHOT_ROUTES, type ShotRoute } from '../../scripts/lib/shot-routes.mjs';
import { axeViolations } from './support/a11y';
import { mantinePartsWithoutSheets } from './support/mantine-sheets';

// The screenshot sheet (issue 24): every route of the spec in both themes, at 1440 px, list pages
// also at 1024 px and public pages also at 390 px. Each picture's page shows one H1 (its title), no error
// page, and nothing wider than the window (a table scrolls in its own box, never the page).
// The pictures land in test-results/screenshot-sheet/ and are attached to the report; the same
// routes (scripts/lib/shot-routes.mjs) are what `npm run shots` takes.
const SHEET = path.resolve('test-results/screenshot-sheet');
mkdirSync(SHEET, { recursive: true });
const HEIGHT = 900;
const ZOOMED = { width: 640, height: 400 };
const ERROR_PAGE = /^(Internal Error|Access Denied|404 Not Found)$/;
// SHEET_ROUTES=assist,terminal: only those routes (to look at a few pages while working on them).
const only = (process.env.SHEET_ROUTES ?? '').split(',').filter(Boolean);
const ROUTES = only.length ? SHOT_ROUTES.filter((r) => only.includes(r.name)) : SHOT_ROUTES;

const widthsOf = (route: ShotRoute) => (route.kind === 'public' ? [1440, 390] : route.kind === 'list' ? [1440, 1024] : [1440]);

async function ready(page: Page, route: ShotRoute) {
  const h1 = page.locator('h1').filter({ hasText: route.heading }).first();
  await expect(h1, `${route.name}: its heading`).toBeVisible({ timeout: 20_000 });
}

/**
 * The page itself never scrolls sideways (a table may scroll inside its own box), once its layout
 * has settled after a resize (what measures itself does so a frame or two later): up to 2 s.
 */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  let last = await overflow();
  for (let i = 0; i < 10 && last > 0; i++) {
    await page.waitForTimeout(200);
    last = await overflow();
  }
  expect.soft(last, `${where}: the page is wider than the window by ${last} px`).toBeLessThanOrEqual(0);
}

/** No button on screen shows its label cut off ("Pl" for Play): a label's text fits its box. */
async function expectNoClippedButtons(page: Page, where: string) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Button-label')]
      .filter((label) => {
        const box = label.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && label.scrollWidth > label.clientWidth + 1;
      })
      .map((label) => `"${label.textContent?.trim()}" (${label.clientWidth} of ${label.scrollWidth} px)`),
  );
  expect.soft(clipped, `${where}: buttons whose label is cut off`).toEqual([]);
}

/**
 * A segmented control's highlight covers its active segment (within a pixel), once it has settled:
 * Mantine's FloatingIndicator moves to its segment after the control's first layout (a transition),
 * so the check waits for that state rather than reading the positions once mid-way.
 */
async function expectSegmentsHighlighted(page: Page, where: string) {
  const offSegments = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.mantine-SegmentedControl-root')].flatMap((root) => {
        const indicator = root.querySelector('.mantine-SegmentedControl-indicator')?.getBoundingClientRect();
        const active = root.querySelector('.mantine-SegmentedControl-control[data-active]')?.getBoundingClientRect();
        if (!indicator || !active) return [];
        const apart = Math.max(...(['x', 'y', 'width', 'height'] as const).map((k) => Math.abs(indicator[k] - active[k])));
        return apart > 1 ? [`${root.getAttribute('aria-label') ?? 'a segmented control'}: ${apart.toFixed(1)} px off`] : [];
      }),
    );
  await expect.soft.poll(offSegments, { message: `${where}: segmented controls whose highlight is off its segment` }).toEqual([]);
}

async function check(page: Page, route: ShotRoute, width: number, theme: string) {
  await ready(page, route);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
  await expect(page.getByRole('heading', { name: ERROR_PAGE }), `${route.name}: no error page`).toHaveCount(0);
  expect.soft(await page.locator('h1:visible').count(), `${route.name}: one H1 (the title printed once)`).toBe(1);
  await expectNoSidewaysScroll(page, `${route.name} at ${width} px (${theme})`);
  await expectNoClippedButtons(page, `${route.name} at ${width} px (${theme})`);
  await expectSegmentsHighlighted(page, `${route.name} at ${width} px (${theme})`);
  expect
    .soft(await mantinePartsWithoutSheets(page), `${route.name} at ${width} px (${theme}): Mantine parts without their stylesheet`)
    .toEqual([]);
  // axe at the desktop width, and public pages again at phone width (issue 27): every rule in the
  // light theme, the rules a theme can change (colours, pictures) in the dark one.
  if (width !== 1024) {
    const found = await axeViolations(page, `route ${route.name}`, { colours: theme === 'dark' });
    expect.soft(found, `${route.name} at ${width} px (${theme}): axe`).toEqual([]);
  }
  const file = path.join(SHEET, `${route.name}-${width}-${theme}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await test.info().attach(`${route.name}-${width}-${theme}`, { path: file, contentType: 'image/png' });
}

/**
 * Opens a route: a public page (the lean sign-in boot, outside the router) and the first signed-in
 * one by loading them, the next ones inside the running app as a link does (the router follows the
 * history), which spares a boot of the console per picture.
 */
async function open(page: Page, route: ShotRoute, first: boolean) {
  if (first || route.kind === 'public') {
    await page.goto(route.path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, route.path);
  await expect(page).toHaveURL((url) => url.pathname === route.path.split('?')[0]);
}

async function visit(page: Page, routes: ShotRoute[], theme: string) {
  for (const [i, route] of routes.entries()) {
    const started = Date.now();
    const widths = widthsOf(route);
    await page.setViewportSize({ width: widths[0] ?? 1440, height: HEIGHT });
    await open(page, route, i === 0);
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      await check(page, route, width, theme);
    }
    // 200% zoom of a 1280 x 800 window (WCAG 1.4.10 reflow): 640 x 400 CSS pixels. The layout
    // is the same in both themes: checked in one.
    if (theme === 'light') {
      await page.setViewportSize(ZOOMED);
      await ready(page, route);
      await expectNoSidewaysScroll(page, `${route.name} at 200% zoom`);
    }
    // SHEET_TIMES=1: how long each route took (the spec should stay well under 90 s).
    if (process.env.SHEET_TIMES) console.log(`${theme} ${route.name}: ${Date.now() - started} ms`);
  }
}

async function sheet(browser: Browser, baseURL: string, theme: 'light' | 'dark') {
  const errors: string[] = [];
  // Public pages: signed out; the early colour scheme reads the stored preferences copy.
  const signedOut = await browser.newContext({ baseURL, viewport: { width: 1440, height: HEIGHT } });
  await signedOut.addInitScript(
    (value) => localStorage.setItem('grv_teleport_user_preferences', value),
    JSON.stringify({ theme: theme === 'dark' ? 2 : 1 }),
  );
  const outside = await signedOut.newPage();
  outside.on('pageerror', (e) => errors.push(e.message));
  await visit(
    outside,
    ROUTES.filter((r) => r.kind === 'public'),
    theme,
  );
  await signedOut.close();

  // Signed in once; the theme chosen from the user menu as a user does (stored on the server).
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: HEIGHT } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  // The assistant's pages need Assist on (the test stack follows the contract's config otherwise).
  expect((await page.request.post('/__mock/assist', { data: { enabled: true } })).status()).toBe(204);
  await page.goto('/web/login');
  await signIn(page);
  await expect(page.getByTestId('user-name')).toBeVisible();
  // The one-time "Meet Assist" tip (a fresh browser with Assist on) would cover the top bar of
  // every picture, and the user menu's items when it opens over them: waited for and closed first.
  const tip = page.getByRole('dialog').filter({ hasText: 'Meet Assist' });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Close' }).click();
  await expect(tip).toHaveCount(0);
  if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== theme) {
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: `Switch to ${theme === 'dark' ? 'Dark' : 'Light'} Theme` }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await page.keyboard.press('Escape');
  }
  await visit(
    page,
    ROUTES.filter((r) => r.kind !== 'public'),
    theme,
  );
  await context.close();
  expect(errors, 'uncaught page errors').toEqual([]);
}

// The two themes are independent (each signs in on its own): on two workers they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot sheet: every route of the spec, ${theme} theme`, async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    await sheet(browser, baseURL ?? '', theme);
  });
}
