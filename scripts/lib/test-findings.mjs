// @ts-check
// What the test command prints above its summary: the tests that failed, and those that passed
// only on their retry, each with the first lines of its error, read from the runners' JSON
// reports. CI keeps the tail of the log, so the tail must say why.
import path from 'node:path';

/** @typedef {{ kind: 'failed' | 'flaky', title: string, message: string }} Finding */

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The first non-empty lines of an error message, without colour codes.
 * @param {unknown} message
 * @param {number} [lines]
 */
export function excerpt(message, lines = 8) {
  return String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .join('\n');
}

/**
 * vitest's JSON report (jest's shape): failed assertions, and files that did not load at all.
 * @param {any} report
 * @param {string} root  file names are shown relative to it
 * @returns {Finding[]}
 */
export function vitestFindings(report, root) {
  /** @type {Finding[]} */
  const out = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, String(file.name ?? ''));
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === 'failed') out.push({ kind: 'failed', title: `${where} › ${t.fullName}`, message: excerpt(t.failureMessages?.[0]) });
    }
    if (file.status === 'failed' && !tests.some((/** @type {any} */ t) => t.status === 'failed')) {
      out.push({ kind: 'failed', title: where, message: excerpt(file.message) });
    }
  }
  return out;
}

/**
 * Playwright's JSON report: tests whose outcome was `unexpected` (failed on every try) or `flaky`
 * (failed, then passed on a retry), with the error of the first try that did not pass.
 * @param {any} report
 * @param {string} testDir  the report's file names are relative to it (as the repository shows it)
 * @returns {Finding[]}
 */
export function playwrightFindings(report, testDir) {
  /** @type {Finding[]} */
  const out = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const bad = (t.results ?? []).find((/** @type {any} */ r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = bad?.error ?? bad?.errors?.[0];
        const at = error?.location ? `\nat ${path.basename(String(error.location.file))}:${error.location.line}` : '';
        out.push({
          kind: t.status === 'flaky' ? 'flaky' : 'failed',
          title: `${path.join(testDir, String(spec.file ?? ''))}:${spec.line} › ${spec.title}`,
          message: excerpt(error?.message) + at,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return out;
}

/**
 * Every Playwright test of the report with its first try's duration, nested suites included.
 * @param {any} report
 * @param {string} testDir
 * @returns {{ title: string, seconds: number }[]}
 */
function playwrightDurations(report, testDir) {
  /** @type {{ title: string, seconds: number }[]} */
  const out = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const first = (t.results ?? [])[0];
        if (!first || first.status === 'skipped') continue;
        const project = t.projectName ? ` [${t.projectName}]` : '';
        out.push({
          title: `${path.join(testDir, String(spec.file ?? ''))}:${spec.line} › ${spec.title}${project}`,
          seconds: Number(first.duration ?? 0) / 1000,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return out;
}

/**
 * The `count` slowest browser tests (by their first try), as lines `  12.3 s  file:line › title`,
 * slowest first: what to look at when the suite grows past its budget.
 * @param {any} report
 * @param {string} testDir
 * @param {number} [count]
 */
export function slowestTests(report, testDir, count = 10) {
  return playwrightDurations(report, testDir)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((t) => `${t.seconds.toFixed(1).padStart(6)} s  ${t.title}`);
}

/**
 * The findings as lines, at most `max` of them.
 * @param {Finding[]} findings
 * @param {number} [max]
 */
export function formatFindings(findings, max = 10) {
  const lines = [];
  for (const f of findings.slice(0, max)) {
    lines.push(`${f.kind === 'flaky' ? 'FLAKY (passed on its retry)' : 'FAILED'}  ${f.title}`);
    if (f.message) lines.push(f.message.replace(/^/gm, '    '));
  }
  if (findings.length > max) lines.push(`… and ${findings.length - max} more (see above)`);
  return lines.join('\n');
}
