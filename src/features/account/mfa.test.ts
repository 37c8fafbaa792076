import { describe, expect, it } from 'vitest';
import { deviceDescription } from './mfa';

describe('deviceDescription', () => {
  it.each([
    ['TOTP', 'Authenticator App'],
    ['WebAuthn', 'Hardware Key'],
    ['U2F', 'Hardware Key'],
    ['Quantum', 'unknown device'],
  ])('%s -> %s', (type, text) => expect(deviceDescription(type)).toBe(text));
});
