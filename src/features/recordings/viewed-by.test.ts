// Who viewed each recording: access events grouped by sid, each viewer once (latest first), other
// events and broken ones left out, pages added in turn; the summary names the latest two.
import { describe, expect, it } from 'vitest';
import { getSearchEventsQueryKey } from '@/api/gen/hooks/audit/audit';
import { collectViews, recordingViewsQuery } from './use-recording-views';
import { accessOf, groupViews, viewersSummary } from './viewed-by';

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const view = (sid: string, user: string, minute: number) => ({
  event: 'session.recording.access',
  code: 'T2012I',
  uid: `${sid}-${user}-${minute}`,
  time: at(minute),
  sid,
  user,
});

describe('viewed by', () => {
  it('groups views by recording, each viewer once with a count and the latest time, latest first', () => {
    const bySid = groupViews([
      view('a', 'alice', 5),
      view('a', 'bob', 20),
      view('b', 'carol', 1),
      view('a', 'alice', 30),
      view('a', 'dave', 10),
    ]);
    expect([...bySid.keys()]).toEqual(['a', 'b']);
    const a = bySid.get('a')!;
    expect(a.views).toBe(4);
    expect(a.last).toBe(at(30));
    expect(a.viewers).toEqual([
      { user: 'alice', views: 2, last: at(30) },
      { user: 'bob', views: 1, last: at(20) },
      { user: 'dave', views: 1, last: at(10) },
    ]);
    expect(viewersSummary(a)).toBe('alice, bob +1');
    expect(viewersSummary(bySid.get('b')!)).toBe('carol');
    expect(viewersSummary(a, 3)).toBe('alice, bob, dave');
  });

  it('adds the pages of an answer in turn, in any order of time', () => {
    const bySid = groupViews([view('a', 'bob', 40), view('a', 'carol', 30)]);
    groupViews([view('a', 'carol', 50), view('a', 'erin', 2)], bySid);
    expect(bySid.get('a')!.viewers.map((v) => [v.user, v.views])).toEqual([
      ['carol', 2],
      ['bob', 1],
      ['erin', 1],
    ]);
    expect(bySid.get('a')!.last).toBe(at(50));
  });

  it('leaves out other events and access events without a sid, user or readable time; names stay as sent', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const events = [
      { event: 'session.start', code: 'T2000I', time: at(1), sid: 'a', user: 'alice' },
      { ...view('a', 'x', 1), sid: '' },
      { ...view('a', 'x', 1), user: 7 },
      { ...view('a', 'x', 1), time: 'yesterday' },
      null,
      'text',
      view('a', hostile, 3),
    ];
    expect(accessOf(events[0])).toBeNull();
    const bySid = groupViews(events);
    expect(bySid.get('a')!.viewers).toEqual([{ user: hostile, views: 1, last: at(3) }]);
    // An event known only by its code counts too.
    expect(accessOf({ code: 'T2012I', time: at(4), sid: 'b', user: 'u' })).toEqual({ sid: 'b', user: 'u', time: at(4) });
  });

  it('reads every page of the range with include=session.recording.access, up to a cap it reports', async () => {
    const q = recordingViewsQuery('one', at(0), at(59));
    expect(q.queryKey).toEqual([
      ...getSearchEventsQueryKey('one', { from: at(0), to: at(59), include: 'session.recording.access', limit: 5000 }),
      'recording-views',
    ]);
    const pages: Record<string, { events: unknown[]; startKey: string }> = {
      '': { events: [view('a', 'alice', 30)], startKey: 'k1' },
      k1: { events: [view('a', 'bob', 20), view('b', 'carol', 10)], startKey: 'k2' },
      k2: { events: [view('a', 'dave', 5)], startKey: '' },
    };
    const asked: (string | undefined)[] = [];
    const fetchPage = async (key: string | undefined) => {
      asked.push(key);
      return pages[key ?? ''] as never;
    };
    const all = await collectViews(fetchPage);
    expect(asked).toEqual([undefined, 'k1', 'k2']);
    expect(all.capped).toBe(false);
    expect(all.events).toBe(4);
    expect(viewersSummary(all.bySid.get('a')!)).toBe('alice, bob +1');
    const capped = await collectViews(fetchPage, 2);
    expect(capped.capped).toBe(true);
    expect(capped.bySid.get('a')!.viewers.map((v) => v.user)).toEqual(['alice', 'bob']);
    await expect(collectViews(async () => ({ events: null }) as never)).rejects.toThrow('without a list of events');
  });
});
