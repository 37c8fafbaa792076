import { describe, expect, it } from 'vitest';
import { hasKeyboardLock, KeyboardLock, SHELL_KEY_CODES } from './keyboard-lock';

function fakeKeyboard(refuse = false) {
  const calls: string[] = [];
  let release: (() => void) | undefined;
  const nav = {
    keyboard: {
      lock: (codes?: string[]) => {
        calls.push(`lock ${codes?.join(',')}`);
        if (refuse) return Promise.reject(new DOMException('not allowed', 'InvalidStateError'));
        return new Promise<void>((resolve) => (release = resolve));
      },
      unlock: () => void calls.push('unlock'),
    },
  };
  return { nav, calls, grant: () => release?.() };
}

describe('the keyboard lock of full screen', () => {
  it('asks for the keys the browser would take, and gives them back when full screen ends', async () => {
    const { nav, calls, grant } = fakeKeyboard();
    const lock = new KeyboardLock(nav);
    const started = lock.start();
    grant();
    expect(await started).toBe('locked');
    expect(calls).toEqual([`lock ${SHELL_KEY_CODES.join(',')}`]);
    expect(SHELL_KEY_CODES).toEqual(expect.arrayContaining(['KeyW', 'KeyT', 'KeyN', 'Tab', 'Escape']));
    lock.stop();
    expect(calls.at(-1)).toBe('unlock');
    expect(lock.current).toBe('off');
    lock.stop();
    expect(calls.filter((c) => c === 'unlock')).toHaveLength(1);
  });

  it('releases a lock granted after full screen already ended', async () => {
    const { nav, calls, grant } = fakeKeyboard();
    const lock = new KeyboardLock(nav);
    const started = lock.start();
    lock.stop();
    grant();
    expect(await started).toBe('off');
    expect(calls.at(-1)).toBe('unlock');
  });

  it('says when the browser has no Keyboard Lock API or refuses it', async () => {
    expect(hasKeyboardLock({})).toBe(false);
    expect(hasKeyboardLock({ keyboard: {} })).toBe(false);
    expect(await new KeyboardLock({}).start()).toBe('unsupported');
    const { nav, calls } = fakeKeyboard(true);
    const lock = new KeyboardLock(nav);
    expect(await lock.start()).toBe('refused');
    lock.stop();
    expect(calls).not.toContain('unlock');
  });
});
