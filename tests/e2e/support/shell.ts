// Shared steps of the shell's browser tests. `prefer` adds Prism's `Prefer` header to the real
// request (it picks one of the contract's named examples or status codes); nothing is mocked.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD, USER, restoreSession } from './session';

export { USER, restoreSession };
export const ROOT_CLUSTER = 'teleport.example.com';
/** Where the root leads alice: the first Resources page of the proxy cluster. */
export const LANDING = /\/web\/cluster\/teleport\.example\.com\/[\w-]+$/;
export const shots = path.resolve('tests/e2e/.screenshots');
mkdirSync(shots, { recursive: true });

/** Fills and sends the sign-in form (the page is on it): for the tests of sign-in itself. */
export async function signIn(page: Page, user = USER, pass = PASSWORD) {
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Opens the shell at `at` (default the root, which leads to the landing page) signed in as alice
 * from the worker's stored session, with no trip through the sign-in page, and waits for it.
 */
export async function openShell(page: Page, at = '/web') {
  await restoreSession(page);
  await page.goto(at);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/** Every matching API request carries `Prefer: {value}` (e.g. 'example=withLeaves', 'code=500'). */
export async function prefer(target: Page | BrowserContext, urlPath: string | RegExp, value: string, method = 'GET') {
  await target.route(typeof urlPath === 'string' ? `**/v1/webapi${urlPath}` : urlPath, (route) => {
    if (route.request().method() !== method) return route.fallback();
    return route.continue({ headers: { ...route.request().headers(), prefer: value } });
  });
}

/** The signed-in page's bearer token as a header, for calls through `page.request`. */
export async function apiAuth(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
      if (value.includes('"accessToken"')) return (JSON.parse(value) as { accessToken?: string }).accessToken ?? null;
    }
    return null;
  });
  if (!token) throw new Error('no token record in localStorage: sign in first');
  return { Authorization: `Bearer ${token}` };
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export function scheme(page: Page) {
  return page.locator('html');
}
