// The inactivity logout on Playwright's fake clock.
//
// Each clock jump waits for the app to have *stored* the renewed token, not only for the renewal's
// response: on a loaded machine the page can still be reading and checking the answer when the
// next 8-minute jump lands, and a jump past the old token's expiry then rightly logs out
// ('expired'). That race is what failed this test late in two full runs.
import { expect, test } from './support/test';
import { prefer, signIn } from './support/shell';
import { RENEWING_KEY } from '../../src/auth/storage-keys';

test('an idle session warns a minute ahead, can be kept, and then logs out', async ({ page }) => {
  // Nine clock jumps, each waiting for a real renewal round trip: slow on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.clock.install();
  // The contract's login example with a 30-minute idle timeout (sessionInactiveTimeout 1800000).
  await prefer(page, /\/v1\/webapi\/sessions\/web$/, 'example=loggedInWithIdleTimeout', 'POST');
  await prefer(page, /\/v1\/webapi\/sessions\/web\/renew$/, 'example=renewedWithIdleTimeout', 'POST');
  await page.goto('/web/login');
  await signIn(page);
  await expect(page.getByTestId('user-name')).toHaveText('alice');
  // Wait for the lazily loaded session lifecycle (its timers run on the fake clock).
  await expect(page.locator('html')).toHaveAttribute('data-session-lifecycle', 'running');

  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  // The bearer token lives 10 minutes and renews when under 3 remain: each step lands a renewal.
  const advance = async (time: string) => {
    const renewal = page.waitForResponse((r) => r.url().endsWith('/v1/webapi/sessions/web/renew'));
    await page.clock.fastForward(time);
    await renewal;
    // The session manager clears its renewing flag only after the new token is saved.
    await page.waitForFunction((key) => localStorage.getItem(key) === null, RENEWING_KEY);
  };
  // Idle since sign-in (t=0): the logout is due at 29:30, the warning shows from 28:30.
  await advance('08:00');
  await advance('08:00');
  await advance('08:00'); // 24:00
  await expect(warning).toBeHidden();
  await page.clock.fastForward('04:31'); // 28:31
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('signed out in');
  await page.clock.runFor(500); // let the dialog's transition finish before the picture
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'tests/e2e/.screenshots/inactivity-warning.png' });

  // Staying signed in at 28:31 moves the logout to 58:01 (warning from 57:01).
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await page.clock.fastForward('00:30'); // 29:01
  await expect(warning).toBeHidden();
  await advance('03:00'); // 32:01
  await advance('08:00'); // 40:01
  await advance('08:00'); // 48:01
  await advance('08:00'); // 56:01
  await expect(warning).toBeHidden();
  await page.clock.fastForward('01:05'); // 57:06
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00'); // 58:06: past the deadline
  await expect(page).toHaveURL(/\/web\/login\?redirect_uri=/);
});
