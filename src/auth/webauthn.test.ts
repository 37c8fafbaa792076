// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREDENTIAL_NOT_CREATED,
  CREDENTIAL_NOT_OBTAINED,
  WEBAUTHN_UNSUPPORTED,
  assertionOptions,
  base64UrlToBuffer,
  bufferToBase64Url,
  createCredential,
  getAssertion,
  serializeAssertion,
} from './webauthn';

const bytes = (...b: number[]) => new Uint8Array(b).buffer;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('base64url', () => {
  it('round-trips bytes that need the url-safe alphabet and no padding', () => {
    const buf = bytes(0xfb, 0xff, 0xbf, 0x00, 0x01);
    const text = bufferToBase64Url(buf);
    expect(text).toBe('-_-_AAE');
    expect(new Uint8Array(base64UrlToBuffer(text))).toEqual(new Uint8Array(buf));
  });
});

describe('assertion options', () => {
  it('turns the challenge and allowed credential ids into buffers and keeps the rest', () => {
    const options = assertionOptions({
      publicKey: {
        challenge: 'AQID',
        timeout: 60000,
        rpId: 'teleport.example.com',
        allowCredentials: [{ type: 'public-key', id: 'BAUG' }],
        userVerification: 'discouraged',
      },
    });
    const pk = options.publicKey!;
    expect(new Uint8Array(pk.challenge as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(new Uint8Array(pk.allowCredentials![0]!.id as ArrayBuffer)).toEqual(new Uint8Array([4, 5, 6]));
    expect(pk).toMatchObject({ timeout: 60000, rpId: 'teleport.example.com', userVerification: 'discouraged' });
  });

  it('accepts a null allowCredentials (passwordless)', () => {
    expect(assertionOptions({ publicKey: { challenge: 'AA', allowCredentials: null } }).publicKey!.allowCredentials).toEqual([]);
  });
});

describe('assertion response', () => {
  const fakeCredential = {
    id: 'cred-1',
    type: 'public-key',
    rawId: bytes(9, 9),
    response: { clientDataJSON: bytes(1), authenticatorData: bytes(2), signature: bytes(3), userHandle: null },
    getClientExtensionResults: () => ({ appid: true }),
  } as unknown as PublicKeyCredential;

  it('is serialized as the server reads it', () => {
    expect(serializeAssertion(fakeCredential)).toEqual({
      id: 'cred-1',
      type: 'public-key',
      rawId: 'CQk',
      extensions: { appid: true },
      response: { clientDataJSON: 'AQ', authenticatorData: 'Ag', signature: 'Aw', userHandle: '' },
    });
  });

  it("says the browser lacks WebAuthn with the product's text", async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(getAssertion({ publicKey: { challenge: 'AA' } })).rejects.toThrow(WEBAUTHN_UNSUPPORTED);
  });

  it('reports a missing credential', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', { credentials: { get: async () => null } });
    await expect(getAssertion({ publicKey: { challenge: 'AA' } })).rejects.toThrow(CREDENTIAL_NOT_OBTAINED);
  });

  it("rejects with the product's text, not the browser's, when the authenticator call fails", async () => {
    const browserError = new DOMException(
      'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/',
      'NotAllowedError',
    );
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', { credentials: { get: () => Promise.reject(browserError), create: () => Promise.reject(browserError) } });
    await expect(getAssertion({ publicKey: { challenge: 'AA' } })).rejects.toMatchObject({ message: CREDENTIAL_NOT_OBTAINED });
    const creation = {
      publicKey: { challenge: 'AA', rp: { name: 'x' }, user: { id: 'AA', name: 'a', displayName: 'a' }, pubKeyCredParams: [] },
    };
    await expect(createCredential(creation)).rejects.toMatchObject({ message: CREDENTIAL_NOT_CREATED });
  });

  it('lets an abort by the caller through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', { credentials: { get: () => Promise.reject(abort) } });
    await expect(getAssertion({ publicKey: { challenge: 'AA' } }, controller.signal)).rejects.toBe(abort);
  });
});
