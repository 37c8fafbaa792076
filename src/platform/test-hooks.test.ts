// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { exposeForTests, readerHook, testHooksOn } from './test-hooks';

afterEach(() => {
  delete window.__consoleTestHooks;
});

const screen = () => 'a screen';

describe('the test hooks', () => {
  it('expose nothing when no test put the object there (the shipped console)', () => {
    expect(testHooksOn()).toBe(false);
    const remove = exposeForTests('terminalScreen', screen);
    expect(window.__consoleTestHooks).toBeUndefined();
    remove();
    expect(readerHook('desktopPainted')).toBeUndefined();
  });

  it('write into the object a test put there, and the removal takes only its own value away', () => {
    window.__consoleTestHooks = {};
    expect(testHooksOn()).toBe(true);
    const removeFirst = exposeForTests('terminalScreen', screen);
    expect(window.__consoleTestHooks.terminalScreen?.()).toBe('a screen');
    const second = () => 'another screen';
    const removeSecond = exposeForTests('terminalScreen', second);
    removeFirst();
    expect(window.__consoleTestHooks.terminalScreen).toBe(second);
    removeSecond();
    expect(window.__consoleTestHooks).toEqual({});
  });

  it('give the page a callback the reader set', () => {
    const painted = () => undefined;
    window.__consoleTestHooks = { desktopPainted: painted };
    expect(readerHook('desktopPainted')).toBe(painted);
  });
});
