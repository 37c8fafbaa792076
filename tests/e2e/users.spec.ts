// Manage Users on the embedded default: create (with the request body the contract expects and
// the invite link after it), edit, delete, the reset link of a local user, a 409 that keeps the
// form, and every change still there after a reload (the mock's store keeps users).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAuth, openShell, prefer, scheme, shots } from './support/shell';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const userRow = (page: Page, name: string) => page.locator(`tr[data-user="${name}"]`);

async function openUsers(page: Page) {
  await openShell(page, '/web/users');
  await expect(userRow(page, 'alice')).toBeVisible();
}

async function pickRole(page: Page, role: string) {
  // Named 'Roles', or by its message while it has one (the spec's field error).
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: /^(Roles|At least one role is required)$/ })
    .click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

/** Gives a user traits through the API (the examples' users have none in the list they are seeded from). */
async function seedTraits(page: Page, name: string, roles: string[], traits: Record<string, string[]>) {
  const headers = await apiAuth(page);
  const res = await page.request.put('/v1/webapi/users', { headers, data: { name, roles, traits } });
  expect(res.status()).toBe(200);
}

async function rowAction(page: Page, name: string, action: 'Edit…' | 'Reset password…' | 'Delete…') {
  await page.getByRole('button', { name: `Options for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('creating a user sends name, roles and traits, shows the invite link, and the user is listed and survives a reload', async ({
  page,
}) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  // Submitting empty names what is missing, and sends nothing.
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expect(dialog.getByText('At least one role is required')).toBeVisible();

  await dialog.getByLabel(/^Username/).fill('erin');
  await pickRole(page, 'access');
  await pickRole(page, 'auditor');
  await dialog.getByLabel('Logins', { exact: true }).fill('erin');
  await dialog.getByLabel('Logins', { exact: true }).press('Enter');
  await dialog.getByLabel('Logins', { exact: true }).fill('ubuntu');
  await dialog.getByLabel('Logins', { exact: true }).press('Enter');
  await dialog.getByLabel('Kubernetes groups', { exact: true }).fill('viewers');
  await dialog.getByLabel('Kubernetes groups', { exact: true }).press('Enter');

  const createRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/users'));
  const tokenRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/users/password/token'));
  await dialog.getByRole('button', { name: 'Create user' }).click();
  expect((await createRequest).postDataJSON()).toEqual({
    name: 'erin',
    roles: ['access', 'auditor'],
    traits: { logins: ['erin', 'ubuntu'], kubeGroups: ['viewers'] },
  });
  expect((await tokenRequest).postDataJSON()).toEqual({ name: 'erin', type: 'invite' });

  const invite = page.getByRole('dialog', { name: 'Invite link' });
  await expect(invite.getByText(/User “erin” was created/)).toBeVisible();
  const origin = new URL(page.url()).origin;
  const link = invite.locator('[data-command-line]');
  await expect(link).toHaveText(new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/web/invite/[0-9a-f]{32}$`));
  await expect(invite.getByTestId('token-expiry')).toHaveText(/The link expires \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\./);
  await expect(invite.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
  // The link opens the invite flow for that user.
  const href = (await link.textContent()) ?? '';
  await invite.getByRole('button', { name: 'Done' }).click();

  await expect(userRow(page, 'erin')).toContainText('access');
  await expect(userRow(page, 'erin')).toContainText('local user');
  await page.reload();
  await expect(userRow(page, 'erin')).toBeVisible();
  await expect(userRow(page, 'erin')).toContainText('auditor');

  const other = await page.context().newPage();
  await other.goto(href);
  await expect(other.getByRole('heading', { name: 'Set A Password' })).toBeVisible();
  await expect(other.getByLabel('Username')).toHaveValue('erin');
  await other.close();
});

test('a name that exists already (409) is shown in the dialog and the form keeps what was typed', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel(/^Username/).fill('carol');
  await pickRole(page, 'editor');
  await dialog.getByLabel('Windows logins', { exact: true }).fill('carol-admin');
  await dialog.getByLabel('Windows logins', { exact: true }).press('Enter');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/webapi/users'));
  await dialog.getByRole('button', { name: 'Create user' }).click();
  expect((await answer).status()).toBe(409);
  await expect(dialog.getByRole('alert')).toContainText('already exists');
  await expect(dialog.getByLabel(/^Username/)).toHaveValue('carol');
  await expect(dialog.getByText('carol-admin')).toBeVisible();
  await expect(dialog.getByText('editor', { exact: true })).toBeVisible();
  // Corrected, it goes through.
  await dialog.getByLabel(/^Username/).fill('carol2');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite link' })).toBeVisible();
});

test('editing a user sends every trait list (unknown ones kept) and the change shows at once and after a reload', async ({ page }) => {
  await openUsers(page);
  // A trait this console does not edit (an SSO connector's, say) must survive the edit.
  await seedTraits(page, 'carol', ['access', 'editor'], { logins: ['carol', 'root'], windowsLogins: ['carol'], github_teams: ['core'] });
  await rowAction(page, 'carol', 'Edit…');
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByLabel(/^Username/)).toHaveValue('carol');
  await expect(dialog.getByLabel(/^Username/)).toHaveAttribute('readonly', '');
  await expect(dialog.getByText('root', { exact: true })).toBeVisible();
  await pickRole(page, 'auditor');
  await dialog.getByLabel('Database users', { exact: true }).fill('reader');
  await dialog.getByLabel('Database users', { exact: true }).press('Enter');

  const request = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/webapi/users'));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const body = (await request).postDataJSON() as { name: string; roles: string[]; traits: Record<string, string[]> };
  expect(body.name).toBe('carol');
  expect([...body.roles].sort()).toEqual(['access', 'auditor', 'editor']);
  expect(body.traits).toEqual({
    logins: ['carol', 'root'],
    databaseUsers: ['reader'],
    databaseNames: [],
    kubeUsers: [],
    kubeGroups: [],
    windowsLogins: ['carol'],
    awsRoleArns: [],
    github_teams: ['core'],
  });
  await expect(page.getByRole('status').filter({ hasText: 'was saved' })).toHaveText('User “carol” was saved.');
  await expect(userRow(page, 'carol')).toContainText('auditor');
  await page.reload();
  await expect(userRow(page, 'carol')).toContainText('auditor');
});

test('deleting a user asks first, naming them, and the user is gone at once and after a reload', async ({ page }) => {
  await openUsers(page);
  await rowAction(page, 'dave', 'Delete…');
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText('Delete the user “dave”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(userRow(page, 'dave')).toBeVisible();

  await rowAction(page, 'dave', 'Delete…');
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/v1/webapi/users/dave'));
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete user' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(userRow(page, 'dave')).toHaveCount(0);
  await page.reload();
  await expect(userRow(page, 'alice')).toBeVisible();
  await expect(userRow(page, 'dave')).toHaveCount(0);
});

test('a local user gets a reset link; an SSO user has no reset', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Options for bob@example.com', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit…' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reset password…' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await rowAction(page, 'carol', 'Reset password…');
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/users/password/token'));
  await dialog.getByRole('button', { name: 'Create reset link' }).click();
  expect((await request).postDataJSON()).toEqual({ name: 'carol', type: 'password' });
  const origin = new URL(page.url()).origin;
  await expect(dialog.locator('[data-command-line]')).toHaveText(
    new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/web/reset/[0-9a-f]{32}$`),
  );
  await expect(dialog.getByTestId('token-expiry')).toBeVisible();
});

test('search and sort live in the URL; hostile names are text', async ({ page }) => {
  await openUsers(page);
  await page.getByLabel('Filter users').fill('editor');
  await expect(page).toHaveURL(/search=editor/);
  await expect(userRow(page, 'carol')).toBeVisible();
  await expect(userRow(page, 'dave')).toHaveCount(0);
  await page.getByLabel('Filter users').fill('');
  await page.getByLabel('Filter users').press('Enter');
  await expect(page).not.toHaveURL(/search=/);
  await usersTable(page).getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name%3Adesc|sort=name:desc/);
  await page.reload();
  await expect(usersTable(page).getByRole('button', { name: /^Name/ })).toBeVisible();
  const names = await usersTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-user')));
  expect(names.indexOf('carol')).toBeLessThan(names.indexOf('alice'));
  expect(names.indexOf('zoë.ångström@example.com')).toBeLessThan(names.indexOf('carol'));
  await expect(usersTable(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(usersTable(page).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  // The very long name is cut, never widening the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// One theme here: the states spec checks the users' dialogs in both, the sheet the page.
for (const theme of ['light'] as const) {
  test(`screenshots of the users list and its dialogs (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await openUsers(page);
    await seedTraits(page, 'alice', ['access', 'auditor', 'editor'], {
      logins: ['root', 'ubuntu', 'ec2-user'],
      kubeGroups: ['system:masters'],
      awsRoleArns: ['arn:aws:iam::123456789012:role/ReadOnlyAccess'],
    });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await page.screenshot({ path: path.join(shots, `users-list-${theme}.png`), fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create user' }).click();
    await page.screenshot({ path: path.join(shots, `users-create-${theme}.png`), animations: 'disabled' });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await rowAction(page, 'alice', 'Edit…');
    await expect(page.getByRole('dialog').getByText('ec2-user')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `users-edit-${theme}.png`), animations: 'disabled' });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await rowAction(page, 'carol', 'Reset password…');
    await page.getByRole('button', { name: 'Create reset link' }).click();
    await expect(page.getByTestId('token-expiry')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `users-reset-${theme}.png`), animations: 'disabled' });
    await page.getByRole('button', { name: 'Done' }).click();
    await rowAction(page, 'dave', 'Delete…');
    await page.screenshot({ path: path.join(shots, `users-delete-${theme}.png`), animations: 'disabled' });
  });
}

test('without the right to list roles, role names are typed; only the actions the ACL allows are offered', async ({ page }) => {
  // alice's context, with users: list, read and create only, and no access to roles.
  await page.route(/\/v1\/webapi\/sites\/[^/]+\/context$/, async (route) => {
    const response = await route.fetch();
    const context = (await response.json()) as { userAcl: Record<string, unknown> };
    const none = { list: false, read: false, edit: false, create: false, remove: false, use: false };
    context.userAcl.roles = none;
    context.userAcl.users = { ...none, list: true, read: true, create: true };
    await route.fulfill({ response, json: context });
  });
  await openUsers(page);
  await expect(page.getByRole('button', { name: /^Options for/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await expect(dialog.getByText(/You may not list the cluster’s roles/)).toBeVisible();
  await dialog.getByLabel(/^Username/).fill('frida');
  await dialog.getByLabel(/^Roles/).fill('access');
  await dialog.getByLabel(/^Roles/).press('Enter');
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/webapi/users'));
  await dialog.getByRole('button', { name: 'Create user' }).click();
  expect((await request).postDataJSON()).toEqual({ name: 'frida', roles: ['access'] });
  await expect(page.getByRole('dialog', { name: 'Invite link' })).toBeVisible();
});
