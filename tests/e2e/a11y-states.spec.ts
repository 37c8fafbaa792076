// axe-core on the states a user meets on the pages, in both themes: the shell's dialogs, menus and
// popovers, every dialog, drawer, menu and popover of the pages, the lists' loading, error and
// empty states, and each step of Enroll New Resource (a Linux server). The pages as they first
// show are checked by the screenshot sheet. Each state is recorded for the conformance report under its name
// ("dialog Create user", "list-empty users", "wizard install", …; "panel" and "form" name a part
// of a page opened or filled in place).
//
// The console follows the system colour scheme here, and each state is checked in the theme shown,
// then switched to the other where it stands. A few tests run side by side, each signed in once and
// moving inside the app (the command palette) rather than reloading. A11Y_TIMES=1 prints how long
// each axe run and each test took.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations } from './support/a11y';
import { openShell, openUserMenu, prefer, scheme } from './support/shell';

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

/** Shows the page in `theme`: the console follows the system's colour scheme here (see start). */
async function showTheme(page: Page, theme: Theme) {
  if ((await scheme(page).getAttribute('data-mantine-color-scheme')) === theme) return;
  await page.emulateMedia({ colorScheme: theme });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
}

/**
 * axe on the page as it is now, under the state's name, in both themes: every rule in the theme
 * shown, then switched to the other where it stands (which the next state starts in) for the rules
 * a theme can change (THEME_RULES: colours and pictures). Findings fail the test at its end.
 */
async function check(page: Page, state: string) {
  const shown = await scheme(page).getAttribute('data-mantine-color-scheme');
  const order = shown === 'dark' ? [...THEMES].reverse() : THEMES;
  for (const theme of order) {
    await showTheme(page, theme);
    const started = Date.now();
    const colours = theme !== order[0];
    expect.soft(await axeViolations(page, state, { colours }), `${state} (${theme})`).toEqual([]);
    if (process.env.A11Y_TIMES) console.log(`  ${theme} ${state}: ${Date.now() - started} ms`);
  }
}

/** Goes to a page from the command palette (inside the app: no reload) and waits for `ready`. */
async function go(page: Page, title: string, ready: Locator) {
  await page.getByRole('button', { name: /^Go to/ }).click();
  await page.getByRole('combobox', { name: 'Search pages, clusters and actions' }).fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
  await expect(ready).toBeVisible();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const menu = (page: Page) => page.getByRole('menu');

/** Closes what Escape closes and waits until it is gone. */
async function escape(page: Page, gone: Locator) {
  await page.keyboard.press('Escape');
  await expect(gone).toHaveCount(0);
}

/**
 * Signs in with the console following the system's colour scheme (a choice this browser keeps),
 * the system light to begin with, and the Mantine transitions off.
 */
async function start(page: Page) {
  // Dialogs and menus open without their transitions (the states are judged where they end).
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('grv_teleport_theme_follows_system', 'true'));
  await openShell(page);
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
}

// The shell: the first-run dialogs, the Assist tip and panel, the user menu, the cluster selector
// and the command palette.
async function shell(page: Page) {
  // The onboarding prompt (the resource check finds nothing) and the questionnaire (asked for once,
  // as after an accepted invite) open over the first screen, the questionnaire on top.
  const questionnaire = dialog(page, 'Welcome! What will you connect first?');
  await expect(questionnaire).toBeVisible();
  await check(page, 'dialog questionnaire');
  await questionnaire.getByRole('button', { name: 'Skip' }).click();
  await expect(questionnaire).toHaveCount(0);
  const onboarding = dialog(page, 'Start by adding your first resource');
  await expect(onboarding).toBeVisible();
  await check(page, 'dialog onboarding');
  await onboarding.getByRole('button', { name: "I'll do that later" }).click();
  await expect(onboarding).toHaveCount(0);

  const tip = page.getByRole('dialog').filter({ hasText: 'New!' });
  await expect(tip).toBeVisible();
  await check(page, 'popover Assist New!');
  await tip.getByRole('button', { name: 'Close' }).click();
  await expect(tip).toHaveCount(0);

  await page.getByRole('button', { name: 'Assist', exact: true }).click();
  const panel = page.getByTestId('assist-panel');
  await expect(panel).toBeVisible();
  await check(page, 'dialog Assist');
  await panel.getByRole('button', { name: 'View' }).click();
  await expect(menu(page)).toBeVisible();
  await check(page, 'menu Assist view');
  await escape(page, menu(page));
  await page.getByRole('button', { name: 'Close Assist' }).click();
  await expect(panel).toHaveCount(0);

  await openUserMenu(page);
  await check(page, 'menu user');
  await escape(page, menu(page));

  await page.getByTestId('cluster-selector').click();
  await expect(page.getByRole('option')).toHaveCount(3);
  await check(page, 'popover cluster selector');
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Search clusters')).toBeHidden();

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('combobox', { name: 'Search pages, clusters and actions' });
  await expect(palette).toBeFocused();
  await check(page, 'dialog command palette');
  await palette.fill('no such page');
  await expect(page.getByText('Nothing matches “no such page”.')).toBeVisible();
  await check(page, 'dialog command palette (nothing matches)');
  await escape(page, palette);
}

// The resource pages: a row's login picker, connect dialogs, the AWS roles menu, the labels and
// the query panels.
async function resources(page: Page) {
  const servers = page.getByRole('table', { name: 'Servers' });
  await expect(servers).toBeVisible();
  await page.getByRole('button', { name: 'Connect to web-prod-01', exact: true }).click();
  await expect(page.getByTestId('login-picker')).toBeVisible();
  await check(page, 'menu login picker');
  await escape(page, page.getByTestId('login-picker'));

  await servers.locator('button[data-chip-more]').first().click();
  await expect(page.getByTestId('all-labels')).toBeVisible();
  await check(page, 'popover all labels');
  await escape(page, page.getByTestId('all-labels'));

  await page.getByRole('switch', { name: 'Advanced query' }).check();
  const predicate = page.getByRole('textbox', { name: 'Predicate query' });
  await predicate.fill('labels["env"] == ');
  await predicate.press('Enter');
  await expect(page.getByTestId('list-error')).toBeVisible();
  await check(page, 'panel advanced query (a query that does not parse)');
  await page.getByRole('switch', { name: 'Advanced query' }).uncheck();

  await page.getByRole('button', { name: 'Labels', exact: true }).click();
  await expect(page.getByTestId('label-picker').getByRole('checkbox').first()).toBeVisible();
  await check(page, 'popover label picker');
  await escape(page, page.getByTestId('label-picker'));
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await expect(page.getByTestId('saved-views').getByLabel('Save this view as')).toBeVisible();
  await check(page, 'popover saved views');
  await escape(page, page.getByTestId('saved-views'));

  await page.getByRole('button', { name: 'Labels panel' }).click();
  await expect(page.getByTestId('facet-panel')).toHaveCount(0);
  // The column chooser, where the labels style is chosen.
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const columns = page.getByRole('dialog', { name: 'Columns' });
  await check(page, 'popover column chooser');
  await columns.getByRole('radiogroup', { name: 'Labels' }).getByText('Expanded', { exact: true }).click();
  await escape(page, columns);
  await expect(servers.locator('button[data-chip-more]')).toHaveCount(0);
  await check(page, 'panel labels expanded, labels panel closed');
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await columns.getByRole('radiogroup', { name: 'Labels' }).getByText('One line', { exact: true }).click();
  await escape(page, columns);
  await page.getByRole('button', { name: 'Labels panel' }).click();

  await go(page, 'Databases', page.getByRole('table', { name: 'Databases' }));
  await page.getByRole('button', { name: 'Connect to orders-pg', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'dialog database connect');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await go(page, 'Applications', page.getByRole('table', { name: 'Applications' }));
  await page.getByRole('button', { name: 'Launch aws-console-prod: choose an AWS role' }).click();
  await expect(page.getByTestId('aws-roles')).toBeVisible();
  await check(page, 'menu AWS roles');
  await escape(page, page.getByTestId('aws-roles'));
  await page.getByRole('button', { name: 'How to connect to postgres-tcp' }).click();
  await expect(dialog(page, 'Connect to: postgres-tcp')).toBeVisible();
  await check(page, 'dialog app connect');
  await dialog(page, 'Connect to: postgres-tcp').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog(page, 'Connect to: postgres-tcp')).toHaveCount(0);

  const desktops = page.getByRole('table', { name: 'Desktops' });
  await go(page, 'Desktops', desktops);
  await desktops
    .getByRole('button', { name: /^Connect to / })
    .first()
    .click();
  await expect(page.getByTestId('desktop-login-picker')).toBeVisible();
  await check(page, 'popover desktop login picker');
  await escape(page, page.getByTestId('desktop-login-picker'));

  const consoleNodes = page.getByRole('region', { name: 'Console' }).getByRole('table', { name: 'Servers' });
  await go(page, 'Console', consoleNodes);
  await consoleNodes
    .getByRole('button', { name: /^Connect to / })
    .first()
    .click();
  await expect(menu(page)).toBeVisible();
  await check(page, 'menu console login');
  await escape(page, menu(page));

  const join = page.getByRole('button', { name: /^Join the session on / }).first();
  await go(page, 'Active Sessions', join);
  await join.click();
  await expect(menu(page)).toBeVisible();
  await check(page, 'menu join session');
  await escape(page, menu(page));
}

// Activity: the recordings' custom range, the audit log's details drawer, export and event types.
async function activity(page: Page) {
  await go(page, 'Session Recordings', page.getByRole('table', { name: 'Session recordings' }));
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('custom');
  const range = dialog(page, 'Custom range (local time)');
  await expect(range).toBeVisible();
  await range.getByRole('textbox', { name: 'From', exact: true }).fill('');
  await range.getByRole('button', { name: 'Apply' }).click();
  await expect(range.getByRole('alert')).toBeVisible();
  await check(page, 'popover custom range (an end missing)');
  await range.getByRole('button', { name: 'Cancel' }).click();
  await expect(range).toHaveCount(0);

  const events = page.getByRole('table', { name: 'Audit events' }).locator('tbody tr[data-code]');
  await go(page, 'Audit Log', events.first());
  await events.first().click();
  await expect(dialog(page, 'Event details')).toBeVisible();
  await check(page, 'drawer event details');
  await escape(page, dialog(page, 'Event details'));

  await page.getByRole('button', { name: 'Export…' }).click();
  const exporting = dialog(page, 'Export events');
  await expect(exporting).toBeVisible();
  await check(page, 'dialog Export events');
  await exporting.getByRole('button', { name: 'Cancel' }).click();
  await expect(exporting).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Event types' }).click();
  await expect(page.getByRole('listbox', { name: 'Event types' })).toBeVisible();
  await check(page, 'popover event types');
  await escape(page, page.getByRole('listbox', { name: 'Event types' }));
}

// Users: creating (what is missing, the roles picker), a row's menu, editing, the reset link and
// the delete confirmation.
async function users(page: Page) {
  await go(page, 'Users', page.locator('tr[data-user="alice"]'));
  await page.getByRole('button', { name: 'Create user' }).click();
  const create = dialog(page, 'Create user');
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create.getByText('Username is required')).toBeVisible();
  await check(page, 'dialog Create user (what is missing)');
  await create.getByRole('combobox', { name: /^(Roles|At least one role is required)$/ }).click();
  await expect(page.getByRole('option', { name: 'access', exact: true })).toBeVisible();
  await check(page, 'popover user roles');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toHaveCount(0);

  const rowMenu = async (name: string, item?: string) => {
    await page.getByRole('button', { name: `Options for ${name}`, exact: true }).click();
    await expect(menu(page)).toBeVisible();
    if (item) await page.getByRole('menuitem', { name: item }).click();
  };
  await rowMenu('carol');
  await check(page, 'menu user actions');
  await page.getByRole('menuitem', { name: 'Edit…' }).click();
  const edit = dialog(page, 'Edit user');
  await expect(edit.getByLabel(/^Username/)).toHaveValue('carol');
  await check(page, 'dialog Edit user');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  await rowMenu('carol', 'Reset password…');
  const reset = dialog(page, 'Reset password');
  await reset.getByRole('button', { name: 'Create reset link' }).click();
  await expect(reset.getByTestId('token-expiry')).toBeVisible();
  await check(page, 'dialog Reset password (the link)');
  await reset.getByRole('button', { name: 'Done' }).click();
  await expect(reset).toHaveCount(0);

  await rowMenu('dave', 'Delete…');
  const remove = dialog(page, 'Delete user');
  await expect(remove).toBeVisible();
  await check(page, 'dialog Delete user');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toHaveCount(0);
}

// Roles: the YAML editor (shared with Auth Connectors and Trusted Clusters) with a completion list,
// the question before discarding, the role form, the review before saving; the delete confirmation.
async function roles(page: Page) {
  await go(page, 'Roles', page.getByRole('table', { name: 'Roles' }));
  await page.getByRole('button', { name: 'Edit access' }).click();
  const editor = page.getByTestId('editor-dialog').getByRole('dialog');
  const text = page.locator('[data-testid="yaml-editor"] .cm-content');
  await expect(text).toContainText('name: access');
  await check(page, 'dialog role editor (YAML)');
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('    req');
  await expect(page.locator('.cm-tooltip-autocomplete')).toBeVisible();
  await check(page, 'popover editor completions');
  await escape(page, page.locator('.cm-tooltip-autocomplete'));
  await editor.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await check(page, 'dialog role editor (discard your changes?)');
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit access' }).click();
  await expect(text).toContainText('name: access');
  await page.getByRole('radiogroup', { name: 'Edit the role as' }).getByText('Form', { exact: true }).click();
  const form = page.getByTestId('role-form');
  await expect(form).toBeVisible();
  await check(page, 'dialog role editor (form)');
  await form.getByLabel('Logins', { exact: true }).fill('a11y');
  await form.getByLabel('Logins', { exact: true }).press('Enter');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  const review = page.getByRole('region', { name: 'Review changes' });
  await expect(review).toBeVisible();
  await check(page, 'dialog role editor (review changes)');
  await review.getByRole('button', { name: 'Back to editing' }).click();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete db-admin' }).click();
  const deleting = dialog(page, /^Delete/);
  await expect(deleting).toContainText('db-admin');
  await check(page, 'dialog Delete role');
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleting).toHaveCount(0);
}

// Locks: the delete confirmation; Create New Lock with targets picked and the form's checks.
// Integrations: a row's menu (its dialogs are checked by integrations.spec.ts).
async function locksAndIntegrations(page: Page) {
  await go(
    page,
    'Session & Identity Locks',
    page.getByRole('table', { name: 'Session & Identity Locks' }).getByText('user: contractor-eve'),
  );
  await page
    .getByRole('button', { name: /^Delete the lock on / })
    .first()
    .click();
  const deleting = dialog(page, 'Delete lock');
  await expect(deleting).toBeVisible();
  await check(page, 'dialog Delete lock');
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleting).toHaveCount(0);

  await page.getByRole('link', { name: 'Create New Lock' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Lock' })).toBeVisible();
  for (const name of ['carol', 'dave']) {
    await page.getByLabel(/^Search .* or type one$/).fill(name);
    await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('radio', { name: /^One lock that applies only where all targets match/ }).check();
  await page.getByLabel('Expires after (TTL)').fill('7d');
  await page.getByRole('button', { name: 'Create Lock', exact: true }).click();
  await expect(page.getByTestId('targets-error')).toBeVisible();
  await check(page, 'form new lock (targets picked, what is wrong)');

  await go(page, 'Integrations', page.locator('tr[data-integration="aws-prod"]'));
  await page.getByRole('button', { name: 'Options for aws-prod', exact: true }).click();
  await expect(menu(page)).toBeVisible();
  await check(page, 'menu integration actions');
  await escape(page, menu(page));
}

// Account: adding and removing a two-factor device, the password form's checks.
async function account(page: Page) {
  await go(page, 'Account Settings', page.getByRole('tab', { name: 'Two-factor devices' }));
  await page.getByRole('tab', { name: 'Two-factor devices' }).click();
  await expect(page.getByRole('table', { name: 'MFA devices' }).getByText('yubikey-5c')).toBeVisible();
  await page.getByRole('button', { name: 'Add two-factor device' }).click();
  const add = dialog(page, 'Add two-factor device');
  await expect(add).toBeVisible();
  await check(page, 'dialog Add two-factor device');
  await add.getByPlaceholder('123 456').fill('654321');
  await add.getByRole('button', { name: 'Verify', exact: true }).click();
  await add.getByRole('radio', { name: 'Authenticator App' }).check();
  await expect(add.getByRole('img', { name: /QR code/ })).toBeVisible();
  await check(page, 'dialog Add two-factor device (authenticator app)');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove yubikey-5c' }).click();
  const remove = dialog(page, 'Remove device');
  await expect(remove).toBeVisible();
  await check(page, 'dialog Remove device');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toHaveCount(0);

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await check(page, 'form change password (what is missing)');
}

interface ListCase {
  name: string;
  /** The page's title in the command palette. */
  title: string;
  /** The listing's request. */
  api: RegExp;
  /** The contract's example of an empty list, or an empty body of our own when it has none. */
  empty: { example: string } | { body: unknown };
  /** Answered by the stack's live mock, which takes no `Prefer`: the answers are given here. */
  live?: boolean;
}

/** The contract's AccessDenied body. */
const DENIED = { error: { message: 'access denied' } };

const LISTS: ListCase[] = [
  // A resource list (the pages of Resources share one list).
  {
    name: 'kubernetes',
    title: 'Kubernetes',
    api: /\/v1\/webapi\/sites\/[^/]+\/kubernetes(\?|$)/,
    empty: { example: 'empty' },
  },
  { name: 'users', title: 'Users', api: /\/v1\/webapi\/users(\?|$)/, empty: { body: [] } },
  { name: 'roles', title: 'Roles', api: /\/v1\/webapi\/roles(\?|$)/, empty: { example: 'empty' } },
  { name: 'auth connectors', title: 'Auth Connectors', api: /\/v1\/webapi\/github(\?|$)/, empty: { example: 'empty' } },
  { name: 'trusted clusters', title: 'Trusted Clusters', api: /\/v1\/webapi\/trustedcluster(\?|$)/, empty: { example: 'empty' } },
  { name: 'locks', title: 'Session & Identity Locks', api: /\/v1\/webapi\/sites\/[^/]+\/locks(\?|$)/, empty: { example: 'none' } },
  {
    name: 'integrations',
    title: 'Integrations',
    api: /\/v1\/webapi\/sites\/[^/]+\/integrations(\?|$)/,
    empty: { example: 'empty' },
  },
  {
    name: 'active sessions',
    title: 'Active Sessions',
    api: /\/v1\/webapi\/sites\/[^/]+\/sessions(\?|$)/,
    empty: { body: { sessions: [] } },
    live: true,
  },
  {
    name: 'recordings',
    title: 'Session Recordings',
    api: /\/v1\/webapi\/sites\/[^/]+\/events\/search\/sessions(\?|$)/,
    empty: { body: { events: [], startKey: '' } },
    live: true,
  },
  { name: 'audit', title: 'Audit Log', api: /\/v1\/webapi\/sites\/[^/]+\/events\/search(\?|$)/, empty: { example: 'empty' } },
];

/** Answers a listing with an empty list from now on: the contract's example, or our own body. */
async function answerEmpty(page: Page, list: Pick<ListCase, 'api' | 'empty'>) {
  const { empty } = list;
  if ('example' in empty) return prefer(page, list.api, `example=${empty.example}`);
  return page.route(list.api, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 200, json: empty.body }) : route.fallback(),
  );
}

/**
 * A list's three states in one visit, as a user can meet them: the skeleton while the listing is
 * on its way (held), the error when it is answered 403, and the empty state after Try again.
 */
async function listStates(page: Page, list: ListCase) {
  const held: Route[] = [];
  const hold = (route: Route) => (route.request().method() === 'GET' ? void held.push(route) : route.fallback());
  await page.route(list.api, hold);
  await go(page, list.title, page.getByTestId('list-skeleton'));
  await check(page, `list-loading ${list.name}`);
  // The listing is refused (403: no retry): the requests held, and any asked again.
  const refuse = (route: Route) =>
    list.live
      ? route.fulfill({ status: 403, json: DENIED })
      : route.continue({ headers: { ...route.request().headers(), prefer: 'code=403' } });
  await page.route(list.api, (route) => (route.request().method() === 'GET' ? refuse(route) : route.fallback()));
  await page.unroute(list.api, hold);
  for (const route of held) await refuse(route);
  await expect(page.getByTestId('list-error')).toBeVisible();
  await check(page, `list-error ${list.name}`);

  await page.unroute(list.api);
  await answerEmpty(page, list);
  await page.getByTestId('list-error').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await check(page, `list-empty ${list.name}`);
  await page.unroute(list.api);
}

/**
 * Clusters: the shell loads the cluster list before its first screen (so the page never shows its
 * skeleton); a load where it fails shows the error, and Try again the empty state.
 */
async function clusterListStates(page: Page) {
  const api = /\/v1\/webapi\/sites(\?|$)/;
  await prefer(page, api, 'code=403');
  await page.goto('/web/clusters');
  await expect(page.getByTestId('list-error')).toBeVisible();
  await check(page, 'list-error clusters');
  await page.unroute(api);
  await answerEmpty(page, { api, empty: { body: [] } });
  await page.getByTestId('list-error').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await check(page, 'list-empty clusters');
  await page.unroute(api);
}

// Enroll New Resource, a Linux server: each step until Finish.
async function wizard(page: Page) {
  await go(page, 'Enroll New Resource', page.getByRole('heading', { name: 'Choose a resource' }));
  await page.getByLabel('Search resources').fill('linux');
  await page
    .getByRole('list', { name: 'Resources you can add' })
    .getByRole('button', { name: /^Servers\b.*Linux server/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Install the agent: Linux server' })).toBeVisible();
  await check(page, 'wizard install');
  await page.getByRole('button', { name: 'Generate the command' }).click();
  await expect(page.getByTestId('install-command')).toContainText('install-node.sh');
  await check(page, 'wizard install (the command)');

  await page.getByRole('button', { name: 'Next: wait for the agent' }).click();
  await expect(page.getByTestId('agent-waiting')).toBeVisible();
  await check(page, 'wizard wait');
  await expect(page.getByTestId('agent-joined')).toBeVisible({ timeout: 15_000 });
  await check(page, 'wizard wait (joined)');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set up access: Linux server' })).toBeVisible();
  await page.getByRole('button', { name: 'Next: test the connection' }).click();
  await expect(page.getByText('A login is required')).toBeVisible();
  await check(page, 'wizard access (a login is required)');
  await page.getByRole('combobox', { name: /Login/ }).fill('deploy');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next: test the connection' }).click();

  await expect(page.getByRole('heading', { name: 'Test the connection: Linux server' })).toBeVisible();
  await check(page, 'wizard test');
  await page.getByRole('button', { name: 'Test the connection' }).click();
  await expect(page.getByTestId('diagnostic-result')).toContainText('The connection works');
  await check(page, 'wizard test (passed)');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('discover-done')).toBeVisible();
  await check(page, 'wizard done');
}

test.describe.configure({ mode: 'parallel' });

test.describe('both themes', () => {
  let started = 0;
  test.beforeEach(() => {
    test.setTimeout(120_000);
    started = Date.now();
  });
  test.afterEach(({}, info) => {
    if (process.env.A11Y_TIMES) console.log(`${info.title}: ${Date.now() - started} ms`);
  });

  test(`the shell's dialogs, menus and popovers, and each step of Enroll New Resource (both themes)`, async ({ page }) => {
    // Assist on, a first run: nothing registered yet, the questionnaire asked for once (as
    // after an accepted invite), two leaf clusters for the selector.
    expect((await page.request.post('/__mock/assist', { data: { enabled: true } })).status()).toBe(204);
    await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/resources\/check(\?|$)/, 'example=noResources');
    await prefer(page, '/sites', 'example=withLeaves');
    await page.addInitScript(() => {
      if (sessionStorage.getItem('a11y-questionnaire')) return;
      sessionStorage.setItem('a11y-questionnaire', '1');
      localStorage.setItem('grv_teleport_onboard_survey', 'requested');
    });
    await start(page);
    await shell(page);
    await wizard(page);
  });

  test(`the lists' loading, error and empty states (both themes)`, async ({ page }) => {
    await start(page);
    for (const list of LISTS) await listStates(page, list);
    await clusterListStates(page);
  });

  test(`the dialogs, drawers, menus and popovers of the resource pages and Activity (both themes)`, async ({ page }) => {
    await start(page);
    await resources(page);
    await activity(page);
  });

  test(`the dialogs, menus and popovers of Users and Roles, the YAML editor's included (both themes)`, async ({ page }) => {
    await start(page);
    await users(page);
    await roles(page);
  });

  test(`the dialogs, menus and forms of Locks, Integrations and Account (both themes)`, async ({ page }) => {
    await prefer(page, /\/registerchallenge$/, 'example=totp', 'POST');
    await start(page);
    await locksAndIntegrations(page);
    await account(page);
  });
});
