import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_NOT_CREATED,
  CREDENTIAL_NOT_OBTAINED,
  WebauthnFailure,
  addressHint,
  isIpAddress,
  webauthnFailureText,
  type PageAddress,
} from './webauthn-errors';

const at = (url: string, isSecureContext = true): PageAddress => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, pathname: u.pathname, isSecureContext };
};

const timedOut = new DOMException(
  'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
  'NotAllowedError',
);
const invalidDomain = new DOMException('This is an invalid domain.', 'SecurityError');

describe('WebAuthn failure texts', () => {
  it("shows the product's text instead of the browser's, per ceremony", () => {
    const where = at('https://proxy.example.com/web/login');
    expect(webauthnFailureText(timedOut, 'get', where)).toBe(CREDENTIAL_NOT_OBTAINED);
    expect(webauthnFailureText(timedOut, 'create', where)).toBe(CREDENTIAL_NOT_CREATED);
    expect(webauthnFailureText(new Error('anything'), 'get', where)).not.toMatch(/anything|w3\.org/);
  });

  it('says to use localhost when the console is opened on a loopback IP', () => {
    const text = webauthnFailureText(invalidDomain, 'get', at('http://127.0.0.1:3080/web/login'));
    expect(text).toBe(
      'error obtaining credential. Hardware keys need a domain name: open the console at http://localhost:3080/web or its DNS name instead of an IP address.',
    );
    expect(text).not.toMatch(/invalid domain/);
    expect(webauthnFailureText(invalidDomain, 'create', at('http://[::1]:3080/web/invite/abc'))).toMatch(
      /^error creating credential\. .*http:\/\/localhost:3080\/web /,
    );
  });

  it('says to use the DNS name when the console is opened on another IP', () => {
    const text = webauthnFailureText(timedOut, 'get', at('https://10.0.0.5/web/headless/x'));
    expect(text).toMatch(/need a domain name: open the console at its DNS name instead of an IP address/);
    expect(text).not.toMatch(/localhost/);
  });

  it('says to use https on plain http away from localhost', () => {
    expect(addressHint(at('http://proxy.example.com:3080/web', false))).toMatch(/need a secure connection: open the console over https/);
    expect(addressHint(at('http://localhost:3080/web'))).toBeNull();
    expect(addressHint(at('https://proxy.example.com/web'))).toBeNull();
  });

  it('explains a SecurityError on a named host as the wrong address', () => {
    expect(webauthnFailureText(invalidDomain, 'get', at('https://other.example.com/web'))).toMatch(/domain name it is registered for/);
  });

  it('tells IP literals from names', () => {
    expect(isIpAddress('127.0.0.1')).toBe(true);
    expect(isIpAddress('[::1]')).toBe(true);
    expect(isIpAddress('localhost')).toBe(false);
    expect(isIpAddress('proxy-1.example.com')).toBe(false);
  });

  it("keeps the browser's error as the cause", () => {
    const failure = new WebauthnFailure(timedOut, 'get', null);
    expect(failure.message).toBe(CREDENTIAL_NOT_OBTAINED);
    expect(failure.cause).toBe(timedOut);
  });
});
