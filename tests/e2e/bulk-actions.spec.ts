// Selection and bulk actions (issue 28, item 4) on the embedded default: a selection kept across
// pages of the Servers list; Lock selected names every server before anything is sent, then sends
// one PUT per server (the `node` target: the server's UUID) and the locks are listed; on Users, a
// partly refused Delete selected (one user deleted through the API between the confirmation's
// first step and the confirm) reports done for the others and the server's own message for that
// one, and offers to select the refused again; Locks: Delete selected; Active Sessions: the
// distinct users of the selected sessions are locked; Cancel stops a run within one wave; a user
// whose ACL forbids locks and users is not offered those actions; Kubernetes clusters have no lock
// target, so Lock selected says why. The Servers case runs in both themes, with screenshots of
// the dialog at 1440 and 1024 px.
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAuth, openShell, prefer, ROOT_CLUSTER, scheme, shots } from './support/shell';

const LOCKS_API = `/v1/webapi/sites/${ROOT_CLUSTER}/locks`;
const isLockCreate = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === LOCKS_API;
const serversTable = (page: Page) => page.getByRole('table', { name: 'Servers' });
const locksTable = (page: Page) => page.getByRole('table', { name: 'Session & Identity Locks' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const bar = (page: Page) => page.getByTestId('selection-bar');
const dialog = (page: Page) => page.getByRole('dialog');
const BOBS_SID = '6a1f3c2e-9b8d-4e7f-a5c4-3b2a1f0e9d8c';

/** The row keys (server UUIDs) and names of the first `n` rows of a table. */
async function firstRows(page: Page, table: ReturnType<typeof serversTable>, n: number) {
  const rows = table.locator('tbody tr');
  const picked: { key: string; name: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    const row = rows.nth(i);
    const key = (await row.getAttribute('data-row-key')) ?? '';
    const label = (await row.getByRole('checkbox').getAttribute('aria-label')) ?? '';
    picked.push({ key, name: label.replace(/^Select /, '') });
  }
  return picked;
}

function recordRequests(page: Page, match: (r: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (match(r)) seen.push(r);
  });
  return seen;
}

// Dark here; the users tests show the dialog in the light theme.
for (const theme of ['dark'] as const) {
  test(`servers: a selection kept across pages is locked one lock per server after a confirmation naming them (${theme})`, async ({
    page,
  }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?limit=25`);
    const table = serversTable(page);
    await expect(table.locator('tbody tr')).toHaveCount(25);
    const creates = recordRequests(page, isLockCreate);

    // Page 1: two rows; the header box is then indeterminate.
    const onPage1 = await firstRows(page, table, 2);
    for (const s of onPage1) await table.getByRole('checkbox', { name: `Select ${s.name}`, exact: true }).check();
    const all = table.getByRole('checkbox', { name: 'Select all on this page' });
    await expect(all).not.toBeChecked();
    expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    await expect(bar(page).getByTestId('selection-count')).toHaveText('2 selected');

    // Page 2: one more; the two of page 1 are counted as not on this page.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(table.getByRole('checkbox', { name: `Select ${onPage1[0]!.name}`, exact: true })).toHaveCount(0);
    const [onPage2] = await firstRows(page, table, 1);
    await table.getByRole('checkbox', { name: `Select ${onPage2!.name}`, exact: true }).check();
    await expect(bar(page).getByTestId('selection-count')).toHaveText('3 selected, 2 not on this page');

    // Back on page 1 the two are still ticked.
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    for (const s of onPage1) await expect(table.getByRole('checkbox', { name: `Select ${s.name}`, exact: true })).toBeChecked();
    await expect(bar(page).getByTestId('selection-count')).toHaveText('3 selected, 1 not on this page');
    await bar(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `bulk-selection-${theme}.png`), animations: 'disabled' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await bar(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `bulk-selection-1024-${theme}.png`), animations: 'disabled' });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The confirmation says what it will do, with every name, before anything is sent.
    await bar(page).getByRole('button', { name: 'Lock selected' }).click();
    const d = dialog(page);
    await expect(d.getByRole('heading', { name: 'Lock 3 servers' })).toBeVisible();
    await expect(d.getByTestId('bulk-names').getByRole('listitem')).toHaveText([onPage1[0]!.name, onPage1[1]!.name, onPage2!.name]);
    await d.getByLabel('Message').fill('Patching the kernel');
    await d.getByLabel('Expires after (TTL)').fill('7d');
    await d.getByRole('button', { name: 'Lock 3 servers' }).click();
    // A TTL the server would refuse is said in the field; nothing is sent.
    await expect(d.getByText('Days and weeks are not accepted: write 168h for 7 days.')).toBeVisible();
    await d.getByLabel(/Expires after|Days and weeks/).fill('2h');
    await expect(d.getByTestId('ttl-hint')).toHaveText(/^Expires about/);
    await page.screenshot({ path: path.join(shots, `bulk-lock-confirm-${theme}.png`), animations: 'disabled' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: path.join(shots, `bulk-lock-confirm-1024-${theme}.png`), animations: 'disabled' });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(creates).toHaveLength(0);

    await d.getByRole('button', { name: 'Lock 3 servers' }).click();
    await expect(d.getByTestId('bulk-summary')).toHaveText('3 done, 0 refused, 0 not run.');
    await expect(d.locator('[data-status="done"]')).toHaveCount(3);
    await page.screenshot({ path: path.join(shots, `bulk-lock-result-${theme}.png`), animations: 'disabled' });
    expect(creates).toHaveLength(3);
    const bodies = creates.map((r) => r.postDataJSON() as unknown);
    expect(bodies).toEqual([...onPage1, onPage2!].map((s) => ({ targets: { node: s.key }, message: 'Patching the kernel', ttl: '2h' })));
    await d.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(d).toHaveCount(0);

    // The locks exist.
    await page.goto('/web/locks');
    for (const s of [...onPage1, onPage2!]) {
      const row = locksTable(page)
        .getByRole('row')
        .filter({ hasText: `node: ${s.key}` });
      await expect(row.filter({ hasText: 'Patching the kernel' })).toHaveCount(1);
    }
  });
}

test('users: a partly refused Delete selected reports done for the others and the server’s message for the one already gone', async ({
  page,
}) => {
  await openShell(page, '/web/users');
  const table = usersTable(page);
  await expect(table.locator('tr[data-user="carol"]')).toBeVisible();
  for (const name of ['carol', 'dave', 'grace']) await table.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  // A filter keeps the selection and says how many it hides.
  await page.getByLabel('Filter users').fill('dave');
  await expect(bar(page).getByTestId('selection-count')).toHaveText('3 selected, 2 not on this page');
  await page.getByLabel('Filter users').fill('');
  await expect(bar(page).getByTestId('selection-count')).toHaveText('3 selected');

  const deletes = recordRequests(page, (r) => r.method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/v1/webapi/users/'));
  await bar(page).getByRole('button', { name: 'Delete selected' }).click();
  const d = dialog(page);
  await expect(d.getByRole('heading', { name: 'Delete 3 users' })).toBeVisible();
  await expect(d.getByTestId('bulk-names').getByRole('listitem')).toHaveText(['carol', 'dave', 'grace']);
  expect(deletes).toHaveLength(0);

  // Somebody else deletes dave meanwhile.
  const gone = await page.request.delete('/v1/webapi/users/dave', { headers: await apiAuth(page) });
  expect(gone.status()).toBe(200);

  await d.getByRole('button', { name: 'Delete 3 users' }).click();
  await expect(d.getByTestId('bulk-summary')).toHaveText('2 done, 1 refused, 0 not run.');
  const results = d.getByTestId('bulk-results').getByRole('listitem');
  // Refused first, with the server's own words.
  await expect(results.first()).toHaveAttribute('data-item', 'dave');
  await expect(results.first()).toHaveAttribute('data-status', 'refused');
  await expect(results.first()).toContainText('user "dave" is not found');
  await expect(d.locator('[data-status="done"]')).toHaveCount(2);
  expect(deletes).toHaveLength(3);
  await page.screenshot({ path: path.join(shots, 'bulk-delete-refused.png'), animations: 'disabled' });

  await d.getByRole('button', { name: 'Select the refused again' }).click();
  await expect(d).toHaveCount(0);
  await expect(bar(page).getByTestId('selection-count')).toHaveText('1 selected, 1 not on this page');
  // The list refreshed once the run settled: carol, dave and grace are gone.
  for (const name of ['carol', 'dave', 'grace']) await expect(table.locator(`tr[data-user="${name}"]`)).toHaveCount(0);
  await expect(table.locator('tr[data-user="alice"]')).toBeVisible();
});

test('users: Lock selected creates one user lock each', async ({ page }) => {
  await openShell(page, '/web/users');
  const table = usersTable(page);
  for (const name of ['carol', 'grace']) await table.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  const creates = recordRequests(page, isLockCreate);
  await bar(page).getByRole('button', { name: 'Lock selected' }).click();
  await dialog(page).getByRole('button', { name: 'Lock 2 users' }).click();
  await expect(dialog(page).getByTestId('bulk-summary')).toHaveText('2 done, 0 refused, 0 not run.');
  expect(creates.map((r) => r.postDataJSON() as unknown)).toEqual([
    { targets: { user: 'carol' }, message: '', ttl: '' },
    { targets: { user: 'grace' }, message: '', ttl: '' },
  ]);
});

test('locks: Delete selected deletes the selected locks, and the header box selects the whole page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openShell(page, '/web/locks');
  const table = locksTable(page);
  await expect(table.getByText('user: contractor-eve')).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select user: contractor-eve', exact: true }).check();
  await table.getByRole('checkbox', { name: 'Select role: temp-debug', exact: true }).check();
  await bar(page).getByRole('button', { name: 'Delete selected' }).click();
  const d = dialog(page);
  await expect(d.getByTestId('bulk-names').getByRole('listitem')).toHaveText(['user: contractor-eve', 'role: temp-debug']);
  await d.getByRole('button', { name: 'Delete 2 locks' }).click();
  await expect(d.getByTestId('bulk-summary')).toHaveText('2 done, 0 refused, 0 not run.');
  await d.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(table.getByText('user: contractor-eve')).toHaveCount(0);
  await expect(table.getByText('role: temp-debug')).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(3);

  // The header box: all three on the page, then none.
  const all = table.getByRole('checkbox', { name: 'Select all on this page' });
  await all.check();
  await expect(bar(page).getByTestId('selection-count')).toHaveText('3 selected');
  // The dialog opens afresh (the confirmation, not the last results), with reduced motion too.
  await bar(page).getByRole('button', { name: 'Delete selected' }).click();
  await expect(d.getByRole('button', { name: 'Delete 3 locks' })).toBeVisible();
  await expect(d.getByTestId('bulk-results')).toHaveCount(0);
  await d.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(d).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await all.uncheck();
  await expect(bar(page)).toHaveCount(0);
});

test('active sessions: Lock the selected users locks each distinct user of the selected sessions', async ({ page }) => {
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/sessions`);
  const table = page.getByRole('table', { name: 'Active Sessions' });
  const bobs = table.locator(`tr[data-sid="${BOBS_SID}"]`);
  await expect(bobs).toBeVisible();
  await bobs.getByRole('checkbox').check();
  const creates = recordRequests(page, isLockCreate);
  await bar(page).getByRole('button', { name: 'Lock the selected users' }).click();
  const d = dialog(page);
  // The dialog's code loads with the first action: wait for its list of names.
  await expect(d.getByTestId('bulk-names').getByRole('listitem').first()).toBeVisible();
  const users = await d.getByTestId('bulk-names').getByRole('listitem').allTextContents();
  expect(users.length).toBeGreaterThan(0);
  expect(new Set(users).size).toBe(users.length);
  await d.getByLabel('Message').fill('Incident 42');
  await d.getByRole('button', { name: /^Lock \d+ users?$/ }).click();
  await expect(d.getByTestId('bulk-summary')).toHaveText(`${users.length} done, 0 refused, 0 not run.`);
  expect(creates.map((r) => (r.postDataJSON() as { targets: unknown }).targets)).toEqual(users.map((user) => ({ user })));
  await d.getByRole('button', { name: 'Close', exact: true }).click();
  await page.goto('/web/locks');
  for (const user of users) await expect(locksTable(page).getByText(`user: ${user}`, { exact: true })).toBeVisible();
});

test('Cancel stops a run: nothing more is sent than the requests already in flight, and the rest are not run', async ({ page }) => {
  await openShell(page);
  // Slow answers, so the run is still going when Cancel is pressed.
  await page.route(`**${LOCKS_API}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await new Promise((r) => setTimeout(r, 400));
    return route.fallback();
  });
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?limit=25`);
  const table = serversTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar(page).getByTestId('selection-count')).toHaveText('25 selected');
  const creates = recordRequests(page, isLockCreate);
  await bar(page).getByRole('button', { name: 'Lock selected' }).click();
  const d = dialog(page);
  await d.getByRole('button', { name: 'Lock 25 servers' }).click();
  await expect(d.getByTestId('bulk-progress')).toHaveText(/^[1-9]\d* of 25$/);
  await page.screenshot({ path: path.join(shots, 'bulk-lock-running.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  const atCancel = creates.length;
  await expect(d.getByTestId('bulk-summary')).toContainText('(cancelled)');
  expect(creates.length - atCancel).toBeLessThanOrEqual(4);
  const summary = (await d.getByTestId('bulk-summary').textContent()) ?? '';
  const [done, refused, notRun] = summary.match(/\d+/g)!.map(Number);
  expect(done! + refused! + notRun!).toBe(25);
  expect(done! + refused!).toBe(creates.length);
  expect(notRun).toBeGreaterThan(0);
  await expect(d.locator('[data-status="not-run"]')).toHaveCount(notRun!);
});

test('ACL: a user who may not create locks or delete users is not offered those actions', async ({ page }) => {
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/context$/, 'example=restrictedSsoUser');
  await openShell(page);
  await expect(page.getByTestId('user-name')).toHaveText('bob@example.com');

  // Servers: Copy names only.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  const table = serversTable(page);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await table.locator('tbody tr').first().getByRole('checkbox').check();
  await expect(bar(page).getByRole('button', { name: 'Copy names' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Lock selected' })).toHaveCount(0);

  // Active Sessions: its only action is a lock, so there is no checkbox at all.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/sessions`);
  const sessions = page.getByRole('table', { name: 'Active Sessions' });
  await expect(sessions.locator('tbody tr').first()).toBeVisible();
  await expect(sessions.getByRole('checkbox')).toHaveCount(0);
});

test('Kubernetes clusters have no lock target: Lock selected is disabled and says what to do; Copy names copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openShell(page);
  // A selection belongs to its list: servers selected are not carried to another kind's page.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  await serversTable(page).locator('tbody tr').first().getByRole('checkbox').check();
  await expect(bar(page).getByTestId('selection-count')).toHaveText('1 selected');
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Kubernetes' }).click();
  const table = page.getByRole('table', { name: 'Kubernetes' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
  const picked = await firstRows(page, table, 2);
  for (const k of picked) await table.getByRole('checkbox', { name: `Select ${k.name}`, exact: true }).check();
  await expect(bar(page).getByRole('button', { name: 'Lock selected' })).toBeDisabled();
  // Focusable, so the reason beside it is read with it by keyboard too.
  await bar(page).getByRole('button', { name: 'Copy names' }).focus();
  await page.keyboard.press('Shift+Tab');
  const lock = bar(page).getByRole('button', { name: 'Lock selected' });
  await expect(lock).toBeFocused();
  await expect(lock).toHaveAccessibleDescription(
    'Locks of this version have no target for Kubernetes clusters: lock the users or roles who reach them instead.',
  );
  await bar(page).getByRole('button', { name: 'Copy names' }).click();
  await expect(bar(page).getByRole('status')).toHaveText('Copied 2 names');
  await page.screenshot({ path: path.join(shots, 'bulk-kubernetes-bar.png'), animations: 'disabled' });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(picked.map((k) => k.name).join('\n'));
});
