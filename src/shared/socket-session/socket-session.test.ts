// The session base, through a small JSON-text session of the kind the assistant will be: active
// when the socket opens, a `bye` message announces the end, and a consumer behind flow control.
import { describe, expect, it, vi } from 'vitest';
import { FlowController } from './flow-control';
import { SocketSession, initialSocketState, type CloseOutcome, type SocketState } from './socket-session';
import { memoryTransports } from './test-transport';
import type { CloseInfo, TransportFactory } from './transport';

interface ChatState extends SocketState<'typing'> {
  messages: string[];
  closedWith: CloseOutcome | null;
}

class ChatSession extends SocketSession<string, ChatState> {
  token: string | null = 'tok';
  readonly consumer: Array<() => void> = [];
  readonly flow = new FlowController<string>(
    { write: (_chunk, done) => this.consumer.push(done) },
    { high: 10, low: 2, split: false, onPause: () => this.pauseTransport(), onResume: () => this.resumeTransport() },
  );
  constructor(openTransport: TransportFactory<string>, now: () => number) {
    super({ openTransport, now }, { ...initialSocketState(), messages: [], closedWith: null });
  }
  protected override socketUrl() {
    return this.token ? `ws://h/v1/webapi/assistant?access_token=${this.token}` : { error: 'signed out' };
  }
  protected override beginAttempt(): Partial<ChatState> {
    this.flow.reset();
    return { messages: [], closedWith: null };
  }
  protected override onFrame(frame: string): void {
    const msg = JSON.parse(frame) as { type: string; text?: string };
    if (msg.type === 'bye') return this.markEnding();
    if (msg.type === 'typing') return this.set({ phase: 'typing' });
    if (msg.type === 'stream') return this.flow.push(msg.text ?? '');
    this.set({ phase: 'active', messages: [...this.getState().messages, msg.text ?? ''] });
  }
  protected override farewell(): string {
    return '{"type":"leave"}';
  }
  protected override onClosed(_info: CloseInfo, outcome: CloseOutcome): Partial<ChatState> {
    return { closedWith: outcome };
  }
  say(text: string): boolean {
    return this.send(JSON.stringify({ type: 'say', text }));
  }
}

function setup() {
  const t = memoryTransports<string>();
  let clock = 1_000;
  const session = new ChatSession(t.factory, () => clock);
  return { t, session, tick: (ms: number) => (clock += ms) };
}

describe('socket session base', () => {
  it('goes connecting -> active on open -> ended on a clean close', () => {
    const { t, session } = setup();
    expect(session.getState()).toMatchObject({ phase: 'connecting', attempt: 0, transport: null });
    session.connect();
    expect(t.last().url).toBe('ws://h/v1/webapi/assistant?access_token=tok');
    expect(session.getState()).toMatchObject({ phase: 'connecting', attempt: 1, established: false, transport: 'socket' });
    t.last().open();
    expect(session.getState()).toMatchObject({ phase: 'active', established: true });
    t.last().receive('{"type":"typing"}');
    expect(session.getState().phase).toBe('typing');
    t.last().drop({ code: 1000, reason: '', wasClean: true });
    expect(session.getState()).toMatchObject({ phase: 'ended', error: null, closedWith: 'ended' });
  });

  it('a drop after it was active is "disconnected"; before, "failed", with the reason', () => {
    const { t, session } = setup();
    session.connect();
    t.last().open();
    t.last().drop();
    expect(session.getState()).toMatchObject({
      phase: 'disconnected',
      error: 'The connection to the server was lost.',
      closedWith: 'disconnected',
    });
    session.connect();
    t.last().drop({ code: 1011, reason: '', wasClean: true });
    expect(session.getState()).toMatchObject({
      phase: 'failed',
      established: false,
      error: 'Could not connect to the server (code 1011).',
    });
  });

  it('an end the protocol announced is "ended" even when the socket then drops', () => {
    const { t, session } = setup();
    session.connect();
    t.last().open();
    t.last().receive('{"type":"bye"}');
    t.last().drop();
    expect(session.getState().phase).toBe('ended');
    session.connect(); // the announcement belonged to the old attempt
    t.last().open();
    t.last().drop();
    expect(session.getState().phase).toBe('disconnected');
  });

  it('without a URL it fails at once and opens nothing', () => {
    const { t, session } = setup();
    session.token = null;
    session.connect();
    expect(t.opened).toHaveLength(0);
    expect(session.getState()).toMatchObject({ phase: 'failed', attempt: 1, error: 'signed out' });
  });

  it('reconnect starts a new attempt and ignores everything from the old socket', () => {
    const { t, session } = setup();
    session.connect();
    const first = t.last();
    first.open();
    first.receive('{"type":"msg","text":"one"}');
    session.reconnect();
    expect(first.frames).toEqual(['{"type":"leave"}']);
    expect(first.closedWith).toEqual({ code: 1000, reason: 'closed by the user' });
    expect(t.opened).toHaveLength(2);
    expect(session.getState()).toMatchObject({ phase: 'connecting', attempt: 2, messages: [] });
    first.receive('{"type":"msg","text":"late"}');
    first.drop();
    expect(session.getState()).toMatchObject({ phase: 'connecting', messages: [] });
    t.last().open();
    t.last().receive('{"type":"msg","text":"two"}');
    expect(session.getState()).toMatchObject({ phase: 'active', messages: ['two'] });
  });

  it('disconnect says goodbye, closes, and neither sends nor reports anything after', () => {
    const { t, session } = setup();
    session.connect();
    t.last().open();
    expect(session.say('hello')).toBe(true);
    session.disconnect();
    expect(session.say('anyone?')).toBe(false);
    t.last().drop();
    expect(t.last().frames).toEqual(['{"type":"say","text":"hello"}', '{"type":"leave"}']);
    expect(session.getState()).toMatchObject({ phase: 'active', closedWith: null });
  });

  it('counts bytes (UTF-8) and messages both ways, when it connected and the latest message; per connection', () => {
    const { t, session, tick } = setup();
    session.connect();
    expect(session.stats()).toEqual({ bytesIn: 0, bytesOut: 0, messagesIn: 0, messagesOut: 0, connectedAt: null, lastMessageAt: null });
    tick(5);
    t.last().open();
    tick(10);
    t.last().receive('{"type":"msg","text":"é"}'); // 26 bytes: é is two
    t.last().receive('{"type":"msg","text":"🚀"}'); // 28 bytes: the rocket is four
    session.say('hi');
    expect(session.stats()).toEqual({ bytesIn: 54, bytesOut: 26, messagesIn: 2, messagesOut: 1, connectedAt: 1_005, lastMessageAt: 1_015 });
    session.reconnect();
    expect(session.stats()).toMatchObject({ bytesIn: 0, messagesIn: 0, messagesOut: 0, connectedAt: null });
  });

  it('notifies subscribers of state changes until they unsubscribe, not of traffic', () => {
    const { t, session } = setup();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.connect();
    const afterConnect = listener.mock.calls.length;
    expect(afterConnect).toBeGreaterThan(0);
    const before = session.getState();
    t.last().receive('{"type":"stream","text":"abc"}'); // goes to the consumer, no state change
    expect(listener).toHaveBeenCalledTimes(afterConnect);
    expect(session.getState()).toBe(before);
    t.last().open();
    expect(listener).toHaveBeenCalledTimes(afterConnect + 1);
    unsubscribe();
    t.last().drop();
    expect(listener).toHaveBeenCalledTimes(afterConnect + 1);
    expect(session.getState().phase).toBe('disconnected');
  });

  it('flow control pauses the transport while the consumer is behind and resumes it at the low watermark', () => {
    const { t, session } = setup();
    session.connect();
    t.last().open();
    const stream = (text: string) => t.last().receive(JSON.stringify({ type: 'stream', text }));
    stream('12345');
    expect(t.last().paused).toBe(false);
    stream('1234567'); // 12 pending: a whole frame is never cut, so the watermark is passed by one frame
    expect(t.last().paused).toBe(true);
    expect(session.flow.stats()).toMatchObject({ pending: 12, queued: 0, state: 'paused' });
    session.consumer.shift()!(); // 7 pending, above the low watermark
    expect(t.last().paused).toBe(true);
    session.consumer.shift()!();
    expect(t.last().paused).toBe(false);
    expect(t.last().pauses).toBe(1);
  });

  it('a pause carries over to a new socket until flow control resumes it', () => {
    const { t, session } = setup();
    session.connect();
    t.last().open();
    t.last().receive(JSON.stringify({ type: 'stream', text: 'x'.repeat(11) }));
    expect(t.last().paused).toBe(true);
    session.reconnect(); // beginAttempt resets the flow, which resumes
    expect(t.last().paused).toBe(false);
  });
});
