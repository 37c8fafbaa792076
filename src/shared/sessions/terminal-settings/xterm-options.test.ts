import { describe, expect, it } from 'vitest';
import type { ITerminalOptions } from '@xterm/xterm';
import { darkTerminalTheme, highContrastTerminalTheme, lightTerminalTheme } from '../terminal-theme';
import { defaultTerminalSettings } from './settings';
import { applyXtermOptions, fontFamilyList, xtermOptionsFor } from './xterm-options';

const defaults = defaultTerminalSettings(1000);

describe('terminal settings as xterm options', () => {
  it('maps the defaults to today’s terminal: console font and theme, block cursor, right click selects a word', () => {
    expect(xtermOptionsFor(defaults, 'dark', 'Mono')).toEqual({
      fontFamily: 'Mono',
      fontSize: 14,
      lineHeight: 1,
      theme: darkTerminalTheme,
      cursorStyle: 'block',
      cursorBlink: true,
      scrollback: 1000,
      screenReaderMode: false,
      rightClickSelectsWord: true,
    });
    expect(xtermOptionsFor(defaults, 'light', 'Mono').theme).toBe(lightTerminalTheme);
  });

  it('maps every chosen value', () => {
    const o = xtermOptionsFor(
      {
        ...defaults,
        fontFamily: 'Fira Code',
        fontSize: 18,
        lineHeight: 1.2,
        theme: 'high-contrast',
        cursorStyle: 'underline',
        cursorBlink: false,
        scrollback: 50_000,
        screenReaderMode: true,
        rightClickPaste: true,
      },
      'light',
      'Mono, monospace',
    );
    expect(o).toEqual({
      fontFamily: '"Fira Code", Mono, monospace',
      fontSize: 18,
      lineHeight: 1.2,
      theme: highContrastTerminalTheme,
      cursorStyle: 'underline',
      cursorBlink: false,
      scrollback: 50_000,
      screenReaderMode: true,
      rightClickSelectsWord: false,
    });
    expect(fontFamilyList('', 'monospace')).toBe('monospace');
  });

  it('sets only the options that changed, and says when the cell size may have changed', () => {
    const options: ITerminalOptions = { ...xtermOptionsFor(defaults, 'dark', 'Mono') };
    const sets: string[] = [];
    const term = {
      options: new Proxy(options, {
        set(target, key, value) {
          sets.push(String(key));
          (target as Record<string, unknown>)[key as string] = value;
          return true;
        },
      }),
    };
    expect(applyXtermOptions(term, xtermOptionsFor(defaults, 'dark', 'Mono'))).toBe(false);
    expect(sets).toEqual([]);
    expect(applyXtermOptions(term, xtermOptionsFor({ ...defaults, theme: 'paper', cursorStyle: 'bar' }, 'dark', 'Mono'))).toBe(false);
    expect(sets).toEqual(['theme', 'cursorStyle']);
    sets.length = 0;
    expect(
      applyXtermOptions(term, xtermOptionsFor({ ...defaults, theme: 'paper', cursorStyle: 'bar', fontSize: 20 }, 'dark', 'Mono')),
    ).toBe(true);
    expect(sets).toEqual(['fontSize']);
    expect(options.fontSize).toBe(20);
  });
});
