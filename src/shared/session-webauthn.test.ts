import { describe, expect, it } from 'vitest';
import { solveChallenge, webauthnErrorText } from './session-webauthn';

describe('per-session WebAuthn', () => {
  it('explains failures', () => {
    expect(webauthnErrorText(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe(
      'error obtaining credential, please try again',
    );
    expect(webauthnErrorText(new DOMException('This is an invalid domain.', 'SecurityError'))).toMatch(/^error obtaining credential\. /);
    expect(webauthnErrorText(new Error('boom'))).toBe('boom');
  });

  it('says a code-only challenge cannot be answered in the terminal', async () => {
    await expect(solveChallenge({ webauthn_challenge: null })).rejects.toThrow(/one-time code, which the web terminal cannot use/);
    await expect(solveChallenge({ webauthn_challenge: null }, undefined, 'the desktop session')).rejects.toThrow(
      /one-time code, which the desktop session cannot use/,
    );
  });
});
