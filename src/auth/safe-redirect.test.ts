import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'https://proxy.example.com';

describe('safeRedirectPath (redirects only to our own origin)', () => {
  it.each([
    ['/web/cluster/one/nodes?search=db#top', '/web/cluster/one/nodes?search=db#top'],
    ['https://proxy.example.com/web/account', '/web/account'],
    ['/web', '/web'],
  ])('keeps same-origin target %s', (target, expected) => {
    expect(safeRedirectPath(target, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example.net/web',
    '//evil.example.net/web',
    '/\\evil.example.net',
    'javascript:alert(1)',
    'http://proxy.example.com/web',
    '/api/other',
    '/web/login?redirect_uri=/web',
    '',
    undefined,
    42,
  ])('sends %s to /web', (target) => {
    expect(safeRedirectPath(target, origin)).toBe('/web');
  });
});
