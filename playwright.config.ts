import { defineConfig } from '@playwright/test';

// End-to-end tests: the built console behind the dev gateway, Prism answering from the contract
// and the WebSocket mock, driven in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 3181);
// Two workers on two cores: the tests wait on sockets, timers and the browser as much as they
// compute. Each worker gets a stack of its own on E2E_PORT + its parallel index
// (tests/e2e/support/test.ts points baseURL there), so resets never cross.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/playwright-results',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded when a failed test runs again (the test command retries once): recording
    // one for every test to keep only the failures' cost a quarter of the suite's time (label-picker,
    // columns and safe-save: 137 s with, 103 s without).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node mocks/stack.mjs',
    // MOCK_STRICT: the mock's own answers must keep the contract, and the console throws on any
    // response that breaks it (the gateway tells the production build so in index.html).
    env: { PORT: String(port + index), HOST: '127.0.0.1', MOCK_STRICT: '1' },
    url: `http://127.0.0.1:${port + index}/web/login`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
