// The session player on the embedded default's example recording (openapi/examples/audit.yaml:
// sessionEvents, streamBytes): prints at 0.394 s (the prompt), 1.902 s ('$ uptime' and the
// clock) and 10.282 s (the rest of the uptime line); the session lasts 21:38.
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { CLUSTER, screen, setTheme, shots, signIn } from './support/terminal';

const SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';
const MISSING = '00000000-0000-4000-8000-00000000dead';
const player = (search = '') => `/web/cluster/${CLUSTER}/session/${SID}?recordingType=ssh${search}`;

const time = (page: Page) => page.getByTestId('player-time');
const tParam = (page: Page) => Number(new URL(page.url()).searchParams.get('t') ?? '0');

test('plays, pauses into the URL, changes speed, seeks with the keyboard and a copied t= link', async ({ page }) => {
  await signIn(page);
  await page.goto(player());
  await expect(page).toHaveTitle(`${CLUSTER} • Session Player`);
  await expect(time(page)).toHaveText('0:00 / 21:38');
  await expect(page.getByTestId('player-size')).toHaveText('120×40'); // session.start's size

  // 16x: the last print (10.282 s) arrives after ~0.65 s; the resize at 7.882 s is honoured.
  await page.getByRole('button', { name: 'Speed 1×' }).click();
  await page.getByRole('menuitemradio', { name: '16×' }).click();
  await expect(page.getByRole('button', { name: 'Speed 16×' })).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => screen(page), { timeout: 5000 }).toContain('load average: 0.08, 0.11, 0.09');
  await expect(page.getByTestId('player-size')).toHaveText('160×48');
  await page.keyboard.press('Space'); // pause
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect.poll(() => tParam(page)).toBeGreaterThan(10_282);
  const pausedAt = tParam(page);
  await page.waitForTimeout(600);
  expect(tParam(page)).toBe(pausedAt); // paused: the position stays

  // A copied link at 2 s: the screen as it was then, paused there.
  await page.goto(player('&t=2000'));
  await expect(time(page)).toHaveText('0:02 / 21:38');
  await expect.poll(() => screen(page)).toContain('ubuntu@web-prod-01:~$ uptime\n 08:31:04');
  expect(await screen(page)).not.toContain('load average');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // Backwards to 0.5 s: rebuilt, not approximated (only the prompt was printed by then).
  await page.goto(player('&t=500'));
  await expect.poll(() => screen(page)).toContain('ubuntu@web-prod-01:~');
  expect(await screen(page)).not.toContain('uptime');

  // The timeline's arrows step 5 s: 0.5 s -> 10.5 s shows the whole line; the URL follows.
  await page.getByRole('slider', { name: 'Position' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(time(page)).toHaveText('0:10 / 21:38');
  await expect.poll(() => screen(page)).toContain('load average');
  await expect.poll(() => tParam(page)).toBe(10_500);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => screen(page)).not.toContain('load average');
  await expect.poll(() => tParam(page)).toBe(5_500);
});

test('a search hit is listed with its time, marked on the timeline, and jumps there', async ({ page }) => {
  await signIn(page);
  for (const scheme of ['light', 'dark'] as const) {
    await setTheme(page, scheme);
    await page.goto(player());
    await page.getByLabel('Search the recording').fill('LOAD average');
    await expect(page.getByText('1 match')).toBeVisible();
    await expect(page.getByTestId('player-hit-mark')).toHaveCount(1);
    const hit = page.getByRole('list', { name: 'Matches' }).getByRole('button');
    await expect(hit).toHaveAccessibleName(/^0:10: .*load average: 0\.08/);
    await hit.click();
    await expect(time(page)).toHaveText('0:10 / 21:38');
    await expect.poll(() => screen(page)).toContain('load average: 0.08');
    await expect.poll(() => tParam(page)).toBe(10_282);
    await page.screenshot({ path: path.join(shots, `player-${scheme}.png`) });
  }
  await page.getByLabel('Search the recording').fill('no such text');
  await expect(page.getByText('No match')).toBeVisible();
  await expect(page.getByTestId('player-hit-mark')).toHaveCount(0);
});

test('a missing recording, a malformed event, a failed stream and a desktop recording end in a message', async ({ page }) => {
  await signIn(page);
  // 404 from the events call: the embedded default's recordings mock knows no such session.
  await page.goto(`/web/cluster/${CLUSTER}/session/${MISSING}?recordingType=ssh`);
  await expect(page.getByRole('alert', { name: 'Recording not found' })).toBeVisible();
  await expect(page.getByText(`There is no recording of session ${MISSING}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Session Recordings' })).toHaveAttribute(
    'href',
    `/web/cluster/${CLUSTER}/recordings`,
  );
  await page.screenshot({ path: path.join(shots, 'player-not-found-light.png') });
  await page.unrouteAll();

  // A print that does not say where its output is (within the contract's types: a negative offset;
  // a wrong type is already refused by the pipeline's contract check, with its own message).
  await page.route('**/v1/webapi/sites/*/sessions/*/events*', (route) =>
    route.fulfill({
      json: {
        events: [
          { event: 'session.start', size: '80:24', ei: 0 },
          { event: 'print', ei: 1, ms: 5, offset: -4, bytes: 3 },
        ],
        startKey: '',
      },
    }),
  );
  await page.goto(player());
  await expect(page.getByRole('alert', { name: 'This recording cannot be played' })).toBeVisible();
  await expect(page.getByText('The event 1 (print) does not say where its output is')).toBeVisible();
  await page.unrouteAll();

  // The stream fails: the message says how far it got; Try again goes on and plays.
  let failing = true;
  await page.route('**/v1/webapi/sites/*/sessions/*/stream*', (route) => (failing ? route.abort('connectionreset') : route.continue()));
  await page.goto(player('&t=20000'));
  await expect(page.getByRole('alert', { name: 'The recording stopped loading' })).toBeVisible();
  await expect(page.getByText(/Loading its output failed after 0 B of 153 B/)).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => screen(page)).toContain('load average');
  await page.unrouteAll();

  // Opened as a desktop recording, the desktop player asks its socket and shows the server's answer.
  await page.goto(`/web/cluster/${CLUSTER}/session/${SID}?recordingType=desktop`);
  await expect(page.getByRole('alertdialog', { name: 'The recording cannot be played' })).toContainText(
    /not found|not a recorded desktop session/,
  );
});
