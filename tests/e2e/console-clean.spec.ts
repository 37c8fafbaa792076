// The browser console stays quiet on ordinary pages: no Content-Security-Policy violation (zod is
// configured never to probe `new Function`, which the policy forbids) and no other warning or error,
// from sign-in through the shell, Servers and a terminal. A stray message here hides real ones.
import { expect, test } from './support/test';
import { CLUSTER, openTerminal, signIn } from './support/terminal';

test('sign-in, the shell, Servers and the terminal log nothing and violate no policy', async ({ page }) => {
  const messages: string[] = [];
  const violations: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  // Which call a "Failed to load resource" message is about.
  page.on('response', (r) => {
    if (r.status() >= 500) messages.push(`(${r.status()} from ${r.request().method()} ${new URL(r.url()).pathname})`);
  });
  await page.exposeFunction('reportPolicyViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportPolicyViolation(v: string): void }).reportPolicyViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline/eval)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });

  await page.goto('/web/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  // The policy the page runs under: sockets only to this host, no eval.
  const response = await page.request.get('/web/login');
  const csp = response.headers()['content-security-policy'] ?? '';
  const host = new URL(page.url()).host;
  expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host};`);
  expect(csp).not.toContain('unsafe-eval');

  await signIn(page); // the shell, landing on Servers
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.goto(`/web/cluster/${CLUSTER}/nodes`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await openTerminal(page, 'web-1', 'alice');

  expect(violations).toEqual([]);
  expect(messages).toEqual([]);
});
