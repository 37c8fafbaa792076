import { describe, expect, it } from 'vitest';
import { encodePassword, isFirefox, validateConfirm, validateDeviceName, validatePassword, validateToken } from './validation';

describe('new-credentials validation texts', () => {
  it('needs at least 6 characters of password', () => {
    expect(validatePassword('')).toBe('Enter at least 6 characters');
    expect(validatePassword('12345')).toBe('Enter at least 6 characters');
    expect(validatePassword('123456')).toBeNull();
  });
  it('needs the confirmation, equal to the password', () => {
    expect(validateConfirm('secret1', '')).toBe('Please confirm your password');
    expect(validateConfirm('secret1', 'secret2')).toBe('Password does not match');
    expect(validateConfirm('secret1', 'secret1')).toBeNull();
  });
  it('needs a token and a device name', () => {
    expect(validateToken(' ')).toBe('Token is required');
    expect(validateToken('123456')).toBeNull();
    expect(validateDeviceName('')).toBe('Device name is required');
    expect(validateDeviceName('otp-device')).toBeNull();
  });
  it('encodes the password as base64 of UTF-8', () => {
    expect(encodePassword('pässwörd✓')).toBe(Buffer.from('pässwörd✓', 'utf8').toString('base64'));
  });
  it('recognises Firefox', () => {
    expect(isFirefox('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(true);
    expect(isFirefox('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
  });
});
