import { describe, expect, it } from 'vitest';
import { passwordTokenLink, passwordTokenPath } from './user-links';

describe('invite and reset links', () => {
  it('is the origin and /web/invite/{tokenId} or /web/reset/{tokenId}', () => {
    expect(passwordTokenLink('https://proxy.example.com:3080', 'invite', 'abc123')).toBe(
      'https://proxy.example.com:3080/web/invite/abc123',
    );
    expect(passwordTokenLink('https://proxy.example.com', 'password', 'abc123')).toBe('https://proxy.example.com/web/reset/abc123');
  });

  it('takes only the origin of the page it is given: no path, query or hash of it, no token anywhere else', () => {
    const link = passwordTokenLink('http://localhost:3080/web/users?search=token#frag', 'invite', 'tok');
    expect(link).toBe('http://localhost:3080/web/invite/tok');
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(link.split('tok')).toHaveLength(2);
  });

  it('keeps a hostile token one encoded path segment', () => {
    const path = passwordTokenPath('invite', '../x?a=1#b/<img>');
    expect(path).toBe('/web/invite/..%2Fx%3Fa%3D1%23b%2F%3Cimg%3E');
    const url = new URL(passwordTokenLink('https://p.example.com', 'invite', '../x?a=1#b/<img>'));
    expect(url.pathname).toBe(path);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('refuses a token that is no path segment', () => {
    for (const bad of ['', '.', '..']) expect(() => passwordTokenPath('password', bad)).toThrow(/no usable token/);
  });
});
