// Keyboard journeys of an administrator (issue 27): the Audit Log's export, a new lock, a role
// edited and saved, and a server enrolled through the wizard, each done with the keyboard alone
// (after signing in and opening the first page). Every key goes through the helpers of
// support/keyboard.ts, which check that the focus stays visible and is never lost to <body>.
import { expect, test } from './support/test';
import { arrowTo, expectFocusVisible, press, tabTo, type } from './support/keyboard';
import { waitForRequest, yamlEditor } from './support/editor';
import { openShell, ROOT_CLUSTER } from './support/shell';

test('keyboard journey: export the audit log', async ({ page }) => {
  // Without the File System Access API (as in Firefox and Safari) the export is a download.
  await page.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/audit`);
  await expect(page.getByTestId('page-count')).toContainText('events');

  const exportButton = page.getByRole('button', { name: 'Export…' });
  await tabTo(page, exportButton);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Export events' });
  await expect(dialog).toBeVisible();

  // The format is a radio group: Tab into it, then an arrow picks JSON.
  await tabTo(page, dialog.getByRole('radio', { name: 'CSV' }));
  await arrowTo(page, dialog.getByRole('radio', { name: 'JSON', exact: true }), 'ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'JSON', exact: true })).toBeChecked();

  await tabTo(page, dialog.getByRole('button', { name: 'Export', exact: true }));
  const download = page.waitForEvent('download');
  await press(page, 'Enter');
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^audit-${ROOT_CLUSTER.replace(/\./g, '\\.')}-.*\\.json$`));
  await expect(dialog.getByTestId('export-done')).toContainText('saved as a download');
  // The finished step's Close button takes the focus from the Export button it replaced.
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
  await expect(close).toBeFocused();
  await expectFocusVisible(page, 'when the export finished');

  // Closing the dialog gives the focus back to the button that opened it.
  await press(page, 'Enter');
  await expect(dialog).toBeHidden();
  await expect(exportButton).toBeFocused();
});

test('keyboard journey: create a lock', async ({ page }) => {
  await openShell(page, '/web/locks');
  const locks = page.getByRole('table', { name: 'Session & Identity Locks' });
  await expect(locks.getByText('user: contractor-eve')).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Create New Lock' }));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/web\/locks\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New Lock' })).toBeVisible();

  // A user, found by a search and added with its button.
  await tabTo(page, page.getByRole('radio', { name: 'User', exact: true }));
  await tabTo(page, page.getByLabel('Search users or type one'));
  await type(page, 'car');
  const add = page.getByRole('button', { name: 'Add carol', exact: true });
  await tabTo(page, add);
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Remove carol', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: 'user: carol' })).toBeVisible();

  await tabTo(page, page.getByLabel('Message'));
  await type(page, 'Keyboard lock');
  await tabTo(page, page.getByLabel('Expires after (TTL)'));
  await type(page, '2h');
  await expect(page.getByTestId('ttl-hint')).toHaveText(/^Expires about /);

  await tabTo(page, page.getByRole('button', { name: 'Create Lock', exact: true }));
  const sent = waitForRequest(page, 'PUT', `/v1/webapi/sites/${ROOT_CLUSTER}/locks`);
  await press(page, 'Enter');
  expect((await sent).postDataJSON()).toEqual({ targets: { user: 'carol' }, message: 'Keyboard lock', ttl: '2h' });

  await expect(page).toHaveURL(/\/web\/locks$/);
  const row = locks.getByRole('row').filter({ hasText: 'user: carol' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Keyboard lock');
  await expectFocusVisible(page, 'back on the list');
});

test('keyboard journey: edit and save a role', async ({ page }) => {
  await openShell(page, '/web/roles');
  await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible();

  const edit = page.getByRole('button', { name: 'Edit auditor' });
  await tabTo(page, edit);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit role “auditor”' });
  await expect(yamlEditor(page)).toContainText('name: auditor');

  // Into the YAML, to its end, a comment typed; Escape then Tab leaves the editor.
  await tabTo(page, yamlEditor(page));
  await press(page, 'ControlOrMeta+End');
  await press(page, 'Enter');
  await type(page, '# edited by keyboard');
  await expect(yamlEditor(page)).toContainText('# edited by keyboard');
  await press(page, 'Escape');
  await tabTo(page, dialog.getByRole('button', { name: 'Save changes' }));
  await press(page, 'Enter');

  const review = page.getByRole('region', { name: 'Review changes' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Review changes' })).toBeFocused();
  await tabTo(page, review.getByRole('button', { name: 'Save', exact: true }));
  const put = waitForRequest(page, 'PUT', '/v1/webapi/roles/auditor');
  await press(page, 'Enter');
  expect((await put).postDataJSON()).toMatchObject({ name: 'auditor', content: expect.stringContaining('# edited by keyboard') });

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('page-notice')).toContainText('“auditor” saved');
  // The focus is back on the button that opened the editor.
  await expect(edit).toBeFocused();
  await expectFocusVisible(page, 'after the editor closed');
});

test('keyboard journey: enrol a server through the wizard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openShell(page, '/web/discover');
  await expect(page.getByRole('heading', { name: 'Choose a resource' })).toBeVisible();

  // Each step's heading takes the focus (and shows it).
  const step = (name: string) => page.getByRole('heading', { name, exact: true });
  await tabTo(page, page.getByRole('list', { name: 'Resources you can add' }).getByRole('button', { name: /^Servers\b.*Linux server/ }));
  await press(page, 'Enter');
  await expect(step('Install the agent: Linux server')).toBeFocused();

  // The command: generated, then copied (the focus moves on from Generate to Copy).
  await tabTo(page, page.getByRole('button', { name: 'Generate the command' }));
  const token = waitForRequest(page, 'POST', '/v1/webapi/token');
  await press(page, 'Enter');
  expect((await token).postDataJSON()).toEqual({ roles: ['Node'], join_method: 'token' });
  const command = page.getByTestId('install-command');
  await expect(command).toContainText(/\/scripts\/[0-9a-f]{32}\/install-node\.sh/);
  await tabTo(page, command.getByRole('button', { name: 'Copy install command' }));
  await press(page, 'Enter');
  await expect(command.getByRole('button', { name: 'Copied' })).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('install-node.sh');

  // Waiting: the mock's agent joins a few seconds after the wizard starts looking for it.
  await tabTo(page, page.getByRole('button', { name: 'Next: wait for the agent' }));
  await press(page, 'Enter');
  await expect(step('Wait for the agent: Linux server')).toBeFocused();
  const joined = page.getByTestId('agent-joined');
  await expect(joined).toBeVisible({ timeout: 15_000 });
  const hostname = (await joined.locator('strong').textContent()) ?? '';
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await press(page, 'Enter');
  await expect(step('Set up access: Linux server')).toBeFocused();

  // A login typed into the field (its suggestions closed with Escape), then on.
  await tabTo(page, page.getByRole('combobox', { name: /Login/ }));
  await type(page, 'deploy');
  await press(page, 'Escape');
  await tabTo(page, page.getByRole('button', { name: 'Next: test the connection' }));
  const traits = waitForRequest(page, 'PUT', '/v1/webapi/users');
  await press(page, 'Enter');
  expect(((await traits).postDataJSON() as { traits: { logins: string[] } }).traits.logins).toContain('deploy');
  await expect(step('Test the connection: Linux server')).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Test the connection' }));
  await press(page, 'Enter');
  await expect(page.getByTestId('diagnostic-result')).toContainText('The connection works');
  await tabTo(page, page.getByRole('button', { name: 'Finish' }));
  await press(page, 'Enter');
  await expect(page.getByTestId('discover-done')).toContainText(hostname);
  await expectFocusVisible(page, 'on the last step');
});
