// Less motion and 200% zoom (issue 27, WCAG 2.3.3 and 1.4.10). Every route's reflow at 640 x 400
// CSS pixels (a 1280 x 800 window at 200%) is checked by the screenshot sheet; here: what the
// folded side nav does at that size, and that the system's "reduce motion" stops the motion.
import { expect, test, type Page } from './support/test';
import { openShell, ROOT_CLUSTER } from './support/shell';
import { expectFocusVisible, press } from './support/keyboard';

/** Starts recording every CSS transition and animation that starts from now on. */
async function watchMotion(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { motion: string[] }).motion = seen;
    const note = (e: Event) => {
      const el = e.target as Element;
      const what = e instanceof TransitionEvent ? `transition ${e.propertyName}` : `animation ${(e as AnimationEvent).animationName}`;
      seen.push(`${what} on ${el.className.toString().split(' ')[0] ?? el.tagName}`);
    };
    document.addEventListener('transitionrun', note, true);
    document.addEventListener('animationstart', note, true);
  });
}

const motionSeen = (page: Page) => page.evaluate(() => (window as unknown as { motion: string[] }).motion);

/** Opens the user menu and the command palette, the shell's most used overlays, and closes them. */
async function openOverlays(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('with "reduce motion" menus and dialogs open with no transition or animation; without it they move', async ({ page }) => {
  await openShell(page);
  // The same steps with the system's default first: the check below can only pass for the right reason.
  await watchMotion(page);
  await openOverlays(page);
  expect((await motionSeen(page)).length, 'motion with the default setting').toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await watchMotion(page);
  await openOverlays(page);
  // A filter's list reloads too (its rows dim at once, without a fade).
  await page
    .getByRole('textbox', { name: /Search/ })
    .first()
    .fill('web');
  await expect(page.getByRole('table')).toContainText('web');
  expect(await motionSeen(page)).toEqual([]);
});

test('at 200% zoom the side nav folds behind the Navigation button and works with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  await expect(page.getByRole('heading', { name: 'Servers', level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Navigation' });
  const nav = page.locator('#side-nav');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Folded away, the nav is out of reach: no Tab stop, nothing for a screen reader.
  await expect(nav).toHaveAttribute('inert', '');
  await expect(nav).not.toBeInViewport();

  await toggle.focus();
  await press(page, 'Enter', 'Enter on Navigation');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeInViewport();
  await expect(nav).not.toHaveAttribute('inert');
  expect(await page.evaluate(() => document.activeElement?.closest('#side-nav') !== null), 'the focus moved into the nav').toBe(true);
  await press(page, 'Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Open again and follow a link with the keyboard: the nav closes and the focus goes to the page.
  await press(page, 'Enter', 'Enter on Navigation');
  await nav.getByRole('link', { name: 'Applications' }).focus();
  await press(page, 'Enter', 'Enter on Applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // As after any navigation, the new page's heading has the focus, shown.
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeFocused();
  await expectFocusVisible(page, 'after following a link');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
});
