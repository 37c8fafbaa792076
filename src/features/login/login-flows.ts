// The sign-in calls: password (with an optional TOTP code), hardware key and passwordless.
import { beginMfaLogin, createWebSession, finishMfaLoginSession } from '@/api/gen/hooks/sessions/sessions';
import type { CreateSessionResponse } from '@/api/gen/model';
import { CREDENTIAL_NOT_OBTAINED, getAssertion, type AssertionChallengeJson } from '@/auth/webauthn';
import type { LoginValues } from './login-form';
import { saveTokenRecord, tokenRecordFromSession } from '@/api/token-record';
import { LAST_ACTIVE_KEY } from '@/auth/storage-keys';

/** Keeps the new session: the token record, and the sign-in as the latest activity. */
export function storeSession(session: CreateSessionResponse, now: number = Date.now()): void {
  saveTokenRecord(tokenRecordFromSession(session, now));
  localStorage.setItem(LAST_ACTIVE_KEY, String(now));
}

/** Local sign-in; a hardware key goes through the MFA login calls (begin, then finishsession). */
export async function signInLocal(values: LoginValues): Promise<CreateSessionResponse> {
  if (values.method === 'webauthn') {
    const challenge = await beginMfaLogin({ user: values.user, pass: values.pass, passwordless: false });
    if (!challenge.webauthn_challenge) throw new Error(CREDENTIAL_NOT_OBTAINED);
    const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson);
    return finishMfaLoginSession({ user: values.user, webauthnAssertionResponse: assertion });
  }
  return createWebSession({
    user: values.user,
    pass: values.pass,
    ...(values.method === 'otp' ? { second_factor_token: values.otpCode } : {}),
  });
}

/** Passwordless: no user name or password, the authenticator identifies the user. */
export async function signInPasswordless(): Promise<CreateSessionResponse> {
  const challenge = await beginMfaLogin({ passwordless: true });
  if (!challenge.webauthn_challenge) throw new Error(CREDENTIAL_NOT_OBTAINED);
  const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson);
  return finishMfaLoginSession({ user: '', webauthnAssertionResponse: assertion });
}
