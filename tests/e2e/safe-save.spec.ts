// Safe saves of roles, auth connectors and trusted clusters (issue #31, items 2 and 3): every save
// shows "Review changes" first (the server's copy against the draft, change by change, in both
// themes; Escape and "Back to editing" keep the draft and cursor), and an edit saved meanwhile in
// another tab is caught before it is overwritten: re-based onto, or overwritten on purpose.
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { replaceYaml as replaceText, waitForRequest as waitFor, yamlEditor as editor } from './support/editor';
import { openShell, prefer, scheme, shots } from './support/shell';

const review = (page: Page) => page.getByRole('region', { name: 'Review changes' });

/** A change row of a review table: its path, and the words of its cells. */
const row = (page: Page, table: string, pathText: string) =>
  review(page).getByRole('table', { name: table }).getByRole('row').filter({ hasText: pathText });

const DB_ADMIN = (env: string, users: string, mfa = 'true') =>
  `kind: role\nmetadata:\n  name: db-admin\nspec:\n  allow:\n    db_labels:\n      env: ${env}\n    db_names: ['*']\n    db_users: [${users}]\n  options:\n    require_session_mfa: ${mfa}\nversion: v6\n`;

interface Kind {
  page: string;
  api: string;
  table: string;
  label: string;
  create: string;
  item: string;
  edited: string;
  change: { path: string; before: string; after: string };
  created: string;
}

const KINDS: Kind[] = [
  {
    page: '/web/roles',
    api: '/v1/webapi/roles',
    table: 'Roles',
    label: 'role',
    create: 'Create role',
    item: 'db-admin',
    edited: DB_ADMIN('prod', 'postgres, root, analyst'),
    change: { path: 'spec.allow.db_users[2]', before: '(none)', after: 'analyst' },
    created: 'kind: role\nversion: v7\nmetadata:\n  name: safe-role\nspec:\n  allow:\n    logins: [ubuntu]\n',
  },
  {
    page: '/web/sso',
    api: '/v1/webapi/github',
    table: 'Auth Connectors',
    label: 'GitHub connector',
    create: 'Create GitHub connector',
    item: 'github',
    edited:
      "kind: github\nmetadata:\n  name: github\nspec:\n  api_endpoint_url: https://api.github.com\n  client_id: Iv1.8a61f9b3a7aba766\n  client_secret: '********'\n  display: GitHub SSO\n  endpoint_url: https://github.com\n  redirect_url: https://teleport.example.com/v1/webapi/github/callback\n  teams_to_roles:\n  - organization: example\n    roles:\n    - access\n    team: devs\n  - organization: example\n    roles:\n    - editor\n    team: admins\nversion: v3\n",
    change: { path: 'spec.display', before: 'GitHub', after: 'GitHub SSO' },
    created:
      'kind: github\nversion: v3\nmetadata:\n  name: safe-github\nspec:\n  client_id: abc\n  client_secret: def\n  redirect_url: https://p.example.com/v1/webapi/github/callback\n',
  },
  {
    page: '/web/trust',
    api: '/v1/webapi/trustedcluster',
    table: 'Trusted Clusters',
    label: 'trusted cluster',
    create: 'Create trusted cluster',
    item: 'leaf-east.example.com',
    edited:
      "kind: trusted_cluster\nmetadata:\n  name: leaf-east.example.com\nspec:\n  enabled: false\n  role_map:\n  - local:\n    - access\n    remote: access\n  token: '********'\n  tunnel_addr: teleport.example.com:3024\n  web_proxy_addr: teleport.example.com:3080\nversion: v2\n",
    change: { path: 'spec.enabled', before: 'true', after: 'false' },
    created:
      'kind: trusted_cluster\nversion: v2\nmetadata:\n  name: safe-leaf\nspec:\n  enabled: true\n  token: t0k3n\n  tunnel_addr: safe-leaf:3024\n  web_proxy_addr: safe-leaf:3080\n',
  },
];

// Each kind is a test of its own (a save, a review, Escape, a create): the role in both themes, the
// connector and the trusted cluster each in one (the review is one component for all three).
const RUNS = [
  ...(['light', 'dark'] as const).map((theme) => ({ theme, k: KINDS[0]! })),
  { theme: 'light' as const, k: KINDS[1]! },
  { theme: 'dark' as const, k: KINDS[2]! },
];
for (const { theme, k } of RUNS) {
  test(`every save of a ${k.label} shows its diff first (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await page.setViewportSize({ width: 1280, height: 860 });
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    {
      await page.goto(k.page);
      await expect(page.getByRole('table', { name: k.table })).toBeVisible();

      // Edit: the review names the change, with the server's value and the draft's.
      await page.getByRole('button', { name: `Edit ${k.item}`, exact: true }).click();
      await replaceText(page, k.edited);
      let writes = 0;
      const count = (r: Request) => void (r.method() === 'PUT' && new URL(r.url()).pathname.startsWith(k.api) && writes++);
      page.on('request', count);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(review(page)).toBeVisible();
      await expect(review(page).getByRole('heading', { name: 'Review changes' })).toBeFocused();
      await expect(editor(page)).toBeHidden();
      const changed = row(page, `Changes to ${k.label} ${k.item}`, k.change.path);
      await expect(changed).toHaveCount(1);
      await expect(changed.getByRole('cell').nth(2)).toHaveText(k.change.before);
      await expect(changed.getByRole('cell').nth(3)).toHaveText(k.change.after);
      if (k.label === 'role') await page.screenshot({ path: path.join(shots, `safe-save-review-${theme}.png`), animations: 'disabled' });

      // Escape goes back to the editor as it was: the draft, and the cursor at its end.
      await page.keyboard.press('Escape');
      await expect(review(page)).toHaveCount(0);
      await expect(editor(page)).toBeFocused();
      await page.keyboard.insertText('# reviewed\n');
      await expect(editor(page)).toContainText('# reviewed');
      expect(writes).toBe(0);

      // Save again, then the review's Save writes the draft.
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(review(page).getByRole('heading', { name: 'Review changes' })).toBeFocused();
      const put = waitFor(page, 'PUT', `${k.api}/${k.item}`);
      await review(page).getByRole('button', { name: 'Save', exact: true }).click();
      expect((await put).postDataJSON()).toMatchObject({ name: k.item, content: `${k.edited}# reviewed\n` });
      await expect(page.getByTestId('page-notice')).toContainText(`“${k.item}” saved`);
      page.off('request', count);

      // Create: the whole draft is added; Back to editing returns to it.
      await page.getByRole('button', { name: k.create }).click();
      await replaceText(page, k.created);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(review(page)).toContainText('all of it added');
      const table = review(page).getByRole('table');
      for (const key of ['kind', 'metadata', 'spec', 'version'])
        await expect(table.getByRole('row').filter({ hasText: key }).first()).toContainText('added');
      await review(page).getByRole('button', { name: 'Back to editing' }).click();
      await expect(editor(page)).toBeFocused();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const post = waitFor(page, 'POST', k.api);
      await review(page).getByRole('button', { name: 'Save', exact: true }).click();
      expect((await post).postDataJSON()).toMatchObject({ content: k.created });
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}

test('only comments changed: the review says so, and the save goes ahead on purpose', async ({ page }) => {
  await openShell(page, '/web/roles');
  await page.getByRole('button', { name: 'Edit db-admin' }).click();
  await expect(editor(page)).toContainText('name: db-admin');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('# just a comment\n');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(review(page).getByText('Only formatting or comments changed')).toBeVisible();
  await review(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('page-notice')).toContainText('“db-admin” saved');
});

/** Edits and saves a role in another tab, through its own review. */
async function saveInOtherTab(other: Page, name: string, text: string) {
  await other.goto('/web/roles');
  await other.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await replaceText(other, text);
  await other.getByRole('button', { name: 'Save changes' }).click();
  await review(other).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(other.getByTestId('page-notice')).toContainText(`“${name}” saved`);
}

// In one theme: the review's colours are checked in both by the saves above.
for (const theme of ['dark'] as const) {
  test(`an edit saved in another tab is caught; Re-base keeps both sides’ changes (${theme})`, async ({ page }) => {
    // For the whole context: the second tab reads the same preference as the first.
    await prefer(page.context(), '/user/preferences', `example=${theme}`);
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await page.goto('/web/roles');
    await page.getByRole('button', { name: 'Edit db-admin' }).click();
    await expect(editor(page)).toContainText('name: db-admin');
    await replaceText(page, DB_ADMIN('dev', 'postgres, root, analyst'));

    const other = await page.context().newPage();
    await saveInOtherTab(other, 'db-admin', DB_ADMIN('staging', 'postgres, root', 'false'));

    let puts = 0;
    page.on('request', (r) => void (r.method() === 'PUT' && puts++));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(review(page).getByRole('alert')).toContainText('“db-admin” was changed on the server since you opened it');
    await expect(review(page).getByRole('heading', { name: 'Review changes' })).toBeFocused();
    await expect(row(page, 'Changed on the server', 'spec.allow.db_labels.env')).toContainText('conflict');
    await expect(row(page, 'Changed on the server', 'spec.options.require_session_mfa')).not.toContainText('conflict');
    await expect(row(page, 'Your changes', 'spec.allow.db_labels.env')).toContainText('conflict');
    await expect(row(page, 'Your changes', 'spec.allow.db_users[2]')).toContainText('analyst');
    const conflict = review(page).getByTestId('conflict');
    await expect(conflict).toHaveCount(1);
    await expect(conflict).toContainText('spec.allow.db_labels.env');
    await page.screenshot({ path: path.join(shots, `safe-save-conflict-${theme}.png`), animations: 'disabled' });
    // Where both changed the same path, this user keeps their own value.
    await conflict.getByText('My value').click();
    await review(page).getByRole('button', { name: 'Re-base my changes' }).click();

    await expect(page.getByTestId('editor-notice')).toContainText('Re-based, with 1 conflict');
    await expect(page.getByTestId('editor-notice')).toContainText('spec.allow.db_labels.env: your value kept (dev)');
    await expect(editor(page)).toContainText('env: dev');
    await expect(editor(page)).toContainText('require_session_mfa: false');
    await expect(editor(page)).toContainText('analyst');
    expect(puts).toBe(0);

    // Saving the re-based draft: its review is against the server's copy now, no conflict left.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(row(page, 'Changes to role db-admin', 'spec.allow.db_labels.env')).toContainText('staging');
    await expect(review(page).getByRole('table').getByRole('row').filter({ hasText: 'require_session_mfa' })).toHaveCount(0);
    const put = waitFor(page, 'PUT', '/v1/webapi/roles/db-admin');
    await review(page).getByRole('button', { name: 'Save', exact: true }).click();
    const content = String(((await put).postDataJSON() as { content: string }).content);
    expect(content).toContain('env: dev');
    expect(content).toContain('require_session_mfa: false');
    expect(content).toContain('analyst');
    await expect(page.getByTestId('page-notice')).toContainText('“db-admin” saved');
    await other.close();
  });
}

test('a change saved while the review is open is caught at its Save; Overwrite with mine writes the draft', async ({ page }) => {
  await openShell(page, '/web/roles');
  await page.getByRole('button', { name: 'Edit db-admin' }).click();
  await expect(editor(page)).toContainText('name: db-admin');
  const mine = DB_ADMIN('dev', 'postgres, root');
  await replaceText(page, mine);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(review(page).getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  const other = await page.context().newPage();
  await saveInOtherTab(other, 'db-admin', DB_ADMIN('staging', 'postgres'));

  let puts = 0;
  page.on('request', (r) => void (r.method() === 'PUT' && puts++));
  await review(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(review(page).getByRole('alert')).toContainText('“db-admin” was changed on the server since you opened it');
  await expect(row(page, 'Changed on the server', 'spec.allow.db_users[1]')).toContainText('removed');
  expect(puts).toBe(0);
  const overwrite = review(page).getByRole('button', { name: 'Overwrite with mine' });
  await expect(overwrite).toHaveAttribute('data-danger', 'true');
  const put = waitFor(page, 'PUT', '/v1/webapi/roles/db-admin');
  await overwrite.click();
  expect((await put).postDataJSON()).toMatchObject({ content: mine });
  await expect(page.getByTestId('page-notice')).toContainText('“db-admin” saved');

  // The other tab sees the overwrite.
  await other.reload();
  await other.getByRole('button', { name: 'Edit db-admin' }).click();
  await expect(editor(other)).toContainText('env: dev');
  await other.close();
});

test('an item deleted in another tab is reported; it can be created again on purpose', async ({ page }) => {
  await openShell(page, '/web/roles');
  await page.getByRole('button', { name: 'Edit db-admin' }).click();
  const mine = DB_ADMIN('dev', 'postgres');
  await replaceText(page, mine);

  const other = await page.context().newPage();
  await other.goto('/web/roles');
  await other.getByRole('button', { name: 'Delete db-admin' }).click();
  await other
    .getByRole('dialog', { name: /^Delete/ })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(other.getByTestId('page-notice')).toContainText('deleted');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(review(page).getByRole('alert')).toContainText('“db-admin” was deleted on the server since you opened it');
  const post = waitFor(page, 'POST', '/v1/webapi/roles');
  await review(page).getByRole('button', { name: 'Create it again with mine' }).click();
  expect((await post).postDataJSON()).toMatchObject({ content: mine });
  await expect(page.getByTestId('page-notice')).toContainText('“db-admin” created');
  await other.close();
});
