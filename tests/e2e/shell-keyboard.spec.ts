// Keyboard and layering in the shell: the skip link, and modal dialogs above every popover.
import { expect, test } from './support/test';
import path from 'node:path';
import { openShell, prefer, ROOT_CLUSTER, shots } from './support/shell';

test('the first Tab stop is "Skip to content", shown when focused, and Enter moves the focus into the page', async ({ page }) => {
  await openShell(page);
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThan(10);
  await page.screenshot({ path: path.join(shots, 'shell-skip-link-light.png') });

  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  await expect(skip).not.toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
});

test("the Assist 'New!' popover is drawn below a modal dialog", async ({ page }) => {
  await openShell(page);
  await prefer(page, /\/web\/config\.js$/, 'example=otpGithub');
  await page.reload();
  const popover = page.getByRole('dialog').filter({ hasText: 'New!' });
  await expect(popover).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.locator('.mantine-Modal-content');
  await expect(palette).toBeVisible();

  // Whatever is drawn where the popover is belongs to the modal layer, not to the popover.
  const box = (await popover.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return { inPopover: Boolean(hit?.closest('.mantine-Popover-dropdown')), inModal: Boolean(hit?.closest('.mantine-Modal-root')) };
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toEqual({ inPopover: false, inModal: true });
  await page.screenshot({ path: path.join(shots, 'shell-assist-under-modal-light.png') });
});

test('Escape on the user menu or a Connect menu gives the focus back to the button that opened it', async ({ page }) => {
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);

  const userButton = page.getByRole('button', { name: /^User menu/ });
  // The first opening loads the menu's code and mounts it around a new copy of the button.
  for (let round = 0; round < 2; round++) {
    await userButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(userButton).toBeFocused();
  }

  const connect = page.getByRole('button', { name: /^Connect to / }).first();
  for (let round = 0; round < 2; round++) {
    await connect.click();
    await expect(page.getByTestId('login-picker')).toBeVisible();
    await expect(page.getByLabel('Login to use')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-picker')).toHaveCount(0);
    await expect(connect).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Connect to /);
  }
});
