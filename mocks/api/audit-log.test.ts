// The mock's audit log: re-dated examples and generated events, paging to the end, filters, errors,
// appended events, and every answer checked against the contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_RANGE, bulkSize, createAuditLog, GENERATED_EVENTS, RECORDING_VIEWS } from './audit-log.mjs';
import { responseExample } from './contract-examples.mjs';
import { loadContractKit, type ContractKit } from './contract-kit.mjs';
import { createMockStore, type MockStore } from './mock-store.mjs';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

interface Page {
  events: { event: string; code: string; time: string; uid: string; user?: string }[];
  startKey: string;
}

let kit: ContractKit;
beforeAll(async () => {
  kit = await loadContractKit();
});

function search(store: MockStore, query: Record<string, string>) {
  const answer = store.answer('searchEvents', {
    params: { clusterId: 'teleport.example.com' },
    query,
    body: undefined,
    upstream: undefined,
  });
  const problem = answer.status < 300 ? kit.checkResponse('searchEvents', answer.body) : kit.checkErrorBody(answer.body);
  expect(problem).toBeNull();
  return answer as { status: number; body: Page };
}

/** Every page of a query, following startKey until it is empty. */
function walk(store: MockStore, query: Record<string, string>) {
  const pages: Page[] = [];
  let startKey = '';
  do {
    const { status, body } = search(store, { ...query, ...(startKey && { startKey }) });
    expect(status).toBe(200);
    pages.push(body);
    startKey = body.startKey;
  } while (startKey && pages.length < 100);
  return pages;
}

const store = () => createMockStore({ now: () => NOW });
const examplePages = ['page', 'lastPage'].flatMap((name) => (responseExample('searchEvents', name) as Page).events);
/** The example events, once each (the pages overlap). */
const examples = [...new Map(examplePages.map((e) => [e.uid, e])).values()];

describe('the mock audit log', () => {
  it('holds the contract examples re-dated to the last hours, and generated events over 30 days', () => {
    const s = store();
    const all = walk(s, { from: iso(NOW.getTime() - 31 * DAY), to: iso(NOW.getTime()), limit: '5000' }).flatMap((p) => p.events);
    expect(all).toHaveLength(examples.length + GENERATED_EVENTS + RECORDING_VIEWS.length);
    const seeded = all.filter((e) => examples.some((x) => x.uid === e.uid));
    expect(seeded).toHaveLength(examples.length);
    for (const e of seeded) expect(NOW.getTime() - Date.parse(e.time)).toBeLessThan(DAY);
    // The markup user name of the examples is kept as is (the page must show it as text).
    expect(all.some((e) => e.user === '<img src=x onerror=alert(1)>')).toBe(true);
    // Most of the default range (24 h) is not empty, and newest first.
    const times = all.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.filter((t) => t > NOW.getTime() - DAY).length).toBeGreaterThan(1000);
  });

  it('is the same for the same clock (deterministic)', () => {
    const q = { from: iso(NOW.getTime() - 7 * DAY), to: iso(NOW.getTime()), limit: '50' };
    expect(search(store(), q).body).toEqual(search(store(), q).body);
  });

  it('pages 5000 at a time: a second page with the rest, the last page with an empty startKey', () => {
    const s = store();
    const pages = walk(s, { from: iso(NOW.getTime() - 30 * DAY), to: iso(NOW.getTime()), limit: '5000' });
    expect(pages.length).toBe(2);
    expect(pages[0]!.events).toHaveLength(5000);
    expect(pages[0]!.startKey).not.toBe('');
    expect(pages[1]!.startKey).toBe('');
    const uids = pages.flatMap((p) => p.events.map((e) => e.uid));
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('keeps to from/to, include and order', () => {
    const s = store();
    const from = NOW.getTime() - 2 * DAY;
    const to = NOW.getTime() - DAY;
    const events = walk(s, { from: iso(from), to: iso(to), include: 'user.login,session.start', order: 'asc', limit: '100' }).flatMap(
      (p) => p.events,
    );
    expect(events.length).toBeGreaterThan(10);
    for (const e of events) {
      expect(['user.login', 'session.start']).toContain(e.event);
      expect(Date.parse(e.time)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(e.time)).toBeLessThanOrEqual(to);
    }
    const times = events.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('defaults to 500 events and refuses a bad order or startKey', () => {
    const s = store();
    expect(search(s, {}).body.events).toHaveLength(500);
    expect(search(s, { order: 'sideways' }).status).toBe(400);
    expect(search(s, { startKey: '!!!' }).status).toBe(400);
    expect(search(s, { from: iso(NOW.getTime() + DAY), to: iso(NOW.getTime() + 2 * DAY) }).body).toEqual({ events: [], startKey: '' });
  });

  it('seeds who viewed the seeded recordings (session.recording.access, T2012I) in the last hour', () => {
    const { body } = search(store(), { from: iso(NOW.getTime() - HOUR), to: iso(NOW.getTime()), include: 'session.recording.access' });
    const seededViews = body.events.filter((e) => e.uid.startsWith('7e0c0000-'));
    expect(seededViews.map((e) => [(e as { sid?: string }).sid, e.user])).toEqual(
      [...RECORDING_VIEWS].sort((a, b) => a.minutesAgo - b.minutesAgo).map((v) => [v.sid, v.user]),
    );
    for (const e of seededViews) expect(e).toMatchObject({ event: 'session.recording.access', code: 'T2012I' });
  });

  it('adds MOCK_AUDIT_BULK events in a day of their own, walked to the end', () => {
    expect([bulkSize(undefined), bulkSize('abc'), bulkSize('-3'), bulkSize('100000'), bulkSize('9999999')]).toEqual([
      0, 0, 0, 100_000, 1_000_000,
    ]);
    const log = createAuditLog({ seedPages: [examples], now: NOW.getTime(), generated: 0, bulk: 1200 });
    const from = iso(NOW.getTime() - BULK_RANGE.fromDaysAgo * DAY);
    const to = iso(NOW.getTime() - BULK_RANGE.toDaysAgo * DAY);
    let startKey = '';
    const seen = new Set<string>();
    do {
      const answer = log.search({ from, to, limit: '500', ...(startKey && { startKey }) }, NOW.getTime()) as { body: Page };
      for (const e of answer.body.events) seen.add(e.uid);
      startKey = answer.body.startKey;
    } while (startKey);
    expect(seen.size).toBe(1200);
    // Nothing of the bulk day in the default ranges.
    const month = log.search({ from: iso(NOW.getTime() - 30 * DAY), to: iso(NOW.getTime()), limit: '5000' }, NOW.getTime()) as {
      body: Page;
    };
    expect(month.body.events).toHaveLength(examples.length + RECORDING_VIEWS.length);
  });

  it("the context's appendAuditEvent adds to the store's log, and a reset forgets it", () => {
    const s = store();
    const added = s.context.appendAuditEvent({
      event: 'session.start',
      code: 'T2000I',
      time: iso(NOW.getTime() - 1000),
      user: 'zoe',
      sid: 'abc',
    });
    expect(added?.uid).toBeTruthy();
    const first = search(s, { from: iso(NOW.getTime() - HOUR), to: iso(NOW.getTime()), limit: '1' }).body;
    expect(first.events[0]).toMatchObject({ user: 'zoe', sid: 'abc' });
    s.reset();
    const after = search(s, { from: iso(NOW.getTime() - HOUR), to: iso(NOW.getTime()), limit: '1' }).body;
    expect(after.events[0]?.user).not.toBe('zoe');
  });
});
