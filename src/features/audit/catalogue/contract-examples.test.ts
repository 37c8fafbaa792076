// @vitest-environment node
// The contract's audit examples and the catalogue agree: the two pages of events the mock
// serves hold an event of every family, each one reads as a known code, and the pages fit
// together (newest first, no event twice, the last page ends the paging).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { FAMILIES } from './families.fixture';
import { formatEvent, type RawAuditEvent } from './format-event';

interface Page {
  events: RawAuditEvent[];
  startKey: string;
}
const examples = YAML.parse(readFileSync(path.resolve('openapi/examples/audit.yaml'), 'utf8')) as Record<string, { value: Page }>;
const first = examples.eventsPage!.value;
const last = examples.eventsLastPage!.value;
const events = [...first.events, ...last.events];

/** Codes the examples carry on purpose to show the fallbacks. */
const DELIBERATELY_UNKNOWN = new Set(['TAL001I']);

describe('audit examples', () => {
  it('hold an event of every family', () => {
    const codes = new Set(events.map((e) => e.code));
    for (const [family, list] of Object.entries(FAMILIES)) {
      expect(
        list.some((code) => codes.has(code)),
        family,
      ).toBe(true);
    }
  });

  it('read as known codes with messages built from their fields', () => {
    for (const raw of events) {
      const view = formatEvent(raw);
      if (DELIBERATELY_UNKNOWN.has(raw.code ?? '')) {
        expect(view.codeDesc).toBe('Unknown');
        expect(view.message).toBe(`Unknown ${raw.event} event (${raw.code})`);
        continue;
      }
      expect(view.codeDesc, raw.code).not.toBe('Unknown');
      expect(view.type, raw.code).toBe(raw.event);
      expect(view.message, raw.code).not.toMatch(/undefined|null|unknown user|\[object Object\]/);
      expect(view.time, raw.code).not.toBeNull();
      expect(view.id, raw.code).toBe(raw.uid);
    }
  });

  it('show the failures of every family that has them', () => {
    const codes = new Set(events.map((e) => e.code));
    const failures = [
      'T1000W',
      'T1001W',
      'T3007W',
      'T3002E',
      'T3004E',
      'TS001E',
      'T3003E',
      'T3001E',
      'T3008W',
      'TDB00W',
      'TDB02W',
      'TDP00W',
      'TDP04W',
      'T1009W',
      'TSI001W',
      'TOK003E',
    ];
    expect(failures.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('page together: newest first, no event twice, and the last page ends the paging', () => {
    const times = events.map((e) => Date.parse(e.time ?? ''));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(first.startKey).not.toBe('');
    expect(last.startKey).toBe('');
  });
});
