// Roles, Auth Connectors and Trusted Clusters on the embedded default: create, edit and delete
// through the YAML editor with the bodies the contract expects, YAML problems caught before
// sending, the unsaved-changes guard, a 409 that keeps the text, and the editor's chunk fetched
// only on these pages.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { replaceYaml as replaceText, waitForRequest as waitFor, yamlEditor as editor } from './support/editor';
import { ROOT_CLUSTER, openShell, prefer, scheme, shots } from './support/shell';

interface Kind {
  page: string;
  api: string;
  table: string;
  create: string;
  kind: string;
  yaml: (name: string, extra?: string) => string;
}

const KINDS: Kind[] = [
  {
    page: '/web/roles',
    api: '/v1/webapi/roles',
    table: 'Roles',
    create: 'Create role',
    kind: 'role',
    yaml: (name, extra = '') => `kind: role\nversion: v7\nmetadata:\n  name: ${name}\nspec:\n  allow:\n    logins: [ubuntu]\n${extra}`,
  },
  {
    page: '/web/sso',
    api: '/v1/webapi/github',
    table: 'Auth Connectors',
    create: 'Create GitHub connector',
    kind: 'github',
    yaml: (name, extra = '') =>
      `kind: github\nversion: v3\nmetadata:\n  name: ${name}\nspec:\n  client_id: abc\n  client_secret: def\n  redirect_url: https://p.example.com/v1/webapi/github/callback\n${extra}`,
  },
  {
    page: '/web/trust',
    api: '/v1/webapi/trustedcluster',
    table: 'Trusted Clusters',
    create: 'Create trusted cluster',
    kind: 'trusted_cluster',
    yaml: (name, extra = '') =>
      `kind: trusted_cluster\nversion: v2\nmetadata:\n  name: ${name}\nspec:\n  enabled: true\n  token: t0k3n\n  tunnel_addr: ${name}:3024\n  web_proxy_addr: ${name}:3080\n${extra}`,
  },
];

/** Every save shows "Review changes" first (safe-save.spec.ts tests it); its Save writes. */
const confirmReview = (page: Page) =>
  page.getByRole('region', { name: 'Review changes' }).getByRole('button', { name: 'Save', exact: true }).click();

for (const k of KINDS) {
  test(`${k.table}: create, edit and delete through the editor, with the contract's bodies`, async ({ page }) => {
    await openShell(page, k.page);
    const table = page.getByRole('table', { name: k.table });
    await expect(table).toBeVisible();

    await page.getByRole('button', { name: k.create }).click();
    const created = k.yaml('e2e-item');
    await replaceText(page, created);
    const post = waitFor(page, 'POST', k.api);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await confirmReview(page);
    expect((await post).postDataJSON()).toEqual({ id: `${k.kind}:e2e-item`, kind: k.kind, name: 'e2e-item', content: created });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(table.getByText('e2e-item', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', { name: k.table }).getByText('e2e-item', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit e2e-item' }).click();
    await expect(editor(page)).toContainText('name: e2e-item');
    const edited = k.yaml('e2e-item', '# edited\n');
    await replaceText(page, edited);
    const put = waitFor(page, 'PUT', `${k.api}/e2e-item`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await confirmReview(page);
    expect((await put).postDataJSON()).toMatchObject({ name: 'e2e-item', content: edited });
    await expect(page.getByTestId('page-notice')).toContainText('“e2e-item” saved');

    await page.getByRole('button', { name: 'Delete e2e-item' }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete/ });
    await expect(dialog).toContainText('e2e-item');
    const del = waitFor(page, 'DELETE', `${k.api}/e2e-item`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await del;
    await expect(page.getByRole('table', { name: k.table }).getByText('e2e-item', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('table', { name: k.table })).toBeVisible();
    await expect(page.getByText('e2e-item', { exact: true })).toHaveCount(0);
  });
}

test('a hostile role name is text; a YAML error blocks saving and is marked at its line', async ({ page }) => {
  page.on('dialog', (d) => void d.dismiss());
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/webapi/roles') posted++;
  });
  await openShell(page, '/web/roles');
  await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();
  await replaceText(page, 'kind: role\nmetadata:\n  name: broken\n  labels: [a\nspec: {}\n');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const notice = page.getByTestId('editor-notice');
  await expect(notice).toContainText('before saving');
  await expect(notice).toContainText(/Line [45]: YAML:/);
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(page.locator('.cm-gutter-lint .cm-lint-marker-error').first()).toBeVisible();
  // A wrong kind is refused too, before anything is sent.
  await replaceText(page, 'kind: github\nmetadata:\n  name: x\n');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(notice).toContainText('Line 1: kind is "github", but this page edits roles');
  expect(posted).toBe(0);
});

test('a 409 keeps the text and the editor open', async ({ page }) => {
  await openShell(page, '/web/sso');
  await page.getByRole('button', { name: 'Create GitHub connector' }).click();
  const text = KINDS[1]!.yaml('github', '# mine, keep me\n');
  await replaceText(page, text);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await confirmReview(page);
  await expect(page.getByTestId('editor-notice')).toContainText('already exists');
  await expect(editor(page)).toContainText('# mine, keep me');
  // The cursor stayed where typing ended: more typing lands at the end.
  await editor(page).press('End');
  await page.keyboard.insertText('# more');
  await expect(editor(page)).toContainText('# mine, keep me# more');
});

test('unsaved changes ask before the editor closes, the page is left or the tab closes', async ({ page }) => {
  await openShell(page);
  // Into Roles from another page inside the console, so that Back is the router's to block.
  await page.goto('/web/trust');
  await expect(page.getByRole('table', { name: 'Trusted Clusters' })).toBeVisible();
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page).toHaveURL(/\/web\/roles$/);
  await page.getByRole('button', { name: 'Edit db-admin' }).click();
  await expect(editor(page)).toContainText('name: db-admin');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('# unsaved\n');

  await page.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toHaveCount(0);
  await expect(editor(page)).toContainText('# unsaved');

  await page.evaluate(() => window.history.back());
  const leave = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/web\/roles$/);
  await expect(editor(page)).toContainText('# unsaved');

  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await expect.poll(() => page.isClosed()).toBe(true);
});

test('the editor chunk is fetched on the YAML pages only', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/yaml-editor-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  await expect(page.getByRole('table', { name: 'Servers' })).toBeVisible();
  await page.goto('/web/clusters');
  await expect(page.getByRole('table', { name: 'Clusters' })).toBeVisible();
  expect(chunks).toEqual([]);
  await page.goto('/web/trust');
  await expect(page.getByRole('table', { name: 'Trusted Clusters' })).toBeVisible();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
});

// One theme here: the states spec checks the editor in both themes, the sheet the pages.
for (const theme of ['light'] as const) {
  test(`screenshots of the three pages and the editor (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await page.setViewportSize({ width: 1280, height: 860 });
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    for (const [url, name] of [
      ['/web/roles', 'Roles'],
      ['/web/sso', 'Auth Connectors'],
      ['/web/trust', 'Trusted Clusters'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('table', { name })).toBeVisible();
      await page.screenshot({ path: path.join(shots, `access-${url.slice(5)}-${theme}.png`), animations: 'disabled' });
    }
    await page.goto('/web/roles');
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect(editor(page)).toContainText('max_session_ttl');
    // The dialog may still be moving in when the pointer arrives (a loaded machine stretches its
    // transition), and the editor's hover help reads the word under the pointer after a pause: the
    // pointer leaves and comes back until the help shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await editor(page).getByText('max_session_ttl').first().hover();
      await expect(page.locator('.cm-field-help')).toContainText('spec.options.max_session_ttl', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: path.join(shots, `access-editor-hover-${theme}.png`), animations: 'disabled' });
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('    req');
    await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('require_session_mfa');
    await page.screenshot({ path: path.join(shots, `access-editor-complete-${theme}.png`), animations: 'disabled' });
  });
}
