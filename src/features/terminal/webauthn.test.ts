import { describe, expect, it } from 'vitest';
import { solveChallenge, webauthnErrorText } from './webauthn';

describe('WebAuthn in the terminal', () => {
  it('explains failures', () => {
    expect(webauthnErrorText(new DOMException('x', 'NotAllowedError'))).toMatch(/cancelled or timed out/);
    expect(webauthnErrorText(new DOMException('x', 'SecurityError'))).toMatch(/https or localhost/);
    expect(webauthnErrorText(new Error('boom'))).toBe('boom');
  });

  it('says a code-only challenge cannot be answered in the terminal', async () => {
    await expect(solveChallenge({ webauthn_challenge: null, totp_challenge: true })).rejects.toThrow(/one-time code/);
  });
});
