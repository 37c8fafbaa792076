// The sign-in calls: password (with an optional TOTP code), hardware key and passwordless.
//
// The three requests are the generated fetchers' (createWebSession, beginMfaLogin,
// finishMfaLoginSession in src/api/gen/hooks/sessions/sessions.ts), made with the same
// httpMutator, so headers, errors and the contract check are the same. They are written out here
// because the generated module also holds the react-query hooks of the signed-in app: importing it
// would put React and react-query in the sign-in page's entry (login-flows.test.ts checks the
// two send the same requests).
import { httpMutator } from '@/api/http';
import type {
  CreateSessionResponse,
  CreateWebSessionRequest,
  MfaChallenge,
  MfaLoginBeginRequest,
  MfaLoginFinishSessionRequest,
} from '@/api/gen/model';
import { CREDENTIAL_NOT_OBTAINED, getAssertion, type AssertionChallengeJson } from '@/auth/webauthn';
import type { LoginValues } from './login-form';
import { saveTokenRecord, tokenRecordFromSession } from '@/api/token-record';
import { LAST_ACTIVE_KEY } from '@/auth/storage-keys';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** POST /webapi/sessions/web (createWebSession). */
export const createWebSession = (data: CreateWebSessionRequest) =>
  httpMutator<CreateSessionResponse>({ url: '/webapi/sessions/web', method: 'POST', headers: JSON_HEADERS, data });

/** POST /webapi/mfa/login/begin (beginMfaLogin). */
export const beginMfaLogin = (data: MfaLoginBeginRequest) =>
  httpMutator<MfaChallenge>({ url: '/webapi/mfa/login/begin', method: 'POST', headers: JSON_HEADERS, data });

/** POST /webapi/mfa/login/finishsession (finishMfaLoginSession). */
export const finishMfaLoginSession = (data: MfaLoginFinishSessionRequest) =>
  httpMutator<CreateSessionResponse>({ url: '/webapi/mfa/login/finishsession', method: 'POST', headers: JSON_HEADERS, data });

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
