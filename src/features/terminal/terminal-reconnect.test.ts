// @vitest-environment jsdom
// A dropped connection comes back by itself: the schedule (1, 2, 4 s) with fake timers, what stops
// it (Close, an end, signed out, a session that is gone), and the history kept across a rejoin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TerminalSession, type TerminalSink } from './terminal-session';
import { fakeTransports, TEST_SESSION } from './test-transport';

const SESSION = TEST_SESSION;

function setup(o: { alive?: () => Promise<boolean>; token?: () => string | null; mode?: 'peer' | 'observer' } = {}) {
  const t = fakeTransports();
  const out: string[] = [];
  const sink: TerminalSink = {
    write: (d, done) => (out.push(typeof d === 'string' ? d : new TextDecoder().decode(d)), done?.()),
  };
  const isAlive = vi.fn(o.alive ?? (() => new Promise<boolean>(() => {})));
  const session = new TerminalSession(
    {
      clusterId: 'teleport.example.com',
      origin: 'http://127.0.0.1:3080',
      accessToken: o.token ?? (() => 'tok'),
      openTransport: t.factory,
      sink,
      size: () => ({ cols: 100, rows: 30 }),
      isAlive,
    },
    o.mode ? { kind: 'join', sid: 'sid-1', mode: o.mode } : { kind: 'node', serverId: 'web-1', login: 'alice' },
  );
  const text = () => out.join('');
  /** Connect, become active, and show some output. */
  const start = () => {
    session.connect();
    t.last().push('s', { session: SESSION });
    t.last().push('r', 'alice@web-1:~$ echo marker-1\r\nmarker-1\r\nalice@web-1:~$ drop-connection\r\n');
  };
  const params = (i = t.opened.length - 1) => JSON.parse(new URL(t.opened[i]!.url).searchParams.get('params')!);
  return { t, session, text, start, params, isAlive };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('automatic reconnection', () => {
  it('retries after 1, 2 and 4 s as a rejoin of the same session, then offers the way back by hand', () => {
    const { t, session, start, params } = setup();
    start();
    t.last().drop();
    const t0 = Date.now();
    expect(session.getState()).toMatchObject({
      phase: 'disconnected',
      reconnect: { attempt: 1, of: 3, at: t0 + 1000, offline: false },
    });
    vi.advanceTimersByTime(999);
    expect(t.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.opened).toHaveLength(2);
    expect(params()).toMatchObject({ sid: 'sid-1', mode: 'peer', server_id: 'web-1', login: 'alice' });
    expect(session.getState()).toMatchObject({ phase: 'connecting', reconnect: { attempt: 1, at: null } });

    t.last().drop(); // the attempt failed
    expect(session.getState()).toMatchObject({
      phase: 'disconnected',
      established: true,
      reconnect: { attempt: 2, at: Date.now() + 2000 },
    });
    vi.advanceTimersByTime(1999);
    expect(t.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(t.opened).toHaveLength(3);
    t.last().drop();
    expect(session.getState().reconnect).toMatchObject({ attempt: 3, at: Date.now() + 4000 });
    vi.advanceTimersByTime(4000);
    expect(t.opened).toHaveLength(4);
    t.last().drop();
    expect(session.getState()).toMatchObject({
      phase: 'disconnected',
      established: true,
      reconnect: null,
      error: 'Tried to reconnect 3 times without success.',
    });
    vi.advanceTimersByTime(60_000);
    expect(t.opened).toHaveLength(4);
  });

  it('on success keeps the history, skips the replay, sends the size again, and a later drop gets three attempts again', () => {
    const { t, session, text, start } = setup();
    start();
    t.last().drop();
    vi.advanceTimersByTime(1000);
    t.last().push('s', { session: SESSION });
    expect(session.getState()).toMatchObject({ phase: 'active', reconnect: null, mode: 'peer' });
    expect(text()).toContain('— reconnected —');
    // The size goes to the server again.
    expect(t.last().sent.find((e) => e.type === 'w')).toMatchObject({ payload: expect.stringContaining('100:30') });
    // The replay repeats what is on screen, plus the prompt written while the connection was down.
    t.last().push('r', 'echo marker-1\r\nmarker-1\r\nalice@web-1:~$ drop-connection\r\n');
    t.last().push('r', 'alice@web-1:~$ ');
    vi.advanceTimersByTime(200);
    expect(text().match(/drop-connection/g)).toHaveLength(1);
    expect(text().endsWith('— reconnected —\x1b[0m\r\nalice@web-1:~$ ')).toBe(true);
    // Typing works, and output is no longer held.
    expect(session.input('ls\r')).toBe(true);
    t.last().push('r', 'ls\r\n');
    expect(text().endsWith('ls\r\n')).toBe(true);

    t.last().drop();
    expect(session.getState().reconnect).toMatchObject({ attempt: 1, of: 3 });
    vi.advanceTimersByTime(1000);
    expect(t.opened).toHaveLength(3);
  });

  it('Reconnect now tries at once; Close cancels the countdown', () => {
    const { t, session, start } = setup();
    start();
    t.last().drop();
    expect(session.reconnectNow()).toBe(true);
    expect(t.opened).toHaveLength(2);
    expect(session.reconnectNow()).toBe(false); // under way
    t.last().drop();
    expect(session.getState().reconnect).toMatchObject({ attempt: 2 });
    session.disconnect();
    expect(session.getState().reconnect).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(t.opened).toHaveLength(2);
    expect(session.reconnectNow()).toBe(false);
  });

  it('never retries an end, a refused first connection, or when signed out', () => {
    const ended = setup();
    ended.start();
    ended.t.last().push('c');
    ended.t.last().drop({ code: 1000, reason: '', wasClean: true });
    expect(ended.session.getState()).toMatchObject({ phase: 'ended', reconnect: null });

    const refused = setup();
    refused.session.connect();
    refused.t.last().drop();
    expect(refused.session.getState()).toMatchObject({ phase: 'failed', reconnect: null });

    let token: string | null = 'tok';
    const out = setup({ token: () => token });
    out.start();
    token = null;
    out.t.last().drop();
    expect(out.session.getState()).toMatchObject({ phase: 'disconnected', reconnect: null });

    // Signed out during the countdown: the attempt does not open a socket and is the last.
    token = 'tok';
    const later = setup({ token: () => token });
    later.start();
    later.t.last().drop();
    token = null;
    vi.advanceTimersByTime(1000);
    expect(later.t.opened).toHaveLength(1);
    expect(later.session.getState()).toMatchObject({ phase: 'failed', reconnect: null, error: expect.stringMatching(/signed out/) });
    vi.advanceTimersByTime(10_000);
    expect(later.t.opened).toHaveLength(1);

    // An attempt that the server ends (the session is over) is not retried.
    const over = setup();
    over.start();
    over.t.last().drop();
    vi.advanceTimersByTime(1000);
    over.t.last().push('e', 'session sid-1 not found');
    over.t.last().drop({ code: 1000, reason: '', wasClean: true });
    expect(over.session.getState()).toMatchObject({ phase: 'ended', reconnect: null });
    vi.advanceTimersByTime(10_000);
    expect(over.t.opened).toHaveLength(2);
  });

  it('stops at once when the Active Sessions list says the session is gone', async () => {
    const { t, session, start, isAlive } = setup({ alive: async () => false });
    start();
    t.last().drop();
    expect(isAlive).toHaveBeenCalledWith('sid-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({
      phase: 'disconnected',
      reconnect: null,
      error: 'The session ended while the connection was down.',
    });
    vi.advanceTimersByTime(10_000);
    expect(t.opened).toHaveLength(1);
  });

  it('rejoins an observer as an observer', () => {
    const { t, session, start, params } = setup({ mode: 'observer' });
    start();
    t.last().drop();
    vi.advanceTimersByTime(1000);
    expect(params()).toMatchObject({ sid: 'sid-1', mode: 'observer' });
    t.last().push('s', { session: SESSION });
    expect(session.getState()).toMatchObject({ phase: 'active', mode: 'observer' });
    expect(t.last().sent.filter((e) => e.type === 'w')).toEqual([]);
  });

  it('pauses the countdown while the browser is offline', () => {
    const { t, session, start } = setup();
    start();
    t.last().drop();
    vi.advanceTimersByTime(400);
    window.dispatchEvent(new Event('offline'));
    expect(session.getState().reconnect).toMatchObject({ attempt: 1, at: null, offline: true });
    vi.advanceTimersByTime(5000);
    expect(t.opened).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(session.getState().reconnect).toMatchObject({ offline: false, at: Date.now() + 600 });
    vi.advanceTimersByTime(600);
    expect(t.opened).toHaveLength(2);
  });
});
