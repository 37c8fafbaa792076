// Terminal settings (src/shared/sessions/terminal-settings/): changed in the terminal's drawer,
// applied live, kept across a reload, and used by the session player too. The options are read
// through the read-only test hook `xtermOptions` (src/platform/test-hooks.ts), so the
// check holds whatever renderer draws the rows.
import { axeViolations } from './support/a11y';
import { expect, test, type Page } from './support/test';
import { CLUSTER, openTerminal, screen, signIn, typeLine } from './support/terminal';

const SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08'; // the example recording (player.spec.ts)

const options = (page: Page, kind: 'terminal' | 'player') =>
  page.evaluate((k) => window.__consoleTestHooks?.xtermOptions?.().find((o) => o.kind === k) ?? null, kind);

test('font size, colours and cursor apply live, survive a reload and reach the player', async ({ page }) => {
  await page.addInitScript(() => (window.__consoleTestHooks = {}));
  await signIn(page);
  await openTerminal(page, 'web-1', 'alice');
  expect(await options(page, 'terminal')).toMatchObject({ fontSize: 14, cursorStyle: 'block', scrollback: 1000, screenReaderMode: false });

  await page.getByRole('button', { name: 'Terminal settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Terminal settings' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Font size').fill('18');
  await drawer.getByRole('combobox', { name: 'Colours' }).click();
  await drawer.getByRole('option', { name: 'High contrast' }).click();
  await drawer.getByRole('combobox', { name: 'Cursor' }).click();
  await drawer.getByRole('option', { name: 'Underline' }).click();
  // Applied at once, without closing the drawer.
  await expect.poll(() => options(page, 'terminal')).toMatchObject({ fontSize: 18, background: '#000000', cursorStyle: 'underline' });
  // A scrollback out of range is refused with a message and not applied.
  await drawer.getByLabel('Scrollback').fill('200000');
  await expect(drawer.getByText('Scrollback must be from 0 to 100,000 lines; 200,000 is out of range.')).toBeVisible();
  expect((await options(page, 'terminal'))?.scrollback).toBe(1000);
  expect(await axeViolations(page, 'terminal settings drawer')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Terminal settings' })).toBeFocused();

  // Ctrl+Alt+R turns screen-reader mode on, and says so.
  await page.keyboard.press('Control+Alt+KeyR');
  await expect(page.getByTestId('terminal-page-announcement')).toHaveText(/Screen-reader mode on/);
  await expect.poll(async () => (await options(page, 'terminal'))?.screenReaderMode).toBe(true);
  // Ctrl+Shift+/ opens the key sheet.
  await page.keyboard.press('Control+Shift+Slash');
  await expect(page.getByTestId('terminal-keys-sheet')).toContainText('Screen-reader mode on or off');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect
    .poll(() => options(page, 'terminal'))
    .toMatchObject({ fontSize: 18, background: '#000000', cursorStyle: 'underline', screenReaderMode: true });
  await expect(page.getByTestId('terminal')).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await page.goto(`/web/cluster/${CLUSTER}/session/${SID}?recordingType=ssh`);
  await expect(page.getByTestId('player-screen')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect.poll(() => options(page, 'player')).toMatchObject({ fontSize: 18, background: '#000000' });
  // The player's header has the same settings (the ones that apply to a recording).
  await page.getByRole('button', { name: 'Terminal settings' }).click();
  const playerDrawer = page.getByRole('dialog', { name: 'Terminal settings' });
  await expect(playerDrawer.getByLabel('Font size')).toHaveValue('18');
  await expect(playerDrawer.getByLabel('Scrollback')).toHaveCount(0);
  await playerDrawer.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect.poll(() => options(page, 'player')).toMatchObject({ fontSize: 14 });
});

test('copy on select puts a selection on the clipboard; with Right click pastes on, a right click pastes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await openTerminal(page, 'web-1', 'alice');
  const word = `copy-me-${Date.now()}`;
  await typeLine(page, `echo ${word}`);
  await expect.poll(() => screen(page)).toContain(`\n${word}\n`);

  // Copy on select is on by default: a double click selects the word and copies it.
  const row = page.locator('.xterm-rows > div').filter({ hasText: new RegExp(`^${word}\\s*$`) });
  const box = (await row.boundingBox())!;
  await page.mouse.dblclick(box.x + 8, box.y + box.height / 2);
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(word);

  // Off by default, a right click selects; switched on, it pastes the clipboard into the shell.
  await page.getByRole('button', { name: 'Terminal settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Terminal settings' });
  await drawer.getByLabel('Right click pastes').check();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.evaluate(() => navigator.clipboard.writeText('echo pasted-by-right-click'));
  await page.mouse.click(box.x + 40, box.y + box.height / 2, { button: 'right' });
  await expect.poll(() => screen(page)).toContain('$ echo pasted-by-right-click');
  // The right click put the focus in the terminal: Enter reaches the shell.
  await page.keyboard.press('Enter');
  await expect.poll(() => screen(page)).toContain('$ echo pasted-by-right-click\npasted-by-right-click\n');
});
