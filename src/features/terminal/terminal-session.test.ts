// @vitest-environment jsdom
// The terminal's protocol codec, and its session (on the socket kit) against a scripted transport.
import { describe, expect, it, vi } from 'vitest';
import {
  closeFrame,
  fileTransferDecisionFrame,
  fileTransferRequestFrame,
  inputFrame,
  readTerminalFrame,
  resizeFrame,
} from './terminal-protocol';
import { TerminalSession, type TerminalSink } from './terminal-session';
import { fakeTransports, TEST_SESSION } from './test-transport';
import { decodeEnvelope, encodeEnvelope } from '@/shared/wire/envelope.mjs';

const SESSION = TEST_SESSION;

function recordingSink() {
  const out: Array<Uint8Array | string> = [];
  const sink: TerminalSink = { write: (d, done) => (out.push(d), done?.()) };
  const text = () => out.map((d) => (typeof d === 'string' ? d : new TextDecoder().decode(d))).join('');
  return { sink, text };
}

function setup(target: ConstructorParameters<typeof TerminalSession>[1] = { kind: 'node', serverId: 'web-1', login: 'alice' }) {
  const t = fakeTransports();
  const out = recordingSink();
  const solve = vi.fn();
  const session = new TerminalSession(
    {
      clusterId: 'teleport.example.com',
      origin: 'http://127.0.0.1:3080',
      accessToken: () => 'tok',
      openTransport: t.factory,
      sink: out.sink,
      size: () => ({ cols: 100, rows: 30 }),
      solve,
      isAlive: async () => true,
    },
    target,
  );
  return { t, out, session, solve };
}

function handlers() {
  return {
    onOutput: vi.fn(),
    onSession: vi.fn(),
    onAudit: vi.fn(),
    onMfaChallenge: vi.fn(),
    onServerError: vi.fn(),
    onSessionEnd: vi.fn(),
    onProtocolError: vi.fn(),
  };
}
const frame = (type: string, payload: string | object = '', version?: string) =>
  encodeEnvelope({ type, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), ...(version ? { version } : {}) });

describe('terminal protocol', () => {
  it('decodes every server type and hands output over as bytes', () => {
    const h = handlers();
    readTerminalFrame(frame('s', { session: SESSION }), h);
    readTerminalFrame(frame('r', 'héllo'), h);
    readTerminalFrame(frame('a', { event: 'resize', size: '80:24' }), h);
    readTerminalFrame(frame('n', { webauthn_challenge: null, totp_challenge: true }), h);
    readTerminalFrame(frame('e', 'ssh: handshake failed'), h);
    readTerminalFrame(frame('l', '{"ws":1}'), h); // a type this console does not use
    readTerminalFrame(frame('c'), h);
    expect(h.onSession.mock.calls[0]![0]).toMatchObject({ id: 'sid-1', server_hostname: 'web-1' });
    expect(new TextDecoder().decode(h.onOutput.mock.calls[0]![0])).toBe('héllo');
    expect(h.onAudit).toHaveBeenCalledWith(expect.objectContaining({ event: 'resize' }));
    expect(h.onMfaChallenge).toHaveBeenCalledWith({ webauthn_challenge: null, totp_challenge: true });
    expect(h.onServerError).toHaveBeenCalledWith('ssh: handshake failed');
    expect(h.onSessionEnd).toHaveBeenCalledTimes(1);
    expect(h.onProtocolError).not.toHaveBeenCalled();
  });

  it('drops malformed frames, wrong versions and invalid payloads, and keeps going', () => {
    const h = handlers();
    readTerminalFrame(new Uint8Array([0x0b]), h);
    readTerminalFrame(frame('r', 'x', '2'), h);
    readTerminalFrame(frame('s', '{"session":{}}'), h);
    readTerminalFrame(frame('r', 'still here'), h);
    expect(h.onProtocolError).toHaveBeenCalledTimes(3);
    expect(h.onProtocolError.mock.calls[1]![0].message).toMatch(/unsupported envelope version "2"/);
    expect(h.onSession).not.toHaveBeenCalled();
    expect(h.onOutput).toHaveBeenCalledTimes(1);
  });

  it('encodes input, resize, MFA answers, file-transfer messages and close', () => {
    expect(inputFrame('')).toBeNull();
    const sent = [
      inputFrame('ls\r')!,
      resizeFrame(90, 20),
      fileTransferRequestFrame({ download: true, location: '~/a' }),
      fileTransferDecisionFrame('r1', false),
      closeFrame(),
    ].map((f) => decodeEnvelope(f));
    expect(sent.map((e) => e.type)).toEqual(['r', 'w', 'f', 't', 'c']);
    expect(sent.every((e) => e.version === '1')).toBe(true);
    expect(sent[0]!.payload).toBe('ls\r');
    expect(JSON.parse(sent[1]!.payload).size).toBe('90:20');
    expect(JSON.parse(sent[3]!.payload)).toEqual({ event: 'file_transfer_decision', requestId: 'r1', approved: false });
  });
});

describe('TerminalSession', () => {
  it('connects with the params, becomes active on the metadata, and writes output through flow control', () => {
    const { t, out, session } = setup();
    session.connect();
    const url = new URL(t.last().url);
    expect(url.pathname).toBe('/v1/webapi/sites/teleport.example.com/connect');
    expect(url.searchParams.get('access_token')).toBe('tok');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({ server_id: 'web-1', login: 'alice', term: { w: 100, h: 30 } });
    expect(url.searchParams.get('traceparent')).toMatch(/^00-/);
    expect(session.getState().phase).toBe('connecting');
    t.last().push('s', { session: SESSION });
    expect(session.getState()).toMatchObject({ phase: 'active', established: true, mode: 'peer' });
    t.last().push('r', 'alice@web-1:~$ ');
    expect(out.text()).toContain('alice@web-1:~$ ');
    expect(session.input('whoami\r')).toBe(true);
    expect(t.last().sent.at(-1)).toMatchObject({ type: 'r', payload: 'whoami\r' });
  });

  it('takes the size from resize events (no notice), and ends cleanly on c', () => {
    const { t, out, session } = setup();
    session.connect();
    t.last().push('s', { session: SESSION });
    session.resize(120, 40);
    expect(JSON.parse(t.last().sent.at(-1)!.payload)).toMatchObject({ size: '120:40' });
    t.last().push('a', { event: 'resize', size: '120:40' });
    expect(session.getState()).toMatchObject({ size: { cols: 120, rows: 40 }, notice: null });
    t.last().push('c');
    t.last().drop({ code: 1000, reason: '', wasClean: true });
    expect(session.getState().phase).toBe('ended');
    expect(out.text()).toContain('Session ended.');
    expect(session.input('x')).toBe(false);
  });

  it('leaving sends c and closes normally; nothing is sent after, and the close is not reported', () => {
    const { t, session } = setup();
    session.connect();
    t.last().push('s', { session: SESSION });
    session.disconnect();
    expect(t.last().sent.map((e) => e.type)).toEqual(['c']);
    expect(t.last().closedWith).toEqual({ code: 1000, reason: 'closed by the user' });
    session.resize(90, 20);
    session.decideTransfer('r1', true);
    t.last().drop({ code: 1000, reason: '', wasClean: true });
    expect(t.last().sent).toHaveLength(1);
    expect(session.getState().phase).toBe('active');
  });

  it('without a token it does not open a socket and says why', () => {
    const t = fakeTransports();
    const session = new TerminalSession(
      {
        clusterId: 'c',
        origin: 'http://h',
        accessToken: () => null,
        openTransport: t.factory,
        sink: recordingSink().sink,
        size: () => ({ cols: 80, rows: 24 }),
      },
      { kind: 'node', serverId: 's', login: 'l' },
    );
    session.connect();
    expect(t.opened).toHaveLength(0);
    expect(session.getState()).toMatchObject({ phase: 'failed', error: 'You are signed out. Sign in again to reconnect.' });
  });

  it('an observer cannot type or resize', () => {
    const { t, session } = setup({ kind: 'join', sid: 'sid-1', mode: 'observer' });
    session.connect();
    expect(JSON.parse(new URL(t.last().url).searchParams.get('params')!)).toMatchObject({ sid: 'sid-1', mode: 'observer' });
    t.last().push('s', { session: SESSION });
    expect(session.input('rm -rf /\r')).toBe(false);
    session.resize(10, 10);
    expect(t.last().sent).toEqual([]);
  });

  it('a dropped connection is "disconnected", and reconnecting starts a new attempt', () => {
    const { t, session } = setup();
    session.connect();
    t.last().push('s', { session: SESSION });
    t.last().drop();
    expect(session.getState()).toMatchObject({ phase: 'disconnected', error: 'The connection to the server was lost.' });
    session.connect({ kind: 'join', sid: 'sid-1', mode: 'peer' });
    expect(t.opened).toHaveLength(2);
    expect(session.getState()).toMatchObject({ phase: 'connecting', attempt: 2, mode: 'peer' });
    t.opened[0]!.push('r', 'late output of the old socket'); // ignored
    t.last().push('s', { session: SESSION });
    expect(session.getState().phase).toBe('active');
  });

  it('a refused connection says so; a server error ends the session with its text', () => {
    const { t, out, session } = setup();
    session.connect();
    t.last().drop({ code: 1006, reason: '', wasClean: false });
    expect(session.getState()).toMatchObject({ phase: 'failed', established: false, error: 'Could not connect to the server.' });
    session.connect();
    t.last().push('e', 'access denied to alice connecting to nobody@web-1');
    t.last().drop({ code: 1000, reason: '', wasClean: true });
    expect(session.getState()).toMatchObject({ phase: 'ended', error: 'access denied to alice connecting to nobody@web-1' });
    expect(out.text()).toContain('\x1b[31maccess denied');
  });

  it('answers an MFA challenge with the WebAuthn assertion, or keeps the error for a retry', async () => {
    const { t, session, solve } = setup();
    session.connect();
    const challenge = { webauthn_challenge: { publicKey: { challenge: 'AQID', allowCredentials: [] } }, totp_challenge: false };
    t.last().push('n', challenge);
    expect(session.getState().phase).toBe('mfa');
    solve.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await session.answerMfa();
    expect(session.getState().mfa).toMatchObject({ busy: false, error: 'error obtaining credential, please try again' });
    const assertion = {
      id: 'k',
      type: 'public-key',
      rawId: 'k',
      response: { authenticatorData: 'AQ', clientDataJSON: 'e30', signature: 'MEU', userHandle: '' },
    };
    solve.mockResolvedValueOnce(assertion);
    await session.answerMfa();
    expect(t.last().sent.at(-1)).toMatchObject({ type: 'n' });
    expect(JSON.parse(t.last().sent.at(-1)!.payload)).toEqual(assertion);
    expect(session.getState()).toMatchObject({ phase: 'connecting', mfa: null });
    t.last().push('s', { session: SESSION });
    expect(session.getState().phase).toBe('active');
  });

  it('pauses the socket while the terminal is behind, and resumes when it caught up', () => {
    const t = fakeTransports();
    const pending: Array<() => void> = [];
    const session = new TerminalSession(
      {
        clusterId: 'c',
        origin: 'http://h',
        accessToken: () => 'tok',
        openTransport: t.factory,
        sink: { write: (_d, done) => done && pending.push(done) },
        size: () => ({ cols: 80, rows: 24 }),
        highWatermark: 10,
        lowWatermark: 2,
      },
      { kind: 'node', serverId: 's', login: 'l' },
    );
    session.connect();
    t.last().push('r', 'x'.repeat(25));
    expect(t.last().paused).toBe(true);
    while (pending.length) pending.shift()!();
    expect(t.last().paused).toBe(false);
    expect(session.stats()).toMatchObject({ processed: 25, peakPending: 10, received: 25 });
  });

  it('runs a moderated file transfer: request, approval by a moderator, ids for the scp call', async () => {
    const { t, session } = setup();
    session.connect();
    t.last().push('s', { session: { ...SESSION, moderated: true } });
    const { promise } = session.requestTransfer({ download: true, location: '~/a.txt' });
    expect(JSON.parse(t.last().sent.at(-1)!.payload)).toEqual({
      event: 'file_transfer_request',
      download: true,
      location: '~/a.txt',
      filename: '',
    });
    t.last().push('a', {
      event: 'file_transfer_request',
      requestID: 'r9',
      requester: 'alice',
      location: '~/a.txt',
      filename: '',
      download: true,
      sid: 'sid-1',
    });
    expect(session.getState().fileRequests).toEqual([expect.objectContaining({ requestID: 'r9', own: true })]);
    t.last().push('a', {
      event: 'file_transfer_request',
      requestID: 'r10',
      requester: 'bob',
      location: '~/b',
      filename: 'b',
      download: false,
    });
    t.last().push('a', {
      event: 'file_transfer_request_approve',
      requestID: 'r9',
      requester: 'alice',
      location: '~/a.txt',
      download: true,
      sid: 'sid-1',
      approvers: ['carol'],
    });
    await expect(promise).resolves.toEqual({ requestId: 'r9', sessionId: 'sid-1' });
    expect(session.getState().fileRequests.map((r) => r.requestID)).toEqual(['r10']);

    const denied = session.requestTransfer({ download: false, location: '~/', filename: 'x' });
    t.last().push('a', {
      event: 'file_transfer_request',
      requestID: 'r11',
      requester: 'alice',
      location: '~/',
      filename: 'x',
      download: false,
    });
    t.last().push('a', {
      event: 'file_transfer_request_deny',
      requestID: 'r11',
      requester: 'alice',
      location: '~/',
      filename: 'x',
      download: false,
    });
    await expect(denied.promise).rejects.toThrow('A moderator denied the file transfer.');

    session.decideTransfer('r10', true);
    expect(JSON.parse(t.last().sent.at(-1)!.payload)).toEqual({ event: 'file_transfer_decision', requestId: 'r10', approved: true });
    expect(session.getState().fileRequests).toEqual([]);
  });
});
