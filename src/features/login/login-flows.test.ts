// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as generated from '@/api/gen/hooks/sessions/sessions';
import { beginMfaLogin, createWebSession, finishMfaLoginSession } from './login-flows';

type Sent = { method: string; url: string; headers: Array<[string, string]>; body: string };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ method: request.method, url: request.url, headers: [...request.headers.entries()], body: await request.text() });
    return new Response(JSON.stringify({ message: 'denied' }), { status: 403, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

const assertion = { id: 'a', rawId: 'a', type: 'public-key', response: { authenticatorData: '', clientDataJSON: '', signature: '' } };

describe('the sign-in calls, written out to keep the generated hooks (and React) out of the entry', () => {
  it.each([
    [
      'createWebSession',
      () => createWebSession({ user: 'alice', pass: 'pw', second_factor_token: '1' }),
      () => generated.createWebSession({ user: 'alice', pass: 'pw', second_factor_token: '1' }),
    ],
    ['beginMfaLogin', () => beginMfaLogin({ passwordless: true }), () => generated.beginMfaLogin({ passwordless: true })],
    [
      'finishMfaLoginSession',
      () => finishMfaLoginSession({ user: 'alice', webauthnAssertionResponse: assertion }),
      () => generated.finishMfaLoginSession({ user: 'alice', webauthnAssertionResponse: assertion }),
    ],
  ])('%s sends the request of the generated fetcher', async (_name, ours, theirs) => {
    await expect(ours()).rejects.toThrow('denied');
    await expect(theirs()).rejects.toThrow('denied');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(sent[1]);
    expect(sent[0]?.method).toBe('POST');
  });
});
