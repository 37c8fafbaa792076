// `node scripts/a11y-report.mjs [--playwright .tmp/playwright.json] [--out docs/accessibility.md]`:
// writes the accessibility conformance report from the last browser test run (`npm test` runs it
// after Playwright). Exits 1 when the run left no axe checks to report on.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { summarise, testsOf } from './lib/a11y-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    playwright: { type: 'string', default: path.join(root, '.tmp/playwright.json') },
    checks: { type: 'string', default: path.join(root, '.tmp/a11y') },
    out: { type: 'string', default: path.join(root, 'docs/accessibility.md') },
  },
});

const records = existsSync(args.checks)
  ? readdirSync(args.checks)
      .filter((f) => f.endsWith('.ndjson'))
      .flatMap((f) => readFileSync(path.join(args.checks, f), 'utf8').split('\n').filter(Boolean))
      .map((line) => JSON.parse(line))
  : [];
if (!records.length) {
  console.error(`a11y-report: no axe checks in ${path.relative(root, args.checks)} (run the browser tests first)`);
  process.exit(1);
}
const report = existsSync(args.playwright) ? JSON.parse(readFileSync(args.playwright, 'utf8')) : null;
if (!report) console.warn(`a11y-report: no Playwright report at ${args.playwright}; journeys and zoom tests are left out`);
const axe = createRequire(import.meta.url)('axe-core');
const axeVersion = axe.version;
const s = summarise({ records, tests: testsOf(report), rules: axe.getRules() });

const cell = (text) => String(text).replace(/\|/g, '\\|');
const list = (items) => items.map((i) => `- ${i}`).join('\n');
const group = (prefix) => [...s.states.keys()].filter((k) => k.startsWith(prefix)).sort();
const statesOf = (prefix) =>
  group(prefix)
    .map((name) => {
      const e = s.states.get(name);
      return `\`${name.slice(prefix.length)}\` (${[...e.themes].sort().join(', ')}; ${[...e.widths].sort((a, b) => a - b).join(', ')} px)`;
    })
    .join(', ');
const kinds = [...new Set([...s.states.keys()].map((k) => k.split(' ')[0]))].sort();
const journeys = s.tests.filter((t) => t.title.startsWith('keyboard journey:'));
const motion = s.tests.filter((t) => /reduce motion|200% zoom/.test(t.title));
const counts = s.criteria.reduce((acc, c) => ((acc[c.status] = (acc[c.status] ?? 0) + 1), acc), {});

const md = `# Accessibility conformance report

<!-- Written by \`node scripts/a11y-report.mjs\` from the browser tests of \`npm test\`; do not edit by hand. -->

The console against the **WCAG 2.2 level A and AA** success criteria, as far as automated checks
and scripted keyboard use can tell. It is regenerated from each run of the test command, so what it
says is what the last run found.

## Summary

- **${s.checks} axe checks** of **${s.states.size} screens and states**, in the ${[...s.themes].sort().join(' and ')} theme${s.themes.size === 1 ? '' : 's'}.
- **Serious or critical violations: ${s.serious.length}** (any one fails the test command).
- Moderate or minor findings: ${s.minor.length} (listed below; they do not fail the run).
- **Keyboard journeys: ${journeys.filter((t) => t.ok).length} of ${journeys.length} pass**, done with the keyboard alone; after every key the focus is checked to be visible and not lost.
- Criteria: ${Object.entries(counts)
  .map(([status, n]) => `${n} ${status.toLowerCase()}`)
  .join(', ')} (of ${s.criteria.length}).

## Method

- **axe-core ${axeVersion}** with the tags \`wcag2a wcag2aa wcag21a wcag21aa wcag22aa\` and axe's best practices, run in
  Debian's Chromium by the browser tests (\`tests/e2e/support/a11y.ts\`) on the built console, against the embedded
  default cluster (the mock). Colours are judged after transitions end.
- **Routes**: every route of the spec, in both themes, at 1440 px; public pages also at 390 px (a phone)
  (\`tests/e2e/screenshot-sheet.spec.ts\`).
- **States**: dialogs, drawers, menus and popovers open; the loading, empty and error state of each list; the
  enrolment wizard's steps; the terminal, both players and the desktop session (\`tests/e2e/a11y-states.spec.ts\` and the
  specs named below).
- **Keyboard journeys**: the tasks below, with \`page.keyboard\` only (\`tests/e2e/support/keyboard.ts\`).
- **Zoom and motion**: every route at 640 x 400 CSS px (a 1280 x 800 window at 200%) must not scroll sideways; with
  \`prefers-reduced-motion: reduce\` no transition or animation starts when menus and dialogs open.

### Limits

Automated rules find only part of the problems (by common estimates a third to a half of them). They
cannot judge whether a text alternative is meaningful, whether the reading order makes sense, or how
a screen reader announces a live change. The journeys check that keyboard use works and that focus
shows; they do not replace tests with assistive technology by people who use it. Criteria marked
"Not checked automatically" need a manual review before anyone signs a claim of conformance.

## What was checked

- **Routes** (${group('route ').length}): ${statesOf('route ')}
${kinds
  .filter((k) => k !== 'route')
  .map((k) => `- **${k}** (${group(`${k} `).length}): ${statesOf(`${k} `)}`)
  .join('\n')}

### Keyboard journeys

${journeys.length ? list(journeys.map((t) => `${t.ok ? 'passes' : '**fails**'}: ${t.title.replace('keyboard journey: ', '')}`)) : '_No journey ran._'}

### Zoom and reduced motion

${motion.length ? list(motion.map((t) => `${t.ok ? 'passes' : '**fails**'}: ${t.title}`)) : '_Not run._'}

## WCAG 2.2 A and AA, criterion by criterion

| Criterion | Level | Status | How it was checked |
| --- | --- | --- | --- |
${s.criteria.map((c) => `| ${c.id} ${cell(c.name)} | ${c.level} | ${c.status} | ${cell(c.how)} |`).join('\n')}

## Known exceptions

- **Dim terminal text from the 256-colour table or in RGB** keeps xterm's half opacity and may fall under 4.5:1.
  Dim text in the 16 theme colours has its own shade that keeps 4.5:1 (\`src/shared/sessions/terminal-dim.ts\`).
- **What a remote system draws** (a desktop session's picture, a recording's screen) is an image of another
  system; the console cannot describe it. The surrounding controls are checked.
- **Colours a program chooses in the terminal** (foreground and background of its own) are shown as the program sent them.

## Moderate and minor findings

${s.minor.length ? list(s.minor.map((f) => `\`${f.rule}\` (${f.impact}): ${f.help}. Seen on ${[...f.where].sort().slice(0, 6).join('; ')}${f.where.size > 6 ? `; and ${f.where.size - 6} more` : ''}.`)) : '_None._'}
${s.serious.length ? `\n## Serious and critical violations\n\n${list(s.serious.map((f) => `\`${f.rule}\` (${f.impact}): ${f.help}. Seen on ${[...f.where].sort().join('; ')}.`))}\n` : ''}`;

const before = existsSync(args.out) ? readFileSync(args.out, 'utf8') : '';
writeFileSync(args.out, md);
console.log(
  `a11y-report: ${s.checks} checks of ${s.states.size} states, ${s.serious.length} serious/critical, ${s.minor.length} minor; ` +
    `${journeys.filter((t) => t.ok).length}/${journeys.length} journeys; wrote ${path.relative(root, args.out)}` +
    (before && before !== md ? ' (it differs from the committed copy)' : ''),
);
