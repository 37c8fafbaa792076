// Re-authentication with a second factor, and device descriptions.
import { createAuthnChallenge } from '@/api/gen/hooks/mfa/mfa';
import { createPrivilegeToken } from '@/api/gen/hooks/users/users';
import { getAssertion, CREDENTIAL_NOT_OBTAINED, type AssertionChallengeJson } from '@/auth/webauthn';

/** MFA device description from the wire type (TOTP, U2F, WebAuthn): app, hardware key or unknown. */
export function deviceDescription(type: string): string {
  if (type === 'TOTP') return 'Authenticator App';
  if (type === 'WebAuthn' || type === 'U2F') return 'Hardware Key';
  return 'unknown device';
}

export type ReauthMethod = { kind: 'otp'; code: string } | { kind: 'webauthn' };

/**
 * A privilege token (a bare JSON string on the wire) after proving presence with a second factor;
 * null for a user without devices, who gets one without a second factor.
 */
export async function privilegeToken(method: ReauthMethod | null): Promise<string> {
  if (method === null) return createPrivilegeToken({});
  if (method.kind === 'otp') return createPrivilegeToken({ secondFactorToken: method.code });
  const challenge = await createAuthnChallenge({});
  if (!challenge.webauthn_challenge) throw new Error(CREDENTIAL_NOT_OBTAINED);
  const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson);
  return createPrivilegeToken({ webauthnAssertionResponse: assertion });
}
