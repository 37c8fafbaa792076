// Per-session MFA in the terminal: the server's challenge (JSON with base64url fields) becomes
// the options of navigator.credentials.get, and the browser's assertion goes back as JSON with
// base64url fields (the WebauthnAssertionResponse of the contract).
import type { MfaChallenge, WebauthnAssertionResponse } from './messages';

export function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const bin = atob(padded);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function bytesToBase64url(value: ArrayBuffer | ArrayBufferView): string {
  const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The request options for navigator.credentials.get, or null when the challenge has no WebAuthn part. */
export function requestOptionsFrom(challenge: MfaChallenge): PublicKeyCredentialRequestOptions | null {
  const pk = challenge.webauthn_challenge?.publicKey;
  if (!pk) return null;
  const options: PublicKeyCredentialRequestOptions = {
    challenge: base64urlToBytes(pk.challenge),
    allowCredentials: pk.allowCredentials.map((c) => ({
      type: 'public-key' as const,
      id: base64urlToBytes(c.id),
      ...(c.transports?.length ? { transports: c.transports as AuthenticatorTransport[] } : {}),
    })),
  };
  if (pk.timeout !== undefined) options.timeout = pk.timeout;
  if (pk.rpId) options.rpId = pk.rpId;
  if (pk.userVerification) options.userVerification = pk.userVerification;
  return options;
}

/** The assertion as the server reads it. */
export function assertionToJson(credential: PublicKeyCredential): WebauthnAssertionResponse {
  const response = credential.response as AuthenticatorAssertionResponse;
  const appid = (credential.getClientExtensionResults() as { appid?: boolean }).appid;
  return {
    id: credential.id,
    type: 'public-key',
    extensions: { appid: appid === true },
    rawId: bytesToBase64url(credential.rawId),
    response: {
      authenticatorData: bytesToBase64url(response.authenticatorData),
      clientDataJSON: bytesToBase64url(response.clientDataJSON),
      signature: bytesToBase64url(response.signature),
      userHandle: response.userHandle ? bytesToBase64url(response.userHandle) : null,
    },
  };
}

/** Readable text for the ways navigator.credentials.get fails. */
export function webauthnErrorText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
      return 'The security key check was cancelled or timed out, or no registered key answered. Try again.';
    case 'SecurityError':
      return 'This browser refused the security key check for this address (WebAuthn needs https or localhost and a matching domain).';
    case 'InvalidStateError':
      return 'This security key is not registered for your account.';
    case 'NotSupportedError':
      return 'This browser does not support security keys.';
    default:
      return error instanceof Error && error.message ? error.message : 'The security key check failed.';
  }
}

/** Run the browser's WebAuthn ceremony for a challenge. */
export async function solveChallenge(challenge: MfaChallenge, signal?: AbortSignal): Promise<WebauthnAssertionResponse> {
  const publicKey = requestOptionsFrom(challenge);
  if (!publicKey) {
    throw new Error('This server asks for a one-time code, which the web terminal cannot use. Register a security key or passkey.');
  }
  if (!navigator.credentials?.get) throw new DOMException('no WebAuthn', 'NotSupportedError');
  const credential = await navigator.credentials.get({ publicKey, ...(signal ? { signal } : {}) });
  if (!credential) throw new DOMException('no credential', 'NotAllowedError');
  return assertionToJson(credential as PublicKeyCredential);
}
