// One terminal screen's connection, outside React: the protocol client, flow control into the
// terminal, and the state the screen shows (useSyncExternalStore reads it). Output never goes
// through React state.
import { TerminalClient } from './terminal-client';
import { FlowController, DEFAULT_HIGH_WATERMARK, DEFAULT_LOW_WATERMARK, type FlowStats } from './flow-control';
import { buildTerminalParams, makeTraceparent, terminalUrl, type TerminalTarget, type TermSize } from './terminal-url';
import { fileTransferEvent, resizeOf, type MfaChallenge, type ParticipantMode, type Session } from './messages';
import type { TransportFactory } from './socket-transport';
import { solveChallenge, webauthnErrorText } from './webauthn';

export type Phase = 'connecting' | 'mfa' | 'active' | 'ended' | 'disconnected';

export interface FileRequestView {
  requestID: string;
  requester: string;
  location: string;
  filename: string;
  download: boolean;
  own: boolean;
}

export interface SessionState {
  phase: Phase;
  /** Bumped on every connect: a new attempt. */
  attempt: number;
  session: Session | null;
  mode: ParticipantMode;
  target: TerminalTarget;
  /** Whether this attempt ever got the session going. */
  established: boolean;
  /** Error text from the server, or why the connection failed. */
  error: string | null;
  mfa: { challenge: MfaChallenge; busy: boolean; error: string | null } | null;
  /** The size from the latest resize event. */
  size: TermSize | null;
  /** Recent events worth a line in the status bar. */
  notice: string | null;
  /** Moderated-session file-transfer requests still waiting for a decision. */
  fileRequests: FileRequestView[];
  transport: 'stream' | 'socket' | null;
}

export interface TerminalSink {
  write(data: Uint8Array | string, done?: () => void): void;
}

export interface SessionOptions {
  clusterId: string;
  origin: string;
  accessToken: () => string | null;
  openTransport: TransportFactory;
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

const keyOf = (r: { download: boolean; location: string; filename?: string }) => `${r.download ? 'd' : 'u'}|${r.location}|${r.filename ?? ''}`;
const DIM = (text: string) => `\r\n\x1b[2m${text}\x1b[0m\r\n`;

export class TerminalSession {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private client: TerminalClient | null = null;
  private readonly flow: FlowController;
  private ended = false;
  private userClosed = false;
  private ownRequests: OwnRequest[] = [];
  private received = 0;

  constructor(
    private readonly o: SessionOptions,
    target: TerminalTarget,
  ) {
    this.state = {
      phase: 'connecting',
      attempt: 0,
      session: null,
      mode: target.kind === 'join' ? target.mode : 'peer',
      target,
      established: false,
      error: null,
      mfa: null,
      size: null,
      notice: null,
      fileRequests: [],
      transport: null,
    };
    this.flow = new FlowController(
      { write: (chunk, done) => o.sink.write(chunk, done) },
      {
        high: o.highWatermark ?? DEFAULT_HIGH_WATERMARK,
        low: o.lowWatermark ?? DEFAULT_LOW_WATERMARK,
        onPause: () => this.client?.pause(),
        onResume: () => this.client?.resume(),
      },
    );
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }

  /** Connect (again): to the given target, or to the current one. */
  connect(target: TerminalTarget = this.state.target): void {
    this.client?.close();
    this.flow.reset();
    this.ended = false;
    this.userClosed = false;
    this.failOwnRequests(new Error('The connection was replaced.'));
    const token = this.o.accessToken();
    this.set({
      phase: 'connecting',
      attempt: this.state.attempt + 1,
      target,
      mode: target.kind === 'join' ? target.mode : 'peer',
      session: target.kind === 'join' ? this.state.session : null,
      established: false,
      error: null,
      mfa: null,
      notice: null,
      fileRequests: [],
    });
    if (!token) {
      this.set({ phase: 'disconnected', error: 'You are signed out. Sign in again to reconnect.' });
      return;
    }
    const url = terminalUrl({
      origin: this.o.origin,
      clusterId: this.o.clusterId,
      params: buildTerminalParams(target, this.o.size()),
      accessToken: token,
      traceparent: makeTraceparent(),
    });
    const client: TerminalClient = new TerminalClient(
      url,
      {
        onOpen: () => undefined,
        onOutput: (bytes) => {
          if (this.client !== client) return;
          this.received += bytes.length;
          this.flow.push(bytes);
        },
        onSession: (session) => {
          if (this.client !== client) return;
          this.set({ session, phase: 'active', established: true, mfa: null });
        },
        onAudit: (event) => {
          if (this.client !== client) return;
          const size = resizeOf(event);
          if (size) return this.set({ size, notice: `Terminal resized to ${size.cols}×${size.rows}` });
          const ft = fileTransferEvent(event);
          if (ft) return this.onFileTransferEvent(ft);
          if (event.event === 'session.join') return this.set({ notice: `${event.user ?? 'Someone'} joined the session` });
          if (event.event === 'session.leave') return this.set({ notice: `${event.user ?? 'Someone'} left the session` });
        },
        onMfaChallenge: (challenge) => {
          if (this.client !== client) return;
          this.set({ phase: 'mfa', mfa: { challenge, busy: false, error: null } });
        },
        onServerError: (text) => {
          if (this.client !== client) return;
          this.o.sink.write(`\r\n\x1b[31m${text.replace(/\r?\n/g, '\r\n')}\x1b[0m\r\n`);
          this.set({ error: text });
        },
        onSessionEnd: () => {
          if (this.client === client) this.ended = true;
        },
        onClose: (info) => {
          if (this.client !== client) return;
          this.failOwnRequests(new Error('The session connection closed before a moderator decided.'));
          if (this.userClosed) return;
          const cleanEnd = this.ended || (info.wasClean && info.code === 1000);
          if (cleanEnd) {
            this.o.sink.write(DIM('Session ended.'));
            return this.set({ phase: 'ended', mfa: null, fileRequests: [], notice: null });
          }
          const why = this.state.established
            ? 'The connection to the server was lost.'
            : `Could not connect to the server${info.code && info.code !== 1006 ? ` (code ${info.code})` : ''}.`;
          if (this.state.established) this.o.sink.write(DIM(why));
          this.set({ phase: 'disconnected', mfa: null, fileRequests: [], notice: null, error: this.state.error ?? why });
        },
        onProtocolError: (error) => {
          if (this.client !== client) return;
          console.warn(error.message);
          this.set({ notice: 'A malformed message from the server was ignored.' });
        },
      },
      this.o.openTransport,
    );
    this.client = client;
    this.set({ transport: client.transportKind });
  }

  /** Keystrokes and pastes; only a peer of a running session types. */
  input(data: string): boolean {
    if (this.state.phase !== 'active' || this.state.mode !== 'peer') return false;
    this.client?.sendInput(data);
    return true;
  }

  /** The local terminal changed size; a peer tells the server (observers follow the session's size). */
  resize(cols: number, rows: number): void {
    if (this.state.phase === 'active' && this.state.mode === 'peer') this.client?.resize(cols, rows);
  }

  async answerMfa(signal?: AbortSignal): Promise<void> {
    const mfa = this.state.mfa;
    if (!mfa || mfa.busy) return;
    const client = this.client;
    this.set({ mfa: { ...mfa, busy: true, error: null } });
    try {
      const response = await (this.o.solve ?? solveChallenge)(mfa.challenge, signal);
      if (this.client !== client || !this.state.mfa) return;
      client?.answerMfa(response);
      this.set({ mfa: null, phase: 'connecting' });
    } catch (err) {
      if (this.client !== client || !this.state.mfa) return;
      this.set({ mfa: { ...mfa, busy: false, error: webauthnErrorText(err) } });
    }
  }

  /**
   * Ask the moderators of a moderated session for a file transfer; resolves with the ids the scp
   * call needs once a moderator approves, rejects when one denies or the connection closes.
   */
  requestTransfer(request: { download: boolean; location: string; filename?: string }): { promise: Promise<{ requestId: string; sessionId: string }>; cancel: () => void } {
    let own: OwnRequest | undefined;
    const promise = new Promise<{ requestId: string; sessionId: string }>((resolve, reject) => {
      own = { key: keyOf(request), requestID: null, resolve, reject };
      this.ownRequests.push(own);
      this.client?.requestFileTransfer(request);
    });
    const cancel = () => {
      if (!own) return;
      this.ownRequests = this.ownRequests.filter((r) => r !== own);
      if (own.requestID) this.client?.decideFileTransfer(own.requestID, false);
      own.reject(new DOMException('The transfer was cancelled.', 'AbortError'));
    };
    return { promise, cancel };
  }

  decideTransfer(requestId: string, approved: boolean): void {
    this.client?.decideFileTransfer(requestId, approved);
    this.set({ fileRequests: this.state.fileRequests.filter((r) => r.requestID !== requestId) });
  }

  private onFileTransferEvent(ft: NonNullable<ReturnType<typeof fileTransferEvent>>): void {
    const sessionId = ft.sid ?? this.state.session?.id ?? '';
    if (ft.event === 'file_transfer_request') {
      const own = this.ownRequests.find((r) => r.requestID === null && r.key === keyOf(ft));
      if (own) own.requestID = ft.requestID;
      const view: FileRequestView = { requestID: ft.requestID, requester: ft.requester, location: ft.location, filename: ft.filename, download: ft.download, own: Boolean(own) };
      this.set({ fileRequests: [...this.state.fileRequests.filter((r) => r.requestID !== ft.requestID), view], notice: `${ft.requester || 'Someone'} asks to ${ft.download ? 'download' : 'upload'} ${ft.location}${ft.download ? '' : ft.filename}` });
      return;
    }
    this.set({ fileRequests: this.state.fileRequests.filter((r) => r.requestID !== ft.requestID) });
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
  disconnect(): void {
    this.userClosed = true;
    this.client?.close();
    this.failOwnRequests(new Error('The terminal was closed.'));
  }

  /** Give up before the session opened (the user cancelled the MFA check). */
  cancel(reason: string): void {
    this.disconnect();
    this.set({ phase: 'disconnected', mfa: null, established: false, error: reason });
  }

  stats(): FlowStats & { received: number; transport: string | null } {
    return { ...this.flow.stats(), received: this.received, transport: this.state.transport };
  }
}
