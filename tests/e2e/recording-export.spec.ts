// The export of a terminal recording (issue 30, item 1): the ~10 MB recording the mock generates
// (mocks/recordings/recording-generator.mjs) exported as asciicast from its row in Session
// Recordings, saved as a download, then parsed here and replayed into a headless terminal
// (@xterm/headless), which must end on the same screen as the console's player at the end of the
// recording; the file carries this browser's bookmark as a marker. Also: a desktop row's link to
// the desktop player's video export, and a text transcript from the player's header (no escape
// sequence left; the focus back on the menu after the dialog).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './support/test';
import { CLUSTER, screen, signIn } from './support/terminal';

// @xterm/headless is CommonJS: Node's ESM loader sees no named exports in it.
const { Terminal } = createRequire(import.meta.url)('@xterm/headless') as typeof import('@xterm/headless');

const BENCH_SID = '00000000-0000-4000-8000-000000100000';
const EXAMPLE_SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';
const BOOKMARK_NOTE = 'deploy <b>starts</b> "here"';

test('a 10 MB recording exported as .cast replays to the player’s final screen; a video link; a transcript from the player', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Without the save picker the export is one download (what Playwright can catch).
  await page.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    window.__consoleTestHooks = {};
  });
  await signIn(page);
  await page.evaluate(
    ([sid, note]) =>
      localStorage.setItem(
        'grv_teleport_recording_bookmarks',
        JSON.stringify({ 'teleport.example.com': { [sid!]: [{ id: 'b1', ms: 61_000, note }] } }),
      ),
    [BENCH_SID, BOOKMARK_NOTE],
  );

  // Session Recordings: the 10 MB recording's row, Export, asciicast.
  await page.goto(`/web/cluster/${CLUSTER}/recordings?range=30d`);
  await page
    .locator(`tr[data-sid="${BENCH_SID}"]`)
    .getByRole('button', { name: /^Export the SSH recording of web-prod-01 at / })
    .click();
  await page.getByRole('menuitem', { name: 'asciicast (.cast)…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the recording' });
  await expect(dialog.getByRole('radio', { name: 'asciicast (.cast)' })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  await expect(dialog.getByTestId('recording-export-done')).toContainText(`saved as the download ${BENCH_SID}.cast`);
  expect(download.suggestedFilename()).toBe(`${BENCH_SID}.cast`);
  const file = readFileSync((await download.path())!, 'utf8');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // A desktop row: its video is made by the desktop player, opened with export=webm.
  await page
    .locator('tr[data-type="desktop"]')
    .first()
    .getByRole('button', { name: /^Export the Desktop recording of/ })
    .click();
  const video = page.getByRole('menuitem', { name: 'Export video…' });
  await expect(video).toHaveAttribute('href', /\/session\/[^?]+\?(?=.*export=webm)(?=.*recordingType=desktop)/);
  await page.keyboard.press('Escape');

  // The player's header: a text transcript of the example recording.
  await page.goto(`/web/cluster/${CLUSTER}/session/${EXAMPLE_SID}?recordingType=ssh`);
  await page.getByTestId('recording-export-menu').click();
  await page.getByRole('menuitem', { name: 'Text transcript (.txt)…' }).click();
  await expect(dialog.getByRole('radio', { name: 'Text transcript (.txt)' })).toBeChecked();
  const [txt] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(txt.suggestedFilename()).toBe(`${EXAMPLE_SID}.txt`);
  const text = readFileSync((await txt.path())!, 'utf8');
  expect(text).toContain('ubuntu@web-prod-01:~$ uptime');
  expect(text).toContain('load average: 0.08, 0.11, 0.09');
  expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recording-export-menu')).toBeFocused();

  // The 10 MB recording in the player (loading in the browser while the file is replayed here).
  await page.goto(`/web/cluster/${CLUSTER}/session/${BENCH_SID}?recordingType=ssh`);

  // The file: asciicast v2, parsed line by line, replayed into a headless terminal.
  const lines = file.split('\n');
  expect(lines.pop()).toBe('');
  const header = JSON.parse(lines[0]!) as { version: number; width: number; height: number; duration: number; timestamp: number };
  expect(header).toMatchObject({ version: 2, width: 120, height: 40 });
  const term = new Terminal({ cols: header.width, rows: header.height, scrollback: 1000, allowProposedApi: true });
  // Plain checks in the loop (an expect() per event would be a traced step each).
  let last = 0;
  let outputs = 0;
  const markers: Array<[number, string]> = [];
  const problems: string[] = [];
  for (const line of lines.slice(1)) {
    const [t, code, data] = JSON.parse(line) as [number, string, string];
    if (!(t >= last)) problems.push(`time goes back: ${line}`);
    last = t;
    if (code === 'o') {
      term.write(data);
      outputs++;
    } else if (code === 'r') {
      const m = /^(\d+)x(\d+)$/.exec(data);
      if (m) term.resize(Number(m[1]), Number(m[2]));
      else problems.push(`bad resize: ${line}`);
    } else if (code === 'm') markers.push([t, data]);
    else problems.push(`unexpected event: ${line}`);
  }
  expect(problems).toEqual([]);
  await new Promise<void>((resolve) => term.write('', resolve));
  expect(outputs).toBeGreaterThan(1000);
  expect(markers).toEqual([[61, BOOKMARK_NOTE]]);
  const buffer = term.buffer.active;
  const replayed = Array.from({ length: term.rows }, (_, i) => buffer.getLine(buffer.baseY + i)?.translateToString(true) ?? '').join('\n');
  term.dispose();

  // The player at the very end of the recording.
  await page.waitForFunction(() => window.__consoleTestHooks?.player !== undefined, undefined, { timeout: 20_000 });
  const duration = Number(await page.getByTestId('player-timeline').getAttribute('aria-valuemax'));
  expect(header.duration * 1000).toBeCloseTo(duration, -1);
  await page.evaluate((ms) => window.__consoleTestHooks!.player!.seek(ms), duration);
  const playerScreen = await screen(page);
  expect(playerScreen.trim().length).toBeGreaterThan(0);
  expect(replayed).toBe(playerScreen);
});
