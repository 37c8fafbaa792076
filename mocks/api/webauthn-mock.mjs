// @ts-check
/**
 * Per-session MFA for the mock: the challenge the terminal sends in an `n` envelope and the
 * check of the browser's WebAuthn assertion (signature included).
 *
 * The mock knows one security key, DEMO_WEBAUTHN_CREDENTIAL. Its private key is public on
 * purpose: tests load it into Chromium's virtual authenticator (CDP WebAuthn.addCredential),
 * which then signs the mock's challenges. It protects nothing.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';

export const DEMO_WEBAUTHN_CREDENTIAL = Object.freeze({
  /** Credential id, base64url. */
  id: 'FjebuCB8E7c9jg0s6sKvLGaeCK5C6uQ-NBV-JoPkYWY',
  /** P-256 private key, PKCS#8 DER in standard base64 (the form CDP's addCredential takes). */
  privateKeyPkcs8:
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg7BtVi3AR07iytK+GDB6mbFEfnCxBr8BP/VJflJ1yILKhRANCAAR/hdWa1HgTZ/MfWja0Q+Jx68a5UoVcYSTfeyHUIW//ekMnyEV1YZevEb9pYSo8C5QbaPieMpbOZjQxIW9VIoYF',
  /** The matching public key, SPKI DER in standard base64. */
  publicKeySpki:
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEf4XVmtR4E2fzH1o2tEPicevGuVKFXGEk33sh1CFv/3pDJ8hFdWGXrxG/aWEqPAuUG2j4njKWzmY0MSFvVSKGBQ==',
});

const publicKey = createPublicKey({ key: Buffer.from(DEMO_WEBAUTHN_CREDENTIAL.publicKeySpki, 'base64'), format: 'der', type: 'spki' });

/**
 * @typedef {object} ExpectedAssertion
 * @property {string} challenge   base64url
 * @property {string} rpId
 * @property {string[]} origins   accepted clientData origins
 */

/**
 * A fresh MFA challenge as the terminal sends it (`client.MFAAuthenticateChallenge` JSON).
 * @param {string} rpId
 * @returns {{ payload: object, expected: Omit<ExpectedAssertion, 'origins'> }}
 */
export function createMfaChallenge(rpId) {
  const challenge = randomBytes(32).toString('base64url');
  return {
    payload: {
      webauthn_challenge: {
        publicKey: {
          challenge,
          timeout: 60000,
          rpId,
          allowCredentials: [{ type: 'public-key', id: DEMO_WEBAUTHN_CREDENTIAL.id }],
          userVerification: 'discouraged',
        },
      },
      totp_challenge: false,
    },
    expected: { challenge, rpId },
  };
}

/** @param {unknown} v */
const b64url = (v) => (typeof v === 'string' && /^[A-Za-z0-9_-]*={0,2}$/.test(v) ? Buffer.from(v, 'base64url') : null);

/**
 * Check a WebAuthn assertion response (the JSON the browser sends back in an `n` envelope).
 * @param {unknown} response
 * @param {ExpectedAssertion} expected
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function verifyAssertion(response, expected) {
  const r = /** @type {Record<string, any>} */ (response && typeof response === 'object' ? response : {});
  const inner = /** @type {Record<string, unknown>} */ (r.response && typeof r.response === 'object' ? r.response : {});
  if (r.type !== 'public-key') return { ok: false, reason: 'not a public-key credential' };
  if (r.rawId !== DEMO_WEBAUTHN_CREDENTIAL.id && r.id !== DEMO_WEBAUTHN_CREDENTIAL.id) {
    return { ok: false, reason: 'unknown security key' };
  }
  const clientDataJSON = b64url(inner.clientDataJSON);
  const authData = b64url(inner.authenticatorData);
  const signature = b64url(inner.signature);
  if (!clientDataJSON || !authData || !signature) return { ok: false, reason: 'malformed assertion' };

  /** @type {Record<string, unknown>} */
  let clientData;
  try {
    clientData = JSON.parse(clientDataJSON.toString('utf8'));
  } catch {
    return { ok: false, reason: 'clientDataJSON is not JSON' };
  }
  if (clientData.type !== 'webauthn.get') return { ok: false, reason: 'wrong ceremony type' };
  if (clientData.challenge !== expected.challenge) return { ok: false, reason: 'challenge mismatch' };
  if (expected.origins.length && !expected.origins.includes(String(clientData.origin))) {
    return { ok: false, reason: `unexpected origin ${String(clientData.origin)}` };
  }
  if (authData.length < 37) return { ok: false, reason: 'authenticator data too short' };
  const rpIdHash = createHash('sha256').update(expected.rpId).digest();
  if (!authData.subarray(0, 32).equals(rpIdHash)) return { ok: false, reason: 'relying party mismatch' };
  const flags = authData[32] ?? 0;
  if ((flags & 0x01) === 0) return { ok: false, reason: 'user presence missing' };
  const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'der' }, signature)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true };
}
