import type { Page } from '@playwright/test';

/** Signs in through the form (any user and password work against the mock). */
export async function signIn(page: Page, user = 'alice', pass = 'correct horse battery') {
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Adds Prism's `Prefer` header to the real requests whose path ends with `pathSuffix`, so the mock
 * answers with a named example of the contract. The request still goes to the server.
 */
export async function preferExample(page: Page, method: string, pathSuffix: string, prefer: string) {
  await page.route(
    (url) => url.pathname.endsWith(pathSuffix),
    (route) =>
      route.request().method() === method
        ? route.continue({ headers: { ...route.request().headers(), prefer } })
        : route.continue(),
  );
}
