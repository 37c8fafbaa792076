// @vitest-environment node
// Recordings of the embedded default: a terminal session run through the mock is recorded
// (session.start, print, resize, session.end, with the bytes and real timings) and then listed,
// paged, and served by the events and stream calls; the example recording and the generated
// benchmark recording answer too. Every JSON answer is checked against the contract.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import net from 'node:net';
import { createHash } from 'node:crypto';
import { WebSocket } from 'ws';
import { createWsMock } from '../ws/ws-mock.mjs';
import { NODES } from '../terminal/demo-shells.mjs';
import { createRecordingStore, BENCH_SID, MAX_STREAM_BYTES, shiftDates } from './recordings.mjs';
import { generateBenchRecording, BENCH_DURATION_MS } from './recording-generator.mjs';
import { loadContractKit, type ContractKit } from '../api/contract-kit.mjs';
import { createMockStore } from '../api/mock-store.mjs';
import { createMockContext } from '../context.mjs';
import { encodeEnvelope, decodeEnvelope } from '../../src/shared/wire/envelope.mjs';

const EXAMPLE_SID = '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08';
const SITE = '/v1/webapi/sites/teleport.example.com';
type Event = Record<string, unknown> & { event: string; time: string };

let server: ReturnType<typeof createWsMock>;
const context = createMockContext();
let base: string;
let kit: ContractKit;

beforeAll(async () => {
  kit = await loadContractKit();
  server = createWsMock({ clusterName: 'teleport.example.com', owner: 'alice', seed: false, context });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, auth = true) => fetch(`${base}${path}`, { headers: auth ? { Authorization: 'Bearer token' } : {} });

async function getJson(operationId: string, path: string) {
  const res = await get(path);
  const body = await res.json();
  if (res.status === 200) expect(kit.checkResponse(operationId, body)).toBeNull();
  return { status: res.status, body };
}

/** Runs a session on web-1: types `echo …`, resizes, exits; resolves with its sid once it ended. */
async function runSession(word: string): Promise<string> {
  const web1 = NODES.find((n) => n.hostname === 'web-1')!;
  const q = new URLSearchParams({
    access_token: 't',
    params: JSON.stringify({ server_id: web1.id, login: 'alice', term: { w: 100, h: 30 } }),
  });
  const ws = new WebSocket(`${base.replace('http', 'ws')}${SITE}/connect?${q}`);
  let text = '';
  let sid = '';
  const closed = new Promise((resolve) => ws.on('close', resolve));
  const waitText = (needle: string) => expect.poll(() => text.includes(needle), { timeout: 3000 }).toBe(true);
  ws.on('message', (data: Buffer) => {
    const e = decodeEnvelope(data);
    if (e.type === 's') sid = JSON.parse(e.payload).session.id;
    if (e.type === 'r') text += e.payload;
  });
  await waitText('$ ');
  await new Promise((r) => setTimeout(r, 30));
  ws.send(encodeEnvelope({ type: 'w', payload: JSON.stringify({ size: '132:43' }) }));
  ws.send(encodeEnvelope({ type: 'r', payload: `echo ${word}\r` }));
  await waitText(`${word}\r\n`);
  ws.send(encodeEnvelope({ type: 'r', payload: 'exit\r' }));
  await closed;
  return sid;
}

describe('recording terminal sessions', () => {
  it('records a session: start, resize, prints with offsets and timings, the end, and the bytes', async () => {
    const sid = await runSession('recorded-hello');
    const list = await getJson('searchSessionEvents', `${SITE}/events/search/sessions?limit=5000`);
    const end = (list.body.events as Event[]).find((e) => e.sid === sid)!;
    expect(end).toMatchObject({
      event: 'session.end',
      code: 'T2004I',
      user: 'alice',
      login: 'alice',
      server_hostname: 'web-1',
      interactive: true,
      session_recording: 'node',
      proto: 'ssh',
      participants: ['alice'],
    });
    expect(Date.parse(end.session_stop as string)).toBeGreaterThanOrEqual(Date.parse(end.session_start as string));
    // Newest first: the session that just ended heads the list.
    expect((list.body.events as Event[])[0]?.sid).toBe(sid);

    const { body } = await getJson('getSessionEvents', `${SITE}/sessions/${sid}/events`);
    const events = body.events as Event[];
    expect(events[0]).toMatchObject({ event: 'session.start', size: '100:30', ms: 0 });
    expect(events.at(-1)).toMatchObject({ event: 'session.end' });
    expect(events.find((e) => e.event === 'resize')).toMatchObject({ size: '132:43', user: 'alice' });
    const prints = events.filter((e) => e.event === 'print') as (Event & { offset: number; bytes: number; ms: number })[];
    let offset = 0;
    for (const p of prints) {
      expect(p.offset).toBe(offset);
      offset += p.bytes;
    }
    const ms = events.map((e) => e.ms as number);
    expect([...ms].sort((a, b) => a - b)).toEqual(ms);
    expect(events.map((e) => e.ei)).toEqual(events.map((_, i) => i));

    const stream = await get(`${SITE}/sessions/${sid}/stream?offset=0&bytes=${MAX_STREAM_BYTES}`);
    expect(stream.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = Buffer.from(await stream.arrayBuffer());
    expect(bytes.length).toBe(offset);
    expect(bytes.toString()).toContain('recorded-hello\r\nrecorded-hello\r\n');
    expect(bytes.toString()).toContain('logout');
    // A print event's slice of the stream is its own output.
    const echo = prints.find((p) =>
      bytes
        .subarray(p.offset, p.offset + p.bytes)
        .toString()
        .includes('echo recorded-hello\r\nrecorded-hello\r\n'),
    );
    expect(echo).toBeDefined();
    expect(echo!.ms).toBeGreaterThan(0);

    // after=N leaves out the first events.
    const after = await getJson('getSessionEvents', `${SITE}/sessions/${sid}/events?after=1`);
    expect((after.body.events as Event[])[0]?.ei).toBe(2);
  });

  it('pages the list with startKey (the last page has none) and honours the range and order', async () => {
    await runSession('paging');
    const all = (await getJson('searchSessionEvents', `${SITE}/events/search/sessions?limit=5000`)).body.events as Event[];
    expect(all.length).toBeGreaterThanOrEqual(10); // 8 examples, the benchmark, the sessions above
    const times = all.map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const seen: string[] = [];
    let key = '';
    let pages = 0;
    do {
      const page = await getJson('searchSessionEvents', `${SITE}/events/search/sessions?limit=3${key ? `&startKey=${key}` : ''}`);
      expect(page.body.events.length).toBeLessThanOrEqual(3);
      seen.push(...(page.body.events as Event[]).map((e) => e.uid as string));
      key = page.body.startKey;
      pages++;
    } while (key && pages < 20);
    expect(key).toBe('');
    expect(seen).toEqual(all.map((e) => e.uid));
    expect(pages).toBe(Math.ceil(all.length / 3));

    const asc = (await getJson('searchSessionEvents', `${SITE}/events/search/sessions?order=asc&limit=5000`)).body.events as Event[];
    expect(asc.map((e) => e.uid)).toEqual([...all].reverse().map((e) => e.uid));

    // A range that holds only the last hour leaves out the benchmark (ended two hours ago).
    const from = new Date(Date.now() - 3600_000).toISOString();
    const recent = (await getJson('searchSessionEvents', `${SITE}/events/search/sessions?from=${from}`)).body.events as Event[];
    expect(recent.some((e) => e.sid === BENCH_SID)).toBe(false);
    expect(all.some((e) => e.sid === BENCH_SID)).toBe(true);
    expect(recent.every((e) => Date.parse(e.time) >= Date.parse(from))).toBe(true);

    const bad = await getJson('searchSessionEvents', `${SITE}/events/search/sessions?order=newest`);
    expect(bad.status).toBe(400);
    expect(kit.checkErrorBody(bad.body)).toBeNull();
    expect((await getJson('searchSessionEvents', `${SITE}/events/search/sessions?from=yesterday`)).status).toBe(400);
  });

  it("serves the contract's example recording: events whose prints locate the stream's bytes", async () => {
    const { body } = await getJson('getSessionEvents', `${SITE}/sessions/${EXAMPLE_SID}/events`);
    const bytes = Buffer.from(await (await get(`${SITE}/sessions/${EXAMPLE_SID}/stream`)).arrayBuffer());
    const prints = (body.events as Event[]).filter((e) => e.event === 'print') as unknown as { offset: number; bytes: number }[];
    const last = prints.at(-1)!;
    expect(last.offset + last.bytes).toBe(bytes.length);
    expect(bytes.toString()).toContain('load average');
    // Re-dated to now, like the list.
    const start = Date.parse((body.events as Event[])[0]!.time);
    expect(Math.abs(Date.now() - start)).toBeLessThan(2 * 86400_000);
  });

  it('logs session.recording.access by the signed-in user when a recording is read for playback', async () => {
    const store = createMockStore({ context }); // the audit log the sockets write to
    const views = () =>
      (
        store.answer('searchEvents', {
          params: { clusterId: 'teleport.example.com' },
          query: { include: 'session.recording.access', limit: '1' },
          body: undefined,
          upstream: undefined,
        }).body as { events: Event[] }
      ).events;
    const before = views()[0];
    await getJson('getSessionEvents', `${SITE}/sessions/${EXAMPLE_SID}/events`);
    const after = views()[0]!;
    expect(after).not.toEqual(before);
    expect(after).toMatchObject({ event: 'session.recording.access', code: 'T2012I', sid: EXAMPLE_SID, user: 'alice' });
    expect(kit.checkResponse('searchEvents', { events: [after], startKey: '' })).toBeNull();
  });

  it('answers the stream call with slices, and plain-text errors', async () => {
    // The slice of the second print event is that event's output.
    const { body } = await getJson('getSessionEvents', `${SITE}/sessions/${EXAMPLE_SID}/events`);
    const second = (body.events as { event: string; offset: number; bytes: number }[]).filter((e) => e.event === 'print')[1]!;
    const whole = Buffer.from(await (await get(`${SITE}/sessions/${EXAMPLE_SID}/stream`)).arrayBuffer());
    const part = await get(`${SITE}/sessions/${EXAMPLE_SID}/stream?offset=${second.offset}&bytes=${second.bytes}`);
    expect(part.status).toBe(200);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(second.offset, second.offset + second.bytes));
    expect(second.bytes).toBeGreaterThan(0);
    const past = await get(`${SITE}/sessions/${EXAMPLE_SID}/stream?offset=999999`);
    expect((await past.arrayBuffer()).byteLength).toBe(0);

    const tooMany = await get(`${SITE}/sessions/${EXAMPLE_SID}/stream?bytes=${MAX_STREAM_BYTES + 1}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await tooMany.text()).toBe('bytes must be a positive integer no greater than 5242880\n');
    const missing = await get(`${SITE}/sessions/no-such-sid/stream`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('session recording no-such-sid is not found\n');
    const denied = await get(`${SITE}/sessions/${EXAMPLE_SID}/stream`, false);
    expect(denied.status).toBe(403);
    expect(await denied.text()).toBe('access denied\n');
    const noEvents = await getJson('getSessionEvents', `${SITE}/sessions/no-such-sid/events`);
    expect(noEvents.status).toBe(404);
    expect(kit.checkErrorBody(noEvents.body)).toBeNull();
  });
});

describe('the benchmark recording', () => {
  const info = {
    sid: BENCH_SID,
    user: 'alice',
    login: 'ubuntu',
    serverId: 's',
    hostname: 'web-prod-01',
    addr: '10.0.0.1:3022',
    clusterName: 'c',
    start: Date.parse('2024-01-01T00:00:00Z'),
  };

  it('is about 10 MB over 30 minutes, with resizes and clear-screens, and the same every time', () => {
    const a = generateBenchRecording(info);
    const b = generateBenchRecording(info);
    expect(a.bytes.length).toBeGreaterThanOrEqual(10_000_000);
    expect(a.bytes.length).toBeLessThan(11_000_000);
    const hash = (x: Buffer) => createHash('sha256').update(x).digest('hex');
    expect(hash(a.bytes)).toBe(hash(b.bytes));
    expect(a.events.at(-1)).toMatchObject({ event: 'session.end', ms: BENCH_DURATION_MS });
    expect(a.events.filter((e) => e.event === 'resize').length).toBeGreaterThan(3);
    expect(a.bytes.toString().split('\x1b[2J').length).toBeGreaterThan(10);
    const prints = a.events.filter((e) => e.event === 'print');
    expect(prints.at(-1)!.offset + prints.at(-1)!.bytes).toBe(a.bytes.length);
    expect(kit.checkResponse('getSessionEvents', { events: a.events, startKey: '' })).toBeNull();
  });

  it('is listed, and generated once when first asked for', () => {
    let now = Date.parse('2024-05-01T12:00:00Z');
    const store = createRecordingStore({ now: () => now });
    const list = store.search({ limit: 5000 });
    expect(list.events.some((e) => e.sid === BENCH_SID)).toBe(true);
    expect(list.startKey).toBe('');
    const rec = store.get(BENCH_SID)!;
    expect(rec.bytes()).toBe(rec.bytes());
    now += 1000;
    expect(kit.checkResponse('searchSessionEvents', list)).toBeNull();
  });
});

describe('the test stack reset', () => {
  it('forgets the sessions recorded since the start and keeps the seeded recordings', () => {
    const store = createRecordingStore({ clusterName: 'c' });
    const before = store.search({ limit: 5000 }).events.map((e) => e.sid);
    const end = { ...store.search({ limit: 1 }).events[0]!, sid: 'added-sid', uid: 'added-uid' };
    store.put({ sid: 'added-sid', end, events: () => [end], bytes: () => Buffer.alloc(0) });
    expect(store.get('added-sid')).toBeDefined();
    store.forget();
    expect(store.get('added-sid')).toBeUndefined();
    expect(store.search({ limit: 5000 }).events.map((e) => e.sid)).toEqual(before);
  });
});

describe('shiftDates', () => {
  it('moves time, session_start and session_stop at any depth, nothing else', () => {
    const moved = shiftDates(
      { time: '2023-07-20T08:00:00Z', other: '2023-07-20T08:00:00Z', list: [{ session_stop: '2023-07-20T08:00:00.500Z' }] },
      60_000,
    );
    expect(moved).toEqual({
      time: '2023-07-20T08:01:00.000Z',
      other: '2023-07-20T08:00:00Z',
      list: [{ session_stop: '2023-07-20T08:01:00.500Z' }],
    });
  });
});
