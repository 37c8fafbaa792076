import { describe, expect, it } from 'vitest';
import { isOpenableLink, keyAction } from './terminal-keys';

const key = (
  key: string,
  code: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  type = 'keydown',
) => ({
  type,
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('terminal shortcuts', () => {
  it('copies with Ctrl+Shift+C, pastes with Ctrl+Shift+V and Shift+Insert, searches with Ctrl+F', () => {
    expect(keyAction(key('C', 'KeyC', { ctrlKey: true, shiftKey: true }), false)).toBe('copy');
    expect(keyAction(key('C', 'KeyC', { metaKey: true, shiftKey: true }), false)).toBe('copy');
    expect(keyAction(key('V', 'KeyV', { ctrlKey: true, shiftKey: true }), false)).toBe('paste');
    expect(keyAction(key('Insert', 'Insert', { shiftKey: true }), false)).toBe('paste');
    expect(keyAction(key('f', 'KeyF', { ctrlKey: true }), false)).toBe('search');
  });

  it('leaves ordinary keys and plain Ctrl+C to the shell', () => {
    expect(keyAction(key('c', 'KeyC', { ctrlKey: true }), false)).toBeNull();
    expect(keyAction(key('a', 'KeyA'), false)).toBeNull();
    expect(keyAction(key('f', 'KeyF', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(keyAction(key('C', 'KeyC', { ctrlKey: true, shiftKey: true }, 'keyup'), false)).toBeNull();
  });

  it('refuses typing keys for an observer, but not navigation or the shortcuts', () => {
    expect(keyAction(key('a', 'KeyA'), true)).toBe('refuse');
    expect(keyAction(key('Enter', 'Enter'), true)).toBe('refuse');
    expect(keyAction(key('ArrowUp', 'ArrowUp'), true)).toBeNull();
    expect(keyAction(key('f', 'KeyF', { ctrlKey: true }), true)).toBe('search');
  });

  it('opens only web links', () => {
    expect(isOpenableLink('https://example.com/a?b')).toBe(true);
    expect(isOpenableLink('http://10.0.0.1:8080')).toBe(true);
    expect(isOpenableLink('javascript:alert(1)')).toBe(false);
    expect(isOpenableLink('file:///etc/passwd')).toBe(false);
    expect(isOpenableLink('not a url')).toBe(false);
  });
});
