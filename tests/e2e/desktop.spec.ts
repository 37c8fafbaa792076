// Windows desktops against the embedded default's desktop mock: the Desktops list's Connect,
// frames on the canvas, pointer and keys changing the picture, a resize sending a new screen spec,
// a busy desktop and a refused login, the clipboard both ways, a shared folder, per-session MFA
// with Chromium's virtual authenticator, and a desktop recording played to its end.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDemoKeyAuthenticator } from './support/webauthn';
import { setTheme, shots, signIn as signInShell } from './support/terminal';
import {
  CLUSTER,
  DESKTOP,
  canvas,
  canvasSize,
  desktopUrl,
  expectConnected,
  pixel,
  recordTdp,
  regionSum,
  sharedFolder,
  stubDirectoryPicker,
} from './support/desktop';

// DESKTOP_THEME=dark runs the same tests in the dark theme (for its screenshots).
const THEME = process.env.DESKTOP_THEME === 'dark' ? 'dark' : 'light';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}-${THEME}.png`) });
async function signIn(page: Page, origin = '') {
  await signInShell(page, origin);
  if (THEME === 'dark') await setTheme(page, 'dark');
}

test('Connect on the Desktops list opens the session; clicks and keys change the picture; a resize sends a new screen spec', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto(`/web/cluster/${CLUSTER}/desktops`);
  await page.getByRole('button', { name: `Connect to ${DESKTOP}` }).click();
  const picker = page.getByRole('dialog', { name: `Log in to ${DESKTOP}` });
  const [tab] = await Promise.all([context.waitForEvent('page'), picker.getByRole('link', { name: 'Administrator' }).click()]);
  await expect(tab).toHaveURL(/\/web\/cluster\/teleport\.example\.com\/desktops\/win-dc01-corp-example-com\/Administrator$/);
  await expectConnected(tab);
  await expect(tab.getByTestId('desktop-title')).toHaveText(DESKTOP);
  await expect(tab.getByTestId('desktop-login')).toHaveText('as Administrator');
  await expect(tab).toHaveTitle(`${CLUSTER} • Administrator on ${DESKTOP}`);
  await tab.close();
  if (THEME === 'dark') await setTheme(page, 'dark'); // the shell page wrote the server's theme back

  // The same desktop in this tab, its traffic recorded from the start.
  const tdp = recordTdp(page);
  await page.goto(desktopUrl(DESKTOP, 'alice'));
  await expectConnected(page);
  const url = new URL(tdp[0]!.url);
  const { width: W, height: H } = await canvasSize(page);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ username: 'alice', width: String(W), height: String(H) });
  expect(url.searchParams.get('access_token')).toBeTruthy();
  expect(tdp[0]!.sent[0]).toEqual({ type: 1, width: W, height: H });
  // The wallpaper is blue; the canvas is focused (keys go to the desktop).
  const [r, , b] = await pixel(page, Math.round(W * 0.9), Math.round(H * 0.6));
  expect(b!).toBeGreaterThan(r!);
  await expect(canvas(page)).toBeFocused();
  await expect(page.getByTestId('desktop-keyboard')).toHaveText('Keys go to the desktop');

  // Click the first desktop icon: it is selected (the picture changes there).
  const box = (await canvas(page).boundingBox())!;
  const icon = await regionSum(page, 16, 16, 80, 70);
  await page.mouse.click(box.x + 56, box.y + 50);
  await expect.poll(() => regionSum(page, 16, 16, 80, 70)).not.toBe(icon);
  expect(tdp[0]!.sent).toContainEqual({ type: 4, button: 0, state: 1 });

  // Type into Notepad: scancodes go out and its text area changes.
  const nx = Math.round(W * 0.28) + 10;
  const text = await regionSum(page, nx, 56 + 30, 160, 24);
  await page.keyboard.type('hi');
  await expect.poll(() => regionSum(page, nx, 56 + 30, 160, 24)).not.toBe(text);
  expect(tdp[0]!.sent.filter((m) => m.type === 5)).toEqual(
    expect.arrayContaining([
      { type: 5, keyCode: 0x23, state: 1 },
      { type: 5, keyCode: 0x17, state: 0 },
    ]),
  );
  await shot(page, 'desktop-session');

  // A smaller window: one new screen spec once the size settles, and the canvas follows.
  await page.setViewportSize({ width: 900, height: 560 });
  await expect.poll(() => tdp[0]!.sent.filter((m) => m.type === 1).length).toBe(2);
  const spec = tdp[0]!.sent.filter((m) => m.type === 1).at(-1) as { width: number; height: number };
  expect(spec.width).toBeLessThan(W);
  await expect.poll(() => canvasSize(page)).toEqual({ width: spec.width, height: spec.height });

  // Leaving the canvas releases held keys; Disconnect ends the session with a way back.
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const ended = page.getByRole('alertdialog', { name: 'Session ended' });
  await expect(ended).toBeVisible();
  await expect(ended.getByRole('link', { name: 'Back to Desktops' })).toHaveAttribute('href', `/web/cluster/${CLUSTER}/desktops`);
  await ended.getByRole('button', { name: 'Reconnect' }).click();
  await expectConnected(page);
});

test('a busy desktop asks first; a refused login says why and offers Reconnect', async ({ page }) => {
  await signIn(page);
  await page.goto(desktopUrl('win-dc02-corp-example-com', 'alice'));
  const busy = page.getByRole('alertdialog', { name: 'This desktop is in use' });
  await expect(busy).toContainText('already has an active session');
  await busy.getByRole('button', { name: 'Connect anyway' }).click();
  await expectConnected(page);

  await page.goto(desktopUrl(DESKTOP, 'root'));
  const failed = page.getByRole('alertdialog', { name: 'Could not connect' });
  await expect(failed.getByTestId('desktop-error')).toContainText('access denied');
  await expect(page.getByRole('alert').filter({ hasText: 'access denied' })).toBeVisible(); // the error toast
  await expect(failed.getByRole('button', { name: 'Reconnect' })).toBeVisible();
});

test('the clipboard goes both ways', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page);
  const tdp = recordTdp(page);
  await page.goto(desktopUrl(DESKTOP, 'alice'));
  await expectConnected(page);
  await expect(page.getByTestId('clipboard-status')).toHaveText('Clipboard on');
  await page.evaluate(() => navigator.clipboard.writeText('from-the-browser'));
  await page.getByRole('button', { name: 'Share folder' }).focus();
  await canvas(page).click({ position: { x: 5, y: 5 } });
  await expect.poll(() => tdp[0]!.sent.filter((m) => m.type === 6)).toContainEqual({ type: 6, data: 'from-the-browser' });
  // Paste on the desktop, then copy there: the desktop's clipboard comes back to the browser's.
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await page.keyboard.press('Control+v');
  await page.keyboard.press('Control+c');
  await expect.poll(() => tdp[0]!.received.filter((m) => m.type === 6).length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('from-the-browser');
});

/** Signs in, opens the desktop with its traffic recorded, and shares the stubbed folder `project`. */
async function shareProjectFolder(page: Page) {
  await stubDirectoryPicker(page);
  await signIn(page);
  const tdp = recordTdp(page);
  await page.goto(desktopUrl(DESKTOP, 'alice'));
  await expectConnected(page);
  await page.getByRole('button', { name: 'Share folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a folder' });
  await dialog.getByRole('button', { name: 'Choose a folder…' }).click();
  await expect(dialog.getByRole('status')).toContainText('project is shared with');
  return { tdp, dialog };
}

test('a shared folder is listed and read by the desktop', async ({ page }) => {
  const { tdp, dialog } = await shareProjectFolder(page);
  await expect(page.getByTestId('sharing-status')).toHaveText('Sharing project');
  // The desktop asked for the root's info, its list and the first bytes of notes.txt.
  await expect.poll(() => tdp[0]!.sent.find((m) => m.type === 20)).toBeTruthy();
  const list = tdp[0]!.sent.find((m) => m.type === 26) as { fsoList: { path: string; fileType: number }[] };
  expect(list.fsoList.map((f) => [f.path, f.fileType])).toEqual([
    ['docs', 1],
    ['notes.txt', 0],
  ]);
  const read = tdp[0]!.sent.find((m) => m.type === 20) as { errCode: number; data: Uint8Array };
  expect(read.errCode).toBe(0);
  expect(new TextDecoder().decode(read.data)).toBe('shared from the browser');
  await expect(dialog).toContainText('3 requests answered');
  await page.waitForTimeout(300); // the dialog's fade-in, for the picture
  await shot(page, 'desktop-sharing');
});

test('the desktop creates, writes, renames and deletes a file in the shared folder', async ({ page }) => {
  const { tdp, dialog } = await shareProjectFolder(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await canvas(page).click({ position: { x: 20, y: 300 } });
  await expect(canvas(page)).toBeFocused();
  /** The browser's answers of a TDP type, with their error codes. */
  const answers = (type: number) => tdp[0]!.sent.filter((m) => m.type === type) as Array<{ errCode: number }>;

  // F6: the desktop creates from-desktop.txt and writes a line into it.
  await page.keyboard.press('F6');
  await expect
    .poll(async () => (await sharedFolder(page))['from-desktop.txt'] ?? null)
    .toMatch(/^Hello from win-dc01-corp-example-com at /);
  expect(answers(16).map((m) => m.errCode)).toEqual([0]); // create
  await expect.poll(() => answers(22).map((m) => m.errCode)).toEqual([0]); // write

  // F7: renamed (this browser's handles have no move(): copied, then the original removed).
  await page.keyboard.press('F7');
  await expect
    .poll(async () => Object.keys(await sharedFolder(page)).sort())
    .toEqual(['docs/', 'docs/readme.md', 'from-desktop-renamed.txt', 'notes.txt']);
  expect((await sharedFolder(page))['from-desktop-renamed.txt']).toMatch(/^Hello from /);
  await expect.poll(() => answers(24).map((m) => m.errCode)).toEqual([0]); // move

  // F8: deleted; what was there before is untouched.
  await page.keyboard.press('F8');
  await expect
    .poll(async () => await sharedFolder(page))
    .toEqual({
      'docs/': '',
      'docs/readme.md': '# docs',
      'notes.txt': 'shared from the browser',
    });
  await expect.poll(() => answers(18).map((m) => m.errCode)).toEqual([0]); // delete
});

test('per-session MFA on a desktop is answered with Chromium’s virtual authenticator', async ({ page, baseURL }) => {
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  await signIn(page, origin);
  const key = await addDemoKeyAuthenticator(page);
  await page.goto(desktopUrl('WIN-JUMP-US', 'alice', origin));
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(dialog).toContainText('WIN-JUMP-US requires multi-factor authentication for every session');
  await page.waitForTimeout(300); // the dialog's fade-in, for the picture
  await shot(page, 'desktop-mfa');
  await dialog.getByRole('button', { name: 'Use security key' }).click();
  await expect(dialog).toBeHidden();
  await expectConnected(page);
  expect(await key.signCount()).toBe(1);
});

test('a desktop recording plays to its end, faster on request', async ({ page }) => {
  await signIn(page);
  await page.goto(`/web/cluster/${CLUSTER}/session/de5c7000-5eed-4000-8000-000000000001?recordingType=desktop&durationMs=6000`);
  await expect(page.getByText('Desktop · de5c7000-5eed-4000-8000-000000000001')).toBeVisible();
  await expect.poll(() => pixel(page, 200, 100, 'playback-canvas')).not.toEqual([0, 0, 0, 0]);
  // The players' shared control bar: no seeking on a server-paced recording; the speed menu.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Forward 5 seconds' })).toBeDisabled();
  await page.getByRole('button', { name: 'Speed 1×' }).click();
  await page.getByRole('menuitemradio', { name: '4×' }).click();
  await expect(page.getByRole('button', { name: 'Speed 4×' })).toBeVisible();
  await shot(page, 'desktop-playback');
  const end = page.getByRole('status', { name: 'End of the recording' });
  await expect(end).toBeVisible({ timeout: 8000 });
  await expect(page.getByTestId('player-time')).toHaveText('0:06 / 0:06');
  await end.getByRole('button', { name: 'Play again' }).click();
  await expect(end).toBeHidden();

  await page.goto(`/web/cluster/${CLUSTER}/session/00000000-0000-4000-8000-00000000dead?recordingType=desktop`);
  await expect(page.getByRole('alertdialog', { name: 'The recording cannot be played' })).toContainText('is not found');
});
