// Desktop playback over its socket (JSON text frames): the server paces the recording's events
// (`message` = base64 TDP bytes, `ms` since the start), then `{"message":"end"}`, or
// `{"message":"error","errorText"}`. The client sends `{action:"play/pause"}` and
// `{action:"speed",speed}`. TDP frames go to the painter; a screen spec sizes the canvas.
import { SocketSession, initialSocketState, type SocketState } from '@/shared/socket-session/socket-session';
import type { TransportFactory } from '@/shared/socket-session/transport';
import { TdpDecodeError, decodeTdp } from '@/shared/wire/tdp-codec.mjs';
import { desktopPlaybackUrl } from './desktop-url';
import type { FrameRect } from './frame-painter';

export interface PlaybackState extends SocketState {
  playing: boolean;
  speed: number;
  /** Position of the latest event shown, in ms since the start. */
  ms: number;
  /** The recorded screen (from its screen spec), null until known. */
  screen: { width: number; height: number } | null;
  /** The end message arrived. */
  finished: boolean;
}

export interface PlaybackOptions {
  clusterId: string;
  sid: string;
  origin: string;
  accessToken: () => string | null;
  openTransport: TransportFactory<string>;
  frames: { push(frame: FrameRect): void; reset(): void };
  /** How often the position may re-render the page (ms of recording). */
  progressStep?: number;
}

function base64Bytes(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** One server frame, checked: an event with TDP bytes, the end, or an error. */
export function parsePlaybackFrame(
  text: string,
): { kind: 'event'; ms: number; tdp: Uint8Array } | { kind: 'end' } | { kind: 'error'; text: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the playback sent a message that is not JSON');
  }
  if (typeof json !== 'object' || json === null) throw new Error('the playback sent a message that is not an object');
  const m = json as Record<string, unknown>;
  if (m.message === 'end') return { kind: 'end' };
  if (m.message === 'error')
    return { kind: 'error', text: typeof m.errorText === 'string' && m.errorText ? m.errorText : 'The recording could not be played.' };
  if (typeof m.message !== 'string') throw new Error('a playback event has no message');
  const ms = typeof m.ms === 'number' && Number.isFinite(m.ms) && m.ms >= 0 ? m.ms : null;
  if (ms === null) throw new Error('a playback event has no valid ms');
  let tdp: Uint8Array;
  try {
    tdp = base64Bytes(m.message);
  } catch {
    throw new Error('a playback event’s message is not base64');
  }
  return { kind: 'event', ms, tdp };
}

export class PlaybackSession extends SocketSession<string, PlaybackState> {
  constructor(private readonly o: PlaybackOptions) {
    super({ openTransport: o.openTransport }, { ...initialSocketState(), playing: true, speed: 1, ms: 0, screen: null, finished: false });
  }

  protected override beginAttempt(): Partial<PlaybackState> {
    this.o.frames.reset();
    return { playing: true, ms: 0, finished: false };
  }

  protected override socketUrl(): string | { error: string } {
    const token = this.o.accessToken();
    if (!token) return { error: 'You are signed out. Sign in again to play the recording.' };
    return desktopPlaybackUrl({ origin: this.o.origin, clusterId: this.o.clusterId, sid: this.o.sid, accessToken: token });
  }

  /** A new connection plays at the speed chosen before. */
  protected override onOpen(): void {
    this.markActive();
    const speed = this.getState().speed;
    if (speed !== 1) this.send(JSON.stringify({ action: 'speed', speed }));
  }

  protected override onFrame(text: string): void {
    try {
      const frame = parsePlaybackFrame(text);
      if (frame.kind === 'end') {
        this.markEnding();
        this.set({ finished: true, playing: false, ms: Math.max(this.getState().ms, 0) });
        return;
      }
      if (frame.kind === 'error') return this.fail(frame.text);
      const msg = decodeTdp(frame.tdp);
      if (msg.type === 1) this.set({ screen: { width: msg.width, height: msg.height } });
      else if (msg.type === 2 || msg.type === 27) this.o.frames.push({ left: msg.left, top: msg.top, data: msg.data });
      const step = this.o.progressStep ?? 200;
      if (frame.ms - this.getState().ms >= step || frame.ms < this.getState().ms) this.set({ ms: frame.ms });
    } catch (error) {
      const why = error instanceof TdpDecodeError || error instanceof Error ? error.message : String(error);
      this.fail(`The recording cannot be played: ${why}.`);
    }
  }

  /** Stop with an error shown (the socket is closed; Play again reconnects). */
  fail(text: string): void {
    this.disconnect();
    this.o.frames.reset();
    this.set({ phase: this.getState().established ? 'disconnected' : 'failed', error: text, playing: false });
  }

  togglePlay(): void {
    const s = this.getState();
    if (s.phase !== 'active' || s.finished) return;
    if (this.send(JSON.stringify({ action: 'play/pause' }))) this.set({ playing: !s.playing });
  }

  setSpeed(speed: number): void {
    this.set({ speed });
    if (this.getState().phase === 'active') this.send(JSON.stringify({ action: 'speed', speed }));
  }

  /** Play from the start again. */
  restart(): void {
    this.connect();
  }
}
