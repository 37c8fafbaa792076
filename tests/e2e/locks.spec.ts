// Session & Identity Locks on the embedded default: creating a lock with targets of two kinds
// (the PUT body the contract expects), listed with its chips after the redirect and after a
// reload (the mock's store keeps locks), deleted after a confirmation naming its targets; the
// form's own checks (no target, a TTL the server would refuse) send nothing; a refusal by the
// server is shown in place and the form keeps what was entered.
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { openShell, prefer, ROOT_CLUSTER, scheme, shots } from './support/shell';

const LOCKS_API = `/v1/webapi/sites/${ROOT_CLUSTER}/locks`;
const locksTable = (page: Page) => page.getByRole('table', { name: 'Session & Identity Locks' });
const isCreate = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === LOCKS_API;

async function openNewLock(page: Page) {
  await openShell(page, '/web/locks');
  await expect(locksTable(page).getByText('user: contractor-eve')).toBeVisible();
  await page.getByRole('link', { name: 'Create New Lock' }).click();
  await expect(page).toHaveURL(/\/web\/locks\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New Lock' })).toBeVisible();
}

async function pickListed(page: Page, kind: string, search: string, name: string) {
  await page.getByRole('radiogroup', { name: 'Target kind' }).getByText(kind, { exact: true }).click();
  await page.getByLabel(/^Search .* or type one$/).fill(search);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('a lock on a user and a role together is created with the contract body, listed with chips, survives a reload and is deleted after a confirmation', async ({
  page,
}) => {
  await openNewLock(page);
  await pickListed(page, 'User', 'car', 'carol');
  await pickListed(page, 'Role', 'audit', 'auditor');
  await expect(page.getByRole('listitem').filter({ hasText: 'user: carol' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'role: auditor' })).toBeVisible();
  await page.getByRole('radio', { name: /^One lock that applies only where all targets match/ }).check();
  await page.getByLabel('Message').fill('Audit <b>freeze</b>');
  await page.getByLabel('Expires after (TTL)').fill('2h');
  await expect(page.getByTestId('ttl-hint')).toHaveText(/^Expires about \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

  const sent = page.waitForRequest(isCreate);
  const answered = page.waitForResponse((r) => isCreate(r.request()));
  await page.getByRole('button', { name: 'Create Lock', exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ targets: { user: 'carol', role: 'auditor' }, message: 'Audit <b>freeze</b>', ttl: '2h' });
  expect((await answered).status()).toBe(200);

  await expect(page).toHaveURL(/\/web\/locks$/);
  const row = locksTable(page).getByRole('row').filter({ hasText: 'user: carol' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('listitem')).toHaveText(['user: carol', 'role: auditor']);
  await expect(row).toContainText('Audit <b>freeze</b>');
  await expect(row).toContainText('alice');
  // Cells: the selection box, targets, message, creator, created, expires.
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(await page.locator('main b').count()).toBe(0);

  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('listitem')).toHaveText(['user: carol', 'role: auditor']);

  await row.getByRole('button', { name: 'Delete the lock on user: carol, role: auditor' }).click();
  const dialog = page.getByTestId('delete-lock-dialog');
  await expect(dialog).toContainText('Delete the lock on user: carol, role: auditor?');
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes(`${LOCKS_API}/`));
  await dialog.getByRole('button', { name: 'Delete lock' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'The lock on user: carol, role: auditor was deleted.' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(locksTable(page).getByText('user: contractor-eve')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('separate locks: one PUT per target, a typed login and a listed server', async ({ page }) => {
  await openNewLock(page);
  await pickListed(page, 'Server', 'web-prod-01', 'web-prod-01');
  await page.getByRole('radiogroup', { name: 'Target kind' }).getByText('Login', { exact: true }).click();
  await page.getByLabel(/^Search .* or type one$/).fill('deploy-bot');
  await page.getByLabel(/^Search .* or type one$/).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'login: deploy-bot' })).toBeVisible();
  const bodies: unknown[] = [];
  page.on('request', (r) => void (isCreate(r) && bodies.push(r.postDataJSON())));
  await page.getByRole('button', { name: 'Create 2 Locks' }).click();
  await expect(page).toHaveURL(/\/web\/locks$/);
  expect(bodies).toEqual([
    { targets: { node: 'c26addae-f5fc-4b27-a8f4-c2567a9b6680' }, message: '', ttl: '' },
    { targets: { login: 'deploy-bot' }, message: '', ttl: '' },
  ]);
  const nodeRow = locksTable(page).getByRole('row').filter({ hasText: 'node: c26addae-f5fc-4b27-a8f4-c2567a9b6680' });
  await expect(nodeRow.getByRole('cell').nth(5)).toHaveText('Never');
  await expect(locksTable(page).getByRole('row').filter({ hasText: 'login: deploy-bot' })).toHaveCount(1);
});

test('the form says what is wrong before sending: no target, a TTL in days, two users in one lock', async ({ page }) => {
  await openNewLock(page);
  let puts = 0;
  page.on('request', (r) => void (isCreate(r) && (puts += 1)));
  await page.getByRole('button', { name: 'Create Lock', exact: true }).click();
  await expect(page.getByTestId('targets-error')).toHaveText('Add at least one target to lock.');

  await pickListed(page, 'User', 'carol', 'carol');
  await expect(page.getByTestId('targets-error')).toHaveCount(0);
  await page.getByLabel('Expires after (TTL)').fill('7d');
  await page.getByRole('button', { name: 'Create Lock', exact: true }).click();
  await expect(page.getByText('Days and weeks are not accepted: write 168h for 7 days.')).toBeVisible();

  // The spec's field error: the label is the message until the field is fixed.
  await page.getByLabel('Days and weeks are not accepted: write 168h for 7 days.').fill('168h');
  await expect(page.getByText('Days and weeks are not accepted')).toHaveCount(0);
  await pickListed(page, 'User', 'dave', 'dave');
  await page.getByRole('radio', { name: /^One lock that applies only where all targets match/ }).check();
  await page.getByRole('button', { name: 'Create Lock', exact: true }).click();
  await expect(page.getByTestId('targets-error')).toContainText('2 users are picked');
  // Removing a chip by keyboard fixes it.
  await page.getByRole('button', { name: 'Remove user: dave' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('targets-error')).toHaveCount(0);
  expect(puts).toBe(0);
});

test("a refused lock shows the server's message in place and keeps the targets, message and TTL", async ({ page }) => {
  await openNewLock(page);
  await pickListed(page, 'Role', 'editor', 'editor');
  await page.getByLabel('Message').fill('Rotating keys');
  await page.getByLabel('Expires after (TTL)').fill('45m');
  await prefer(page, `/sites/${ROOT_CLUSTER}/locks`, 'code=400', 'PUT');
  const answered = page.waitForResponse((r) => isCreate(r.request()));
  await page.getByRole('button', { name: 'Create Lock', exact: true }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.getByTestId('create-lock-error')).toContainText('at least one target field must be set');
  await expect(page).toHaveURL(/\/web\/locks\/new$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'role: editor' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Rotating keys');
  await expect(page.getByLabel('Expires after (TTL)')).toHaveValue('45m');
});

// One theme here: the states spec checks the lock form in both, the sheet the page.
for (const theme of ['dark'] as const) {
  test(`screenshots of the locks list and Create New Lock (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await openNewLock(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await pickListed(page, 'User', 'carol', 'carol');
    await pickListed(page, 'Server', 'web', 'web-prod-01');
    await page.getByLabel('Message').fill('Suspected compromise');
    await page.getByLabel('Expires after (TTL)').fill('1h30m');
    await page.screenshot({ path: path.join(shots, `locks-new-${theme}.png`), animations: 'disabled' });
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(locksTable(page).getByText('user: contractor-eve')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `locks-list-${theme}.png`), animations: 'disabled' });
    // At 1280 and 1024 px every row's Delete button fits inside the table's box (it was cut at
    // the edge), and the message keeps a readable width (at 1024 px it had none).
    const paper = page.locator('.mantine-Paper-root').filter({ has: locksTable(page) });
    const deletes = locksTable(page).getByRole('button', { name: /^Delete the lock on/ });
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 720 });
      const box = (await paper.boundingBox())!;
      for (const button of await deletes.all()) {
        const b = (await button.boundingBox())!;
        expect(b.x + b.width, `${width} px`).toBeLessThanOrEqual(box.x + box.width);
      }
      const message = (await locksTable(page).getByRole('columnheader', { name: 'Message' }).boundingBox())!;
      expect(message.width, `${width} px`).toBeGreaterThan(80);
    }
    await page.screenshot({ path: path.join(shots, `locks-list-1024-${theme}.png`), animations: 'disabled' });
  });
}
