// File transfer from the terminal: upload then download through the scp route with real bytes,
// errors, and the moderated flow where a moderator approves over the socket.
import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLUSTER, openTerminal, recordFrames, screen, setTheme, shots, signIn, typeLine } from './support/terminal';

const payload = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31 + 7) % 256));

async function openFiles(page: Page) {
  await page.getByRole('button', { name: 'Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'File transfer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('upload a file, see it on the server, download it back: the bytes are equal', async ({ page }) => {
  await signIn(page);
  await openTerminal(page, 'web-1', 'alice');
  const dialog = await openFiles(page);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'payload.bin', mimeType: 'application/octet-stream', buffer: payload });
  await expect(dialog.getByLabel('Directory on web-1')).toHaveValue('~/');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const up = dialog.getByLabel('Upload of payload.bin', { exact: true });
  await expect(up).toHaveAttribute('data-status', 'done');
  await expect(up).toContainText('Done, 195 KB');

  await dialog.getByText('Download', { exact: true }).click();
  await dialog.getByLabel('File path on web-1').fill('~/payload.bin');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('payload.bin');
  const saved = readFileSync((await download.path())!);
  expect(saved.equals(payload)).toBe(true);
  await expect(dialog.getByLabel('Download of payload.bin', { exact: true })).toHaveAttribute('data-status', 'done');

  // A missing file: the backend's message, on the transfer.
  await dialog.getByLabel('File path on web-1').fill('~/missing.txt');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const failed = dialog.getByLabel('Download of missing.txt', { exact: true });
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed.getByRole('alert')).toHaveText('stat /home/alice/missing.txt: file does not exist');
  // A directory is refused before anything is sent.
  await dialog.getByLabel('File path on web-1').fill('~/');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByText('Enter the path of a file, not a directory.')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'transfer-dialog-light.png') });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await typeLine(page, 'ls -l');
  await expect.poll(() => screen(page)).toContain('200000 payload.bin');
});

test('the transfer dialog in the dark theme, and cancelling a transfer that waits for approval', async ({ page, context }) => {
  await signIn(page);
  await setTheme(page, 'dark');
  const frames = recordFrames(page);
  const sid = await openTerminal(page, 'prod-app-1', 'alice', frames);
  await expect(page.getByText('moderated', { exact: true })).toBeVisible();
  const dialog = await openFiles(page);
  await expect(dialog).toContainText('a moderator has to approve each transfer');
  await dialog.getByText('Download', { exact: true }).click();
  await dialog.getByLabel('File path on prod-app-1').fill('~/README.md');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const waiting = dialog.getByLabel('Download of README.md', { exact: true });
  await expect(waiting).toContainText("Waiting for a moderator's approval");
  await page.screenshot({ path: path.join(shots, 'transfer-dialog-dark.png') });

  // A moderator in another page sees the request and approves it; the download then runs.
  const moderator = await context.newPage();
  await moderator.goto(`/web/cluster/${CLUSTER}/console/session/${sid}?mode=moderator`);
  const requests = moderator.getByLabel('File transfer requests');
  await expect(requests).toContainText('alice asks to download ~/README.md');
  await moderator.screenshot({ path: path.join(shots, 'terminal-moderator-dark.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), requests.getByRole('button', { name: 'Approve' }).click()]);
  expect(readFileSync((await download.path())!, 'utf8')).toContain('# prod-app-1');
  await expect(waiting).toHaveAttribute('data-status', 'done');
  await expect(requests).toBeHidden();

  // Another request, cancelled by the requester before anyone decides.
  await dialog.getByLabel('File path on prod-app-1').fill('~/notes.txt');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const second = dialog.getByLabel('Download of notes.txt', { exact: true });
  await expect(second).toHaveAttribute('data-status', 'approval');
  await expect(requests).toContainText('alice asks to download ~/notes.txt');
  await second.getByRole('button', { name: 'Cancel download of notes.txt' }).click();
  await expect(second).toHaveAttribute('data-status', 'cancelled');
  await expect(requests).toBeHidden();
  const decisions = frames
    .at(-1)!
    .sent.filter((e) => e.type === 't')
    .map((e) => JSON.parse(e.payload));
  expect(decisions).toEqual([expect.objectContaining({ event: 'file_transfer_decision', approved: false })]);
});
