import { describe, expect, it } from 'vitest';
import { solveChallenge, webauthnErrorText } from './webauthn';

describe('WebAuthn in the terminal', () => {
  it('explains failures', () => {
    expect(webauthnErrorText(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe(
      'error obtaining credential, please try again',
    );
    expect(webauthnErrorText(new DOMException('This is an invalid domain.', 'SecurityError'))).toMatch(/^error obtaining credential\. /);
    expect(webauthnErrorText(new Error('boom'))).toBe('boom');
  });

  it('says a code-only challenge cannot be answered in the terminal', async () => {
    await expect(solveChallenge({ webauthn_challenge: null, totp_challenge: true })).rejects.toThrow(/one-time code/);
  });
});
