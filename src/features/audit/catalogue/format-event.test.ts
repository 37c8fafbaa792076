import { describe, expect, it } from 'vitest';
import { ADMIN_CODES } from './codes-admin';
import { DATABASE_CODES } from './codes-databases';
import { DB_SQL_CODES } from './codes-db-sql';
import { FILE_TRANSFER_CODES } from './codes-file-transfer';
import { IDENTITY_CODES } from './codes-identity';
import { INTEGRATION_CODES } from './codes-integrations';
import { RESOURCE_CODES } from './codes-resources';
import { SESSION_CODES } from './codes-sessions';
import { FAMILIES } from './families.fixture';
import { AUDIT_EVENT_TYPES, CATALOGUE, describeCode, eventId, formatEvent, type RawAuditEvent } from './format-event';

/** A wire event whose fields do not have the types the interface names. */
const wire = (fields: Record<string, unknown>) => fields as RawAuditEvent;

const GROUPS = [
  SESSION_CODES,
  FILE_TRANSFER_CODES,
  IDENTITY_CODES,
  ADMIN_CODES,
  INTEGRATION_CODES,
  RESOURCE_CODES,
  DATABASE_CODES,
  DB_SQL_CODES,
];
const codes = Object.keys(CATALOGUE);

describe('the catalogue', () => {
  it('holds every family of the spec', () => {
    for (const [family, list] of Object.entries(FAMILIES)) {
      expect(
        list.filter((code) => !(code in CATALOGUE)),
        family,
      ).toEqual([]);
    }
    expect(codes.length).toBeGreaterThanOrEqual(210);
  });

  it('never defines one code in two groups (a merge would hide one of them)', () => {
    const seen = new Map<string, number>();
    GROUPS.forEach((group, i) => {
      for (const code of Object.keys(group)) {
        expect(seen.get(code), `${code} is in groups ${seen.get(code)} and ${i}`).toBeUndefined();
        seen.set(code, i);
      }
    });
    // Every group's codes, plus the server's own "unknown event" code.
    expect(seen.size + 1).toBe(codes.length);
  });

  it('gives every code a description and a message, even for an event with only code and event', () => {
    for (const code of codes) {
      const entry = CATALOGUE[code]!;
      const view = formatEvent({ code, event: entry.type });
      expect(view.codeDesc, code).not.toBe('');
      expect(view.codeDesc, code).not.toBe('Unknown');
      expect(describeCode(code), code).toBe(entry.desc);
      expect(view.message.trim(), code).not.toBe('');
      expect(view.message, code).not.toMatch(/undefined|null|NaN|\[object Object\]/);
      expect(view.message, code).not.toMatch(/\s{2}|\s$|^\s/);
      expect(view.type, code).toBe(entry.type);
    }
  });

  it('also survives events whose every field is an object, a number or an array', () => {
    const odd = { user: { name: 'x' }, sid: 42, name: ['a', 'b'], path: {}, db_service: null, success: 'yes' };
    for (const code of codes) {
      const view = formatEvent(wire({ ...odd, code, event: CATALOGUE[code]!.type }));
      expect(typeof view.message, code).toBe('string');
      expect(view.message, code).not.toMatch(/undefined|\[object Object\]/);
    }
  });
});

describe('unknown codes and events', () => {
  it("describes an unknown code as 'Unknown'", () => {
    expect(describeCode('T0000X')).toBe('Unknown');
    expect(describeCode('')).toBe('Unknown');
    expect(describeCode('constructor')).toBe('Unknown');
    expect(describeCode('__proto__')).toBe('Unknown');
  });

  it("shows an event of an unknown code as 'Unknown {type} event ({code})'", () => {
    const view = formatEvent({ code: 'TZZ99I', event: 'future.thing', time: '2024-05-01T10:00:00Z', uid: 'u-1' });
    expect(view.codeDesc).toBe('Unknown');
    expect(view.message).toBe('Unknown future.thing event (TZZ99I)');
    expect(view.type).toBe('future.thing');
  });

  it('leaves out what an unknown event does not carry instead of printing undefined', () => {
    expect(formatEvent({ code: 'TZZ99I' }).message).toBe('Unknown event (TZZ99I)');
    expect(formatEvent({ event: 'mystery' }).message).toBe('Unknown mystery event');
    expect(formatEvent({}).message).toBe('Unknown event');
    expect(formatEvent({}).codeDesc).toBe('Unknown');
  });

  it("reads the server's own unknown event (TCC00E) from its unknown_type and unknown_code", () => {
    const view = formatEvent({ code: 'TCC00E', event: 'unknown', unknown_type: 'plugin.frobnicate', unknown_code: 'TPX01I' });
    expect(view.codeDesc).toBe('Unknown Event');
    expect(view.message).toBe('Unknown plugin.frobnicate event (TPX01I)');
  });
});

describe('the view fields', () => {
  it('uses uid as the id, else event and time', () => {
    expect(formatEvent({ uid: 'abc', event: 'user.login', time: '2024-01-01T00:00:00Z', code: 'T1000I' }).id).toBe('abc');
    expect(formatEvent({ event: 'user.login', time: '2024-01-01T00:00:00Z', code: 'T1000I' }).id).toBe('user.login2024-01-01T00:00:00Z');
  });

  it('parses the time, and gives null for a missing or invalid one', () => {
    expect(formatEvent({ code: 'T1000I', time: '2024-03-04T05:06:07.123Z' }).time?.toISOString()).toBe('2024-03-04T05:06:07.123Z');
    expect(formatEvent({ code: 'T1000I' }).time).toBeNull();
    expect(formatEvent({ code: 'T1000I', time: 'not a date' }).time).toBeNull();
    expect(formatEvent({ code: 'T1000I', time: 12 as unknown as string }).time).toBeNull();
  });

  it('takes the user from user, else from who changed the resource, else the certificate owner', () => {
    expect(formatEvent({ code: 'T1000I', user: 'alice' }).user).toBe('alice');
    expect(formatEvent({ code: 'TSI001I', updated_by: 'bob' }).user).toBe('bob');
    expect(formatEvent({ code: 'TC000I', identity: { user: 'carol' } }).user).toBe('carol');
    expect(formatEvent({ code: 'TOK003E' }).user).toBe('');
    expect(formatEvent({ code: 'T1000I', user: { evil: true } as unknown as string }).user).toBe('{"evil":true}');
  });

  it('keeps the raw event as it came', () => {
    const raw = { code: 'T1000I', event: 'user.login', user: 'alice', extra: { nested: [1, 2] } };
    expect(formatEvent(raw).raw).toBe(raw);
  });
});

describe('hostile values', () => {
  const markup = '<img src=x onerror=alert(1)>';

  it('keeps markup as literal text', () => {
    const view = formatEvent({ code: 'T1000W', event: 'user.login', user: markup, error: '<script>alert(2)</script>' });
    expect(view.message).toBe(`Local sign-in failed for ${markup}: <script>alert(2)</script>`);
    expect(view.user).toBe(markup);
    expect(typeof view.message).toBe('string');
  });

  it('bounds a 10 000-character value', () => {
    const long = 'x'.repeat(10_000);
    const view = formatEvent({ code: 'T2000I', event: 'session.start', user: long, server_hostname: long, sid: long });
    expect(view.message.length).toBeLessThan(1_000);
    expect(view.message).toContain('...');
    const query = formatEvent({ code: 'TDB02I', user: 'alice', db_service: 'pg', db_query: `SELECT ${long}` });
    expect(query.message).toContain(`SELECT ${'x'.repeat(70)}...`);
    expect(query.message).not.toContain('x'.repeat(80));
  });

  it('turns objects, numbers and arrays into plain text', () => {
    expect(formatEvent(wire({ code: 'T9000I', user: 42, name: { kind: 'role' } })).message).toBe('42 created role {"kind":"role"}');
    expect(formatEvent({ code: 'T1002I', user: 'alice', name: 'dave', roles: ['access', { x: 1 }, null, 7] }).message).toBe(
      'User dave was created by alice with roles access, {"x":1}, 7',
    );
    expect(formatEvent(wire({ code: 'T2002I', user: true, size: 3.5, sid: Infinity })).message).toBe('true resized the terminal to 3.5');
  });

  it('removes line breaks and direction overrides from values', () => {
    const view = formatEvent({ code: 'T1005I', user: 'eve\n\u202Eadmin\u0000\r\nroot' });
    expect(view.message).toBe('eve admin root changed their password');
  });

  it('does not crash on a non-object input', () => {
    expect(formatEvent(null as unknown as RawAuditEvent).message).toBe('Unknown event');
  });
});

describe('AUDIT_EVENT_TYPES', () => {
  it('has no duplicate type and is sorted by label', () => {
    const types = AUDIT_EVENT_TYPES.map((t) => t.type);
    expect(new Set(types).size).toBe(types.length);
    const labels = AUDIT_EVENT_TYPES.map((t) => t.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(labels);
  });

  it('lists every event type of the catalogue once, with a label', () => {
    const types = new Set(AUDIT_EVENT_TYPES.map((t) => t.type));
    for (const entry of Object.values(CATALOGUE)) {
      if (entry.type !== 'unknown') expect(types.has(entry.type), entry.type).toBe(true);
    }
    expect(types.has('unknown')).toBe(false);
    for (const { label } of AUDIT_EVENT_TYPES) expect(label).not.toBe('');
  });

  it('names shared types by their group and lists every kind of port forwarding', () => {
    const label = (type: string) => AUDIT_EVENT_TYPES.find((t) => t.type === type)?.label;
    expect(label('user.login')).toBe('User Logins');
    expect(label('exec')).toBe('Command Execution');
    expect(label('sftp')).toBe('SFTP');
    expect(label('port')).toBe('Port Forwarding');
    expect(label('port.local')).toBe('Local Port Forwarding');
    expect(label('port.remote')).toBe('Remote Port Forwarding');
    expect(label('port.remote_conn')).toBe('Remote Port Forwarded Connection');
    expect(label('db.session.query')).toBe('Database Query');
  });
});

describe('eventId', () => {
  it('is the id formatEvent gives, whatever the uid holds', () => {
    const events = [
      { uid: 'a1b2-c3' },
      { uid: ' padded ', event: 'exec', time: 't' },
      { uid: 'x'.repeat(300) },
      { uid: 'bidi\u202eid' },
      { uid: '', event: 'exec', time: '2026-11-23T10:00:00Z' },
      { uid: 42, event: 'exec' },
      { event: 'user.login', time: '2026-11-23T10:00:00Z' },
      {},
    ];
    for (const raw of events) expect(eventId(wire(raw))).toBe(formatEvent(wire(raw)).id);
    expect(eventId(null as never)).toBe(formatEvent(null as never).id);
  });
});
