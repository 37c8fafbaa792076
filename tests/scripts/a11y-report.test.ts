import { describe, expect, it } from 'vitest';
import { CRITERIA, criterionOfTag, summarise, testsOf } from '../../scripts/lib/a11y-report.mjs';
import type { A11yRecord } from '../e2e/support/a11y';

const rules = [
  { ruleId: 'color-contrast', tags: ['wcag2aa', 'wcag143'] },
  { ruleId: 'label', tags: ['wcag2a', 'wcag412', 'wcag131'] },
  { ruleId: 'target-size', tags: ['wcag22aa', 'wcag258'] },
];
const record = (state: string, over: Partial<A11yRecord> = {}): A11yRecord => ({
  state,
  theme: 'light',
  width: 1440,
  violations: [],
  passes: ['label'],
  incomplete: [],
  ...over,
});

describe('the accessibility report', () => {
  it('lists the 55 criteria of WCAG 2.2 A and AA', () => {
    expect(CRITERIA).toHaveLength(55);
    expect(CRITERIA.filter((c) => c[2] === 'AA')).toHaveLength(24);
    expect(CRITERIA.map((c) => c[0])).not.toContain('4.1.1');
  });

  it('reads a criterion from axe tags', () => {
    expect(criterionOfTag('wcag1410')).toBe('1.4.10');
    expect(criterionOfTag('wcag143')).toBe('1.4.3');
    expect(criterionOfTag('wcag2aa')).toBeNull();
    expect(criterionOfTag('best-practice')).toBeNull();
  });

  it('flattens Playwright suites, a flaky test counting as passed', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ title: 'one', tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                { title: 'two', tests: [{ status: 'flaky' }] },
                { title: 'three', tests: [{ status: 'unexpected' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(testsOf(report)).toEqual([
      { title: 'one', file: 'a.spec.ts', ok: true },
      { title: 'two', file: 'a.spec.ts', ok: true },
      { title: 'three', file: 'a.spec.ts', ok: false },
    ]);
    expect(testsOf(null)).toEqual([]);
  });

  it('marks a criterion failing on a serious violation, passing on checks, and unchecked otherwise', () => {
    const s = summarise({
      rules,
      tests: [{ title: 'keyboard journey: sign in', file: 'j.spec.ts', ok: true }],
      records: [
        record('route users', { violations: [{ id: 'color-contrast', impact: 'serious', help: 'contrast', tags: [], targets: ['a'] }] }),
        record('dialog Add user', { violations: [{ id: 'target-size', impact: 'minor', help: 'small', tags: [], targets: ['b'] }] }),
        record('dialog Add user', { theme: 'dark', incomplete: ['color-contrast'] }),
      ],
    });
    const status = (id: string) => s.criteria.find((c) => c.id === id)?.status;
    expect(status('1.4.3')).toBe('Fails');
    expect(status('4.1.2')).toBe('Passes the checks');
    expect(status('2.5.8')).toBe('Passes the checks, with minor findings');
    expect(status('2.1.1')).toBe('Passes the checks');
    expect(status('1.2.2')).toBe('Not applicable');
    expect(status('3.3.3')).toBe('Not checked automatically');
    expect(s.serious.map((f) => f.rule)).toEqual(['color-contrast']);
    expect(s.minor.map((f) => f.rule)).toEqual(['target-size']);
    expect(s.states.get('dialog Add user')?.themes).toEqual(new Set(['light', 'dark']));
  });

  it('fails a criterion whose browser test failed', () => {
    const s = summarise({
      rules,
      records: [record('route x')],
      tests: [{ title: 'keyboard journey: create a lock', file: 'j', ok: false }],
    });
    expect(s.criteria.find((c) => c.id === '2.1.2')?.status).toBe('Fails');
  });
});
