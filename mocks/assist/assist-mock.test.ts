// @vitest-environment node
// The assistant's sockets in the mock, driven by a real `ws` client: the chat streams answers,
// proposes commands and stores what it says; the command socket runs the command on the servers
// the query picks and streams their output, then a summary; bad input gets an error, not a crash.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import net from 'node:net';
import { WebSocket } from 'ws';
import { createWsMock } from '../ws/ws-mock.mjs';
import { createRecordingStore } from '../recordings/recordings.mjs';
import { createAssistRoutes } from './assist-mock.mjs';
import { createAssistState, GREETING } from '../api/assist-store.mjs';
import { createMockContext } from '../context.mjs';
import { firstResponseExample } from '../api/contract-examples.mjs';
import { parseQuery } from './assist-query.mjs';
import { decodeEnvelope, type Envelope } from '../../src/shared/wire/envelope.mjs';
import {
  RATE_LIMIT_TEXT,
  buildUserFrame,
  commandQuery,
  decodeAssistMessage,
  parseCommandResultPayload,
  parseCommandResultSummaryPayload,
  type AssistEvent,
} from '../../src/shared/wire/assist-wire.mjs';
import {
  buildExecutionParams,
  createNodeOutputDecoder,
  parseCommandOutput,
  parseCommandSessionMetadata,
} from '../../src/shared/wire/assist-exec-wire.mjs';

let server: ReturnType<typeof createWsMock>;
let base: string;
const recordings = createRecordingStore({ clusterName: 'teleport.example.com' });
const SEEDED = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';
const context = createMockContext();

beforeAll(async () => {
  server = createWsMock({
    clusterName: 'teleport.example.com',
    owner: 'alice',
    seed: false,
    recordings,
    context,
    routes: createAssistRoutes({ stepMs: 2, totalMs: 40, frameMs: 1 }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  context.assist = createAssistState({ seed: firstResponseExample });
});

function newConversation(): string {
  const id = crypto.randomUUID();
  context.assist.conversations.set(id, { id, title: '', created_time: new Date().toISOString(), messages: [] });
  return id;
}

/** Collects what a socket receives until it closes. */
function open<T>(url: string, decode: (data: Buffer) => T) {
  const ws = new WebSocket(url);
  const frames: T[] = [];
  const listeners = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(decode(data));
    for (const l of [...listeners]) l();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const rejected = new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
  ws.on('error', () => {});
  const until = (pred: (all: T[]) => boolean, ms = 3000) =>
    new Promise<T[]>((resolve, reject) => {
      const check = () => {
        if (!pred(frames)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(frames);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out; got ${JSON.stringify(frames).slice(0, 600)}`));
      }, ms);
      listeners.add(check);
      check();
    });
  const opened = new Promise<void>((resolve) => ws.on('open', () => resolve()));
  return { ws, frames, until, closed, rejected, opened };
}

function chat(conversationId: string, token = 'token') {
  const q = new URLSearchParams({ ...(token ? { access_token: token } : {}), conversation_id: conversationId });
  return open(`ws://${base}/v1/webapi/sites/teleport.example.com/assistant?${q}`, (data) => {
    const r = decodeAssistMessage(data.toString('utf8'));
    if (!r.ok) throw new Error(`the mock sent a bad message: ${r.reason}`);
    return r.value;
  });
}

function execute(params: Record<string, string> | string) {
  const raw = typeof params === 'string' ? params : buildExecutionParams(params as never);
  const q = new URLSearchParams({ access_token: 'token', params: raw });
  return open(`ws://${base}/v1/webapi/command/teleport.example.com/execute?${q}`, (data) => decodeEnvelope(data));
}

const types = (events: AssistEvent[]) => events.map((e) => e.type);
const stored = (id: string) => context.assist.get(id)!.messages.map((m) => m.type);

describe('assistant chat socket', () => {
  it('greets a new conversation, then streams an answer word by word and stores it', async () => {
    const id = newConversation();
    const c = chat(id);
    await c.until((f) => f.length === 1);
    expect(c.frames[0]).toMatchObject({ type: 'CHAT_MESSAGE_ASSISTANT', text: GREETING });
    c.ws.send(buildUserFrame('What is in my cluster?'));
    const frames = await c.until((f) => f.at(-1)?.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE');
    const t = types(frames);
    expect(t.indexOf('CHAT_MESSAGE_PROGRESS_UPDATE')).toBeGreaterThan(0);
    expect(t.indexOf('CHAT_MESSAGE_PROGRESS_UPDATE')).toBeLessThan(t.indexOf('CHAT_PARTIAL_MESSAGE_ASSISTANT'));
    const partials = frames.filter((f) => f.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT').map((f) => ('text' in f ? f.text : ''));
    expect(partials.length).toBeGreaterThan(20);
    const answer = partials.join('');
    expect(answer).toContain('```sh\ntsh ls env=prod');
    expect(answer).toMatch(/\n- the \*\*Servers\*\* page/);
    expect(stored(id)).toEqual(['CHAT_MESSAGE_ASSISTANT', 'CHAT_MESSAGE_USER', 'CHAT_MESSAGE_ASSISTANT']);
    expect(context.assist.get(id)!.messages[2]!.payload).toBe(answer);
    c.ws.close();
  });

  it('proposes a command on two servers for "disk" and one by label for "run", and stores both', async () => {
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(buildUserFrame('check the disk space'));
    c.ws.send(buildUserFrame('run something on the search servers'));
    const frames = await c.until((f) => f.filter((e) => e.type === 'COMMAND').length === 2);
    const commands = frames.flatMap((f) => (f.type === 'COMMAND' ? [f.command] : []));
    expect(commands).toEqual([
      { command: 'df -h', nodes: ['web-prod-01', 'web-prod-02'], labels: [] },
      { command: 'uptime', nodes: [], labels: [{ key: 'team', value: 'search' }] },
    ]);
    expect(stored(SEEDED).slice(-4)).toEqual(['CHAT_MESSAGE_USER', 'COMMAND', 'CHAT_MESSAGE_USER', 'COMMAND']);
    c.ws.close();
  });

  it('"markup" answers with hostile content (for the UI to keep as text)', async () => {
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(buildUserFrame('show me markup'));
    const frames = await c.until((f) => f.at(-1)?.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE');
    const text = frames.map((f) => (f.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT' ? f.text : '')).join('');
    for (const needle of ['<script>', 'onerror=', 'javascript:', 'https://evil.example.net']) expect(text).toContain(needle);
    c.ws.close();
  });

  it('"drop" streams half an answer, then cuts the connection without a finalize or a close frame', async () => {
    const before = stored(SEEDED).length;
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(buildUserFrame('drop the line'));
    const { code } = await c.closed;
    expect(code).toBe(1006); // abnormal: no close frame
    const t = types(c.frames);
    expect(t.filter((x) => x === 'CHAT_PARTIAL_MESSAGE_ASSISTANT').length).toBeGreaterThan(5);
    expect(t).not.toContain('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE');
    expect(stored(SEEDED).slice(before)).toEqual(['CHAT_MESSAGE_USER']);
  });

  it('"error" sends CHAT_MESSAGE_ERROR and closes; the question is not stored', async () => {
    const before = stored(SEEDED).length;
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(buildUserFrame('please error out'));
    const { code } = await c.closed;
    expect(code).toBe(1011);
    expect(types(c.frames)).toEqual(['CHAT_MESSAGE_ERROR']);
    expect(stored(SEEDED)).toHaveLength(before);
  });

  it('a rate-limit error leaves the socket open: the question is not stored and the next one is answered', async () => {
    const before = stored(SEEDED).length;
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(JSON.stringify({ payload: 'over the rate limit' }));
    await c.until((f) => f.length === 1);
    expect(c.frames[0]).toMatchObject({ type: 'CHAT_MESSAGE_ERROR', text: RATE_LIMIT_TEXT });
    expect(stored(SEEDED)).toHaveLength(before);
    c.ws.send(JSON.stringify({ payload: 'hello after the limit' }));
    await c.until((f) => f.at(-1)?.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE');
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    expect(stored(SEEDED).slice(before)).toEqual(['CHAT_MESSAGE_USER', 'CHAT_MESSAGE_ASSISTANT']);
    c.ws.close();
  });

  it.each([
    ['the real web client sends: payload only', JSON.stringify({ payload: 'what is in my cluster?' })],
    ['with a type, which the backend ignores', JSON.stringify({ type: 'COMMAND', payload: 'what is in my cluster?' })],
  ])('a frame %s is answered as the question in its payload', async (_what, frame) => {
    const before = stored(SEEDED).length;
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(frame);
    await c.until((f) => f.at(-1)?.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE');
    expect(context.assist.get(SEEDED)!.messages[before]).toMatchObject({ type: 'CHAT_MESSAGE_USER', payload: 'what is in my cluster?' });
    c.ws.close();
  });

  it.each([
    ['not JSON', 'hello'],
    ['not an object', '[1,2]'],
    ['a type that is not a string', JSON.stringify({ type: 7, payload: 'rm -rf /' })],
    ['a payload of the wrong type', JSON.stringify({ payload: 42 })],
  ])('a frame that is %s gets an error and a close, not a crash', async (_what, frame) => {
    const c = chat(SEEDED);
    await c.opened;
    c.ws.send(frame);
    const { code } = await c.closed;
    expect(code).toBe(1011);
    expect(c.frames).toHaveLength(1);
    expect(c.frames[0]).toMatchObject({ type: 'CHAT_MESSAGE_ERROR' });
    expect((c.frames[0] as { text: string }).text).toMatch(/^invalid message: /);
    // The mock still answers the next one.
    const again = chat(SEEDED);
    await again.opened;
    again.ws.send(buildUserFrame('hello again'));
    await again.until((f) => f.at(-1)?.type === 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE');
    again.ws.close();
  });

  it('an unknown conversation gets an error and a close', async () => {
    const c = chat('no-such-conversation');
    const { code } = await c.closed;
    expect(code).toBe(1011);
    expect(c.frames).toEqual([
      expect.objectContaining({ type: 'CHAT_MESSAGE_ERROR', text: 'conversation "no-such-conversation" is not found' }),
    ]);
  });

  it('is refused before the upgrade without a token, without a conversation id, or with Assist off', async () => {
    expect(await chat(SEEDED, '').rejected).toBe(403);
    expect(await chat('').rejected).toBe(400);
    context.assist.enabled = false;
    expect(await chat(SEEDED).rejected).toBe(403);
  });
});

describe('command execution socket', () => {
  const params = (query: string, login = 'root', command = 'df -h') => ({
    command,
    login,
    query,
    conversation_id: SEEDED,
    execution_id: 'exec-1',
  });

  it('runs df -h on the two servers, streams interleaved output per server, then a summary', async () => {
    const before = stored(SEEDED).length;
    const x = execute(params(commandQuery({ nodes: ['web-prod-01', 'web-prod-02'] })));
    await x.closed;
    const frames: Envelope[] = x.frames;
    const meta = frames.filter((f) => f.type === 's').map((f) => parseCommandSessionMetadata(f.payload));
    expect(meta.map((m) => m.ok && m.value.serverHostname)).toEqual(['web-prod-01', 'web-prod-02']);
    const ids = meta.map((m) => (m.ok ? m.value.serverId : ''));

    const decoder = createNodeOutputDecoder();
    const text: Record<string, Record<string, string>> = {};
    const order: string[] = [];
    let summary = '';
    for (const f of frames.filter((e) => e.type === 'r')) {
      const out = parseCommandOutput(f.payload);
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      if (out.value.type === 'summary') {
        summary = new TextDecoder().decode(out.value.bytes);
        continue;
      }
      order.push(out.value.nodeId);
      const node = (text[out.value.nodeId] ??= {});
      node[out.value.type] = (node[out.value.type] ?? '') + decoder.push(out.value.nodeId, out.value.bytes, out.value.type);
    }
    // Interleaved: the second server's output starts before the first one's ends.
    expect(order.indexOf(ids[1]!)).toBeLessThan(order.lastIndexOf(ids[0]!));
    expect(text[ids[0]!]!.stdout).toMatch(/^Filesystem\s+Size\s+Used[\s\S]*\/dev\/root\s+80G/);
    expect(text[ids[0]!]!.stderr).toBeUndefined();
    expect(text[ids[1]!]!.stderr).toBe('df: /mnt/backup: Stale file handle\n');
    expect(frames.filter((f) => f.type === 'c').map((f) => JSON.parse(f.payload).node_id)).toEqual(ids);
    expect(summary).toMatch(/^I ran `df -h` as `root` on 2 servers:\n\n- \*\*web-prod-01\*\*: the root file system is \d+% full\./);
    expect(frames.at(-1)?.type).toBe('r'); // the summary comes last

    const added = context.assist.get(SEEDED)!.messages.slice(before);
    expect(added.map((m) => m.type)).toEqual(['COMMAND_RESULT', 'COMMAND_RESULT', 'COMMAND_RESULT_SUMMARY']);
    const results = added.slice(0, 2).map((m) => parseCommandResultPayload(m.payload));
    expect(results.map((r) => r.ok && r.value.nodeName).sort()).toEqual(['web-prod-01', 'web-prod-02']);
    // Each server's run is a recorded session: a stored result's output is read back from it.
    for (const r of results) {
      const rec = r.ok ? recordings.get(r.value.sessionId) : undefined;
      const id = r.ok ? r.value.nodeId : '';
      const printed = rec?.bytes().toString('utf8') ?? '';
      expect(printed).toBe(((text[id]?.stdout ?? '') + (text[id]?.stderr ?? '')).replace(/\n/g, '\r\n'));
      expect(rec?.end).toMatchObject({ event: 'session.end', sid: r.ok ? r.value.sessionId : '', login: 'root' });
    }
    expect(parseCommandResultSummaryPayload(added[2]!.payload)).toEqual({
      ok: true,
      value: { executionId: 'exec-1', command: 'df -h', summary },
    });
  });

  it('a login a server does not allow is a teleport-error for that server only', async () => {
    const x = execute(params(commandQuery({ labels: [{ key: 'team', value: 'search' }] }), 'root', 'uptime'));
    await x.closed;
    const outs = x.frames
      .filter((f) => f.type === 'r')
      .map((f) => parseCommandOutput(f.payload))
      .flatMap((r) => (r.ok ? [r.value] : []));
    const errors = outs.filter((o) => o.type === 'teleport-error').map((o) => new TextDecoder().decode(o.bytes));
    expect(errors).toEqual(['access denied to alice connecting to root@search-indexer-green on cluster teleport.example.com']);
    expect(outs.some((o) => o.type === 'stdout' && new TextDecoder().decode(o.bytes).length > 0)).toBe(true);
    const summary = new TextDecoder().decode(outs.find((o) => o.type === 'summary')!.bytes);
    expect(summary).toContain('**search-indexer-green**: did not run (access denied');
    expect(summary).toMatch(/\*\*search-indexer-blue\*\*: load average [\d.]+\./);
  });

  it('no matching server or an unreadable query is an `e` envelope, then a close', async () => {
    const none = execute(params('name == "nope"'));
    await none.closed;
    expect(none.frames).toEqual([{ version: '1', type: 'e', payload: 'no servers found' }]);
    const bad = execute(params('name ~= "x"'));
    await bad.closed;
    expect(bad.frames[0]?.payload).toMatch(/^failed to parse query: /);
  });

  it('bad params are refused before the upgrade', async () => {
    expect(await execute('{').rejected).toBe(400);
    expect(await execute(JSON.stringify({ command: 'ls', login: 'root', query: 'name == "a"', conversation_id: 'c' })).rejected).toBe(400);
    context.assist.enabled = false;
    expect(await execute(params('name == "web-prod-01"')).rejected).toBe(403);
  });
});

describe('query predicates', () => {
  const node = {
    hostname: 'web-1',
    id: 'id-1',
    tags: [
      { name: 'env', value: 'prod' },
      { name: 'team', value: 'a' },
    ],
  };
  it.each([
    ['name == "web-1"', true],
    ['name == "id-1"', true],
    ['hostname == "id-1"', false],
    ['labels["env"] == "prod"', true],
    ['labels.team == "b"', false],
    ['name == "x" || labels.team == "a"', true],
    ['name == "x" || labels.team == "a" && labels.env == "dev"', false],
    ['(name == "x" || labels.team == "a") && labels.env == "prod"', true],
  ])('%s → %s', (q, expected) => {
    expect(parseQuery(q)(node)).toBe(expected);
  });
  it.each(['', 'name', 'name == web-1', 'labels[env] == "x"', 'name == "a" ||', 'rm -rf /'])('refuses %j', (q) => {
    expect(() => parseQuery(q)).toThrow(SyntaxError);
  });
});
