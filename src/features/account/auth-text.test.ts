import { describe, expect, it } from 'vitest';
import { localAuthText } from './auth-text';

describe('localAuthText', () => {
  it('names a second factor only when the cluster asks for one', () => {
    expect(localAuthText('off')).toBe('Local (password)');
    expect(localAuthText('optional')).toBe('Local (password, second factor optional)');
    for (const on of ['on', 'otp', 'webauthn']) expect(localAuthText(on)).toBe('Local (password and second factor)');
  });
});
