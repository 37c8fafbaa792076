// Per-session MFA in the terminal: the challenge of the `n` envelope is answered through the
// browser's WebAuthn API (src/auth/webauthn.ts encodes both ways).
import { getAssertion, type AssertionChallengeJson } from '../../auth/webauthn';
import { CREDENTIAL_NOT_OBTAINED, webauthnFailureText } from '../../auth/webauthn-errors';
import type { MfaChallenge, WebauthnAssertionResponse } from './messages';

/**
 * Readable text for a failed security key check: the product's text for a browser error (with the
 * address fix when the address is the cause); the terminal's own errors keep their words.
 */
export function webauthnErrorText(error: unknown): string {
  if (error instanceof DOMException) return webauthnFailureText(error, 'get');
  return error instanceof Error && error.message ? error.message : CREDENTIAL_NOT_OBTAINED;
}

/** Run the browser's WebAuthn ceremony for a challenge. */
export async function solveChallenge(challenge: MfaChallenge, signal?: AbortSignal): Promise<WebauthnAssertionResponse> {
  if (!challenge.webauthn_challenge) {
    throw new Error('This server asks for a one-time code, which the web terminal cannot use. Register a security key or passkey.');
  }
  const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson, signal);
  return { ...assertion, type: 'public-key' };
}
