// A TDP test client for the desktop mock's tests: a real `ws` socket whose binary messages are
// decoded with the shared codec (mocks/testing/socket-test-client.ts keeps and waits for them).
import { WebSocket } from 'ws';
import { decodeTdp, encodeTdp, type TdpMessage } from '../../src/shared/wire/tdp-codec.mjs';
import { assertion, messageLog } from '../testing/socket-test-client';

export interface TdpClient {
  ws: WebSocket;
  seen: TdpMessage[];
  /** The earliest message not yet returned by next() that matches. */
  next<M extends TdpMessage = TdpMessage>(pred?: (m: TdpMessage) => boolean, ms?: number): Promise<M>;
  send(m: TdpMessage): void;
  key(scancode: number, mods?: number[]): void;
  closed: Promise<number>;
  status: Promise<number>;
}

export function tdpClient(url: string, opts: { origin?: string } = {}): TdpClient {
  const ws = new WebSocket(url, { headers: opts.origin ? { Origin: opts.origin } : {} });
  const log = messageLog<TdpMessage>(
    ws,
    (data, isBinary) => {
      if (!isBinary) throw new Error(`text frame from the desktop socket: ${data.toString()}`);
      return decodeTdp(new Uint8Array(data));
    },
    { order: 'any', describe: (seen) => `types ${seen.map((m) => m.type).join(',')}` },
  );
  const send = (m: TdpMessage) => {
    const go = () => ws.send(encodeTdp(m), { binary: true });
    if (ws.readyState === ws.OPEN) go();
    else ws.once('open', go);
  };
  return {
    ws,
    seen: log.seen,
    closed: log.closed,
    status: log.status,
    send,
    key(scancode, mods = []) {
      for (const m of mods) send({ type: 5, keyCode: m, state: 1 });
      send({ type: 5, keyCode: scancode, state: 1 });
      send({ type: 5, keyCode: scancode, state: 0 });
      for (const m of mods) send({ type: 5, keyCode: m, state: 0 });
    },
    next: (pred, ms = 5000) => log.next(pred, ms),
  };
}

export { assertion };
