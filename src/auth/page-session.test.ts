// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adoptSessionFromPage } from './page-session';
import { loadTokenRecord } from '@/api/token-record';

function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('x');
  const meta = doc.createElement('meta');
  meta.name = 'grv_bearer_token';
  meta.content = content;
  doc.head.appendChild(meta);
  return doc;
}

describe('adoptSessionFromPage', () => {
  it('stores the base64 session the proxy put in the page and empties the meta', () => {
    const session = { type: 'Bearer', token: 'tok', expires_in: 600, sessionExpires: '2026-11-22T00:00:00Z', sessionInactiveTimeout: 5 };
    const doc = pageWith(btoa(JSON.stringify(session)));
    expect(adoptSessionFromPage(doc)).toBe(true);
    expect(loadTokenRecord()).toMatchObject({ accessToken: 'tok', expiresIn: 600, sessionInactiveTimeout: 5 });
    expect(doc.querySelector('meta')!.getAttribute('content')).toBe('');
  });

  it.each(['', '{{ .Session }}', 'not base64 json!', btoa('{"token":""}'), btoa('[1,2]')])('ignores %j', (content) => {
    expect(adoptSessionFromPage(pageWith(content))).toBe(false);
    expect(loadTokenRecord()).toBeNull();
  });
});
