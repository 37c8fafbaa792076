// The accessibility conformance report (docs/accessibility.md), built from one test run: the axe
// checks the browser tests wrote down (tests/e2e/support/a11y.ts, .tmp/a11y/*.ndjson) and the
// outcomes of the tests named in SC_TESTS (Playwright's JSON report). Pure functions; the command
// is scripts/a11y-report.mjs.

/** WCAG 2.2 success criteria at levels A and AA (4.1.1 Parsing is obsolete in 2.2). */
export const CRITERIA = [
  ['1.1.1', 'Non-text Content', 'A'],
  ['1.2.1', 'Audio-only and Video-only (Prerecorded)', 'A'],
  ['1.2.2', 'Captions (Prerecorded)', 'A'],
  ['1.2.3', 'Audio Description or Media Alternative (Prerecorded)', 'A'],
  ['1.2.4', 'Captions (Live)', 'AA'],
  ['1.2.5', 'Audio Description (Prerecorded)', 'AA'],
  ['1.3.1', 'Info and Relationships', 'A'],
  ['1.3.2', 'Meaningful Sequence', 'A'],
  ['1.3.3', 'Sensory Characteristics', 'A'],
  ['1.3.4', 'Orientation', 'AA'],
  ['1.3.5', 'Identify Input Purpose', 'AA'],
  ['1.4.1', 'Use of Color', 'A'],
  ['1.4.2', 'Audio Control', 'A'],
  ['1.4.3', 'Contrast (Minimum)', 'AA'],
  ['1.4.4', 'Resize Text', 'AA'],
  ['1.4.5', 'Images of Text', 'AA'],
  ['1.4.10', 'Reflow', 'AA'],
  ['1.4.11', 'Non-text Contrast', 'AA'],
  ['1.4.12', 'Text Spacing', 'AA'],
  ['1.4.13', 'Content on Hover or Focus', 'AA'],
  ['2.1.1', 'Keyboard', 'A'],
  ['2.1.2', 'No Keyboard Trap', 'A'],
  ['2.1.4', 'Character Key Shortcuts', 'A'],
  ['2.2.1', 'Timing Adjustable', 'A'],
  ['2.2.2', 'Pause, Stop, Hide', 'A'],
  ['2.3.1', 'Three Flashes or Below Threshold', 'A'],
  ['2.4.1', 'Bypass Blocks', 'A'],
  ['2.4.2', 'Page Titled', 'A'],
  ['2.4.3', 'Focus Order', 'A'],
  ['2.4.4', 'Link Purpose (In Context)', 'A'],
  ['2.4.5', 'Multiple Ways', 'AA'],
  ['2.4.6', 'Headings and Labels', 'AA'],
  ['2.4.7', 'Focus Visible', 'AA'],
  ['2.4.11', 'Focus Not Obscured (Minimum)', 'AA'],
  ['2.5.1', 'Pointer Gestures', 'A'],
  ['2.5.2', 'Pointer Cancellation', 'A'],
  ['2.5.3', 'Label in Name', 'A'],
  ['2.5.4', 'Motion Actuation', 'A'],
  ['2.5.7', 'Dragging Movements', 'AA'],
  ['2.5.8', 'Target Size (Minimum)', 'AA'],
  ['3.1.1', 'Language of Page', 'A'],
  ['3.1.2', 'Language of Parts', 'AA'],
  ['3.2.1', 'On Focus', 'A'],
  ['3.2.2', 'On Input', 'A'],
  ['3.2.3', 'Consistent Navigation', 'AA'],
  ['3.2.4', 'Consistent Identification', 'AA'],
  ['3.2.6', 'Consistent Help', 'A'],
  ['3.3.1', 'Error Identification', 'A'],
  ['3.3.2', 'Labels or Instructions', 'A'],
  ['3.3.3', 'Error Suggestion', 'AA'],
  ['3.3.4', 'Error Prevention (Legal, Financial, Data)', 'AA'],
  ['3.3.7', 'Redundant Entry', 'A'],
  ['3.3.8', 'Accessible Authentication (Minimum)', 'AA'],
  ['4.1.2', 'Name, Role, Value', 'A'],
  ['4.1.3', 'Status Messages', 'AA'],
];

/** Browser tests (title patterns) that check a criterion beyond axe's rules. */
export const SC_TESTS = {
  '1.4.4': [/200% zoom/, /^screenshot sheet/],
  '1.4.10': [/200% zoom/, /^screenshot sheet/],
  '2.1.1': [/^keyboard journey:/, /side nav works from the keyboard/, /command palette \(Ctrl\+K\)/],
  '2.1.2': [/^keyboard journey:/],
  '2.2.1': [/idle session warns a minute ahead, can be kept/],
  '2.4.1': [/"Skip to content"/],
  '2.4.2': [/titles follow the page/],
  '2.4.3': [/^keyboard journey:/, /Escape on the user menu or a Connect menu gives the focus back/],
  '2.4.7': [/^keyboard journey:/],
  '3.3.8': [/passkey|passwordless/i],
};

/** What no automated check here can judge, and why (shown in the table). */
const NOT_APPLICABLE = {
  '1.2.1': 'No audio or video content of the console’s own (session recordings show what a remote system drew).',
  '1.2.2': 'No prerecorded audio.',
  '1.2.3': 'No prerecorded video of the console’s own.',
  '1.2.4': 'No live audio.',
  '1.2.5': 'No prerecorded video of the console’s own.',
  '1.4.2': 'The console plays no audio.',
  '2.5.4': 'No function works by moving the device.',
  '3.3.4': 'No legal or financial transactions.',
};

/** `wcag1410` → `1.4.10` (axe's tag of a success criterion). */
export function criterionOfTag(tag) {
  const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : null;
}

/** Rule id → the criteria its tags name. */
export function criteriaByRule(rules) {
  const map = new Map();
  for (const rule of rules) map.set(rule.ruleId, rule.tags.map(criterionOfTag).filter(Boolean));
  return map;
}

/** Flattens Playwright's JSON report to { title, file, ok } per test. */
export function testsOf(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const results = (spec.tests ?? []).map((t) => t.status);
      out.push({
        title: spec.title,
        file: spec.file ?? file,
        ok: results.length > 0 && results.every((s) => s === 'expected' || s === 'flaky'),
      });
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return out;
}

const FAILING = new Set(['serious', 'critical']);

/**
 * Everything the report says, from the checks and the tests.
 * @param {{ records: import('../../tests/e2e/support/a11y').A11yRecord[], tests: { title: string, file: string, ok: boolean }[], rules: { ruleId: string, tags: string[] }[] }} input
 */
export function summarise({ records, tests, rules }) {
  const byRule = criteriaByRule(rules);
  const states = new Map();
  for (const r of records) {
    const entry = states.get(r.state) ?? { themes: new Set(), widths: new Set(), checks: 0 };
    entry.themes.add(r.theme);
    entry.widths.add(r.width);
    entry.checks++;
    states.set(r.state, entry);
  }
  /** criterion → { ran: Set<rule>, failing: [...], findings: [...] } */
  const sc = new Map(CRITERIA.map(([id]) => [id, { ran: new Set(), failing: [], findings: [] }]));
  const findings = new Map();
  for (const r of records) {
    // Rules axe could not decide (incomplete) are not counted as a check of their criteria.
    for (const id of [...r.passes, ...r.violations.map((v) => v.id)]) {
      for (const c of byRule.get(id) ?? []) sc.get(c)?.ran.add(id);
    }
    for (const v of r.violations) {
      const key = `${v.id} (${v.impact})`;
      const f = findings.get(key) ?? { rule: v.id, impact: v.impact, help: v.help, where: new Set() };
      f.where.add(`${r.state} (${r.theme}, ${r.width} px)`);
      findings.set(key, f);
      for (const c of byRule.get(v.id) ?? []) (FAILING.has(v.impact) ? sc.get(c)?.failing : sc.get(c)?.findings)?.push(v.id);
    }
  }
  const criteria = CRITERIA.map(([id, name, level]) => {
    const auto = sc.get(id);
    const patterns = SC_TESTS[id] ?? [];
    const covering = tests.filter((t) => patterns.some((p) => p.test(t.title)));
    const failedTests = covering.filter((t) => !t.ok);
    let status;
    if (auto.failing.length || failedTests.length) status = 'Fails';
    else if (auto.ran.size || covering.length)
      status = auto.findings.length ? 'Passes the checks, with minor findings' : 'Passes the checks';
    else if (NOT_APPLICABLE[id]) status = 'Not applicable';
    else status = 'Not checked automatically';
    const how = [
      auto.ran.size ? `axe: ${[...auto.ran].sort().join(', ')}` : '',
      covering.length ? `${covering.length} browser test${covering.length === 1 ? '' : 's'}` : '',
      !auto.ran.size && !covering.length ? (NOT_APPLICABLE[id] ?? 'needs a manual review') : '',
    ]
      .filter(Boolean)
      .join('; ');
    return { id, name, level, status, how };
  });
  const serious = [...findings.values()].filter((f) => FAILING.has(f.impact));
  const minor = [...findings.values()].filter((f) => !FAILING.has(f.impact));
  const themes = new Set(records.map((r) => r.theme));
  return { states, criteria, serious, minor, themes, checks: records.length, tests };
}
