// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isKeptOnLogout, STORAGE_KEYS } from '@/auth/storage-keys';
import { readJson } from '@/shared/storage/local-store';
import {
  defaultTerminalSettings,
  fontFamilyProblem,
  parseTerminalSettings,
  scrollbackProblem,
  settingsOf,
  writeTerminalSettings,
  type TerminalSettings,
} from './settings';

const defaults = defaultTerminalSettings(1000);

describe('terminal settings from storage', () => {
  it('has the documented defaults, scrollback from the config', () => {
    expect(defaults).toEqual({
      fontFamily: '',
      fontSize: 14,
      lineHeight: 1,
      theme: 'console',
      cursorStyle: 'block',
      cursorBlink: true,
      scrollback: 1000,
      copyOnSelect: true,
      rightClickPaste: false,
      screenReaderMode: false,
    });
    expect(defaultTerminalSettings(5000).scrollback).toBe(5000);
    expect(defaultTerminalSettings(10 ** 9).scrollback).toBe(100_000);
  });

  it('keeps every valid field', () => {
    const chosen: TerminalSettings = {
      fontFamily: 'JetBrains Mono',
      fontSize: 18,
      lineHeight: 1.25,
      theme: 'high-contrast',
      cursorStyle: 'bar',
      cursorBlink: false,
      scrollback: 0,
      copyOnSelect: false,
      rightClickPaste: true,
      screenReaderMode: true,
    };
    expect(parseTerminalSettings(chosen, defaults)).toEqual(chosen);
  });

  it('falls back to the default field by field when storage was tampered with', () => {
    const parsed = parseTerminalSettings(
      {
        fontFamily: 'x"; background:url(evil)',
        fontSize: 200,
        lineHeight: '2',
        theme: 'neon',
        cursorStyle: 'beam',
        cursorBlink: 'yes',
        scrollback: 1.5,
        copyOnSelect: null,
        rightClickPaste: 1,
        screenReaderMode: true,
        extra: 'ignored',
      },
      defaults,
    );
    expect(parsed).toEqual({ ...defaults, screenReaderMode: true });
    expect(parseTerminalSettings('not an object', defaults)).toEqual(defaults);
    expect(parseTerminalSettings([1, 2], defaults)).toEqual(defaults);
    expect(parseTerminalSettings({ scrollback: 100_001, fontSize: 7, lineHeight: 0.5 }, defaults)).toEqual(defaults);
  });

  it('says what is wrong with a scrollback and what to enter', () => {
    expect(scrollbackProblem(5000)).toBeNull();
    expect(scrollbackProblem(0)).toBeNull();
    expect(scrollbackProblem(100_000)).toBeNull();
    expect(scrollbackProblem(100_001)).toBe('Scrollback must be from 0 to 100,000 lines; 100,001 is out of range.');
    expect(scrollbackProblem(-1)).toMatch(/from 0 to 100,000 lines/);
    expect(scrollbackProblem(2.5)).toBe('Enter a whole number of lines from 0 to 100,000.');
    expect(scrollbackProblem(NaN)).toBe('Enter a whole number of lines from 0 to 100,000.');
  });

  it('accepts plain font names only', () => {
    expect(fontFamilyProblem('')).toBeNull();
    expect(fontFamilyProblem('DejaVu Sans Mono')).toBeNull();
    expect(fontFamilyProblem('Noto_Mono-1.2')).toBeNull();
    expect(fontFamilyProblem('a", serif')).toMatch(/letters, digits/);
    expect(fontFamilyProblem('x'.repeat(101))).toMatch(/at most 100/);
  });

  it('stores per user under one key, only what differs, leaving other users alone; kept on logout', () => {
    localStorage.setItem(STORAGE_KEYS.terminalSettings, JSON.stringify({ bob: { fontSize: 20 } }));
    writeTerminalSettings('alice', { ...defaults, fontSize: 16, theme: 'paper' }, defaults);
    expect(readJson(STORAGE_KEYS.terminalSettings)).toEqual({ bob: { fontSize: 20 }, alice: { fontSize: 16, theme: 'paper' } });
    const tree = readJson(STORAGE_KEYS.terminalSettings);
    expect(settingsOf(tree, 'alice', defaults)).toEqual({ ...defaults, fontSize: 16, theme: 'paper' });
    expect(settingsOf(tree, 'bob', defaults).fontSize).toBe(20);
    expect(settingsOf(tree, 'carol', defaults)).toEqual(defaults);
    expect(settingsOf(tree, '__proto__', defaults)).toEqual(defaults);
    writeTerminalSettings('alice', defaults, defaults);
    expect(readJson(STORAGE_KEYS.terminalSettings)).toEqual({ bob: { fontSize: 20 } });
    expect(isKeptOnLogout(STORAGE_KEYS.terminalSettings)).toBe(true);
  });

  it('reads a corrupt stored value as the defaults', () => {
    localStorage.setItem(STORAGE_KEYS.terminalSettings, '{broken');
    expect(settingsOf(readJson(STORAGE_KEYS.terminalSettings), 'alice', defaults)).toEqual(defaults);
    writeTerminalSettings('alice', { ...defaults, cursorStyle: 'underline' }, defaults);
    expect(readJson(STORAGE_KEYS.terminalSettings)).toEqual({ alice: { cursorStyle: 'underline' } });
  });
});
