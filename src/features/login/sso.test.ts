import { describe, expect, it } from 'vitest';
import { ssoLoginUrl } from './sso';
import { defaultMfaMethod, mfaOptions } from '@/shared/credentials/second-factor';

const origin = 'https://proxy.example.com';
const github = {
  name: 'github',
  displayName: 'GitHub',
  type: 'github',
  url: '/v1/webapi/github/login/web?connector_id=:providerName&redirect_url=:redirect',
};

describe('ssoLoginUrl', () => {
  it('fills in the connector and the absolute redirect on our origin', () => {
    expect(ssoLoginUrl(github, '/web/cluster/one/nodes?q=1', origin)).toBe(
      '/v1/webapi/github/login/web?connector_id=github&redirect_url=' +
        encodeURIComponent('https://proxy.example.com/web/cluster/one/nodes?q=1'),
    );
  });

  it('escapes a hostile connector name', () => {
    expect(ssoLoginUrl({ ...github, name: 'a&b=<x>' }, '/web', origin)).toContain('connector_id=a%26b%3D%3Cx%3E&');
  });

  it('refuses a template that leaves our origin', () => {
    expect(ssoLoginUrl({ ...github, url: 'https://evil.example.net/login?c=:providerName' }, '/web', origin)).toBeNull();
    expect(ssoLoginUrl({ ...github, url: '//evil.example.net/login' }, '/web', origin)).toBeNull();
    expect(ssoLoginUrl({ ...github, url: 'javascript:alert(1)' }, '/web', origin)).toBeNull();
  });
});

describe('second-factor options', () => {
  it.each([
    ['off', false, []],
    ['otp', false, ['otp']],
    ['webauthn', false, ['webauthn']],
    ['u2f', false, ['webauthn']],
    ['on', false, ['webauthn', 'otp']],
    ['optional', false, ['webauthn', 'otp', 'none']],
    ['optional', true, ['webauthn', 'otp']],
  ])('%s (required: %s) offers %j', (setting, required, expected) => {
    expect(mfaOptions(setting, required)).toEqual(expected);
  });

  it('selects the preferred method when offered', () => {
    expect(defaultMfaMethod(['webauthn', 'otp'], 'otp')).toBe('otp');
    expect(defaultMfaMethod(['webauthn', 'otp'], '')).toBe('webauthn');
    expect(defaultMfaMethod([], 'otp')).toBeNull();
  });
});
