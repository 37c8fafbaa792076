// What the mocks' socket tests share: a log of the decoded messages of a real `ws` socket with
// "wait for the next message like this", and the WebAuthn answer Chromium's virtual authenticator
// would give, signed with the demo key.
import { createHash, createPrivateKey, sign } from 'node:crypto';
import type { WebSocket } from 'ws';
import { DEMO_WEBAUTHN_CREDENTIAL } from '../api/webauthn-mock.mjs';

export interface MessageLog<M> {
  /** Every message so far, in order. */
  seen: M[];
  /**
   * The next message that matches. `in-order` (the default): the earliest match after the last one
   * returned, skipping what came before it. `any`: the earliest match not yet returned.
   */
  next<T extends M = M>(pred?: (m: M) => boolean, ms?: number): Promise<T>;
  /** Resolves with the check's first defined answer, checked again on every message. */
  waitFor<T>(check: () => T | undefined, ms: number, what: string): Promise<T>;
  /** The close code. */
  closed: Promise<number>;
  /** The handshake's HTTP status (101 when it opened). */
  status: Promise<number>;
}

export function messageLog<M>(
  ws: WebSocket,
  decode: (data: Buffer, isBinary: boolean) => M,
  o: { order?: 'in-order' | 'any'; describe?: (seen: M[]) => string } = {},
): MessageLog<M> {
  const seen: M[] = [];
  const taken = new Set<number>();
  let cursor = 0;
  const listeners = new Set<() => void>();
  const describe = o.describe ?? ((all: M[]) => JSON.stringify(all).slice(0, 400));
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    seen.push(decode(data, isBinary));
    for (const l of [...listeners]) l();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const status = new Promise<number>((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => resolve(101));
    ws.on('error', () => undefined);
  });
  const waitFor = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        const v = check();
        if (v === undefined) return false;
        listeners.delete(run);
        clearTimeout(timer);
        resolve(v);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(run);
        reject(new Error(`timed out after ${ms} ms waiting for ${what}; got ${describe(seen)}`));
      }, ms);
      if (!run()) listeners.add(run);
    });
  const next = <T extends M = M>(pred: (m: M) => boolean = () => true, ms = 5000) =>
    waitFor<T>(
      () => {
        if (o.order === 'any') {
          const i = seen.findIndex((m, j) => !taken.has(j) && pred(m));
          if (i < 0) return undefined;
          taken.add(i);
          return seen[i] as T;
        }
        for (; cursor < seen.length; cursor++) {
          if (pred(seen[cursor]!)) return seen[cursor++] as T;
        }
        return undefined;
      },
      ms,
      'a matching message',
    );
  return { seen, next, waitFor, closed, status };
}

/** What Chromium's virtual authenticator would answer for a challenge, signed with the demo key. */
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
    extensions: { appid: false },
    response: { authenticatorData: b64(authData), clientDataJSON: b64(clientData), signature: b64(signature), userHandle: null },
  };
}
