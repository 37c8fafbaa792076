// axe-core in the page, with the WCAG 2.0, 2.1 and 2.2 A and AA rules (plus axe's best practices),
// the one way every browser test checks accessibility. Each run is also written down
// (.tmp/a11y/*.ndjson: what was checked, in which theme and width, what axe found) so that
// `node scripts/a11y-report.mjs` can write docs/accessibility.md from the same test run.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const RUN_TAGS = [...WCAG_TAGS, 'best-practice'];
/**
 * The rules whose outcome can change with the theme: a theme swaps colours (and the pictures drawn
 * in them), never structure, names or roles. A state already checked with every rule in one theme
 * is checked in the other with these alone (`colours: true`).
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'] as const;
/** Impacts that fail a test; moderate and minor findings are listed in the report. */
const FAILING = new Set(['serious', 'critical']);

export const A11Y_RESULTS = path.resolve('.tmp/a11y');

type AxeNode = { target: string[] };
type AxeRule = { id: string; impact: string | null; help: string; tags: string[]; nodes: AxeNode[] };
type AxeResult = { violations: AxeRule[]; passes: AxeRule[]; incomplete: AxeRule[] };

/** One check as the report reads it. */
export type A11yRecord = {
  state: string;
  theme: string;
  width: number;
  violations: { id: string; impact: string; help: string; tags: string[]; targets: string[] }[];
  passes: string[];
  incomplete: string[];
};

let source: string | null = null;
const axeSource = () => (source ??= readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8'));

function record(entry: A11yRecord) {
  mkdirSync(A11Y_RESULTS, { recursive: true });
  appendFileSync(path.join(A11Y_RESULTS, `checks-${process.pid}.ndjson`), JSON.stringify(entry) + '\n');
}

/**
 * Runs axe on the page as it is now and returns its serious and critical violations, one line
 * each (rule, impact, help, the elements), for `expect(...).toEqual([])`. `state` names what is on
 * screen ("route nodes", "dialog Add user"), as the conformance report lists it.
 */
export async function axeViolations(page: Page, state: string, options: { colours?: boolean } = {}): Promise<string[]> {
  // Evaluated rather than added as a <script>: the gateway's CSP (rightly) forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  // Colours are judged at rest: transitions that end (a nav link's highlight, a menu fading in)
  // finish first; endless ones (a loader's spin, a skeleton's pulse) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => null)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const runOnly = options.colours ? { type: 'rule', values: [...THEME_RULES] } : { type: 'tag', values: RUN_TAGS };
  const result = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: only,
        resultTypes: ['violations'],
      }),
    runOnly,
  );
  const theme = (await page.locator('html').getAttribute('data-mantine-color-scheme')) ?? 'light';
  const width = page.viewportSize()?.width ?? 0;
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    tags: v.tags,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  record({
    state,
    theme,
    width,
    violations,
    passes: result.passes.map((r) => r.id),
    incomplete: result.incomplete.map((r) => r.id),
  });
  return violations.filter((v) => FAILING.has(v.impact)).map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
}
