import { describe, expect, it } from 'vitest';
import { excerpt, formatFindings, playwrightFindings, slowestTests, vitestFindings } from '../../scripts/lib/test-findings.mjs';

describe('the test command names what failed', () => {
  it('keeps the first non-empty lines of a message, without colour codes', () => {
    expect(excerpt('\u001b[31mError: expected 1\u001b[39m\n\n  at a\n  at b', 2)).toBe('Error: expected 1\n  at a');
    expect(excerpt(undefined)).toBe('');
  });

  it('reads failed tests, and files that did not load, from the vitest report', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed', failureMessages: [] },
            { fullName: 'a fails', status: 'failed', failureMessages: ['AssertionError: expected 2 to be 3\n    at x'] },
          ],
        },
        { name: '/repo/src/b.test.ts', status: 'failed', assertionResults: [], message: 'Failed to load url ./missing' },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    expect(vitestFindings(report, '/repo')).toEqual([
      { kind: 'failed', title: 'src/a.test.ts › a fails', message: 'AssertionError: expected 2 to be 3\n    at x' },
      { kind: 'failed', title: 'src/b.test.ts', message: 'Failed to load url ./missing' },
    ]);
    expect(vitestFindings(null, '/repo')).toEqual([]);
  });

  it('reads failed and flaky tests from nested Playwright suites, with the first bad try', () => {
    const report = {
      suites: [
        {
          title: 'x.spec.ts',
          specs: [
            { title: 'fine', file: 'x.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
            {
              title: 'twice wrong',
              file: 'x.spec.ts',
              line: 9,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: { message: 'first\nsecond', location: { file: '/repo/tests/e2e/x.spec.ts', line: 11, column: 3 } },
                    },
                    { status: 'timedOut', error: { message: 'later' } },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'inner',
              specs: [
                {
                  title: 'once wrong',
                  file: 'x.spec.ts',
                  line: 20,
                  tests: [
                    {
                      status: 'flaky',
                      results: [{ status: 'timedOut', errors: [{ message: 'Test timeout of 30000ms exceeded.' }] }, { status: 'passed' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const found = playwrightFindings(report, 'tests/e2e');
    expect(found).toEqual([
      { kind: 'failed', title: 'tests/e2e/x.spec.ts:9 › twice wrong', message: 'first\nsecond\nat x.spec.ts:11' },
      { kind: 'flaky', title: 'tests/e2e/x.spec.ts:20 › once wrong', message: 'Test timeout of 30000ms exceeded.' },
    ]);
    expect(formatFindings(found)).toBe(
      [
        'FAILED  tests/e2e/x.spec.ts:9 › twice wrong',
        '    first',
        '    second',
        '    at x.spec.ts:11',
        'FLAKY (passed on its retry)  tests/e2e/x.spec.ts:20 › once wrong',
        '    Test timeout of 30000ms exceeded.',
      ].join('\n'),
    );
    expect(formatFindings(found, 1)).toMatch(/… and 1 more \(see above\)$/);
  });

  it('names the slowest browser tests by their first try, nested suites included', () => {
    const spec = (title: string, line: number, ...durations: number[]) => ({
      title,
      file: 'x.spec.ts',
      line,
      tests: [{ results: durations.map((duration) => ({ status: 'passed', duration })) }],
    });
    const report = {
      suites: [
        {
          specs: [spec('quick', 1, 900), spec('slow, then quick on its retry', 5, 21_000, 2_000)],
          suites: [
            {
              specs: [
                spec('middling', 9, 4_250),
                { title: 'skipped', file: 'x.spec.ts', line: 12, tests: [{ results: [{ status: 'skipped', duration: 0 }] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(slowestTests(report, 'tests/e2e', 2)).toEqual([
      '  21.0 s  tests/e2e/x.spec.ts:5 › slow, then quick on its retry',
      '   4.3 s  tests/e2e/x.spec.ts:9 › middling',
    ]);
    expect(slowestTests(null, 'tests/e2e')).toEqual([]);
  });
});
