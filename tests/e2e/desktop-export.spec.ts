// A desktop recording exported as a WebM video (issue 30): opened from the player's URL
// (`export=webm`, as the recordings list links it), encoded in the browser and saved as a
// download; the file then plays in Chromium's own <video> element, at the recording's size, and
// lasts as long as the recording (within 1%). The file's clusters are read back too: its last frame
// holds the final picture until the recording's end.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CLUSTER, signIn } from './support/terminal';

const SID = 'de5c7000-5eed-4000-8000-000000000001'; // the desktop recording the mock seeds

/** The times (ms) of the video's frames, read from its Clusters and SimpleBlocks. */
function frameTimes(file: Buffer): number[] {
  const vint = (at: number, marker: boolean) => {
    const first = file[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = marker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + file[at + i]!;
    const unknown = !marker && value === 2 ** (7 * length) - 1;
    return { value, length, unknown };
  };
  const times: number[] = [];
  let clusterTime = 0;
  const walk = (from: number, to: number) => {
    for (let at = from; at < to;) {
      const id = vint(at, true);
      const size = vint(at + id.length, false);
      const start = at + id.length + size.length;
      const end = size.unknown ? to : start + size.value;
      if (id.value === 0x18538067 || id.value === 0x1f43b675)
        walk(start, end); // Segment, Cluster
      else if (id.value === 0xe7)
        clusterTime = file.readUIntBE(start, size.value); // Timecode
      else if (id.value === 0xa3) times.push(clusterTime + file.readInt16BE(start + 1)); // SimpleBlock
      at = end;
    }
  };
  walk(0, file.length);
  return times;
}

/** Load the file into a <video> (on a blank page: the console's CSP keeps blob: media out) and read what Chromium makes of it. */
function playInChromium(page: Page, base64: string) {
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
    const once = (name: string) =>
      new Promise<void>((resolve, reject) => {
        video.addEventListener(name, () => resolve(), { once: true });
        video.addEventListener('error', () => reject(new Error(`the video failed: ${video.error?.message ?? video.error?.code}`)), {
          once: true,
        });
      });
    const loaded = once('loadedmetadata');
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    await loaded;
    let duration = video.duration;
    if (!Number.isFinite(duration)) {
      // No duration in the header: seeking far makes Chromium find the end.
      const seeked = once('seeked');
      video.currentTime = 1e6;
      await seeked;
      duration = video.duration;
    }
    // The last picture: the desktop, not a black frame. Read once the seeked frame is presented
    // (under load a draw right after 'seeked' can still get an empty picture), a few times at most.
    const presented = () =>
      new Promise<void>((resolve) => {
        video.requestVideoFrameCallback(() => resolve());
        setTimeout(resolve, 1000);
      });
    const shown = presented();
    const seeked = once('seeked');
    video.currentTime = Math.max(0, duration - 0.05);
    await seeked;
    await shown;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext('2d')!;
    let lit = 0;
    let pixels = new Uint8ClampedArray(4);
    for (let attempt = 0; attempt < 5 && lit === 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 200));
      ctx.drawImage(video, 0, 0);
      pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < pixels.length; i += 4 * 97) if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! > 60) lit++;
    }
    // And it plays through to its end (fast).
    video.currentTime = 0;
    video.playbackRate = 8;
    const ended = once('ended');
    await video.play();
    await ended;
    return {
      duration,
      width: video.videoWidth,
      height: video.videoHeight,
      readyState: video.readyState,
      litShare: lit / (pixels.length / 4 / 97),
    };
  }, base64);
}

test('a desktop recording exports as a playable WebM video as long as the recording', async ({ page }) => {
  // Without the File System Access API the export is a download Playwright can read.
  await page.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await signIn(page);
  // The recording's length as the recordings list knows it (its Play link).
  await page.goto(`/web/cluster/${CLUSTER}/recordings?range=7d&type=desktop`);
  const play = page.locator(`tr[data-sid="${SID}"]`).getByRole('link', { name: /^Play/ });
  const link = new URL((await play.getAttribute('href'))!, page.url());
  const durationMs = Number(link.searchParams.get('durationMs'));
  expect(durationMs).toBeGreaterThan(5000);

  // The URL opens the dialog, which says what will be exported.
  link.searchParams.set('export', 'webm');
  await page.goto(link.pathname + link.search);
  const dialog = page.getByRole('dialog', { name: 'Export video' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('video-export-summary')).toContainText('(0:06, 1024 × 640 pixels) as a WebM video');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const done = dialog.getByTestId('video-export-done');
  await expect(done).toContainText(`desktop-recording-${SID}.webm`, { timeout: 15_000 });
  await expect(done).toContainText('1024 × 640');
  await expect(done).toContainText('saved as a download');
  const file = await readFile(await (await download).path());
  expect((await download).suggestedFilename()).toBe(`desktop-recording-${SID}.webm`);

  // The frames carry the recording's times: from 0 to its end, in order.
  const times = frameTimes(file);
  expect(times.length).toBeGreaterThan(20);
  expect(times[0]).toBe(0);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(Math.abs(times.at(-1)! - durationMs)).toBeLessThanOrEqual(durationMs * 0.01);

  // Chromium plays it: the recording's size, its length within 1%, the desktop in the last picture.
  const viewer = await page.context().newPage();
  const video = await playInChromium(viewer, file.toString('base64'));
  await viewer.close();
  expect(video.readyState).toBeGreaterThanOrEqual(2);
  expect([video.width, video.height]).toEqual([1024, 640]);
  expect(Math.abs(video.duration * 1000 - durationMs)).toBeLessThanOrEqual(durationMs * 0.01);
  expect(video.litShare).toBeGreaterThan(0.2);

  // Close: the URL forgets the dialog and the focus goes to the header's Export video button.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/export=webm/);
  await expect(page.getByRole('button', { name: 'Export video' })).toBeFocused();
});
