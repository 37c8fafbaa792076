// Shared steps of the terminal end-to-end tests.
import { expect, type Page, type WebSocket } from '@playwright/test';
import { decodeEnvelope, type Envelope } from '../../../src/shared/wire/envelope.mjs';
import { LANDING, ROOT_CLUSTER, restoreSession } from './shell';

export { shots } from './shell';
export const CLUSTER = ROOT_CLUSTER;

/**
 * Opens the shell signed in (at `origin`, default the test server) from the worker's stored
 * session and waits for its landing page.
 */
export async function signIn(page: Page, origin = '') {
  await restoreSession(page, origin || undefined);
  await page.goto(`${origin}/web`);
  await expect(page).toHaveURL(LANDING);
}

/**
 * The theme of the pages that follow, through the preferences' local copy (what the colour-scheme
 * manager reads; the shell would write the server's choice back on its next load).
 */
export async function setTheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(
    (theme) => localStorage.setItem('grv_teleport_user_preferences', JSON.stringify({ theme })),
    scheme === 'dark' ? 2 : 1,
  );
}

/** The visible rows of the terminal. */
export const rows = (page: Page) => page.locator('.xterm-rows');

/** Type into the terminal (it has the keyboard focus once connected). */
export async function typeLine(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

export interface Frames {
  url: string;
  received: Envelope[];
  sent: Envelope[];
  closed: boolean;
}

/** Record the decoded envelopes of the page's terminal WebSockets (the latest one last). */
export function recordFrames(page: Page): Frames[] {
  const sockets: Frames[] = [];
  page.on('websocket', (ws: WebSocket) => {
    const f: Frames = { url: ws.url(), received: [], sent: [], closed: false };
    sockets.push(f);
    const decode = (payload: string | Buffer) => (typeof payload === 'string' ? null : decodeEnvelope(payload));
    ws.on('framereceived', ({ payload }) => {
      const e = decode(payload);
      if (e) f.received.push(e);
    });
    ws.on('framesent', ({ payload }) => {
      const e = decode(payload);
      if (e) f.sent.push(e);
    });
    ws.on('close', () => (f.closed = true));
  });
  return sockets;
}

/** Open a new session and wait for the prompt; returns its session id. */
export async function openTerminal(page: Page, server: string, login: string, frames?: Frames[], origin = '') {
  await page.goto(`${origin}/web/cluster/${CLUSTER}/console/node/${server}/${login}`);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(rows(page)).toContainText(`${login}@`);
  if (!frames) return '';
  await expect.poll(() => frames.at(-1)?.received.find((e) => e.type === 's')).toBeTruthy();
  return JSON.parse(frames.at(-1)!.received.find((e) => e.type === 's')!.payload).session.id as string;
}

/** The visible screen as lines (xterm renders one div per row). */
export function screen(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.xterm-rows > div'))
      .map((row) => (row.textContent ?? '').replace(/\u00a0/g, ' ').trimEnd())
      .join('\n'),
  );
}
