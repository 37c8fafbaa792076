// Narrow windows: the sign-in and credential screens on a phone (390×844), the shell from 1024 px.
import { expect, test, type Page } from './support/test';
import path from 'node:path';
import { openShell, openUserMenu, prefer, shots } from './support/shell';

const PHONE = { width: 390, height: 844 };
const HEADLESS = '/web/headless/6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const INVITE = '/web/invite/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e';
const RESET = '/web/reset/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e';

type Scheme = 'light' | 'dark';
const useScheme = (page: Page, scheme: Scheme) =>
  page.addInitScript(
    (theme) => localStorage.setItem('grv_teleport_user_preferences', JSON.stringify({ theme })),
    scheme === 'dark' ? 2 : 1,
  );

/** Signed in, the server's preferences decide the theme: switch it through the user menu. */
async function shellScheme(page: Page, scheme: Scheme) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) === scheme) return;
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: scheme === 'dark' ? 'Switch to Dark Theme' : 'Switch to Light Theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** Every button and field of the page lies inside the viewport's width. */
async function expectControlsInside(page: Page) {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('button, input, a[href], [role="radio"]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < 0 || r.right > window.innerWidth + 0.5))
      .map(({ el }) => el.outerHTML.slice(0, 80)),
  );
  expect(outside).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`sign-in, invite and reset fit a phone (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await page.setViewportSize(PHONE);
    await prefer(page, /\/web\/config\.js$/, 'example=otpGithub');
    await page.goto('/web/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectControlsInside(page);
    await page.screenshot({ path: path.join(shots, `narrow-login-390-${scheme}.png`), fullPage: true });

    for (const [name, url] of [
      ['invite', INVITE],
      ['reset', RESET],
    ] as const) {
      await page.goto(url);
      await expect(page.getByLabel('Password', { exact: true }).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectControlsInside(page);
      await page.screenshot({ path: path.join(shots, `narrow-${name}-390-${scheme}.png`), fullPage: true });
    }

    // The invite's second step (the second factor with its QR code) and the passwordless choice.
    await prefer(page, /\/web\/config\.js$/, 'example=localWebauthn');
    await page.goto(INVITE);
    await expect(page.getByRole('button', { name: 'Go Passwordless' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectControlsInside(page);
    await page.getByLabel('Password', { exact: true }).fill('a-long-new-password');
    await page.getByLabel('Confirm Password').fill('a-long-new-password');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Set Two-Factor Device' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectControlsInside(page);
    await page.screenshot({ path: path.join(shots, `narrow-invite-mfa-390-${scheme}.png`), fullPage: true });
  });

  test(`headless approval fits a phone, and the shell's banners stay readable at 390 px (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await openShell(page);
    await shellScheme(page, scheme);
    await page.setViewportSize(PHONE);
    await page.goto(HEADLESS);
    await expect(page.getByRole('heading', { name: 'Headless login request' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectControlsInside(page);
    await page.screenshot({ path: path.join(shots, `narrow-headless-390-${scheme}.png`), fullPage: true });

    // The shell needs 1024 px, but a narrower window must not squeeze a banner to a letter a line.
    await page.goto('/web/support');
    const text = page.getByTestId('banners').locator('.shell-banner-text').first();
    await expect(text).toBeVisible();
    const box = (await text.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeLessThan(120);
    await page.screenshot({ path: path.join(shots, `narrow-shell-390-${scheme}.png`) });
  });

  test(`the shell at 1024 px: no sideways scroll, the Ctrl K hint on one line, the user menu inside (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await page.setViewportSize({ width: 1024, height: 768 });
    await openShell(page);
    await prefer(page, /\/web\/config\.js$/, 'example=otpGithub'); // with the Assist button too
    await page.reload();
    await expect(page.getByRole('button', { name: 'Assist' })).toBeVisible();
    await shellScheme(page, scheme);
    await expectNoHorizontalOverflow(page);

    const kbd = page.getByRole('banner').locator('kbd');
    const lineHeight = await kbd.evaluate((el) => {
      const probe = document.createElement('kbd');
      probe.className = el.className;
      probe.textContent = 'K';
      el.parentElement!.append(probe);
      const h = probe.getBoundingClientRect().height;
      probe.remove();
      return h;
    });
    expect((await kbd.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 0.5);

    const chevron = page
      .getByRole('button', { name: /^User menu/ })
      .locator('svg')
      .last();
    const c = (await chevron.boundingBox())!;
    expect(c.width).toBeGreaterThan(0);
    expect(c.x + c.width).toBeLessThanOrEqual(1024);
    const menuButton = (await page.getByRole('button', { name: /^User menu/ }).boundingBox())!;
    expect(menuButton.x + menuButton.width).toBeLessThanOrEqual(1024);
    await page.screenshot({ path: path.join(shots, `narrow-shell-1024-${scheme}.png`) });
  });
}
