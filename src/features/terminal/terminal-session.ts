// One terminal screen's connection, outside React, on the socket kit (src/shared/socket-session):
// the kit's session base runs the socket and its phases (plus the terminal's own 'mfa'), flow
// control feeds output into the terminal, and the terminal protocol (terminal-protocol.ts) turns
// frames into the state the screen shows (useSocketSession reads it). Output never goes through
// React state. A connection that drops while the session runs is retried by itself (1, 2, 4 s) as
// a rejoin of the same session; the terminal keeps its history and skips the replayed output.
import { FlowController, DEFAULT_HIGH_WATERMARK, type FlowStats } from '@/shared/socket-session/flow-control';
import {
  SocketSession,
  initialSocketState,
  type CloseOutcome,
  type SocketState,
  type SocketStats,
} from '@/shared/socket-session/socket-session';
import { makeTraceparent } from '@/shared/socket-session/socket-url';
import type { CloseInfo, TransportFactory } from '@/shared/socket-session/transport';
import {
  closeFrame,
  fileTransferDecisionFrame,
  inputFrame,
  mfaAnswerFrame,
  readTerminalFrame,
  resizeFrame,
  type TerminalHandlers,
} from './terminal-protocol';
import { buildTerminalParams, terminalUrl, type TerminalTarget, type TermSize } from './terminal-url';
import { fileTransferEvent, resizeOf, type MfaChallenge, type ParticipantMode, type Session } from './messages';
import { answerMfaPrompt, solveChallenge, type MfaPrompt } from '@/shared/sessions/session-webauthn';
import { listActiveSessions } from '@/api/gen/hooks/active-sessions/active-sessions';
import { OutputTail, concatBytes, replayOverlap } from './replay-overlap';
import { TransferRequests, type FileRequestView, type TransferApproval, type TransferRequest } from './transfer-requests';

/** The kit's phases ('failed': the connection never got going) plus the MFA check. */
export type Phase = SessionState['phase'];

export interface SessionState extends SocketState<'mfa'> {
  session: Session | null;
  mode: ParticipantMode;
  target: TerminalTarget;
  mfa: MfaPrompt<MfaChallenge> | null;
  /** The size from the latest resize event. */
  size: TermSize | null;
  /** Recent events worth a line in the status bar. */
  notice: string | null;
  /** Moderated-session file-transfer requests still waiting for a decision. */
  fileRequests: FileRequestView[];
  /** Retrying by itself after a drop (phase 'disconnected' while it waits); null otherwise. */
  reconnect: ReconnectState | null;
}

export interface ReconnectState {
  /** The attempt that is next or under way, from 1. */
  attempt: number;
  /** How many attempts there are in all. */
  of: number;
  /** When the next try starts (ms since the epoch); null while it is under way or the browser is offline. */
  at: number | null;
  /** The browser is offline: the countdown waits for the network. */
  offline: boolean;
}

/** The waits before the automatic attempts after a drop. */
export const RECONNECT_DELAYS: readonly number[] = [1000, 2000, 4000];
/** How long output is held after a rejoin to tell the replay from what was missed. */
export const REPLAY_HOLD_MS = 200;

export interface TerminalSink {
  write(data: Uint8Array | string, done?: () => void): void;
}

export interface SessionOptions {
  clusterId: string;
  origin: string;
  accessToken: () => string | null;
  openTransport: TransportFactory<Uint8Array>;
  sink: TerminalSink;
  size: () => TermSize;
  highWatermark?: number;
  lowWatermark?: number;
  solve?: typeof solveChallenge;
  /** Whether the session still runs (default: the Active Sessions list); false stops the retries. */
  isAlive?: (sid: string) => Promise<boolean>;
  /** The waits before the automatic attempts (default RECONNECT_DELAYS; [] turns them off). */
  reconnectDelays?: readonly number[];
}

interface AutoReconnect {
  /** Index into the delays of the attempt that is next or under way. */
  index: number;
  target: TerminalTarget;
  timer: ReturnType<typeof setTimeout> | null;
  /** While offline: how long the countdown still had to run. */
  remaining: number | null;
  /** The Active Sessions list says the session is gone: no further attempts. */
  gone: boolean;
}

/**
 * The terminal's watermarks: up to 2 MB handed over and not yet parsed (well under 100 ms of
 * xterm's parsing), output resuming at half of it. By then the write batcher (write-batcher.ts)
 * has a full slice (at most 1 MB) in hand, and the socket refills while xterm parses it.
 */
export const TERMINAL_HIGH_WATERMARK = 2 * DEFAULT_HIGH_WATERMARK;
export const TERMINAL_LOW_WATERMARK = TERMINAL_HIGH_WATERMARK / 2;

const DIM = (text: string) => `\r\n\x1b[2m${text}\x1b[0m\r\n`;
/** The kit's words for a drop (closeReason), kept when the retries go on. */
export const CONNECTION_LOST = 'The connection to the server was lost.';
const SESSION_GONE = 'The session ended while the connection was down.';

export class TerminalSession extends SocketSession<Uint8Array, SessionState> {
  private readonly flow: FlowController<Uint8Array>;
  private readonly transfers = new TransferRequests((frame) => this.send(frame));
  private received = 0;
  private nextTarget: TerminalTarget;
  private readonly handlers: TerminalHandlers;
  private auto: AutoReconnect | null = null;
  /** The current connection is an automatic attempt. */
  private autoAttempt = false;
  private readonly tail = new OutputTail();
  /** Output held after a rejoin until the replay can be told apart. */
  private held: Uint8Array[] | null = null;
  private heldTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOffline = () => this.pauseForNetwork();
  private readonly onOnline = () => this.resumeForNetwork();

  constructor(
    private readonly o: SessionOptions,
    target: TerminalTarget,
  ) {
    super(
      { openTransport: o.openTransport },
      {
        ...initialSocketState(),
        mode: target.kind === 'join' ? target.mode : 'peer',
        target,
        session: null,
        mfa: null,
        size: null,
        notice: null,
        fileRequests: [],
        reconnect: null,
      },
    );
    this.nextTarget = target;
    this.flow = new FlowController(
      { write: (chunk, done) => o.sink.write(chunk, done) },
      {
        high: o.highWatermark ?? TERMINAL_HIGH_WATERMARK,
        low: o.lowWatermark ?? TERMINAL_LOW_WATERMARK,
        onPause: () => this.pauseTransport(),
        onResume: () => this.resumeTransport(),
      },
    );
    this.handlers = {
      onOutput: (bytes) => {
        this.received += bytes.length;
        if (!this.held) return this.emit(bytes);
        this.held.push(bytes);
        if (this.held.reduce((n, b) => n + b.length, 0) >= this.tail.length) this.releaseHeld();
      },
      onSession: (session) => {
        const back = this.autoAttempt;
        this.markActive({ session, mfa: null, reconnect: null });
        if (back) this.reconnected();
      },
      onAudit: (event) => {
        const size = resizeOf(event);
        if (size) return this.set({ size });
        const ft = fileTransferEvent(event);
        if (ft) return this.set(this.transfers.onEvent(ft, this.getState().session, this.getState().fileRequests));
        if (event.event === 'session.join') return this.set({ notice: `${event.user ?? 'Someone'} joined the session` });
        if (event.event === 'session.leave') return this.set({ notice: `${event.user ?? 'Someone'} left the session` });
      },
      onMfaChallenge: (challenge) => this.set({ phase: 'mfa', mfa: { challenge, busy: false, error: null } }),
      onServerError: (text) => {
        this.o.sink.write(`\r\n\x1b[31m${text.replace(/\r?\n/g, '\r\n')}\x1b[0m\r\n`);
        this.set({ error: text });
      },
      onSessionEnd: () => this.markEnding(),
      onProtocolError: (error) => {
        console.warn(error.message);
        this.set({ notice: 'A malformed message from the server was ignored.' });
      },
    };
  }

  /** Connect (again): to the given target, or to the current one. Stops any automatic retry. */
  override connect(target: TerminalTarget = this.getState().target): void {
    this.stopAuto();
    this.releaseHeld();
    this.open(target);
  }

  private open(target: TerminalTarget): void {
    this.nextTarget = target;
    super.connect();
  }

  /** Try the waiting automatic attempt at once (the overlay's Reconnect now); false when none waits. */
  reconnectNow(): boolean {
    const auto = this.auto;
    if (!auto || this.autoAttempt) return false;
    if (auto.timer) clearTimeout(auto.timer);
    auto.timer = null;
    auto.remaining = null;
    this.attemptNow();
    return true;
  }

  protected override beginAttempt(): Partial<SessionState> {
    this.flow.reset();
    this.transfers.failAll(new Error('The connection was replaced.'));
    const target = this.nextTarget;
    return {
      target,
      mode: target.kind === 'join' ? target.mode : 'peer',
      session: target.kind === 'join' ? this.getState().session : null,
      mfa: null,
      notice: null,
      fileRequests: [],
    };
  }

  protected override socketUrl(): string | { error: string } {
    const token = this.o.accessToken();
    if (!token) return { error: 'You are signed out. Sign in again to reconnect.' };
    return terminalUrl({
      origin: this.o.origin,
      clusterId: this.o.clusterId,
      params: buildTerminalParams(this.nextTarget, this.o.size()),
      accessToken: token,
      traceparent: makeTraceparent(),
    });
  }

  /** The session is active once the server sends its metadata, not when the socket opens. */
  protected override onOpen(): void {}

  protected override onFrame(frame: Uint8Array): void {
    readTerminalFrame(frame, this.handlers);
  }

  protected override farewell(): Uint8Array {
    return closeFrame();
  }

  protected override onClosed(_info: CloseInfo, outcome: CloseOutcome, reason: string): Partial<SessionState> {
    this.transfers.failAll(new Error('The session connection closed before a moderator decided.'));
    this.releaseHeld();
    const base = { mfa: null, fileRequests: [], notice: null };
    if (this.autoAttempt) {
      this.autoAttempt = false;
      // An attempt that did not get through: the next one, or the way back by hand.
      if (outcome !== 'ended' && this.auto && !this.auto.gone && this.auto.index + 1 < this.delays().length) {
        this.schedule(this.auto.index + 1);
        return { ...base, ...this.lostState(), reconnect: this.getState().reconnect };
      }
      const gone = this.auto?.gone ?? false;
      this.stopAuto();
      if (outcome === 'ended') {
        this.o.sink.write(DIM('Session ended.'));
        return { ...base, reconnect: null };
      }
      return {
        ...base,
        ...this.lostState(),
        reconnect: null,
        error: gone ? SESSION_GONE : `Tried to reconnect ${this.delays().length} times without success.`,
      };
    }
    if (outcome === 'ended') this.o.sink.write(DIM('Session ended.'));
    else if (outcome === 'disconnected') {
      this.o.sink.write(DIM(reason));
      const target = this.rejoinTarget();
      if (target) {
        this.auto = { index: 0, target, timer: null, remaining: null, gone: false };
        this.watchNetwork(true);
        this.schedule(0);
        this.checkAlive(this.auto);
        return { ...base, reconnect: this.getState().reconnect };
      }
    }
    return { ...base, reconnect: null };
  }

  /** The same session in the same mode, when a retry makes sense (a known id, still signed in). */
  private rejoinTarget(): TerminalTarget | null {
    const { session, target, mode } = this.getState();
    const sid = session?.id ?? (target.kind === 'join' ? target.sid : null);
    if (!sid || this.delays().length === 0 || !this.o.accessToken()) return null;
    const serverId = session?.server_id || (target.kind === 'node' ? target.serverId : target.serverId);
    const login = session?.login || (target.kind === 'node' ? target.login : target.login);
    return { kind: 'join', sid, mode, ...(serverId ? { serverId } : {}), ...(login ? { login } : {}) };
  }

  private delays(): readonly number[] {
    return this.o.reconnectDelays ?? RECONNECT_DELAYS;
  }

  /** The state of a lost connection: the session had been established, the way back is a rejoin. */
  private lostState(): Partial<SessionState> {
    return { phase: 'disconnected', established: true, error: this.getState().error ?? CONNECTION_LOST };
  }

  /** Wait for attempt `index` (or for the network, when the browser is offline). */
  private schedule(index: number): void {
    const auto = this.auto;
    if (!auto) return;
    auto.index = index;
    const delay = this.delays()[index] ?? 0;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (offline) {
      auto.remaining = delay;
      this.set({ reconnect: { attempt: index + 1, of: this.delays().length, at: null, offline: true } });
      return;
    }
    auto.timer = setTimeout(() => {
      auto.timer = null;
      this.attemptNow();
    }, delay);
    this.set({ reconnect: { attempt: index + 1, of: this.delays().length, at: Date.now() + delay, offline: false } });
  }

  private attemptNow(): void {
    const auto = this.auto;
    if (!auto) return;
    this.autoAttempt = true;
    this.releaseHeld();
    this.open(auto.target);
    if (this.getState().phase === 'failed') {
      // No socket at all (signed out): never retried.
      this.autoAttempt = false;
      this.stopAuto();
      this.set({ reconnect: null });
      return;
    }
    this.set({ reconnect: { attempt: auto.index + 1, of: this.delays().length, at: null, offline: false } });
  }

  /** Asks once per drop whether the session still runs; a session that is gone is not waited for. */
  private checkAlive(auto: AutoReconnect): void {
    const sid = auto.target.kind === 'join' ? auto.target.sid : '';
    const ask =
      this.o.isAlive ??
      ((id: string) => listActiveSessions(this.o.clusterId).then((list) => (list.sessions ?? []).some((s) => s.id === id)));
    ask(sid).then(
      (alive) => {
        if (alive || this.auto !== auto) return;
        auto.gone = true;
        if (this.autoAttempt) return; // the attempt under way ends it
        this.stopAuto();
        this.set({ ...this.lostState(), reconnect: null, error: SESSION_GONE });
      },
      () => undefined, // unknown: keep trying
    );
  }

  /** An automatic attempt got through: a line in the history, the size again, typing works. */
  private reconnected(): void {
    this.autoAttempt = false;
    this.stopAuto();
    this.o.sink.write(DIM('— reconnected —'));
    this.held = [];
    this.heldTimer = setTimeout(() => this.releaseHeld(), REPLAY_HOLD_MS);
    const { cols, rows } = this.o.size();
    this.resize(cols, rows);
  }

  private stopAuto(): void {
    if (this.auto?.timer) clearTimeout(this.auto.timer);
    if (this.auto) this.watchNetwork(false);
    this.auto = null;
  }

  private watchNetwork(on: boolean): void {
    if (typeof window === 'undefined') return;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('offline', this.onOffline);
    window[method]('online', this.onOnline);
  }

  private pauseForNetwork(): void {
    const auto = this.auto;
    if (!auto?.timer) return;
    clearTimeout(auto.timer);
    auto.timer = null;
    const at = this.getState().reconnect?.at ?? Date.now();
    auto.remaining = Math.max(0, at - Date.now());
    this.set({ reconnect: { attempt: auto.index + 1, of: this.delays().length, at: null, offline: true } });
  }

  private resumeForNetwork(): void {
    const auto = this.auto;
    if (!auto || auto.remaining === null || this.autoAttempt) return;
    const remaining = auto.remaining;
    auto.remaining = null;
    auto.timer = setTimeout(() => {
      auto.timer = null;
      this.attemptNow();
    }, remaining);
    this.set({ reconnect: { attempt: auto.index + 1, of: this.delays().length, at: Date.now() + remaining, offline: false } });
  }

  /** Output for the screen (and the tail a later rejoin compares its replay with). */
  private emit(bytes: Uint8Array): void {
    this.tail.push(bytes);
    this.flow.push(bytes);
  }

  /** Write the held output, less the part of the replay that is already on screen. */
  private releaseHeld(): void {
    clearTimeout(this.heldTimer);
    const held = this.held;
    this.held = null;
    if (!held || held.length === 0) return;
    const all = concatBytes(held);
    const skip = replayOverlap(this.tail.bytes(), all);
    if (skip < all.length) this.emit(all.subarray(skip));
  }

  /** Keystrokes and pastes; only a peer of a running session types. */
  input(data: string): boolean {
    const { phase, mode } = this.getState();
    if (phase !== 'active' || mode !== 'peer') return false;
    const frame = inputFrame(data);
    if (frame) this.send(frame);
    return true;
  }

  /** The local terminal changed size; a peer tells the server (observers follow the session's size). */
  resize(cols: number, rows: number): void {
    const { phase, mode } = this.getState();
    if (phase === 'active' && mode === 'peer') this.send(resizeFrame(cols, rows));
  }

  answerMfa(signal?: AbortSignal): Promise<void> {
    return answerMfaPrompt(
      this,
      (mfa) => this.set({ mfa }),
      (challenge) => (this.o.solve ?? solveChallenge)(challenge, signal),
      (response) => {
        this.send(mfaAnswerFrame(response));
        this.set({ mfa: null, phase: 'connecting' });
      },
    );
  }

  /**
   * Ask the moderators of a moderated session for a file transfer; resolves with the ids the scp
   * call needs once a moderator approves, rejects when one denies or the connection closes.
   */
  requestTransfer(request: TransferRequest): { promise: Promise<TransferApproval>; cancel: () => void } {
    return this.transfers.request(request);
  }

  decideTransfer(requestId: string, approved: boolean): void {
    this.send(fileTransferDecisionFrame(requestId, approved));
    this.set({ fileRequests: this.getState().fileRequests.filter((r) => r.requestID !== requestId) });
  }

  /** Leave the session (the user closed the screen or cancelled the MFA check). */
  override disconnect(): void {
    this.stopAuto();
    this.autoAttempt = false;
    this.releaseHeld();
    if (this.getState().reconnect) this.set({ reconnect: null });
    super.disconnect();
    this.transfers.failAll(new Error('The terminal was closed.'));
  }

  /** Give up before the session opened (the user cancelled the MFA check). */
  cancel(reason: string): void {
    this.disconnect();
    this.set({ phase: 'failed', mfa: null, established: false, error: reason });
  }

  override stats(): SocketStats & FlowStats & { received: number; transport: string | null } {
    return { ...super.stats(), ...this.flow.stats(), received: this.received, transport: this.getState().transport };
  }
}
