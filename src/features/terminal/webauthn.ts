// Per-session MFA in the terminal: the challenge of the `n` envelope is answered through the
// browser's WebAuthn API (src/auth/webauthn.ts encodes both ways).
import { getAssertion, type AssertionChallengeJson } from '../../auth/webauthn';
import type { MfaChallenge, WebauthnAssertionResponse } from './messages';

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
  if (!challenge.webauthn_challenge) {
    throw new Error('This server asks for a one-time code, which the web terminal cannot use. Register a security key or passkey.');
  }
  const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson, signal);
  return { ...assertion, type: 'public-key' };
}
