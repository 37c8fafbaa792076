import { describe, expect, it } from 'vitest';
import { browserKeptShortcuts, pageKeyAction, terminalShortcuts } from './page-keys';
import { availableFonts } from './fonts';

const key = (code: string, key: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {}) => ({
  type: 'keydown',
  code,
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...mods,
});

describe('the terminal page keys', () => {
  it('takes Ctrl+Alt+R for screen-reader mode and Ctrl+Shift+/ for the sheet, nothing else', () => {
    expect(pageKeyAction(key('KeyR', 'r', { ctrlKey: true, altKey: true }))).toBe('screen-reader');
    expect(pageKeyAction(key('Slash', '?', { ctrlKey: true, shiftKey: true }))).toBe('keys-sheet');
    // What shells use stays with the shell.
    expect(pageKeyAction(key('KeyR', 'r', { ctrlKey: true }))).toBeNull(); // reverse search
    expect(pageKeyAction(key('KeyR', 'r', { altKey: true }))).toBeNull();
    expect(pageKeyAction(key('Slash', '/', { ctrlKey: true }))).toBeNull(); // undo (^_)
    expect(pageKeyAction(key('Slash', '?', { shiftKey: true }))).toBeNull(); // a typed ?
    expect(pageKeyAction({ ...key('KeyR', 'r', { ctrlKey: true, altKey: true }), type: 'keyup' })).toBeNull();
    expect(pageKeyAction(key('KeyR', 'r', { ctrlKey: true, altKey: true, metaKey: true }))).toBeNull();
  });

  it('lists the terminal’s keys, then the panes’, and what the browser keeps', () => {
    const list = terminalShortcuts([{ keys: ['Alt', '1'], what: 'First pane' }]);
    expect(list.map((s) => s.keys.join('+'))).toEqual([
      'Ctrl+F',
      'Ctrl+Shift+C',
      'Ctrl+Shift+V',
      'Ctrl+Alt+R',
      'Ctrl+Shift+/',
      'Full screen',
      'Alt+1',
    ]);
    expect(browserKeptShortcuts(false)[0]!.what).toMatch(/even in full screen/);
    expect(browserKeptShortcuts(true)[0]!.what).toMatch(/in full screen they reach the shell/);
    expect(browserKeptShortcuts(true)[0]!.keys).toEqual(['Ctrl+W', 'Ctrl+T', 'Ctrl+N']);
  });
});

describe('installed monospace fonts', () => {
  it('lists a font when text in it measures differently from a generic family', () => {
    const widths: Record<string, number> = {
      '32px monospace': 100,
      '32px serif': 120,
      '32px "Menlo", monospace': 90,
      '32px "Menlo", serif': 90,
    };
    const measure = (font: string) => widths[font] ?? (font.endsWith('monospace') ? 100 : 120);
    expect(availableFonts(measure, ['Menlo', 'Consolas'])).toEqual(['Menlo']);
    expect(availableFonts(() => null, ['Menlo'])).toEqual([]);
  });
});
