// Shared by the benchmarks: the build they need, Chromium as they all start it, medians and
// quantiles, a paint watcher, the load average printed beside each figure, and the verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from '../../mocks/stack.mjs';

/** Builds dist/ first when it is missing (exits when the build fails). */
export function buildIfMissing() {
  if (existsSync(path.join(REPO_ROOT, 'dist/index.html'))) return;
  console.log('dist/ is missing: building the console first');
  const r = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
export const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * Init script: `window.__paint[name]` = when the first element matching `selector` was on the
 * screen (the frame after it appeared has been painted), for each [name, selector].
 */
export function watchPaints(pairs) {
  const state = {};
  window.__paint = state;
  const check = () => {
    for (const [name, selector] of pairs) {
      if (state[name] !== undefined || state[`_${name}`] || !document.querySelector(selector)) continue;
      state[`_${name}`] = true;
      requestAnimationFrame(() => setTimeout(() => (state[name] = performance.now()), 0));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/** Prints the figures with the load average; returns true when every target was met. */
export function report(title, figures) {
  console.log(`\n${title} (load average ${load()}):`);
  let ok = true;
  for (const f of figures) {
    const verdict = f.ok === undefined ? '' : f.ok ? 'ok' : 'MISSED';
    if (f.ok === false) ok = false;
    console.log(
      `  ${f.name.padEnd(58)} ${`${f.value.toFixed(f.unit === 'x' ? 2 : 1)} ${f.unit}`.padStart(12)}  ${(f.target ?? '').padEnd(14)} ${verdict}`,
    );
  }
  return ok;
}

/**
 * PROFILE=<file.cpuprofile> and TRACE=<file.json>: starts a CPU profile (sampled every
 * `intervalUs` µs) and a Chromium trace of `page` when asked; the function returned stops them and
 * writes the files (nothing when neither is set).
 */
export async function startRecording(browser, page, intervalUs) {
  const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (process.env.TRACE)
    await browser.startTracing(page, {
      path: process.env.TRACE,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'],
    });
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await cdp.send('Profiler.start');
  }
  return async () => {
    if (process.env.TRACE) await browser.stopTracing();
    if (cdp) writeFileSync(process.env.PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  };
}
