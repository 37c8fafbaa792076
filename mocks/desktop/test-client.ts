// A TDP test client for the desktop mock's tests: a real `ws` socket whose binary messages are
// decoded with the shared codec, with "wait for the next message like this" helpers.
import { createHash, createPrivateKey, sign } from 'node:crypto';
import { WebSocket } from 'ws';
import { decodeTdp, encodeTdp, type TdpMessage } from '../../src/shared/tdp-codec.mjs';
import { DEMO_WEBAUTHN_CREDENTIAL } from '../webauthn-mock.mjs';

export interface TdpClient {
  ws: WebSocket;
  seen: TdpMessage[];
  /** The next message (after the ones already returned) that matches. */
  next<M extends TdpMessage = TdpMessage>(pred?: (m: TdpMessage) => boolean, ms?: number): Promise<M>;
  send(m: TdpMessage): void;
  key(scancode: number, mods?: number[]): void;
  closed: Promise<number>;
  status: Promise<number>;
}

export function tdpClient(url: string, opts: { origin?: string } = {}): TdpClient {
  const ws = new WebSocket(url, { headers: opts.origin ? { Origin: opts.origin } : {} });
  const seen: TdpMessage[] = [];
  let cursor = 0;
  const listeners = new Set<() => void>();
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) throw new Error(`text frame from the desktop socket: ${data.toString()}`);
    seen.push(decodeTdp(new Uint8Array(data)));
    for (const l of [...listeners]) l();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const status = new Promise<number>((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => resolve(101));
    ws.on('error', () => undefined);
  });
  const send = (m: TdpMessage) => {
    const go = () => ws.send(encodeTdp(m), { binary: true });
    if (ws.readyState === ws.OPEN) go();
    else ws.once('open', go);
  };
  return {
    ws,
    seen,
    closed,
    status,
    send,
    key(scancode, mods = []) {
      for (const m of mods) send({ type: 5, keyCode: m, state: 1 });
      send({ type: 5, keyCode: scancode, state: 1 });
      send({ type: 5, keyCode: scancode, state: 0 });
      for (const m of mods) send({ type: 5, keyCode: m, state: 0 });
    },
    next<M extends TdpMessage = TdpMessage>(pred: (m: TdpMessage) => boolean = () => true, ms = 5000) {
      return new Promise<M>((resolve, reject) => {
        const run = () => {
          while (cursor < seen.length) {
            const m = seen[cursor++]!;
            if (pred(m)) {
              listeners.delete(run);
              clearTimeout(timer);
              resolve(m as M);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(run);
          reject(new Error(`no matching message within ${ms} ms; saw types ${seen.map((m) => m.type).join(',')}`));
        }, ms);
        listeners.add(run);
        run();
      });
    },
  };
}

/** What Chromium's virtual authenticator would answer, signed with the demo key. */
export function assertion(challenge: string, rpId: string, origin: string, opts: { tamper?: boolean } = {}) {
  const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
  const authData = Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([0x01, 0, 0, 0, 1])]);
  const key = createPrivateKey({ key: Buffer.from(DEMO_WEBAUTHN_CREDENTIAL.privateKeyPkcs8, 'base64'), format: 'der', type: 'pkcs8' });
  const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientData).digest()]), key);
  if (opts.tamper) signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0xff, signature.length - 1);
  const b64 = (b: Buffer) => b.toString('base64url');
  return {
    id: DEMO_WEBAUTHN_CREDENTIAL.id,
    rawId: DEMO_WEBAUTHN_CREDENTIAL.id,
    type: 'public-key',
    response: { authenticatorData: b64(authData), clientDataJSON: b64(clientData), signature: b64(signature), userHandle: null },
  };
}
