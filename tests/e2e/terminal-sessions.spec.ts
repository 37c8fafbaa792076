// Active Sessions (live sessions of the WebSocket mock) and the Console node list.
import { expect, test } from './support/test';
import path from 'node:path';
import { CLUSTER, openTerminal, recordFrames, rows, shots, signIn } from './support/terminal';
import { apiAuth, prefer } from './support/shell';

/** Bob's session on db-1, started by the mock (mocks/ws/ws-mock.mjs). */
const BOBS_SID = '6a1f3c2e-9b8d-4e7f-a5c4-3b2a1f0e9d8c';

test('Active Sessions lists the sessions with their fields, a share link and joins per mode', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const frames = recordFrames(page);
  const sid = await openTerminal(page, 'web-1', 'alice', frames);

  const list = await context.newPage();
  // Bob's session on db-1: kind, server, login, parties, address (port stripped), duration, link.
  // The mock started it 12 minutes before it came up, so its age grows with the suite's run time:
  // the duration is checked against the created time the server sends, read before the page
  // draws its table (the page's figure is then this one or, across a minute's turn, the next).
  await list.goto(`/web/cluster/${CLUSTER}/sessions`);
  await expect(list.getByRole('heading', { name: 'Active Sessions' })).toBeVisible();
  const listed = await list.request.get(`/v1/webapi/sites/${CLUSTER}/sessions`, { headers: await apiAuth(list) });
  expect(listed.status()).toBe(200);
  const listedBody = (await listed.json()) as { sessions: { id: string; created: string }[] };
  const bobsCreated = Date.parse(listedBody.sessions.find((x) => x.id === BOBS_SID)?.created ?? '');
  expect(bobsCreated).not.toBeNaN();
  const minutes = Math.floor((Date.now() - bobsCreated) / 60_000);
  // The table drawn from now on (Refresh) cannot be older than the figure above.
  await list.getByRole('button', { name: 'Refresh' }).click();
  const table = list.getByRole('table', { name: 'Active Sessions' });
  const bobs = table.locator(`tr[data-sid="${BOBS_SID}"]`);
  // The first cell is the row's selection box (Lock the selected users).
  await expect(bobs.getByRole('cell')).toHaveText([
    '',
    'SSH',
    'db-1',
    'root',
    'bob',
    '10.0.2.21',
    new RegExp(`^(${minutes}|${minutes + 1}) minutes$`),
    /Copy link/,
  ]);
  await expect(table.locator(`tr[data-sid="${sid}"]`).getByRole('cell')).toHaveText([
    '',
    'SSH',
    'web-1',
    'alice',
    'alice',
    '10.0.1.11',
    /second/,
    /Copy link/,
  ]);
  await list.screenshot({ path: path.join(shots, 'sessions-light.png'), fullPage: true });

  // The share link of my own session goes to the clipboard.
  await table
    .locator(`tr[data-sid="${sid}"]`)
    .getByRole('button', { name: /^Copy link: the join link/ })
    .click();
  await expect
    .poll(() => list.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${new URL(list.url()).origin}/web/cluster/${CLUSTER}/console/session/${sid}`);

  // Bob allows observers and moderators only.
  await bobs.getByRole('button', { name: 'Join the session on db-1' }).click();
  const menu = list.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([/As an observer/, /As a moderator/]);
  await menu.getByRole('menuitem', { name: /As an observer/ }).click();
  await expect(list).toHaveURL(new RegExp(`/console/session/${BOBS_SID}\\?mode=observer$`));
  await expect(list.getByTestId('read-only-notice')).toBeVisible();
  await expect(rows(list)).toContainText('root@db-1:~$');
  await expect(rows(list)).toContainText('GET /', { timeout: 10_000 }); // bob's server keeps logging
});

test('Active Sessions in the dark theme, and its empty and error states', async ({ page }) => {
  // Inside the shell the server's preference wins: the contract's dark example.
  await prefer(page, '/user/preferences', 'example=dark');
  await signIn(page);
  await page.goto(`/web/cluster/${CLUSTER}/sessions`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator(`tr[data-sid="${BOBS_SID}"]`)).toContainText('db-1');
  await page.screenshot({ path: path.join(shots, 'sessions-dark.png'), fullPage: true });

  // The contract's empty answer (`sessions: null` breaks it, which the strict end-to-end run refuses).
  await page.route('**/v1/webapi/sites/*/sessions', (r) => r.fulfill({ json: { sessions: [] } }));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('No active sessions.')).toBeVisible();

  await page.route('**/v1/webapi/sites/*/sessions', (r) =>
    r.fulfill({ status: 403, json: { error: { message: 'access denied to ssh_session' } } }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the active sessions' });
  await expect(alert).toContainText('access denied to ssh_session');
  await page.unroute('**/v1/webapi/sites/*/sessions');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator(`tr[data-sid="${BOBS_SID}"]`)).toContainText('db-1');
});

test('the Console node list opens a terminal for the chosen server and login', async ({ page }) => {
  // Prism serves the contract's demo servers; the terminal mock knows the same servers.
  await signIn(page);
  await page.goto(`/web/cluster/${CLUSTER}/console/nodes`);
  const table = page.getByRole('table', { name: 'Servers' });
  await expect(table.getByRole('row').filter({ hasText: 'web-prod-01' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'console-nodes-light.png'), fullPage: true });

  await table.getByRole('button', { name: 'Connect to web-prod-01' }).click();
  await page.getByRole('menuitem', { name: 'ubuntu' }).click();
  await expect(page).toHaveURL(/\/console\/node\/c26addae-f5fc-4b27-a8f4-c2567a9b6680\/ubuntu$/);
  await expect(page.getByTestId('terminal-title')).toHaveText('ubuntu@web-prod-01');
  await expect(rows(page)).toContainText('ubuntu@web-prod-01:~$');
});

test('a refused join names the server and says access denied; an unknown session says not found', async ({ page }) => {
  await signIn(page);
  // Bob's session lets others observe and moderate, not type.
  await page.goto(`/web/cluster/${CLUSTER}/console/session/${BOBS_SID}?mode=peer`);
  const denied = page.getByRole('alertdialog', { name: 'Access denied' });
  await expect(denied).toBeVisible();
  await expect(denied.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(denied).toContainText('may not join');
  await expect(page.getByTestId('terminal-title')).toHaveText('root@db-1');
  await expect(page).toHaveTitle(`${CLUSTER} • root@db-1`);
  await page.screenshot({ path: path.join(shots, 'terminal-join-denied-light.png') });

  await page.goto(`/web/cluster/${CLUSTER}/console/session/00000000-0000-4000-8000-000000000000?mode=observer`);
  const missing = page.getByRole('alertdialog', { name: 'Session not found' });
  await expect(missing.getByRole('heading', { name: 'Session not found' })).toBeVisible();
  await expect(page.getByTestId('terminal-title')).not.toHaveText(/the server/);
});
