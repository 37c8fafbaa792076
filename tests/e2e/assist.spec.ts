// The AI assistant on the embedded default: conversations, a streamed answer, a proposed command
// run on two servers, rename and delete, the view modes saved to the preferences, hostile
// markup shown as text, and the switched-off state. The mock turns Assist on or off with
// POST /__mock/assist (a reset, before each test, goes back to the contract's config).
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { openShell, shots } from './support/shell';

async function assistOn(page: Page, enabled: boolean) {
  const res = await page.request.post('/__mock/assist', { data: { enabled } });
  expect(res.status()).toBe(204);
}

/**
 * Signs in with Assist on, past the 'New!' popup (closed for good, as a user would). While it is
 * up, the user menu opens over it and its items take clicks (the tip covered them).
 */
async function openAssist(page: Page) {
  await assistOn(page, true);
  await openShell(page);
  const tip = page.getByRole('dialog').filter({ hasText: 'New!' });
  await expect(tip).toBeVisible();
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click({ timeout: 5000 });
  await expect(page).toHaveURL(/\/web\/account$/);
  await tip.getByRole('button', { name: 'Close' }).click();
}

async function darkTheme(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: /Dark Theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

async function newConversation(page: Page) {
  await page.goto('/web/assist');
  await page.getByRole('button', { name: 'New conversation', exact: true }).click();
  await expect(page).toHaveURL(/\/web\/assist\/[\w-]+$/);
  // The mock greets a new conversation.
  await expect(page.getByTestId('assist-answer').first()).toContainText('assistant of this demo cluster');
}

async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message the assistant' });
  await box.fill(text);
  await box.press('Enter');
}

test('a conversation: a streamed answer, then hostile markup shown as text; it gets a title', async ({ page }) => {
  await openAssist(page);
  await newConversation(page);
  // Progress while it works (noted by the page itself as it appears: on a loaded machine the
  // progress can come and go between two of the test's looks), then the answer streams in and ends.
  await page.evaluate(() => {
    const seen = document.createElement('meta');
    seen.id = 'progress-seen';
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('[data-testid="assist-progress"]')) return;
      document.head.append(seen);
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await ask(page, 'What should I check first?');
  await expect(page.getByTestId('assist-user-message')).toHaveText('What should I check first?');
  await expect(page.locator('#progress-seen')).toHaveCount(1);
  const answer = page.getByTestId('assist-answer').nth(1);
  await expect(answer).toHaveAttribute('data-streaming', 'true');
  await expect(answer).not.toHaveAttribute('data-streaming', 'true');
  await expect(answer.getByRole('listitem')).toHaveCount(3);
  await expect(answer.locator('pre code')).toContainText('tsh ssh root@web-prod-01 uptime');
  await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible();
  // The first question named the conversation (summary, then set).
  await expect(page.getByRole('navigation', { name: 'Conversations' }).locator('[aria-current="page"]')).toContainText(
    'What should I check first',
  );

  let dialogs = 0;
  page.on('dialog', (d) => (dialogs++, void d.dismiss()));
  await ask(page, 'show me some markup');
  const hostile = page.getByTestId('assist-answer').nth(2);
  await expect(hostile).toContainText('<script>alert("xss")</script>');
  await expect(hostile).not.toHaveAttribute('data-streaming', 'true');
  await expect(hostile.locator('script, img, iframe, b')).toHaveCount(0);
  await expect(hostile.locator('a')).toHaveCount(0);
  await expect(hostile).toContainText('javascript:alert(document.cookie)');
  await expect(hostile).toContainText('https://evil.example.net/login');
  expect(dialogs).toBe(0);
  await page.screenshot({ path: path.join(shots, 'assist-page-light.png') });
  await darkTheme(page);
  await page.screenshot({ path: path.join(shots, 'assist-page-dark.png') });
});

test('a proposed command runs on two servers only after Run: both outputs, then the summary; an error offers Retry', async ({ page }) => {
  await openAssist(page);
  await newConversation(page);
  await ask(page, 'How full is the disk on the web servers?');
  const card = page.getByTestId('command-card');
  await expect(card.getByLabel('Command')).toHaveText('df -h');
  await expect(card.getByLabel('Target servers')).toContainText('web-prod-01');
  await expect(card.getByLabel('Target servers')).toContainText('web-prod-02');
  await expect(card.getByTestId('node-output')).toHaveCount(0);
  await card.getByRole('button', { name: 'Run' }).click();
  const outputs = card.getByTestId('node-output');
  await expect(outputs).toHaveCount(2);
  await expect(card.locator('[data-node="web-prod-01"] pre')).toContainText('Filesystem');
  await expect(card.locator('[data-node="web-prod-02"] pre')).toContainText('Filesystem');
  await expect(card.getByTestId('command-summary')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Run again' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'assist-command-light.png') });
  await darkTheme(page);
  await page.screenshot({ path: path.join(shots, 'assist-command-dark.png') });

  // Reopened, the history has each server's result; its output is read back from the recording.
  await page.reload();
  const stored = page.getByTestId('assist-command-result');
  await expect(stored).toHaveCount(2);
  await stored.filter({ hasText: 'Ran on web-prod-02' }).getByRole('button', { name: 'Show output' }).click();
  await expect(page.getByLabel('Stored output of web-prod-02')).toContainText('Stale file handle');
  await page.getByLabel('Stored output of web-prod-02').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'assist-stored-output-dark.png') });

  // A socket that drops mid-answer keeps what arrived and offers Retry.
  await ask(page, 'drop');
  const cut = page.getByTestId('assist-answer').last();
  await expect(cut).toContainText('This answer was cut off.');
  await expect(page.getByRole('alert').filter({ hasText: 'could not answer' }).getByRole('button', { name: 'Retry' })).toBeVisible();

  await ask(page, 'trigger an error please');
  const alerts = page.getByRole('alert').filter({ hasText: 'could not answer' });
  await expect(alerts).toHaveCount(2);
  await expect(alerts.last()).toContainText('An error has occurred');
  await alerts.last().getByRole('button', { name: 'Retry' }).click();
  // The same question goes again (and fails again in the mock): a third error, with Retry.
  await expect(alerts).toHaveCount(3);
  await expect(alerts.last().getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a rate-limit error leaves the chat open: shown in the transcript, what is typed kept, the next question answered', async ({
  page,
}) => {
  await openAssist(page);
  await newConversation(page);
  await ask(page, 'Am I over the rate limit?');
  const alert = page.getByRole('alert').filter({ hasText: 'could not answer' });
  await expect(alert).toContainText('You have reached the rate limit. Please try again later.');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('assist-user-message')).toHaveText('Am I over the rate limit?');
  const box = page.getByRole('textbox', { name: 'Message the assistant' });
  await box.fill('What should I check first?');
  await expect(box).toHaveValue('What should I check first?');
  await box.press('Enter');
  const answer = page.getByTestId('assist-answer').nth(1);
  await expect(answer).toContainText('Things to look at first');
  await expect(answer).not.toHaveAttribute('data-streaming', 'true');
  await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
});

test('rename and delete a conversation', async ({ page }) => {
  await openAssist(page);
  await newConversation(page);
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  const openRow = nav.locator('.assist-conversation-row').filter({ has: page.locator('[aria-current="page"]') });
  await openRow.getByRole('button', { name: 'Actions for Untitled conversation' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Nightly checks');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nav.getByText('Nightly checks')).toBeVisible();
  await nav.getByRole('button', { name: 'Actions for Nightly checks' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('“Nightly checks” and its messages will be deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(nav.getByText('Nightly checks')).toHaveCount(0);
  await expect(page).toHaveURL(/\/web\/assist$/);
  // An unknown id says so.
  await page.goto('/web/assist/00000000-dead-4000-8000-000000000000');
  await expect(page.getByText('Conversation not found')).toBeVisible();
});

test('view modes: docked beside the page, then popup, saved to the preferences and kept after a reload', async ({ page }) => {
  await openAssist(page);
  await page.getByRole('button', { name: 'Assist', exact: true }).click();
  const docked = page.locator('[data-assist-docked]');
  await expect(docked).toBeVisible();
  expect(Math.round((await docked.boundingBox())!.width)).toBe(520);
  await docked.getByRole('button', { name: 'New conversation', exact: true }).click();
  await expect(docked.getByTestId('assist-answer').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'assist-docked-light.png') });

  // Saved (answered) before the reload below asks for the preferences again.
  const saved = page.waitForResponse((r) => r.url().endsWith('/webapi/user/preferences') && r.request().method() === 'PUT');
  await docked.getByRole('button', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'Popup', exact: true }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ assist: { viewMode: 2 } });
  await expect(page.locator('[data-assist-docked]')).toHaveCount(0);
  await expect(page.getByTestId('assist-panel')).toHaveAttribute('data-view', 'popup');

  await page.reload();
  await page.getByRole('button', { name: 'Assist', exact: true }).click();
  const popup = page.getByTestId('assist-panel');
  await expect(popup).toHaveAttribute('data-view', 'popup');
  await popup.getByRole('button', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'Expanded with conversations', exact: true }).click();
  await expect(popup).toHaveAttribute('data-view', 'expanded-sidebar');
  await page.getByRole('button', { name: 'Close Assist' }).click();
  await expect(popup).toHaveCount(0);

  // Dark theme, docked again, for the screenshot.
  await darkTheme(page);
  await page.getByRole('button', { name: 'Assist', exact: true }).click();
  await page.getByTestId('assist-panel').getByRole('button', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'Docked beside the page', exact: true }).click();
  await expect(page.locator('[data-assist-docked]')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'assist-docked-dark.png') });
});

test('switched off: the page explains, and the top bar has no Assist button', async ({ page }) => {
  await assistOn(page, false);
  await openShell(page);
  await expect(page.getByRole('button', { name: 'Assist', exact: true })).toHaveCount(0);
  await page.goto('/web/assist');
  await expect(page.getByTestId('assist-disabled')).toContainText('Assist is not enabled');
  await expect(page.getByRole('button', { name: 'New conversation', exact: true })).toHaveCount(0);
});
