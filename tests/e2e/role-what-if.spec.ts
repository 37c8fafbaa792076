// The role editor's "What this role reaches" panel on the embedded default, in both themes: the
// counts of a role's labels per kind, a count that follows the draft as it is edited, what cannot
// be counted named as such, invalid YAML said plainly, and a count whose link opens the Servers
// list with the same predicate and the same number.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { replaceYaml as replaceText } from './support/editor';
import { openShell, prefer, scheme, shots } from './support/shell';

const role = (nodeLabels: string, deny = '    {}') =>
  `kind: role\nversion: v7\nmetadata:\n  name: access\nspec:\n  allow:\n    logins: ['{{internal.logins}}']\n    node_labels:\n${nodeLabels}\n` +
  `    app_labels:\n      env: prod\n    db_labels:\n      '*': '*'\n    kubernetes_labels:\n      env: [dev, staging]\n  deny:\n${deny}\n`;

/** The settled count of a kind (the number the link shows once its answer is in). */
const count = (page: Page, kind: string) => page.getByTestId(`what-if-count-${kind}`);

// One theme here (role-form runs in the other; the states spec checks both).
for (const theme of ['light'] as const) {
  test(`what a role reaches: counts, a change, and the link to Servers (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await page.goto('/web/roles');
    await page.getByRole('button', { name: 'Edit access' }).click();

    // The preset gives '*': '*' for every kind: the whole demo cluster.
    const panel = page.getByRole('region', { name: 'What this role reaches' });
    await expect(panel).toBeVisible();
    await expect(count(page, 'nodes')).toHaveAttribute('data-count', '41');
    await expect(count(page, 'apps')).toHaveAttribute('data-count', '30');
    await expect(count(page, 'databases')).toHaveAttribute('data-count', '28');
    await expect(count(page, 'kubernetes')).toHaveAttribute('data-count', '28');
    await expect(count(page, 'desktops')).toHaveAttribute('data-count', '28');

    // A label changes the count; a deny takes some away and says how many.
    await replaceText(page, role('      env: prod'));
    await expect(count(page, 'nodes')).toHaveAttribute('data-count', '23');
    await expect(count(page, 'apps')).toHaveAttribute('data-count', '17');
    await expect(count(page, 'kubernetes')).toHaveAttribute('data-count', '22');
    await expect(count(page, 'desktops')).toHaveText('0');
    await expect(page.getByTestId('what-if-desktops')).toContainText('no allow.windows_desktop_labels');
    await replaceText(page, role('      env: prod', '    node_labels:\n      team: platform'));
    await expect(page.getByTestId('what-if-nodes')).toContainText(/\d+ taken away by deny/);
    await expect
      .poll(async () => {
        const settled = await count(page, 'nodes').getAttribute('data-count');
        return settled === null ? Infinity : Number(settled);
      })
      .toBeLessThan(23);
    const afterDeny = Number(await count(page, 'nodes').getAttribute('data-count'));
    await expect(page.getByTestId('what-if-nodes')).toContainText(`${23 - afterDeny} taken away by deny`);

    // A pattern is named, not guessed; YAML that does not parse says so, and nothing breaks.
    await replaceText(page, role("      env: 'prod-*'"));
    await expect(page.getByTestId('what-if-nodes')).toContainText('Not counted');
    await expect(page.getByTestId('what-if-nodes')).toContainText('"prod-*" is a wildcard pattern');
    await expect(count(page, 'apps')).toHaveAttribute('data-count', '17');
    await replaceText(page, 'kind: role\nspec: [');
    await expect(page.getByTestId('role-what-if-invalid')).toContainText('does not parse');

    await replaceText(page, role('      env: prod'));
    await expect(count(page, 'nodes')).toHaveAttribute('data-count', '23');
    await page.screenshot({ path: path.join(shots, `role-what-if-${theme}.png`), animations: 'disabled' });

    // The link opens Servers with the same predicate, and the list counts the same.
    const link = page.getByRole('link', { name: /^23 servers: open Servers/ });
    await link.click();
    // The draft has unsaved changes: the editor asks first.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/web\/cluster\/teleport\.example\.com\/nodes\?/);
    expect(new URL(page.url()).searchParams.get('query')).toBe('labels["env"] == "prod"');
    await expect(page.getByTestId('page-count')).toHaveText('23 servers');
  });
}
