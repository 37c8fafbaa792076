// An operator's journeys done with the keyboard alone (issue 27): sign in, find a server by a label
// and connect, join a live session as an observer, and open a recording, seek and search in it.
// After the first page load nothing is clicked, filled or visited: every step is a key through
// `press`/`type`/`tabTo`/`arrowTo`, which check after each key that the focus is visible and not
// lost to <body>.
import { expect, test, type Page } from './support/test';
import { arrowTo, expectFocusVisible, press, tabTo, type } from './support/keyboard';
import { openShell, ROOT_CLUSTER, USER } from './support/shell';

/** Bob's session on db-1, started by the WebSocket mock (mocks/ws/ws-mock.mjs). */
const BOBS_SID = '6a1f3c2e-9b8d-4e7f-a5c4-3b2a1f0e9d8c';
/** The contract's example SSH recording (openapi/examples/audit.yaml); it lasts 21:38. */
const RECORDING_SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';

const rows = (page: Page) => page.locator('.xterm-rows');
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' });

test('keyboard journey: sign in', async ({ page }) => {
  await page.goto('/web/login');
  await tabTo(page, page.getByLabel('Username'));
  await type(page, USER);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await type(page, 'correct horse battery');
  // Signing in replaces the sign-in page with the console (a page change, as a link's would be):
  // the focus is judged where the console puts it, its first page's title, not in between.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-name')).toHaveText(USER);
  // The first page (Servers) takes the focus to its title, as after any navigation: the next Tab
  // goes into the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeFocused();
  await expectFocusVisible(page, 'in the shell after signing in');
});

test('keyboard journey: find a server by label and connect', async ({ page, context }) => {
  await openShell(page);
  // The journey starts on another page of the cluster (Servers is where signing in lands).
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/apps`);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await tabTo(page, sideNav(page).getByRole('link', { name: 'Servers', exact: true }));
  await press(page, 'Enter', 'Enter on Servers');
  const table = page.getByRole('table', { name: 'Servers' });
  await expect(table).toBeVisible();
  // A navigation puts the focus on the new page's title: the next Tab goes into the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeFocused();

  // A label chip of a row picks that label.
  const gateway = table.getByRole('row').filter({ hasText: 'api-gateway-eu-1' });
  await tabTo(page, gateway.getByRole('button', { name: 'Filter by label env: prod' }));
  await press(page, 'Enter', 'Enter on the chip env: prod');
  await expect(page.getByTestId('picked-labels').getByRole('button', { name: 'Remove label env: prod' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'build-agent-07' })).toHaveCount(0); // env: dev
  await expect(gateway).toBeVisible();

  // Connect: the picker opens with its login field focused; a login from the list opens the terminal in a new tab.
  await tabTo(page, table.getByRole('button', { name: 'Connect to api-gateway-eu-1', exact: true }));
  await press(page, 'Enter', 'Enter on Connect');
  const picker = page.getByTestId('login-picker');
  await expect(page.getByLabel('Login to use')).toBeFocused();
  await tabTo(page, picker.getByRole('link', { name: 'ubuntu' }));
  const [terminal] = await Promise.all([context.waitForEvent('page'), press(page, 'Enter', 'Enter on the login ubuntu')]);
  await expect(terminal.getByTestId('terminal-title')).toHaveText('ubuntu@api-gateway-eu-1');
  await expect(rows(terminal)).toContainText('ubuntu@api-gateway-eu-1:~$');
  await expectFocusVisible(terminal, 'in the new terminal');
});

test('keyboard journey: join a session as observer', async ({ page }) => {
  await openShell(page);
  // From the top of the freshly loaded shell, forward through the side navigation.
  await tabTo(page, sideNav(page).getByRole('link', { name: 'Active Sessions' }));
  await press(page, 'Enter', 'Enter on Active Sessions');
  const bobs = page.getByRole('table', { name: 'Active Sessions' }).locator(`tr[data-sid="${BOBS_SID}"]`);
  await expect(bobs).toContainText('db-1');

  await tabTo(page, bobs.getByRole('button', { name: 'Join the session on db-1' }));
  await press(page, 'Enter', 'Enter on Join');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([/As an observer/, /As a moderator/]);
  await arrowTo(page, menu.getByRole('menuitem', { name: /As an observer/ }));
  await press(page, 'Enter', 'Enter on As an observer');
  await expect(page).toHaveURL(new RegExp(`/console/session/${BOBS_SID}\\?mode=observer$`));
  await expect(page.getByTestId('read-only-notice')).toContainText('You joined as an observer');
  await expect(rows(page)).toContainText('root@db-1:~$');
  await expectFocusVisible(page, 'in the joined terminal');
});

test('keyboard journey: open a recording, seek and search', async ({ page }) => {
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  // Session Recordings is in the Management category.
  const category = sideNav(page).getByRole('combobox', { name: 'Category' });
  await tabTo(page, category);
  // The options are chosen with aria-activedescendant: the focus stays in the field.
  const management = page.getByRole('option', { name: 'Management' });
  await press(page, 'ArrowDown', 'ArrowDown on Category');
  await expect(management).toBeVisible();
  for (let i = 0; i < 4 && (await management.getAttribute('data-combobox-selected')) !== 'true'; i++) await press(page, 'ArrowDown');
  await expect(management).toHaveAttribute('data-combobox-selected', 'true');
  await press(page, 'Enter', 'Enter on Management');
  await expect(category).toHaveValue('Management');
  // The category's first page (Users) takes the focus to its title once it shows (as a keyboard
  // user waits to see it); the side nav is before it.
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();
  await tabTo(page, sideNav(page).getByRole('link', { name: 'Session Recordings' }), { back: true });
  await press(page, 'Enter', 'Enter on Session Recordings');
  const row = page.getByRole('table', { name: 'Session recordings' }).locator(`tr[data-sid="${RECORDING_SID}"]`);
  await tabTo(page, row.getByRole('link', { name: /^Play/ }));
  await press(page, 'Enter', 'Enter on Play');
  await expect(page.getByRole('heading', { name: 'Session Player' })).toBeVisible();
  await expectFocusVisible(page, 'on the player');

  const time = page.getByTestId('player-time');
  await expect(time).toHaveText('0:00 / 21:38');
  // The timeline's arrows step 5 s: at 15 s the uptime line (printed at 10.282 s) is whole, at 5 s not yet.
  await tabTo(page, page.getByRole('slider', { name: 'Position' }));
  for (let i = 0; i < 3; i++) await press(page, 'ArrowRight');
  await expect(time).toHaveText('0:15 / 21:38');
  await expect(rows(page)).toContainText('load average');
  await press(page, 'ArrowLeft');
  await press(page, 'ArrowLeft');
  await expect(time).toHaveText('0:05 / 21:38');
  await expect(rows(page)).not.toContainText('load average');

  // Search: a term, then its hit jumps there.
  await tabTo(page, page.getByLabel('Search the recording'));
  await type(page, 'load average');
  await expect(page.getByText('1 match')).toBeVisible();
  const hit = page.getByRole('list', { name: 'Matches' }).getByRole('button');
  await tabTo(page, hit);
  await press(page, 'Enter', 'Enter on the hit');
  await expect(time).toHaveText('0:10 / 21:38');
  await expect(rows(page)).toContainText('load average: 0.08');
  await expect.poll(() => new URL(page.url()).searchParams.get('t')).toBe('10282');
});
