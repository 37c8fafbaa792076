// Per-session MFA of the terminal (`n` envelope) and the desktop (TDP type 10): the challenge is
// answered through the browser's WebAuthn API (src/auth/webauthn.ts encodes both ways).
import { getAssertion, type AssertionChallengeJson, type AssertionResponseJson } from '@/auth/webauthn';
import { CREDENTIAL_NOT_OBTAINED, webauthnFailureText } from '@/auth/webauthn-errors';

/** The part of a per-session MFA challenge the browser can answer. */
export interface SessionMfaChallenge {
  webauthn_challenge?: unknown;
}

/** A WebAuthn assertion in the wire's JSON form. */
export type SessionAssertionResponse = AssertionResponseJson & { type: 'public-key' };

/**
 * Readable text for a failed security key check: the product's text for a browser error (with the
 * address fix when the address is the cause); the session's own errors keep their words.
 */
export function webauthnErrorText(error: unknown): string {
  if (error instanceof DOMException) return webauthnFailureText(error, 'get');
  return error instanceof Error && error.message ? error.message : CREDENTIAL_NOT_OBTAINED;
}

/** Run the browser's WebAuthn ceremony for a challenge. */
export async function solveChallenge(
  challenge: SessionMfaChallenge,
  signal?: AbortSignal,
  client = 'the web terminal',
): Promise<SessionAssertionResponse> {
  if (!challenge.webauthn_challenge) {
    throw new Error(`This server asks for a one-time code, which ${client} cannot use. Register a security key or passkey.`);
  }
  const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson, signal);
  return { ...assertion, type: 'public-key' };
}

/** A session's security key prompt: its challenge, whether the browser is at it, and its failure. */
export interface MfaPrompt<C> {
  challenge: C;
  busy: boolean;
  error: string | null;
}

/**
 * Answers a session's pending prompt once: marks it busy, runs the ceremony and hands the response
 * to `deliver`, unless the session moved on meanwhile (a new attempt, or the prompt gone). A failure
 * puts its words on the prompt, which can then be tried again.
 */
export async function answerMfaPrompt<C, R>(
  session: { getState(): { attempt: number; mfa: MfaPrompt<C> | null } },
  setPrompt: (mfa: MfaPrompt<C>) => void,
  solve: (challenge: C) => Promise<R>,
  deliver: (response: R) => void,
): Promise<void> {
  const mfa = session.getState().mfa;
  if (!mfa || mfa.busy) return;
  const attempt = session.getState().attempt;
  const current = () => session.getState().attempt === attempt && session.getState().mfa !== null;
  setPrompt({ ...mfa, busy: true, error: null });
  try {
    const response = await solve(mfa.challenge);
    if (current()) deliver(response);
  } catch (err) {
    if (current()) setPrompt({ ...mfa, busy: false, error: webauthnErrorText(err) });
  }
}
