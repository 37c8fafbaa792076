// One desktop session outside React, on the socket kit: TDP messages (the shared codec) in and
// out, frames to the painter, input while the session runs, the screen spec, clipboard, the
// shared folder and per-session MFA. The page reads the state (useSocketSession); frames and
// input never go through React.
//
// Phases: 'connecting' until the first frame ('mfa' while the desktop waits for a security key),
// then 'active'. An error notification ends the connection with its text: before the first frame
// it is a pre-connection failure ('failed'), after it a 'disconnected'. A message that does not
// decode ends it the same way with a clear error (never a frozen canvas).
import { SocketSession, initialSocketState, type SocketState } from '@/shared/socket-session/socket-session';
import type { TransportFactory } from '@/shared/socket-session/transport';
import { answerMfaPrompt, solveChallenge, type MfaPrompt, type SessionMfaChallenge } from '@/shared/sessions/session-webauthn';
import { TdpDecodeError, decodeTdp, encodeTdp, type Severity, type TdpMessage } from '@/shared/wire/tdp-codec.mjs';
import { desktopUrl } from './desktop-url';
import type { FrameRect } from './frame-painter';
import { handleSharingRequest, isSharingRequest, type SharedDirectory } from './shared-directory';

export type SharingState =
  | { phase: 'off' }
  | { phase: 'announcing'; name: string }
  | { phase: 'shared'; name: string; requests: number }
  | { phase: 'failed'; name: string; error: string };

export interface DesktopState extends SocketState<'mfa'> {
  /** The screen the desktop draws (the latest spec sent). */
  screen: { width: number; height: number };
  mfa: MfaPrompt<SessionMfaChallenge> | null;
  sharing: SharingState;
}

export interface DesktopSessionOptions {
  clusterId: string;
  desktopName: string;
  username: string;
  origin: string;
  accessToken: () => string | null;
  openTransport: TransportFactory<Uint8Array>;
  /** The screen size to ask for (the canvas's space). */
  size: () => { width: number; height: number };
  /** Frames go here (the painter); `reset` on every new connection. */
  frames: { push(frame: FrameRect): void; reset(): void };
  /** A notification of the desktop (type 28, or the deprecated error 9). */
  onNotification?(message: string, severity: Severity): void;
  /** The desktop's clipboard changed (type 6 from the server). */
  onClipboard?(text: string): void;
  solve?: typeof solveChallenge;
}

const DIRECTORY_ID = 1;

export class DesktopSession extends SocketSession<Uint8Array, DesktopState> {
  private directory: SharedDirectory | null = null;
  private lastClipboard: string | null = null;

  constructor(private readonly o: DesktopSessionOptions) {
    super({ openTransport: o.openTransport }, { ...initialSocketState(), screen: o.size(), mfa: null, sharing: { phase: 'off' } });
  }

  protected override beginAttempt(): Partial<DesktopState> {
    this.o.frames.reset();
    this.directory = null;
    this.lastClipboard = null;
    return { screen: this.o.size(), mfa: null, sharing: { phase: 'off' } };
  }

  protected override socketUrl(): string | { error: string } {
    const token = this.o.accessToken();
    if (!token) return { error: 'You are signed out. Sign in again to reconnect.' };
    const { width, height } = this.getState().screen;
    return desktopUrl({ ...this.o, width, height, accessToken: token });
  }

  /** The desktop runs once it draws; the screen spec goes out as the socket opens. */
  protected override onOpen(): void {
    const { width, height } = this.getState().screen;
    this.sendTdp({ type: 1, width, height });
  }

  protected override onFrame(bytes: Uint8Array): void {
    let msg: TdpMessage;
    try {
      msg = decodeTdp(bytes);
    } catch (error) {
      const why = error instanceof TdpDecodeError ? error.message : String(error);
      return this.abort(`The desktop sent a message this console cannot read (${why}).`);
    }
    this.onMessage(msg);
  }

  private onMessage(msg: TdpMessage): void {
    switch (msg.type) {
      case 2:
      case 27:
        this.o.frames.push({ left: msg.left, top: msg.top, data: msg.data });
        if (this.getState().phase !== 'active') this.markActive({ mfa: null });
        return;
      case 28:
        this.o.onNotification?.(msg.message, msg.severity);
        // An error ends the session (before the first frame: a pre-connection failure).
        if (msg.severity === 2) this.abort(msg.message);
        return;
      case 9:
        this.o.onNotification?.(msg.message, 2);
        return this.abort(msg.message);
      case 6:
        this.lastClipboard = msg.data;
        this.o.onClipboard?.(msg.data);
        return;
      case 10:
        this.set({ phase: 'mfa', mfa: { challenge: (msg.data ?? {}) as SessionMfaChallenge, busy: false, error: null } });
        return;
      case 12:
        return this.acknowledged(msg.errCode);
      default:
        if (isSharingRequest(msg)) return void this.answer(msg);
      // Other client-bound types (a screen spec, input echoed back) have nothing to show.
    }
  }

  protected override onClosed(): Partial<DesktopState> {
    this.directory = null;
    return { mfa: null, sharing: { phase: 'off' } };
  }

  /** End the connection because of what it sent: a clear error, then reconnect is offered. */
  private abort(error: string): void {
    const established = this.getState().established;
    this.disconnect();
    this.o.frames.reset();
    this.set({ phase: established ? 'disconnected' : 'failed', error, mfa: null, sharing: { phase: 'off' } });
  }

  private sendTdp(msg: TdpMessage): boolean {
    return this.send(encodeTdp(msg));
  }

  private get live(): boolean {
    return this.getState().phase === 'active';
  }

  mouseMove(x: number, y: number): void {
    if (this.live) this.sendTdp({ type: 3, x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) });
  }

  mouseButton(button: 0 | 1 | 2, down: boolean): void {
    if (this.live) this.sendTdp({ type: 4, button, state: down ? 1 : 0 });
  }

  /** `delta` as TDP has it: vertical > 0 scrolls up, horizontal > 0 scrolls left. */
  wheel(axis: 0 | 1, delta: number): void {
    const d = Math.max(-32768, Math.min(32767, Math.round(delta)));
    if (this.live && d !== 0) this.sendTdp({ type: 8, axis, delta: d });
  }

  key(scancode: number, down: boolean): void {
    if (this.live) this.sendTdp({ type: 5, keyCode: scancode, state: down ? 1 : 0 });
  }

  /** A new screen size (the window changed): sent when the session runs, used by the next connect. */
  resize(size: { width: number; height: number }): void {
    const s = this.getState().screen;
    if (s.width === size.width && s.height === size.height) return;
    this.set({ screen: size });
    if (this.live) this.sendTdp({ type: 1, ...size });
  }

  /** The local clipboard, sent when it differs from what the desktop last had. */
  sendClipboard(text: string): boolean {
    if (!this.live || text === this.lastClipboard) return false;
    this.lastClipboard = text;
    return this.sendTdp({ type: 6, data: text });
  }

  /** Share a local folder with the desktop: announced, then the desktop acknowledges. */
  share(directory: SharedDirectory): void {
    if (!this.live) return;
    this.directory = directory;
    this.set({ sharing: { phase: 'announcing', name: directory.name } });
    this.sendTdp({ type: 11, directoryId: DIRECTORY_ID, name: directory.name });
  }

  private acknowledged(errCode: number): void {
    const s = this.getState().sharing;
    if (s.phase !== 'announcing') return;
    if (errCode === 0) this.set({ sharing: { phase: 'shared', name: s.name, requests: 0 } });
    else {
      this.directory = null;
      this.set({ sharing: { phase: 'failed', name: s.name, error: 'The desktop could not mount the shared folder.' } });
    }
  }

  private async answer(req: Parameters<typeof handleSharingRequest>[1]): Promise<void> {
    const dir = this.directory;
    const attempt = this.getState().attempt;
    if (!dir) return;
    const res = await handleSharingRequest(dir, req);
    if (this.getState().attempt !== attempt || this.directory !== dir) return;
    this.sendTdp(res);
    const s = this.getState().sharing;
    if (s.phase === 'shared') this.set({ sharing: { ...s, requests: s.requests + 1 } });
  }

  answerMfa(signal?: AbortSignal): Promise<void> {
    return answerMfaPrompt(
      this,
      (mfa) => this.set({ mfa }),
      (challenge) => (this.o.solve ?? solveChallenge)(challenge, signal, 'the desktop session'),
      (response) => {
        this.sendTdp({ type: 10, mfaType: 'n', data: response });
        this.set({ mfa: null, phase: this.getState().established ? 'active' : 'connecting' });
      },
    );
  }

  /** A frame did not decode (the painter says so): the picture cannot be trusted any more. */
  frameFailed(message: string): void {
    if (this.getState().phase === 'active' || this.getState().phase === 'connecting') this.abort(message);
  }

  /** Give up before the session opened (the user cancelled the MFA check). */
  cancel(reason: string): void {
    this.disconnect();
    this.set({ phase: 'failed', mfa: null, established: false, error: reason });
  }

  /** Leave the desktop (the Disconnect button): the session ends on purpose. */
  leave(): void {
    this.disconnect();
    this.directory = null;
    this.set({ phase: 'ended', mfa: null, sharing: { phase: 'off' }, error: null });
  }
}
