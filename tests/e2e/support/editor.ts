// The YAML editor dialog in browser tests: its text area, replacing its whole text as a user would
// (select all, then type), and waiting for the request a save sends.
import type { Page, Request } from '@playwright/test';
import { expect } from './test';

/** The editor's text area (CodeMirror's content element). */
export const yamlEditor = (page: Page) => page.locator('[data-testid="yaml-editor"] .cm-content');

/** Replaces the editor's whole text: click, select all, type. */
export async function replaceYaml(page: Page, text: string) {
  await expect(yamlEditor(page)).toBeVisible();
  await yamlEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** The next request with this method and path. */
export const waitForRequest = (page: Page, method: string, urlPath: string) =>
  page.waitForRequest((r: Request) => r.method() === method && new URL(r.url()).pathname === urlPath);
