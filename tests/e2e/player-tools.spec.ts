// The players' tools on the embedded default's recordings: bookmarks (added by key and button,
// noted, linked, deleted with Undo, kept in this browser), the speeds, idle skip, the steps and
// the `?` sheet. The SSH example (openapi/examples/audit.yaml) prints at 0.394 s, 1.902 s ('$ uptime'
// and the clock) and 10.282 s (the load average), resizes at 7.882 s, and lasts 21:38.
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/a11y';
import { CLUSTER, screen, setTheme, signIn } from './support/terminal';

const SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';
const DESKTOP_SID = 'de5c7000-5eed-4000-8000-000000000001';
const player = (search = '') => `/web/cluster/${CLUSTER}/session/${SID}?recordingType=ssh${search}`;
const time = (page: Page) => page.getByTestId('player-time');
const tParam = (page: Page) => Number(new URL(page.url()).searchParams.get('t') ?? '0');
const HOSTILE = '<img src=x onerror=alert(1)> prompt';

test('terminal player: bookmarks, steps, marks, 32×, idle skip and the shortcut sheet', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page);
  await page.goto(player('&t=2000'));
  await expect(time(page)).toHaveText('0:02 / 21:38');
  await expect.poll(() => screen(page)).toContain('$ uptime');

  // `?`: the sheet lists every key of this player; Escape closes it and gives the focus back.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('row')).toHaveText([
    'KeysWhat they do',
    'SpacePlay or pause',
    '←→Back or forward 5 seconds',
    '0…9Jump to 0%, 10%, … 90% of the recording',
    ',.Step back or forward one output event (pauses)',
    '[]Previous or next search hit or bookmark',
    'BBookmark this moment (with a note)',
    'FFull screen, or leave it',
    '?This list of shortcuts',
  ]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // `b` bookmarks this moment and opens its note; the note is shown as text, whatever it holds.
  await page.keyboard.press('b');
  const note = page.getByRole('textbox', { name: 'Note at 0:02' });
  await expect(note).toBeFocused();
  await note.fill(HOSTILE);
  await note.press('Enter');
  await expect(page.getByRole('button', { name: 'Edit the note at 0:02' })).toBeFocused();
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByText(HOSTILE)).toBeVisible();
  await expect(page.getByTestId('player-bookmark-mark')).toHaveCount(1);

  // `.` and `,` step one output event (pausing): 2 s -> 10.282 s (the load average) -> 1.902 s.
  await page.keyboard.press('.');
  await expect(time(page)).toHaveText('0:10 / 21:38');
  await expect.poll(() => screen(page)).toContain('load average');
  await expect.poll(() => tParam(page)).toBe(10_282);
  await page.keyboard.press(',');
  await expect.poll(() => tParam(page)).toBe(1_902);
  expect(await screen(page)).not.toContain('load average');
  await page.keyboard.press('.');
  await expect.poll(() => tParam(page)).toBe(10_282);

  // The button bookmarks too; Escape leaves a note as it was.
  await page.getByRole('button', { name: 'Add bookmark' }).click();
  await page.getByRole('textbox', { name: 'Note at 0:10' }).fill('load average');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Edit the note at 0:10' }).click();
  await page.getByRole('textbox', { name: 'Note at 0:10' }).fill('changed my mind');
  await page.keyboard.press('Escape');
  await expect(list.getByText('load average')).toBeVisible();
  await expect(page.getByTestId('player-bookmark-mark')).toHaveCount(2);

  // `[` `]` go from bookmark to bookmark; a bookmark is a t= link that seeks, and copies.
  await page.keyboard.press('[');
  await expect.poll(() => tParam(page)).toBe(2_000);
  await page.keyboard.press(']');
  await expect.poll(() => tParam(page)).toBe(10_282);
  const first = list.getByRole('link', { name: `Go to 0:02: ${HOSTILE}` });
  await expect(first).toHaveAttribute('href', `/web/cluster/${CLUSTER}/session/${SID}?recordingType=ssh&t=2000`);
  await first.click();
  await expect(time(page)).toHaveText('0:02 / 21:38');
  await page.getByRole('button', { name: 'Copy the link to 0:10' }).click();
  await expect(page.getByText('Link to 0:10 copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${player('&t=10282')}`);

  // Delete with Undo (the focus goes to Undo).
  await page.getByRole('button', { name: 'Delete the bookmark at 0:02' }).click();
  await expect(page.getByText('Bookmark at 0:02 deleted.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page, 'player with bookmarks')).toEqual([]);

  // 0.25x to 32x: 32x plays the 10 s to the load average in about a third of a second.
  await page.goto(player());
  await expect(list.getByRole('listitem')).toHaveCount(2); // kept in this browser
  await page.getByRole('button', { name: 'Speed 1×' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['0.25×', '0.5×', '1×', '2×', '4×', '8×', '16×', '32×']);
  await page.getByRole('menuitemradio', { name: '32×' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => screen(page), { timeout: 3000 }).toContain('load average');
  await page.keyboard.press('Space');

  // Idle skip at 1 s: 0.394 + 1 + 1 + 1 + 1 s shown; the time and the timeline follow it, t= stays
  // recording time, and the choice is in the URL.
  await page.goto(player('&t=10282'));
  await page.getByRole('button', { name: 'Skip idle: off' }).click();
  await page.getByRole('menuitemradio', { name: 'Shorten to 1 s' }).click();
  await expect(time(page)).toHaveText('0:03 / 0:04');
  await expect.poll(() => new URL(page.url()).searchParams.get('idle')).toBe('1000');
  await expect(list.getByRole('link', { name: /^Go to 0:01:/ })).toBeVisible(); // 2 s: 1.394 s shown
  await page.keyboard.press('5'); // 50% of 4.394 s shown = 6.70 s recorded, before the load average
  await expect(time(page)).toHaveText('0:02 / 0:04');
  await expect.poll(() => tParam(page)).toBeLessThan(6_800);
  expect(tParam(page)).toBeGreaterThan(6_600);
  expect(await screen(page)).not.toContain('load average');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Skip idle: 1 s' })).toBeVisible();
  await expect(time(page)).toHaveText('0:02 / 0:04');
});

test('desktop player: bookmarks, the speeds the proxy takes, and its shortcut sheet', async ({ page }) => {
  await signIn(page);
  await setTheme(page, 'dark');
  await page.goto(`/web/cluster/${CLUSTER}/session/${DESKTOP_SID}?recordingType=desktop&durationMs=6000&t=3000`);
  await expect(page.getByTestId('player-linked-at')).toContainText('This link points to 0:03.');

  // The proxy clamps the speed to 0.25..16: 32x is offered disabled, with why.
  await page.getByRole('button', { name: 'Speed 1×' }).click();
  await expect(page.getByRole('menuitemradio', { name: '32×' })).toBeDisabled();
  await expect(page.getByTestId('player-speed-limit')).toHaveText('The proxy plays desktop recordings at 16× at most.');
  await page.getByRole('menuitemradio', { name: '0.25×' }).click();
  await expect(page.getByRole('button', { name: 'Speed 0.25×' })).toBeVisible();

  await page.getByTestId('playback-canvas').click();
  await page.keyboard.press('b');
  const note = page.getByRole('textbox', { name: /^Note at 0:0\d$/ });
  await expect(note).toBeFocused();
  await note.fill('sign-in screen');
  await note.press('Enter');
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByText('sign-in screen')).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(0); // no jumping in a proxy-paced recording
  await expect(page.getByTestId('player-bookmark-mark')).toHaveCount(1);

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('row')).toHaveText([
    'KeysWhat they do',
    'SpacePlay or pause',
    'BBookmark this moment (with a note)',
    'FFull screen, or leave it',
    '?This list of shortcuts',
  ]);
  await expect(sheet.getByTestId('player-shortcuts-missing')).toContainText('cannot jump or step');
  expect(await axeViolations(page, 'desktop player shortcut sheet')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // `f`: the player (canvas, bar and bookmarks) full screen, and back.
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('canvas')) ?? false)).toBe(true);
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});
