// Split panes on the terminal page: panes opened from the top bar (server search + the login
// picker), broadcast input to exactly the chosen panes (never to an observer), the grid layout and
// its splitters (keyboard and mouse), the pane keys, and the panes offered back after a reload, connecting only on Reopen.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { CLUSTER, recordFrames, shots, signIn } from './support/terminal';
import { axeViolations } from './support/a11y';

/** Bob's session on db-1, started by the mock (mocks/terminal/terminal-sessions.mjs). */
const BOBS_SID = '6a1f3c2e-9b8d-4e7f-a5c4-3b2a1f0e9d8c';

const paneScreens = (page: Page) =>
  page.evaluate(() => (window.__consoleTestHooks?.terminalPanes?.() ?? []).map((p) => ({ title: p.title, screen: p.screen() })));

async function addPane(page: Page, search: string, host: string, login: string) {
  await page.getByRole('button', { name: 'New pane' }).click();
  const dialog = page.getByTestId('new-pane');
  await dialog.getByLabel('Search servers').fill(search);
  await dialog.getByRole('button', { name: `${host}: choose a login` }).click();
  // The server step's button went away: the login field has the focus.
  await expect(dialog.getByLabel('Login to use')).toBeFocused();
  await dialog.getByRole('button', { name: login, exact: true }).click();
  // The new pane is the last one (an observed session may have the same title).
  await expect(
    page
      .getByRole('group', { name: `Pane ${login}@${host}` })
      .last()
      .getByText('Connected', { exact: true }),
  ).toBeVisible();
}

test('panes: open two beside an observed session, broadcast to them only, grid, reload and Reopen', async ({ page }) => {
  await page.addInitScript(() => (window.__consoleTestHooks = {}));
  await signIn(page);
  const frames = recordFrames(page);
  await page.goto(`/web/cluster/${CLUSTER}/console/session/${BOBS_SID}?mode=observer`);
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  // One pane: the page as it always was (no layout or broadcast yet).
  await expect(page.getByRole('button', { name: 'Broadcast' })).toHaveCount(0);

  // Back from the login step puts the focus in the server search again.
  await page.getByRole('button', { name: 'New pane' }).click();
  await page.getByTestId('new-pane').getByRole('button', { name: 'db-1: choose a login' }).click();
  await page.getByTestId('new-pane').getByRole('button', { name: 'Back to the servers' }).click();
  await expect(page.getByTestId('new-pane').getByLabel('Search servers')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('new-pane')).toBeHidden();

  await addPane(page, 'web', 'web-1', 'alice');
  await addPane(page, 'db', 'db-1', 'root');
  await expect(page.getByTestId('terminal-pane')).toHaveCount(3);
  // A pane's socket is opened in a worker: Playwright may report it a moment after the pane shows it.
  await expect.poll(() => frames.length).toBe(3);
  const observer = page.getByRole('group', { name: 'Pane root@db-1' }).first();
  await expect(observer.getByText('observer', { exact: true })).toBeVisible();

  // Broadcast: the observer cannot be chosen; the two node panes can.
  await page.getByRole('button', { name: 'Broadcast' }).click();
  const chooser = page.getByTestId('broadcast-chooser');
  const boxes = chooser.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await expect(boxes.nth(0)).toBeDisabled();
  await expect(chooser.getByText('Observers cannot type')).toBeVisible();
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await chooser.getByRole('button', { name: 'Broadcast to 2 panes' }).click();
  await expect(page.getByTestId('broadcast-banner')).toHaveText(/Broadcasting your typing to alice@web-1 and root@db-1/);
  await expect(page.getByTestId('pane-broadcast')).toHaveCount(2);

  const marker = `M${Date.now().toString(36)}`;
  await page.getByRole('group', { name: 'Pane alice@web-1' }).locator('.xterm').click();
  await page.keyboard.type(`echo ${marker}`);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await paneScreens(page)).map((p) => p.screen.includes(`\n${marker}`))).toEqual([false, true, true]);
  const typed = (i: number) =>
    frames[i]!.sent.filter((e) => e.type === 'r')
      .map((e) => e.payload)
      .join('');
  expect(typed(0)).toBe(''); // the observer's socket carried no keystroke
  expect(typed(1)).toBe(`echo ${marker}\r`);
  expect(typed(2)).toBe(`echo ${marker}\r`);

  // Grid: the third pane goes under the first; the splitters move with the keyboard.
  await page.getByRole('button', { name: /^Layout/ }).click();
  await page.getByRole('menuitem', { name: 'Grid' }).click();
  const [a, c] = await Promise.all([0, 2].map((i) => page.getByTestId('terminal-pane').nth(i).boundingBox()));
  expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
  const splitter = page.getByRole('separator', { name: 'Resize the panes left and right' });
  await expect(splitter).toHaveAttribute('aria-valuenow', '50');
  await splitter.focus();
  await page.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', '52');
  // And with the mouse: dragged a tenth of the page to the right, the left column widens with it.
  const bar = (await splitter.boundingBox())!;
  const leftBefore = (await page.getByTestId('terminal-pane').first().boundingBox())!.width;
  const width = page.viewportSize()!.width;
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await page.mouse.down();
  await page.mouse.move(bar.x + bar.width / 2 + width / 20, bar.y + bar.height / 2, { steps: 4 });
  await page.mouse.move(bar.x + bar.width / 2 + width / 10, bar.y + bar.height / 2, { steps: 4 });
  await page.mouse.up();
  const dragged = Number(await splitter.getAttribute('aria-valuenow'));
  expect(dragged).toBeGreaterThanOrEqual(58);
  expect(dragged).toBeLessThanOrEqual(64);
  expect((await page.getByTestId('terminal-pane').first().boundingBox())!.width).toBeGreaterThan(leftBefore + width / 20);
  await page.screenshot({ path: path.join(shots, 'terminal-panes-grid.png') });
  expect(await axeViolations(page, 'terminal panes grid')).toEqual([]);

  await page.getByTestId('broadcast-banner').getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('broadcast-banner')).toHaveCount(0);

  // Ctrl+Shift+Right moves the focus to the next pane without reaching the shell.
  await page.keyboard.press('Control+Shift+ArrowRight');
  await expect(page.locator('[data-testid="terminal-pane"][data-focused="true"]')).toHaveAttribute('aria-label', 'Pane root@db-1');
  await expect(page.locator('[data-focused="true"] .xterm-helper-textarea')).toBeFocused();

  // Reload: the two node panes are offered; nothing connects before Reopen.
  await page.reload();
  const offer = page.getByRole('region', { name: 'Reopen your last terminal layout' });
  await expect(offer).toContainText('Reopen your last terminal layout? web-1 (alice), db-1 (root) — grid');
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await page.waitForTimeout(300);
  expect(frames).toHaveLength(4); // the observed session only
  await expect(page.getByTestId('terminal-pane')).toHaveCount(1);
  await expect(page.getByTestId('broadcast-banner')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Reopen' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Pane alice@web-1' }).getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pane root@db-1' }).last().getByText('Connected', { exact: true })).toBeVisible();
  await expect.poll(() => frames.length).toBe(6);
  await expect(page.getByRole('separator', { name: 'Resize the panes left and right' })).toHaveAttribute('aria-valuenow', String(dragged));

  // Closing a pane ends its session only, and the stored layout forgets it.
  await page.getByRole('button', { name: 'Close pane alice@web-1' }).click();
  await expect(page.getByTestId('terminal-pane')).toHaveCount(2);
  // The reopened panes' sockets open in either order (each is read in a worker): named by their params.
  const named = (f: (typeof frames)[number]) => {
    const params = JSON.parse(new URL(f.url).searchParams.get('params') ?? '{}') as { sid?: string; login?: string };
    return `${params.sid ? 'observed' : params.login} ${f.closed ? 'closed' : 'open'}`;
  };
  await expect.poll(() => frames.slice(3).map(named).sort()).toEqual(['alice closed', 'observed open', 'root open']);
  const stored = await page.evaluate(() => localStorage.getItem('grv_teleport_terminal_workspace'));
  expect(JSON.parse(stored!).alice[CLUSTER].panes).toEqual([{ serverId: expect.any(String), login: 'root', host: 'db-1' }]);
});
