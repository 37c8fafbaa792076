// The base every socket session builds on (terminal now; desktop, playback and assistant next):
// one connection at a time through a transport, the same lifecycle and the same store for React.
//
// Phases: connect() -> 'connecting' -> 'active' (on open, or when the protocol says so) and, when
// the socket closes, 'ended' (a clean close or one the protocol announced), 'disconnected' (it
// dropped after it was active) or 'failed' (it never became active). A session adds phases of its
// own (the terminal's 'mfa'). reconnect() starts a new attempt; frames and closes of an older
// connection are ignored, so a subclass never has to guard against them. State changes go through
// set() and reach subscribers (useSyncExternalStore, see use-socket-session.ts); per-frame counts
// are kept apart in stats() so traffic never re-renders anything.
import { frameBytes, type CloseInfo, type Frame, type Transport, type TransportFactory, type TransportKind } from './transport';

export type BasePhase = 'connecting' | 'active' | 'ended' | 'disconnected' | 'failed';
export type CloseOutcome = 'ended' | 'disconnected' | 'failed';

export interface SocketState<Extra extends string = never> {
  phase: BasePhase | Extra;
  /** Bumped on every connect: a new attempt. */
  attempt: number;
  /** Whether this attempt ever became active. */
  established: boolean;
  /** What went wrong, in words for the user. */
  error: string | null;
  transport: TransportKind | null;
}

export const initialSocketState = (): SocketState => ({
  phase: 'connecting',
  attempt: 0,
  established: false,
  error: null,
  transport: null,
});

/** Traffic of the current connection (reset by each connect). */
export interface SocketStats {
  bytesIn: number;
  bytesOut: number;
  messagesIn: number;
  messagesOut: number;
  /** When the socket opened (ms since the epoch), null before. */
  connectedAt: number | null;
  /** When the latest frame arrived, null before the first. */
  lastMessageAt: number | null;
}

const emptyStats = (): SocketStats => ({ bytesIn: 0, bytesOut: 0, messagesIn: 0, messagesOut: 0, connectedAt: null, lastMessageAt: null });

/** Why a connection closed, for the user: lost after it was active, or never got going. */
export function closeReason(info: CloseInfo, established: boolean): string {
  if (established) return 'The connection to the server was lost.';
  return `Could not connect to the server${info.code && info.code !== 1006 ? ` (code ${info.code})` : ''}.`;
}

export interface SocketSessionOptions<F extends Frame> {
  openTransport: TransportFactory<F>;
  /** The clock of the stats (tests pass their own). */
  now?: () => number;
}

export abstract class SocketSession<F extends Frame, S extends SocketState<string>> {
  private state: S;
  private readonly listeners = new Set<() => void>();
  private transport: Transport<F> | null = null;
  private paused = false;
  private ending = false;
  private counters = emptyStats();
  private readonly now: () => number;
  private readonly openTransport: TransportFactory<F>;

  protected constructor(options: SocketSessionOptions<F>, initial: S) {
    this.state = initial;
    this.openTransport = options.openTransport;
    this.now = options.now ?? Date.now;
  }

  /** The URL of the next connection, or the reason there can be none (e.g. signed out). */
  protected abstract socketUrl(): string | { error: string };

  /** A frame of the current connection. */
  protected abstract onFrame(frame: F): void;

  /** Resets the subclass for a new attempt; returns its part of the new state. */
  protected beginAttempt(): Partial<S> {
    return {};
  }

  /** The socket opened. By default the session is then active; protocols with a handshake wait. */
  protected onOpen(): void {
    this.markActive();
  }

  /**
   * The socket closed (not by disconnect()); returns the subclass's part of the final state, which
   * wins over the base's (a session that retries by itself keeps its own phase).
   */
  protected onClosed(info: CloseInfo, outcome: CloseOutcome, reason: string): Partial<S> {
    void [info, outcome, reason]; // the base keeps no state of its own to clear
    return {};
  }

  /** A frame sent just before the session closes its socket (a protocol's goodbye), or null. */
  protected farewell(): F | null {
    return null;
  }

  readonly getState = (): S => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  stats(): SocketStats {
    return { ...this.counters };
  }

  protected set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }

  private setBase(patch: Partial<SocketState<string>>): void {
    this.set(patch as Partial<S>);
  }

  /** Open a new connection (closing the current one). */
  connect(): void {
    this.dropTransport();
    this.ending = false;
    const own = this.beginAttempt();
    this.counters = emptyStats();
    this.set({ ...own, ...({ phase: 'connecting', attempt: this.state.attempt + 1, established: false, error: null } as Partial<S>) });
    const url = this.socketUrl();
    if (typeof url !== 'string') return this.setBase({ phase: 'failed', error: url.error });
    const t: Transport<F> = this.openTransport(url, {
      onOpen: () => {
        if (this.transport !== t) return;
        this.counters.connectedAt = this.now();
        this.onOpen();
      },
      onMessage: (frame) => {
        if (this.transport !== t) return;
        this.counters.messagesIn++;
        this.counters.bytesIn += frameBytes(frame);
        this.counters.lastMessageAt = this.now();
        this.onFrame(frame);
      },
      onClose: (info) => {
        if (this.transport !== t) return;
        this.transport = null;
        this.closed(info);
      },
    });
    this.transport = t;
    if (this.paused) t.pause();
    this.setBase({ transport: t.kind });
  }

  /** Connect again after an end, a drop or a failure. */
  reconnect(): void {
    this.connect();
  }

  /** Leave: send the farewell, close the socket; its close is not reported. The phase stays. */
  disconnect(): void {
    this.dropTransport();
  }

  /** Send a frame on the current connection; false when there is none. */
  protected send(frame: F): boolean {
    const t = this.transport;
    if (!t) return false;
    t.send(frame);
    this.counters.messagesOut++;
    this.counters.bytesOut += frameBytes(frame);
    return true;
  }

  /** The protocol says the session runs. */
  protected markActive(patch: Partial<S> = {}): void {
    this.set({ ...patch, ...({ phase: 'active', established: true } as Partial<S>) });
  }

  /** The protocol announced the end: the close that follows is 'ended', however it comes. */
  protected markEnding(): void {
    this.ending = true;
  }

  /** The announced end did not come (the socket stayed open and carries on): a close is judged by itself again. */
  protected cancelEnding(): void {
    this.ending = false;
  }

  /** Flow control: stop reading the socket (kept across a reconnect until resumed). */
  protected pauseTransport(): void {
    this.paused = true;
    this.transport?.pause();
  }

  protected resumeTransport(): void {
    this.paused = false;
    this.transport?.resume();
  }

  private dropTransport(): void {
    const t = this.transport;
    if (!t) return;
    const bye = this.farewell();
    if (bye !== null) this.send(bye);
    this.transport = null;
    t.close(1000, 'closed by the user');
  }

  private closed(info: CloseInfo): void {
    const clean = this.ending || (info.wasClean && info.code === 1000);
    const outcome: CloseOutcome = clean ? 'ended' : this.state.established ? 'disconnected' : 'failed';
    const reason = closeReason(info, this.state.established);
    const own = this.onClosed(info, outcome, reason);
    this.set({
      ...((outcome === 'ended' ? { phase: outcome } : { phase: outcome, error: this.state.error ?? reason }) as Partial<S>),
      ...own,
    });
  }
}
