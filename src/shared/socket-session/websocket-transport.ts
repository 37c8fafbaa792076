// The transport over a plain WebSocket, for browsers without WebSocketStream. A WebSocket
// delivers every message as it arrives, so pausing cannot push back on the server: frames that
// arrive while paused are held here, in order, and delivered on resume. Frames that arrived
// before a close are still delivered before the close is reported.
import { frameConverter, type FrameKind, type FrameOf, type Transport, type TransportEvents } from './transport';

export function openSocketTransport<K extends FrameKind>(frames: K, url: string, ev: TransportEvents<FrameOf<K>>): Transport<FrameOf<K>> {
  const convert = frameConverter(frames);
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  let paused = false;
  let draining = false;
  const held: FrameOf<K>[] = [];
  const early: FrameOf<K>[] = [];

  const drain = () => {
    if (draining) return;
    draining = true;
    queueMicrotask(() => {
      draining = false;
      while (!paused && held.length > 0) ev.onMessage(held.shift()!);
    });
  };

  ws.onopen = () => {
    for (const d of early.splice(0)) ws.send(d);
    ev.onOpen();
  };
  ws.onmessage = (e: MessageEvent<ArrayBuffer | string>) => {
    const frame = convert(e.data);
    if (paused || held.length > 0) held.push(frame);
    else ev.onMessage(frame);
  };
  ws.onclose = (e) => {
    while (held.length > 0) ev.onMessage(held.shift()!);
    ev.onClose({ code: e.code, reason: e.reason, wasClean: e.wasClean });
  };

  return {
    kind: 'socket',
    send(frame) {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
      else if (ws.readyState === WebSocket.CONNECTING) early.push(frame);
    },
    close(code = 1000, reason = '') {
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close(code, reason);
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      drain();
    },
  };
}
