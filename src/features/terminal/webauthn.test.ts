import { describe, expect, it } from 'vitest';
import { assertionToJson, base64urlToBytes, bytesToBase64url, requestOptionsFrom, webauthnErrorText } from './webauthn';

describe('WebAuthn in the terminal', () => {
  it('converts base64url both ways, without padding', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0x00, 0x3e, 0x3f]);
    expect(bytesToBase64url(bytes)).toBe('-_8APj8');
    expect([...base64urlToBytes('-_8APj8')]).toEqual([...bytes]);
    expect([...base64urlToBytes('-_8APj8=')]).toEqual([...bytes]);
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(base64urlToBytes(bytesToBase64url(big))).toEqual(big);
  });

  it('turns the challenge into request options', () => {
    const opts = requestOptionsFrom({
      webauthn_challenge: { publicKey: { challenge: 'AQID', timeout: 60000, rpId: 'localhost', allowCredentials: [{ type: 'public-key', id: 'BAU' }], userVerification: 'discouraged' } },
      totp_challenge: false,
    })!;
    expect([...(opts.challenge as Uint8Array)]).toEqual([1, 2, 3]);
    expect(opts.rpId).toBe('localhost');
    expect(opts.timeout).toBe(60000);
    expect(opts.userVerification).toBe('discouraged');
    expect(opts.allowCredentials).toHaveLength(1);
    expect([...(opts.allowCredentials![0]!.id as Uint8Array)]).toEqual([4, 5]);
    expect(requestOptionsFrom({ webauthn_challenge: null, totp_challenge: true })).toBeNull();
  });

  it('turns the browser assertion into the JSON the server reads', () => {
    const buf = (...b: number[]) => new Uint8Array(b).buffer;
    const credential = {
      id: 'BAU',
      type: 'public-key',
      rawId: buf(4, 5),
      getClientExtensionResults: () => ({}),
      response: { authenticatorData: buf(1), clientDataJSON: buf(123, 125), signature: buf(48, 69), userHandle: null },
    } as unknown as PublicKeyCredential;
    expect(assertionToJson(credential)).toEqual({
      id: 'BAU',
      type: 'public-key',
      extensions: { appid: false },
      rawId: 'BAU',
      response: { authenticatorData: 'AQ', clientDataJSON: 'e30', signature: 'MEU', userHandle: null },
    });
  });

  it('explains failures', () => {
    expect(webauthnErrorText(new DOMException('x', 'NotAllowedError'))).toMatch(/cancelled or timed out/);
    expect(webauthnErrorText(new DOMException('x', 'SecurityError'))).toMatch(/https or localhost/);
    expect(webauthnErrorText(new Error('boom'))).toBe('boom');
  });
});
