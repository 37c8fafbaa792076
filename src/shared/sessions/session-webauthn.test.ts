import { describe, expect, it } from 'vitest';
import { answerMfaPrompt, solveChallenge, webauthnErrorText, type MfaPrompt } from './session-webauthn';

describe('per-session WebAuthn', () => {
  it('explains failures', () => {
    expect(webauthnErrorText(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe(
      'error obtaining credential, please try again',
    );
    expect(webauthnErrorText(new DOMException('This is an invalid domain.', 'SecurityError'))).toMatch(/^error obtaining credential\. /);
    expect(webauthnErrorText(new Error('boom'))).toBe('boom');
  });

  it('says a code-only challenge cannot be answered in the terminal', async () => {
    await expect(solveChallenge({ webauthn_challenge: null })).rejects.toThrow(/one-time code, which the web terminal cannot use/);
    await expect(solveChallenge({ webauthn_challenge: null }, undefined, 'the desktop session')).rejects.toThrow(
      /one-time code, which the desktop session cannot use/,
    );
  });

  describe('answering a session prompt', () => {
    function fakeSession() {
      const state: { attempt: number; mfa: MfaPrompt<string> | null } = { attempt: 1, mfa: { challenge: 'c1', busy: false, error: null } };
      const seen: Array<MfaPrompt<string>> = [];
      const session = { getState: () => state };
      const setPrompt = (m: MfaPrompt<string>) => (seen.push(m), (state.mfa = m));
      /** Answers the prompt with `solve`, handing the answer to `deliver`. */
      const answer = (solve: (challenge: string) => Promise<string>, deliver: (response: string) => void = () => {}) =>
        answerMfaPrompt(session, setPrompt, solve, deliver);
      return { state, seen, answer };
    }

    it('marks the prompt busy, solves its challenge and delivers the answer', async () => {
      const f = fakeSession();
      const delivered: string[] = [];
      await f.answer(
        async (c) => `answer-to-${c}`,
        (r) => delivered.push(r),
      );
      expect(f.seen[0]).toEqual({ challenge: 'c1', busy: true, error: null });
      expect(delivered).toEqual(['answer-to-c1']);
    });

    it('does nothing without a prompt, or while one is being answered', async () => {
      const f = fakeSession();
      let calls = 0;
      let finish: (v: string) => void = () => {};
      const first = f.answer(() => (calls++, new Promise<string>((r) => (finish = r))));
      await f.answer(async () => (calls++, 'x'));
      expect(calls).toBe(1);
      finish('done');
      await first;
      f.state.mfa = null;
      await f.answer(async () => (calls++, 'x'));
      expect(calls).toBe(1);
    });

    it('drops an answer that arrives after the session moved on to a new attempt', async () => {
      const f = fakeSession();
      const delivered: string[] = [];
      await f.answer(
        async () => {
          f.state.attempt = 2;
          return 'late';
        },
        (r) => delivered.push(r),
      );
      expect(delivered).toEqual([]);
    });

    it('puts a failure on the prompt, ready to try again', async () => {
      const f = fakeSession();
      await f.answer(async () => {
        throw new DOMException('timed out', 'NotAllowedError');
      });
      expect(f.state.mfa).toEqual({ challenge: 'c1', busy: false, error: 'error obtaining credential, please try again' });
    });
  });
});
