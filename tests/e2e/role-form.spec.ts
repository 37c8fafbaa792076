// The role form beside the YAML (issue #31): on Roles, edit a role, switch to Form, change a login
// and a node label, switch back to YAML and see them there, save, reload and find them kept by the
// embedded default — in both themes, at the console's smallest width (1024 px), with a picture of
// the form in test-results/role-form/.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { yamlEditor as editor } from './support/editor';
import { openShell, prefer, scheme } from './support/shell';

const SHOTS = path.resolve('test-results/role-form');
const views = (page: Page) => page.getByRole('radiogroup', { name: 'Edit the role as' });

/** Saves; when a review step comes first ("Review changes"), saves from there. */
async function saveChanges(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  const review = page.getByRole('region', { name: 'Review changes' });
  const notice = page.getByTestId('page-notice');
  await expect(review.or(notice).first()).toBeVisible();
  if (await review.isVisible()) await review.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice).toContainText('“access” saved');
}

// One theme here (the other: the states spec checks the form's states in both, the sheet the page).
for (const theme of ['dark'] as const) {
  test(`the role form edits a role beside its YAML (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await page.setViewportSize({ width: 1024, height: 800 });
    await openShell(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    await page.goto('/web/roles');
    await page.getByRole('button', { name: 'Edit access' }).click();
    await expect(editor(page)).toContainText('name: access');

    // YAML -> Form: the same role, as fields.
    await views(page).getByText('Form', { exact: true }).click();
    const form = page.getByTestId('role-form');
    const logins = form.getByLabel('Logins', { exact: true });
    await expect(logins).toBeVisible();
    await expect(page.getByTestId('yaml-editor')).toBeHidden();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('access');

    // Change the login: the trait template goes, e2e-login comes.
    await logins.click();
    await page.keyboard.press('Backspace');
    await logins.fill('e2e-login');
    await logins.press('Enter');
    // Change the node label '*': '*' into env: e2e.
    const label = form.getByRole('group', { name: 'Node label 1' });
    await label.getByLabel('Key', { exact: true }).fill('env');
    const values = label.getByLabel('Values', { exact: true });
    await values.click();
    await page.keyboard.press('Backspace');
    await values.fill('e2e');
    await values.press('Enter');

    // The what-if panel follows the form's writes: no server carries env=e2e.
    await expect(page.getByTestId('what-if-count-nodes')).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('what-if-count-apps')).toHaveAttribute('data-count', '30');

    // It fits the dialog at 1024 px: nothing scrolls sideways.
    expect(await form.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await logins.focus();
    await page.screenshot({ path: path.join(SHOTS, `role-form-1024-${theme}.png`), animations: 'disabled' });

    // Form -> YAML by keyboard: the changes are in the text, the rest as it was.
    await views(page).getByRole('radio', { name: 'Form' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(views(page).getByRole('radio', { name: 'YAML' })).toBeChecked();
    await expect(editor(page)).toBeVisible();
    await expect(editor(page)).toContainText('- e2e-login');
    await expect(editor(page)).toContainText('env: e2e');
    await expect(editor(page)).not.toContainText('{{internal.logins}}');
    await expect(editor(page)).toContainText("- '{{internal.db_names}}'");

    await saveChanges(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Kept by the embedded default: after a reload the YAML and the form show the change.
    await page.reload();
    await page.getByRole('button', { name: 'Edit access' }).click();
    await expect(editor(page)).toContainText('- e2e-login');
    await expect(editor(page)).toContainText('env: e2e');
    await views(page).getByText('Form', { exact: true }).click();
    await expect(
      form.getByLabel('Logins', { exact: true }).locator('xpath=ancestor::*[contains(@class,"mantine-TagsInput-root")][1]'),
    ).toContainText('e2e-login');
    await expect(form.getByRole('group', { name: 'Node label 1' }).getByLabel('Key', { exact: true })).toHaveValue('env');
  });
}
