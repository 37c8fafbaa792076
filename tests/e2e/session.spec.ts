import { expect, test } from './support/test';
import { openUserMenu, signIn } from './support/shell';

test('logging out in one tab ends the session in the other', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/web/login');
  await signIn(first);
  await expect(first.getByTestId('user-name')).toHaveText('alice');

  const second = await context.newPage();
  await second.goto('/web');
  await expect(second.getByTestId('user-name')).toHaveText('alice');

  await openUserMenu(first);
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/web\/login$/);
  await expect(second).toHaveURL(/\/web\/login\?redirect_uri=/);
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
