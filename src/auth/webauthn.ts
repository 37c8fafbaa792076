// WebAuthn in the browser: the server's challenges carry binary fields as base64url strings; the
// browser API wants ArrayBuffers, and the answers go back as base64url again.

import {
  CREDENTIAL_NOT_CREATED,
  CREDENTIAL_NOT_OBTAINED,
  WEBAUTHN_UNSUPPORTED,
  WebauthnFailure,
  addressHint,
  currentAddress,
  type WebauthnCeremony,
} from './webauthn-errors';

export { CREDENTIAL_NOT_CREATED, CREDENTIAL_NOT_OBTAINED, WEBAUTHN_UNSUPPORTED };

export function isWebauthnSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

export function base64UrlToBuffer(value: string): ArrayBuffer {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export function bufferToBase64Url(buffer: ArrayBuffer | ArrayBufferView | null | undefined): string {
  if (!buffer) return '';
  const bytes =
    buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface CredentialDescriptorJson {
  type: string;
  id: string;
  transports?: string[];
}

/** The server's CredentialAssertion: `{publicKey: {...}}` with base64url binary fields. */
export interface AssertionChallengeJson {
  publicKey: {
    challenge: string;
    timeout?: number;
    rpId?: string;
    allowCredentials?: CredentialDescriptorJson[] | null;
    userVerification?: string;
    extensions?: Record<string, unknown> | null;
  };
}

/** The server's CredentialCreation. */
export interface CreationChallengeJson {
  publicKey: {
    challenge: string;
    rp: { id?: string; name: string };
    user: { id: string; name: string; displayName: string };
    pubKeyCredParams: { type: string; alg: number }[];
    timeout?: number;
    excludeCredentials?: CredentialDescriptorJson[] | null;
    authenticatorSelection?: Record<string, unknown>;
    attestation?: string;
    extensions?: Record<string, unknown> | null;
  };
}

const descriptor = (d: CredentialDescriptorJson): PublicKeyCredentialDescriptor => ({
  type: d.type as PublicKeyCredentialType,
  id: base64UrlToBuffer(d.id),
  ...(d.transports ? { transports: d.transports as AuthenticatorTransport[] } : {}),
});

export function assertionOptions(challenge: AssertionChallengeJson): CredentialRequestOptions {
  const pk = challenge.publicKey;
  return {
    publicKey: {
      challenge: base64UrlToBuffer(pk.challenge),
      ...(pk.timeout ? { timeout: pk.timeout } : {}),
      ...(pk.rpId ? { rpId: pk.rpId } : {}),
      allowCredentials: (pk.allowCredentials ?? []).map(descriptor),
      ...(pk.userVerification ? { userVerification: pk.userVerification as UserVerificationRequirement } : {}),
      ...(pk.extensions ? { extensions: pk.extensions as AuthenticationExtensionsClientInputs } : {}),
    },
  };
}

export function creationOptions(challenge: CreationChallengeJson): CredentialCreationOptions {
  const pk = challenge.publicKey;
  return {
    publicKey: {
      ...(pk as unknown as PublicKeyCredentialCreationOptions),
      challenge: base64UrlToBuffer(pk.challenge),
      user: { ...pk.user, id: base64UrlToBuffer(pk.user.id) },
      pubKeyCredParams: pk.pubKeyCredParams as PublicKeyCredentialParameters[],
      excludeCredentials: (pk.excludeCredentials ?? []).map(descriptor),
      ...(pk.extensions ? { extensions: pk.extensions as AuthenticationExtensionsClientInputs } : { extensions: undefined }),
    },
  };
}

/** The assertion response as the server reads it (`webauthnAssertionResponse`). */
export interface AssertionResponseJson {
  id: string;
  type: string;
  rawId: string;
  extensions: { appid: boolean };
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string };
}

export interface CreationResponseJson {
  id: string;
  type: string;
  rawId: string;
  extensions: { credProps?: unknown };
  response: { clientDataJSON: string; attestationObject: string };
}

function extensionResults(cred: PublicKeyCredential): Record<string, unknown> {
  try {
    return cred.getClientExtensionResults() as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function serializeAssertion(cred: PublicKeyCredential): AssertionResponseJson {
  const r = cred.response as AuthenticatorAssertionResponse;
  return {
    id: cred.id,
    type: cred.type,
    rawId: bufferToBase64Url(cred.rawId),
    extensions: { appid: Boolean(extensionResults(cred).appid) },
    response: {
      clientDataJSON: bufferToBase64Url(r.clientDataJSON),
      authenticatorData: bufferToBase64Url(r.authenticatorData),
      signature: bufferToBase64Url(r.signature),
      userHandle: bufferToBase64Url(r.userHandle),
    },
  };
}

export function serializeCreation(cred: PublicKeyCredential): CreationResponseJson {
  const r = cred.response as AuthenticatorAttestationResponse;
  const credProps = extensionResults(cred).credProps;
  return {
    id: cred.id,
    type: cred.type,
    rawId: bufferToBase64Url(cred.rawId),
    extensions: credProps === undefined ? {} : { credProps },
    response: { clientDataJSON: bufferToBase64Url(r.clientDataJSON), attestationObject: bufferToBase64Url(r.attestationObject) },
  };
}

/**
 * No WebAuthn here: on an insecure page (plain http on another host than localhost) the browser
 * hides the API, and the fix is the address, not another browser.
 */
function unsupported(ceremony: WebauthnCeremony): Error {
  return addressHint(currentAddress()) ? new WebauthnFailure(null, ceremony) : new Error(WEBAUTHN_UNSUPPORTED);
}

/** Runs a browser call; its failures reject with the user's text (an abort by the caller stays an abort). */
async function ceremony<T>(kind: WebauthnCeremony, call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new WebauthnFailure(err, kind);
  }
}

/** Asks the authenticator for an assertion; the errors are the product's texts. */
export async function getAssertion(challenge: AssertionChallengeJson, signal?: AbortSignal): Promise<AssertionResponseJson> {
  if (!isWebauthnSupported()) throw unsupported('get');
  const options = { ...assertionOptions(challenge), ...(signal ? { signal } : {}) };
  const cred = (await ceremony('get', () => navigator.credentials.get(options), signal)) as PublicKeyCredential | null;
  if (!cred) throw new Error(CREDENTIAL_NOT_OBTAINED);
  return serializeAssertion(cred);
}

/** Asks the authenticator to create a credential (device registration). */
export async function createCredential(challenge: CreationChallengeJson): Promise<CreationResponseJson> {
  if (!isWebauthnSupported()) throw unsupported('create');
  const cred = (await ceremony('create', () => navigator.credentials.create(creationOptions(challenge)))) as PublicKeyCredential | null;
  if (!cred) throw new Error(CREDENTIAL_NOT_CREATED);
  return serializeCreation(cred);
}
