// The SSH terminal against the embedded default (gateway + WebSocket mock): the real protocol,
// joining as observer and peer, per-session MFA with Chromium's virtual authenticator, and a
// dropped connection.
import { expect, test } from './support/test';
import path from 'node:path';
import { CLUSTER, openTerminal, recordFrames, rows, screen, setTheme, shots, signIn, typeLine } from './support/terminal';
import { addDemoKeyAuthenticator } from './support/webauthn';

test('a terminal speaks the protocol: whoami, a resize event, exit ends the session', async ({ page }) => {
  const frames = recordFrames(page);
  await signIn(page);
  await openTerminal(page, 'web-1', 'alice', frames);
  await expect(page.getByTestId('terminal-title')).toHaveText('alice@web-1');
  await expect(page).toHaveTitle(`${CLUSTER} • alice@web-1`);

  // The connect URL: bearer token, the params JSON and a W3C traceparent.
  const url = new URL(frames[0]!.url);
  expect(url.pathname).toBe(`/v1/webapi/sites/${CLUSTER}/connect`);
  expect(url.searchParams.get('access_token')).toBeTruthy();
  expect(JSON.parse(url.searchParams.get('params')!)).toMatchObject({
    server_id: 'web-1',
    login: 'alice',
    term: { w: expect.any(Number), h: expect.any(Number) },
  });
  expect(url.searchParams.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  expect(frames[0]!.received[0]!.type).toBe('s'); // session metadata first

  await typeLine(page, 'whoami');
  await expect.poll(() => screen(page)).toContain('alice@web-1:~$ whoami\nalice\nalice@web-1:~$');
  expect(
    frames[0]!.sent
      .filter((e) => e.type === 'r')
      .map((e) => e.payload)
      .join(''),
  ).toBe('whoami\r');
  await page.screenshot({ path: path.join(shots, 'terminal-light.png') });

  // A smaller window: the terminal refits, sends `w` with size "W:H", and shows the server's resize event.
  const before = JSON.parse(frames[0]!.sent.filter((e) => e.type === 'w').at(-1)!.payload);
  await page.setViewportSize({ width: 820, height: 460 });
  const lastResize = () => JSON.parse(frames[0]!.sent.filter((e) => e.type === 'w').at(-1)!.payload);
  await expect.poll(() => lastResize().width).toBeLessThan(before.width);
  const sent = JSON.parse(frames[0]!.sent.filter((e) => e.type === 'w').at(-1)!.payload);
  expect(sent).toMatchObject({ event: 'resize', size: `${sent.width}:${sent.height}` });
  expect(sent.width).toBeLessThan(before.width);
  expect(sent.height).toBeLessThan(before.height);
  await expect
    .poll(() => frames[0]!.received.filter((e) => e.type === 'a').map((e) => JSON.parse(e.payload)))
    .toContainEqual(expect.objectContaining({ event: 'resize', size: sent.size }));
  await expect(page.getByTestId('terminal-size')).toHaveText(`${sent.width}×${sent.height}`);
  // Told to screen readers in words; the status line keeps what the user cares about.
  await expect(page.getByTestId('terminal-size-announcement')).toHaveText(`Terminal size ${sent.width} columns by ${sent.height} rows`);
  await expect(page.getByTestId('terminal-status')).not.toContainText('resized');

  await typeLine(page, 'exit');
  const ended = page.getByRole('alertdialog', { name: 'Session ended' });
  await expect(ended).toBeVisible();
  await expect(page.getByText('Session ended', { exact: true }).first()).toBeVisible();
  expect(frames[0]!.received.at(-1)!.type).toBe('c');
  await page.screenshot({ path: path.join(shots, 'terminal-ended-light.png') });

  await ended.getByRole('button', { name: 'Start a new session' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(rows(page)).toContainText('Welcome to web-1');
  await expect(rows(page)).not.toContainText('whoami');
});

test('the terminal in the dark theme, with search in the scrollback', async ({ page }) => {
  await signIn(page);
  await setTheme(page, 'dark');
  await openTerminal(page, 'db-1', 'postgres');
  await typeLine(page, 'seq 200');
  await expect(rows(page)).toContainText('200');
  await page.keyboard.press('Control+f');
  const search = page.getByRole('search', { name: 'Search the terminal' });
  await search.getByLabel('Search text').fill('137');
  await expect(search.getByText('1 of 1')).toBeVisible();
  await expect(rows(page)).toContainText('137');
  await page.screenshot({ path: path.join(shots, 'terminal-dark.png') });
  await search.getByLabel('Search text').press('Escape');
  await expect(search).toHaveCount(0);
});

test('join a running session as observer (typing refused) and as peer in a second page', async ({ page, context }) => {
  const frames = recordFrames(page);
  await signIn(page);
  const sid = await openTerminal(page, 'web-1', 'alice', frames);

  const observer = await context.newPage();
  await observer.goto(`/web/cluster/${CLUSTER}/console/session/${sid}?mode=observer`);
  await expect(observer.getByTestId('read-only-notice')).toContainText('You joined as an observer');
  await expect(rows(observer)).toContainText('alice@web-1:~$');
  await expect(page.getByTestId('terminal-status')).toHaveText('alice joined the session');
  await observer.locator('.xterm').click();
  await observer.keyboard.type('echo nope');
  await expect(observer.getByTestId('terminal-status')).toHaveText('Observers cannot type: your keystrokes were not sent.');
  await observer.screenshot({ path: path.join(shots, 'terminal-observer-light.png') });

  const peer = await context.newPage();
  await peer.goto(`/web/cluster/${CLUSTER}/console/session/${sid}?mode=peer`);
  await expect(peer.getByText('Connected', { exact: true })).toBeVisible();
  await expect(peer.getByTestId('read-only-notice')).toHaveCount(0);
  await peer.locator('.xterm').click();
  await typeLine(peer, 'echo shared-output');
  for (const p of [page, observer, peer]) await expect.poll(() => screen(p)).toContain('$ echo shared-output\nshared-output\n');
  for (const p of [page, observer, peer]) await expect(rows(p)).not.toContainText('nope');
});

test('per-session MFA is answered with Chromium’s virtual WebAuthn authenticator', async ({ page, baseURL }) => {
  // WebAuthn needs a domain: the same server under localhost.
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  await signIn(page, origin);
  const key = await addDemoKeyAuthenticator(page);

  await page.goto(`${origin}/web/cluster/${CLUSTER}/console/node/secure-1/alice`);
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(dialog).toContainText('requires multi-factor authentication for every session');
  await page.waitForTimeout(400); // the dialog's fade-in
  await page.screenshot({ path: path.join(shots, 'terminal-mfa-light.png') });
  await dialog.getByRole('button', { name: 'Use security key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(rows(page)).toContainText('alice@secure-1:~$');
  expect(await key.signCount()).toBe(1);
});

test('a dropped connection comes back by itself with its history; Reconnect now skips the wait', async ({ page }) => {
  const frames = recordFrames(page);
  await signIn(page);
  const sid = await openTerminal(page, 'web-1', 'alice', frames);
  const marker = `before-the-drop-${Date.now()}`;
  await typeLine(page, `echo ${marker}`);
  await expect.poll(() => screen(page)).toContain(`\n${marker}\n`);

  await typeLine(page, 'drop-connection');
  const dropped = Date.now();
  const bar = page.getByRole('region', { name: 'Connection lost' });
  await expect(bar).toContainText(/Connection lost — reconnecting in 1 s \(attempt 1 of 3\)/);
  await expect(bar.getByRole('button', { name: 'Reconnect now' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'terminal-reconnecting-light.png') });
  // Back by itself, as a rejoin of the same session in the same mode, the history on screen once.
  await expect(bar).toBeHidden({ timeout: 7000 });
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  expect(Date.now() - dropped).toBeLessThan(7000);
  expect(JSON.parse(new URL(frames.at(-1)!.url).searchParams.get('params')!)).toMatchObject({ sid, mode: 'peer' });
  await expect.poll(() => screen(page)).toContain('— reconnected —');
  const after = await screen(page);
  expect(after).toContain(`\n${marker}\n`);
  expect(after.match(/\$ drop-connection/g)).toHaveLength(1); // the replay is not written twice
  expect(frames.at(-1)!.sent.some((e) => e.type === 'w')).toBe(true); // the size went again
  // The focus stayed in the terminal: typing works.
  await typeLine(page, 'echo after-the-drop');
  await expect.poll(() => screen(page)).toContain('$ echo after-the-drop\nafter-the-drop\n');

  // A second drop gets three attempts again; offline, the countdown waits, and Reconnect now goes at once.
  const sockets = frames.length;
  await typeLine(page, 'drop-connection');
  await expect(bar).toContainText('(attempt 1 of 3)');
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(bar).toContainText('Connection lost — waiting for the network (attempt 1 of 3)');
  await page.waitForTimeout(1200);
  expect(frames).toHaveLength(sockets); // no attempt while offline
  await bar.getByRole('button', { name: 'Reconnect now' }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.locator('.xterm-helper-textarea')).toBeFocused();
  await typeLine(page, 'echo second-return');
  await expect.poll(() => screen(page)).toContain('$ echo second-return\nsecond-return\n');
});
