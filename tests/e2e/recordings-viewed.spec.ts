// "Viewed by" on Session Recordings against the embedded default: the column shows the viewers of
// the mock's seeded session.recording.access events, exactly as the audit log holds them for the
// list's range; playing a recording logs a view by the signed-in user, who then heads its cell.
import { expect, test, type Page } from './support/test';
import { CLUSTER, signIn } from './support/terminal';
import { apiAuth } from './support/shell';

const RECORDINGS = `/web/cluster/${CLUSTER}/recordings`;
const EXAMPLE_SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';
const DESKTOP_SID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const isViews = (url: string) => {
  const u = new URL(url);
  return u.pathname === `/v1/webapi/sites/${CLUSTER}/events/search` && u.searchParams.get('include') === 'session.recording.access';
};
const table = (page: Page) => page.getByRole('table', { name: 'Session recordings' });
const summary = (page: Page, sid: string) => table(page).locator(`tr[data-sid="${sid}"] [data-testid="viewers-summary"]`);

/** The viewers of each recording by the audit log itself (the views call the page made), latest first. */
async function expectedViewers(page: Page, url: string) {
  const auth = await apiAuth(page);
  const events = await page.evaluate(
    async ({ url, auth }) => {
      const out: { sid: string; user: string; time: string }[] = [];
      let startKey = '';
      do {
        const u = new URL(url);
        if (startKey) u.searchParams.set('startKey', startKey);
        const page = (await (await fetch(u, { headers: auth })).json()) as { events: typeof out; startKey: string };
        out.push(...page.events);
        startKey = page.startKey;
      } while (startKey);
      return out;
    },
    { url, auth },
  );
  const bySid = new Map<string, Map<string, number>>();
  for (const e of events) {
    const users = bySid.get(e.sid) ?? new Map<string, number>();
    users.set(e.user, Math.max(users.get(e.user) ?? 0, Date.parse(e.time)));
    bySid.set(e.sid, users);
  }
  const names = (sid: string) =>
    [...(bySid.get(sid) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([u]) => u);
  return { bySid, names };
}

test('Viewed by shows the seeded views, and a played recording lists the signed-in user first', async ({ page }) => {
  await signIn(page);
  const user = (await page.getByTestId('user-name').innerText()).trim();
  const viewsCall = page.waitForRequest((r) => isViews(r.url()));
  await page.goto(RECORDINGS);
  const url = (await viewsCall).url();
  await expect(table(page).getByRole('columnheader', { name: 'Viewed by' })).toBeVisible();

  // Every row's cell agrees with the audit log: its latest two viewers and how many more.
  const seeded = await expectedViewers(page, url);
  expect(seeded.names(DESKTOP_SID).slice(0, 2)).toEqual(['erin@example.com', 'frank']);
  const rows = await table(page)
    .locator('tbody tr[data-sid]')
    .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-sid')!));
  expect(rows.length).toBeGreaterThanOrEqual(9);
  for (const sid of rows) {
    const names = seeded.names(sid);
    if (!names.length) {
      await expect(table(page).locator(`tr[data-sid="${sid}"] [data-views="0"]`)).toHaveText('—');
      continue;
    }
    const text = names.length > 2 ? `${names.slice(0, 2).join(', ')} +${names.length - 2}` : names.join(', ');
    await expect(summary(page, sid)).toHaveAttribute('data-summary', text);
  }

  // The full list opens from the keyboard, every viewer once.
  await table(page)
    .locator(`tr[data-sid="${DESKTOP_SID}"]`)
    .getByRole('button', { name: /: who viewed it, last / })
    .focus();
  await page.keyboard.press('Enter');
  const list = page.getByTestId('viewed-by');
  await expect(list.locator('li[data-user]')).toHaveCount(seeded.names(DESKTOP_SID).length);
  await expect(list.locator('li[data-user]').first()).toHaveAttribute('data-user', 'erin@example.com');
  await expect(list.locator('li[data-user="erin@example.com"]')).toContainText('2 times');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // Play the example recording, come back: the signed-in user heads its viewers.
  // The player reads the recording's events: that read is the view the mock logs.
  const played = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/sessions/${EXAMPLE_SID}/events`) && r.ok());
  await table(page).locator(`tr[data-sid="${EXAMPLE_SID}"]`).getByRole('link', { name: /^Play/ }).click();
  await expect(page).toHaveURL(new RegExp(`/session/${EXAMPLE_SID}`));
  await played;
  const again = page.waitForRequest((r) => isViews(r.url()));
  await page.goBack();
  const after = await expectedViewers(page, (await again).url());
  expect(after.names(EXAMPLE_SID)[0]).toBe(user);
  await expect(summary(page, EXAMPLE_SID)).toHaveAttribute(
    'data-summary',
    new RegExp(`^${user.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`),
  );
});
