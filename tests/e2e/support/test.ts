// Every end-to-end test starts from the embedded default as after a restart: the mock's store
// keeps what a test writes (preferences, users, …) for the life of the stack, so an automatic
// fixture puts it back to the contract's examples first (POST /__mock/reset, which the gateway
// offers only in its strict test mode). Specs import `test` and `expect` from here.
//
// Each Playwright worker has a stack of its own (playwright.config.ts starts one per worker, on
// E2E_PORT + the worker's parallel index), so two workers never reset each other's mock.
import { expect, test as base } from '@playwright/test';
import { mantinePartsWithoutSheets } from './mantine-sheets';

export * from '@playwright/test';

const basePort = Number(process.env.E2E_PORT ?? 3181);

/** This worker's stack under a host name: WebAuthn refuses an IP address. */
export function localOrigin(): string {
  return `http://localhost:${basePort + base.info().parallelIndex}`;
}

export const test = base.extend<{ freshMock: void; mantineSheets: void }>({
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${basePort + testInfo.parallelIndex}`);
  },
  freshMock: [
    async ({ request }, use) => {
      const reset = await request.post('/__mock/reset');
      if (reset.status() !== 204) throw new Error(`could not reset the mock (${reset.status()}): is MOCK_STRICT=1 set for the stack?`);
      await use();
    },
    { auto: true },
  ],
  // What a passed test left on screen (a dialog, a menu, a page) has every Mantine sheet it needs.
  mantineSheets: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !/^http:\/\/(127\.0\.0\.1|localhost):/.test(page.url())) return;
      const missing = await mantinePartsWithoutSheets(page).catch(() => null); // a page still navigating
      if (missing) expect(missing, `Mantine parts without their stylesheet at ${new URL(page.url()).pathname}`).toEqual([]);
    },
    { auto: true },
  ],
});
