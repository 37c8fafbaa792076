// Every end-to-end test starts from the embedded default as after a restart: the mock's store
// keeps what a test writes (preferences, users, …) for the life of the stack, so an automatic
// fixture puts it back to the contract's examples first (POST /__mock/reset, which the gateway
// offers only in its strict test mode). Specs import `test` and `expect` from here.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ freshMock: void }>({
  freshMock: [
    async ({ request }, use) => {
      const reset = await request.post('/__mock/reset');
      if (reset.status() !== 204) throw new Error(`could not reset the mock (${reset.status()}): is MOCK_STRICT=1 set for the stack?`);
      await use();
    },
    { auto: true },
  ],
});
