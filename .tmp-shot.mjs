import { chromium } from '@playwright/test';
import { startStack } from './mocks/stack.mjs';
process.env.MOCK_STRICT = '1';
const stack = await startStack({ port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(`${stack.origin}/web/login`);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/web\/?/);
  await page.waitForTimeout(1500);
  for (const scheme of ['light', 'dark']) {
    await page.evaluate((theme) => localStorage.setItem('grv_teleport_user_preferences', JSON.stringify({ theme })), scheme === 'dark' ? 2 : 1);
    await page.goto(`${stack.origin}/web/cluster/teleport.example.com/session/${SID}?recordingType=ssh&t=12000`);
    await page.waitForTimeout(2500);
    await page.getByLabel('Search the recording').fill('load');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/player-${scheme}.png` });
    console.log(scheme, page.url(), await page.getByTestId('player-time').textContent().catch(() => 'no time'));
  }
  await page.goto(`${stack.origin}/web/cluster/teleport.example.com/session/${SID}?recordingType=desktop`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/player-desktop.png` });
} finally {
  await browser.close();
  await stack.close?.();
  process.exit(0);
}
