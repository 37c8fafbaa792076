import { describe, expect, it } from 'vitest';
import { isHttpsLink } from './https-link';

describe('isHttpsLink, the gate of links the server supplies', () => {
  it('accepts https to an allowed host, without case, with any path', () => {
    expect(isHttpsLink('https://Proxy.Example.com/saml?x=1', { hosts: ['proxy.example.com'] })).toBe(true);
    expect(isHttpsLink('https://proxy.example.com:3080/', { hosts: ['PROXY.example.com'] })).toBe(true);
  });

  it('accepts subdomains only when the rule says so, and never a look-alike host', () => {
    const exact = { hosts: ['goteleport.com'] };
    const withSubdomains = { hosts: ['goteleport.com'], subdomains: true };
    expect(isHttpsLink('https://docs.goteleport.com/x', exact)).toBe(false);
    expect(isHttpsLink('https://docs.goteleport.com/x', withSubdomains)).toBe(true);
    expect(isHttpsLink('https://evilgoteleport.com/', withSubdomains)).toBe(false);
    expect(isHttpsLink('https://goteleport.com.evil.example/', withSubdomains)).toBe(false);
  });

  it('refuses an explicit port when the rule says so', () => {
    expect(isHttpsLink('https://console.aws.amazon.com:8443/', { hosts: ['console.aws.amazon.com'], noPort: true })).toBe(false);
    expect(isHttpsLink('https://console.aws.amazon.com/', { hosts: ['console.aws.amazon.com'], noPort: true })).toBe(true);
  });

  it('refuses other schemes, credentials, and what is not a URL', () => {
    const rule = { hosts: ['a.example.com'], subdomains: true };
    for (const bad of [
      'http://a.example.com/',
      'javascript:alert(1)',
      'https://u:p@a.example.com/',
      'https://u@a.example.com/',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(isHttpsLink(bad, rule)).toBe(false);
    }
  });
});
