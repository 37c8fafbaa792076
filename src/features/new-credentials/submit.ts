// The calls of the new-credentials flow: a registration challenge when the new device is a
// hardware key or a passkey, then the reset with the token (password as base64 of its UTF-8 bytes).
import { resetPasswordWithToken } from '@/api/gen/hooks/users/users';
import { createRegisterChallengeWithToken } from '@/api/gen/hooks/mfa/mfa';
import { createCredential, type CreationChallengeJson } from '@/auth/webauthn';
import { CREDENTIAL_NOT_CREATED } from '@/auth/webauthn';
import { encodePassword } from '@/shared/credentials/validation';

export type NewCredentials =
  | { kind: 'password'; password: string; method: 'none' }
  | { kind: 'password'; password: string; method: 'otp'; otpCode: string; deviceName: string }
  | { kind: 'password'; password: string; method: 'webauthn'; deviceName: string }
  | { kind: 'passwordless'; deviceName: string };

export interface SubmitResult {
  recoveryCodes: string[];
  /** Set when the server returned a recovery date: the codes screen comes first. */
  recoveryCreated: string | null;
  privateKeyPolicyEnabled: boolean;
}

async function registerDevice(tokenId: string, usage: 'mfa' | 'passwordless') {
  const challenge = await createRegisterChallengeWithToken(tokenId, { deviceType: 'webauthn', deviceUsage: usage });
  if (!challenge.webauthn) throw new Error(CREDENTIAL_NOT_CREATED);
  return createCredential(challenge.webauthn as CreationChallengeJson);
}

export async function submitNewCredentials(tokenId: string, creds: NewCredentials): Promise<SubmitResult> {
  let body: Parameters<typeof resetPasswordWithToken>[0];
  if (creds.kind === 'passwordless') {
    body = { token: tokenId, deviceName: creds.deviceName, webauthnCreationResponse: await registerDevice(tokenId, 'passwordless') };
  } else if (creds.method === 'otp') {
    body = { token: tokenId, password: encodePassword(creds.password), second_factor_token: creds.otpCode, deviceName: creds.deviceName };
  } else if (creds.method === 'webauthn') {
    body = {
      token: tokenId,
      password: encodePassword(creds.password),
      deviceName: creds.deviceName,
      webauthnCreationResponse: await registerDevice(tokenId, 'mfa'),
    };
  } else {
    body = { token: tokenId, password: encodePassword(creds.password) };
  }
  const res = await resetPasswordWithToken(body);
  return {
    recoveryCodes: res.recovery?.codes ?? [],
    recoveryCreated: res.recovery?.created ?? null,
    privateKeyPolicyEnabled: res.privateKeyPolicyEnabled ?? false,
  };
}
