// One terminal screen's connection, outside React, on the socket kit (src/shared/socket-session):
// the kit's session base runs the socket and its phases (plus the terminal's own 'mfa'), flow
// control feeds output into the terminal, and the terminal protocol (terminal-protocol.ts) turns
// frames into the state the screen shows (useSocketSession reads it). Output never goes through
// React state.
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
  fileTransferRequestFrame,
  inputFrame,
  mfaAnswerFrame,
  readTerminalFrame,
  resizeFrame,
  type TerminalHandlers,
} from './terminal-protocol';
import { buildTerminalParams, terminalUrl, type TerminalTarget, type TermSize } from './terminal-url';
import { fileTransferEvent, resizeOf, type MfaChallenge, type ParticipantMode, type Session } from './messages';
import { answerMfaPrompt, solveChallenge, type MfaPrompt } from '@/shared/sessions/session-webauthn';

/** The kit's phases ('failed': the connection never got going) plus the MFA check. */
export type Phase = SessionState['phase'];

export interface FileRequestView {
  requestID: string;
  requester: string;
  location: string;
  filename: string;
  download: boolean;
  own: boolean;
}

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
}

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
}

interface OwnRequest {
  key: string;
  requestID: string | null;
  resolve: (ids: { requestId: string; sessionId: string }) => void;
  reject: (error: Error) => void;
}

/**
 * The terminal's watermarks: up to 2 MB handed over and not yet parsed (well under 100 ms of
 * xterm's parsing), output resuming at half of it. By then the write batcher (write-batcher.ts)
 * has a full slice (at most 1 MB) in hand, and the socket refills while xterm parses it.
 */
export const TERMINAL_HIGH_WATERMARK = 2 * DEFAULT_HIGH_WATERMARK;
export const TERMINAL_LOW_WATERMARK = TERMINAL_HIGH_WATERMARK / 2;

const keyOf = (r: { download: boolean; location: string; filename?: string }) =>
  `${r.download ? 'd' : 'u'}|${r.location}|${r.filename ?? ''}`;
const DIM = (text: string) => `\r\n\x1b[2m${text}\x1b[0m\r\n`;

export class TerminalSession extends SocketSession<Uint8Array, SessionState> {
  private readonly flow: FlowController<Uint8Array>;
  private ownRequests: OwnRequest[] = [];
  private received = 0;
  private nextTarget: TerminalTarget;
  private readonly handlers: TerminalHandlers;

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
        this.flow.push(bytes);
      },
      onSession: (session) => this.markActive({ session, mfa: null }),
      onAudit: (event) => {
        const size = resizeOf(event);
        if (size) return this.set({ size });
        const ft = fileTransferEvent(event);
        if (ft) return this.onFileTransferEvent(ft);
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

  /** Connect (again): to the given target, or to the current one. */
  override connect(target: TerminalTarget = this.getState().target): void {
    this.nextTarget = target;
    super.connect();
  }

  protected override beginAttempt(): Partial<SessionState> {
    this.flow.reset();
    this.failOwnRequests(new Error('The connection was replaced.'));
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
    this.failOwnRequests(new Error('The session connection closed before a moderator decided.'));
    if (outcome === 'ended') this.o.sink.write(DIM('Session ended.'));
    else if (outcome === 'disconnected') this.o.sink.write(DIM(reason));
    return { mfa: null, fileRequests: [], notice: null };
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
  requestTransfer(request: { download: boolean; location: string; filename?: string }): {
    promise: Promise<{ requestId: string; sessionId: string }>;
    cancel: () => void;
  } {
    let own: OwnRequest | undefined;
    const promise = new Promise<{ requestId: string; sessionId: string }>((resolve, reject) => {
      own = { key: keyOf(request), requestID: null, resolve, reject };
      this.ownRequests.push(own);
      this.send(fileTransferRequestFrame(request));
    });
    const cancel = () => {
      if (!own) return;
      this.ownRequests = this.ownRequests.filter((r) => r !== own);
      if (own.requestID) this.send(fileTransferDecisionFrame(own.requestID, false));
      own.reject(new DOMException('The transfer was cancelled.', 'AbortError'));
    };
    return { promise, cancel };
  }

  decideTransfer(requestId: string, approved: boolean): void {
    this.send(fileTransferDecisionFrame(requestId, approved));
    this.set({ fileRequests: this.getState().fileRequests.filter((r) => r.requestID !== requestId) });
  }

  private onFileTransferEvent(ft: NonNullable<ReturnType<typeof fileTransferEvent>>): void {
    const { session, fileRequests } = this.getState();
    const sessionId = ft.sid ?? session?.id ?? '';
    if (ft.event === 'file_transfer_request') {
      const own = this.ownRequests.find((r) => r.requestID === null && r.key === keyOf(ft));
      if (own) own.requestID = ft.requestID;
      const view: FileRequestView = {
        requestID: ft.requestID,
        requester: ft.requester,
        location: ft.location,
        filename: ft.filename,
        download: ft.download,
        own: Boolean(own),
      };
      this.set({
        fileRequests: [...fileRequests.filter((r) => r.requestID !== ft.requestID), view],
        notice: `${ft.requester || 'Someone'} asks to ${ft.download ? 'download' : 'upload'} ${ft.location}${ft.download ? '' : ft.filename}`,
      });
      return;
    }
    this.set({ fileRequests: fileRequests.filter((r) => r.requestID !== ft.requestID) });
    const own = this.ownRequests.find((r) => r.requestID === ft.requestID);
    if (!own) return;
    this.ownRequests = this.ownRequests.filter((r) => r !== own);
    if (ft.event === 'file_transfer_request_approve') own.resolve({ requestId: ft.requestID, sessionId });
    else own.reject(new Error('A moderator denied the file transfer.'));
  }

  private failOwnRequests(error: Error): void {
    const pending = this.ownRequests;
    this.ownRequests = [];
    for (const r of pending) r.reject(error);
  }

  /** Leave the session (the user closed the screen or cancelled the MFA check). */
  override disconnect(): void {
    super.disconnect();
    this.failOwnRequests(new Error('The terminal was closed.'));
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
