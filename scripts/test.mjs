// `npm test`: sets up what a fresh machine lacks, then runs every check and test, and ends with
// one summary line `N passed, N failed`.
//
// Each check (gen:check, contract lint, contract coverage, contract docs, type-check, lint, size
// budget) counts as one; vitest and Playwright contribute their own test counts, read from their
// JSON reports.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, ensureDependencies, ensureChromium } from './lib/setup.mjs';
import { excerpt, formatFindings, playwrightFindings, slowestTests, vitestFindings } from './lib/test-findings.mjs';

const startedAt = Date.now();
const tmp = path.join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note?: string }[]} */
const results = [];
/** Why tests failed (or passed only on their retry), printed above the summary: a log's tail says it. */
/** @type {import('./lib/test-findings.mjs').Finding[]} */
const findings = [];
/** The slowest browser tests of this run, printed above the summary. @type {string[]} */
let slowest = [];

/**
 * Runs a command with its output shown as it comes. With `tail`, its output also passes through
 * here and its last lines are kept in `tail.lines` (for the findings of a failed check); with
 * `tail.held`, the output is kept in `tail.output` instead of shown (a check run beside another).
 * @param {{ lines: string[], held?: boolean, output?: string }} [tail]
 */
function exec(command, args, env = {}, tail) {
  return new Promise((resolve) => {
    const stdio = tail ? ['inherit', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    if (tail) {
      let text = '';
      tail.output = '';
      const keep = (chunk, out) => {
        if (tail.held) tail.output += chunk.toString();
        else out.write(chunk);
        text = (text + chunk.toString()).slice(-8000);
      };
      child.stdout.on('data', (c) => keep(c, process.stdout));
      child.stderr.on('data', (c) => keep(c, process.stderr));
      child.on(
        'close',
        () =>
          (tail.lines = text
            .split('\n')
            .filter((l) => l.trim() !== '')
            .slice(-12)),
      );
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);

async function check(name, command, args, env, held = false) {
  if (!held) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const tail = { lines: [], held };
  const code = await exec(command, args, env, tail);
  const ok = code === 0;
  if (held) console.log(`\n=== ${name} ===\n${tail.output ?? ''}`.trimEnd());
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: (Date.now() - started) / 1000 });
  if (!ok) findings.push({ kind: 'failed', title: name, message: excerpt(tail.lines.join('\n'), 12) });
  return ok;
}

/**
 * Checks that do not depend on each other, two at a time (the machine has two cores); each one's
 * output is printed whole when it ends, and the summary lists them in the order given.
 * @param {[string, string, string[]][]} checks
 */
async function checksSideBySide(checks, lanes = 2) {
  const first = results.length;
  const order = checks.map(([name]) => name);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const [name, command, args] = checks[next++];
      await check(name, command, args, {}, true);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  const done = results.splice(first);
  results.push(...order.map((name) => done.find((r) => r.name === name)));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest() {
  console.log('\n=== unit and contract tests (vitest) ===');
  const started = Date.now();
  const report = path.join(tmp, 'vitest.json');
  const code = await exec(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  const skipped = (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
  findings.push(...vitestFindings(json, root));
  // A suite that failed to load has no tests but must not pass silently.
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name: 'vitest', passed, failed, skipped, seconds: (Date.now() - started) / 1000 });
}

async function playwright() {
  console.log('\n=== end-to-end tests (Playwright, Chromium) ===');
  const started = Date.now();
  const report = path.join(tmp, 'playwright.json');
  // One retry: a test that fails twice fails; one that passes on its retry is named above the
  // summary as flaky, so it is seen and mended rather than hidden.
  const code = await exec(bin('playwright'), ['test', '--reporter=list,json', '--retries=1'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = readJson(report);
  const stats = json?.stats;
  findings.push(...playwrightFindings(json, 'tests/e2e'));
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  const flaky = stats?.flaky ?? 0;
  slowest = slowestTests(json, 'tests/e2e');
  results.push({
    name: 'playwright',
    passed,
    failed,
    skipped: stats?.skipped ?? 0,
    seconds: (Date.now() - started) / 1000,
    note: flaky ? `${flaky} of them passed only on their retry, named above` : undefined,
  });
}

// The set-up is a stage like the others: on a fresh machine it installs dependencies and Chromium.
const setupStarted = Date.now();
let setupError = null;
try {
  ensureDependencies();
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (err) {
  setupError = err;
}
const setupSeconds = (Date.now() - setupStarted) / 1000;
results.push({
  name: 'set-up (dependencies, Chromium)',
  passed: setupError ? 0 : 1,
  failed: setupError ? 1 : 0,
  skipped: 0,
  seconds: setupSeconds,
});

if (setupError) {
  console.error(`\nSet-up failed: ${setupError.message}`);
} else {
  // gen:check first: it rewrites the generated code that the others read.
  await check('gen:check (generated code matches the contract)', 'node', ['scripts/gen-check.mjs']);
  await checksSideBySide([
    ['type-check (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json']],
    ['lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']],
    ['format (Prettier, whole tree)', bin('prettier'), ['--check', '--log-level=warn', '.']],
    ['contract lint (Spectral, bundled document)', 'node', ['scripts/contract-lint.mjs']],
    ['type-check of the mocks (tsc, JSDoc of mocks/*.mjs)', bin('tsc'), ['-p', 'tsconfig.mocks.json']],
    ['contract coverage of the path inventory', 'node', ['scripts/contract-coverage.mjs']],
    ['contract docs (static HTML, offline)', 'node', ['scripts/contract-docs.mjs']],
  ]);
  await vitest();
  // Builds dist/ for the browser tests and checks the size budget.
  const built = await check('build and size budget', 'node', ['scripts/size.mjs', '--no-record']);
  if (built) {
    await playwright();
    // The conformance report from this run's axe checks and journeys (issue 27).
    await check('accessibility report (docs/accessibility.md from this run)', 'node', ['scripts/a11y-report.mjs']);
  } else results.push({ name: 'playwright (not run: build failed)', passed: 0, failed: 1, skipped: 0, seconds: 0 });
}

if (slowest.length) {
  console.log('\n=== the slowest browser tests (first try) ===');
  console.log(slowest.join('\n'));
}

if (findings.length) {
  console.log('\n=== what failed, and what passed only on its retry ===');
  console.log(formatFindings(findings));
}

console.log('\n=== summary ===');
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  const note = r.note ? `; ${r.note}` : '';
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '}  ${r.name}: ${r.passed} passed, ${r.failed} failed${skipped} (${r.seconds.toFixed(1)} s${note})`,
  );
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(`total time: ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed ? 1 : 0);
