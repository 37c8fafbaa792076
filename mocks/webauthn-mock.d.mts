/** Types for webauthn-mock.mjs (the JS file is the source of truth). */
export declare const DEMO_WEBAUTHN_CREDENTIAL: Readonly<{ id: string; privateKeyPkcs8: string; publicKeySpki: string }>;
export interface ExpectedAssertion {
  challenge: string;
  rpId: string;
  origins: string[];
}
export declare function createMfaChallenge(rpId: string): { payload: object; expected: Omit<ExpectedAssertion, 'origins'> };
export declare function verifyAssertion(response: unknown, expected: ExpectedAssertion): { ok: true } | { ok: false; reason: string };
