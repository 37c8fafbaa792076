// The socket transport every session uses: what a transport is (open, frames in and out, close,
// pause and resume for flow control) and the two frame kinds.
//
// A session says which frames it speaks: 'binary' (terminal envelopes, desktop-protocol frames)
// delivers every frame as a Uint8Array, 'text' (assistant JSON) as a string. A frame of the other
// kind is converted, so a session never sees both. The implementations are stream-transport.ts and
// websocket-transport.ts; preferred-transport.ts picks one.

export type Frame = Uint8Array | string;
export type FrameKind = 'binary' | 'text';
export type FrameOf<K extends FrameKind> = K extends 'binary' ? Uint8Array : string;

export interface CloseInfo {
  code: number;
  reason: string;
  /** False when the connection dropped (no close handshake). */
  wasClean: boolean;
}

export interface TransportEvents<F extends Frame = Uint8Array> {
  onOpen(): void;
  onMessage(frame: F): void;
  onClose(info: CloseInfo): void;
}

/** 'stream': WebSocketStream, pausing stops reading the connection; 'socket': a plain WebSocket. */
export type TransportKind = 'stream' | 'socket';

export interface Transport<F extends Frame = Uint8Array> {
  readonly kind: TransportKind;
  /** Frames sent before the socket opened are sent once it does. */
  send(frame: F): void;
  close(code?: number, reason?: string): void;
  /** Stop delivering frames (flow control); frames already read wait until resume. */
  pause(): void;
  resume(): void;
}

export type TransportFactory<F extends Frame = Uint8Array> = (url: string, events: TransportEvents<F>) => Transport<F>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Converts whatever the socket delivered into the session's frame kind. */
export function frameConverter<K extends FrameKind>(kind: K): (raw: ArrayBuffer | Uint8Array | string) => FrameOf<K> {
  const toBytes = (v: ArrayBuffer | Uint8Array | string): Uint8Array =>
    typeof v === 'string' ? encoder.encode(v) : v instanceof Uint8Array ? v : new Uint8Array(v);
  const toText = (v: ArrayBuffer | Uint8Array | string): string => (typeof v === 'string' ? v : decoder.decode(v));
  return (kind === 'binary' ? toBytes : toText) as (raw: ArrayBuffer | Uint8Array | string) => FrameOf<K>;
}

/** The size of a frame on the wire, in bytes (UTF-8 for text). */
export function frameBytes(frame: Frame): number {
  if (typeof frame !== 'string') return frame.byteLength;
  let n = frame.length;
  for (let i = 0; i < frame.length; i++) {
    const c = frame.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      n += 2; // a surrogate pair: 4 bytes for 2 code units
      i++;
    } else if (c >= 0x800) n += 2;
    else if (c >= 0x80) n += 1;
  }
  return n;
}
