import { describe, expect, it } from 'vitest';
import type { ITheme } from '@xterm/xterm';
import { contrast } from '@/platform/contrast';
import { darkTerminalTheme, FIXED_TERMINAL_THEMES, lightTerminalTheme, TERMINAL_THEMES, terminalThemeById } from './terminal-theme';
import { dimShade, MIN_CONTRAST, PALETTE_KEYS, terminalDimCss } from './terminal-dim';

const TEXT_COLOURS = ['foreground', ...PALETTE_KEYS] as (keyof ITheme)[];

function belowAA(theme: ITheme, keys: (keyof ITheme)[], colourOf = (c: string) => c): string[] {
  return keys
    .map((key) => ({ key, colour: colourOf(theme[key] as string) }))
    .map(({ key, colour }) => ({ key, colour, ratio: contrast(colour, theme.background!) }))
    .filter(({ ratio }) => ratio < MIN_CONTRAST)
    .map(({ key, colour, ratio }) => `${String(key)} ${colour}: ${ratio.toFixed(2)}`);
}

describe('terminal colour contrast', () => {
  it('gives text in every ANSI colour at least 4.5:1 on the light background', () => {
    expect(TEXT_COLOURS).toHaveLength(17);
    expect(belowAA(lightTerminalTheme, TEXT_COLOURS)).toEqual([]);
  });

  it('does the same on the dark background, black included', () => {
    expect(belowAA(darkTerminalTheme, TEXT_COLOURS)).toEqual([]);
  });

  it.each(Object.keys(FIXED_TERMINAL_THEMES))('gives the foreground and all 16 ANSI colours at least 4.5:1 in the %s theme', (id) => {
    const theme = FIXED_TERMINAL_THEMES[id as keyof typeof FIXED_TERMINAL_THEMES];
    expect(belowAA(theme, TEXT_COLOURS)).toEqual([]);
    expect(PALETTE_KEYS.every((k) => typeof theme[k] === 'string')).toBe(true);
  });

  it('has a palette for every theme of the settings, the console one following the scheme', () => {
    expect(TERMINAL_THEMES.map((t) => t.id).filter((id) => id !== 'console')).toEqual(Object.keys(FIXED_TERMINAL_THEMES));
    expect(terminalThemeById('console', 'dark')).toBe(darkTerminalTheme);
    expect(terminalThemeById('console', 'light')).toBe(lightTerminalTheme);
    expect(terminalThemeById('light', 'dark')).toBe(lightTerminalTheme);
    const hc = FIXED_TERMINAL_THEMES['high-contrast'];
    expect([hc.background, hc.foreground]).toEqual(['#000000', '#ffffff']);
    expect(contrast(hc.cursor!, hc.background!)).toBeGreaterThanOrEqual(7);
  });

  it('keeps dim text at 4.5:1 too, in every theme', () => {
    for (const theme of [lightTerminalTheme, darkTerminalTheme, ...Object.values(FIXED_TERMINAL_THEMES)]) {
      const keys = TEXT_COLOURS.filter((k) => contrast(theme[k] as string, theme.background!) >= MIN_CONTRAST);
      expect(belowAA(theme, keys, (c) => dimShade(c, theme.background!))).toEqual([]);
    }
  });
});

describe('dimShade', () => {
  it('moves half-way towards the background when the contrast allows it', () => {
    // Black on white: half-way is #808080 (3.9:1), too light; the shade stops at 4.5:1.
    const shade = dimShade('#000000', '#ffffff');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade, '#ffffff')).toBeLessThan(4.6);
    // White on black has room: exactly half-way.
    expect(dimShade('#ffffff', '#000000')).toBe('#808080');
  });

  it('leaves a colour already at the minimum (or under it) as it is', () => {
    expect(dimShade('#767676', '#ffffff')).toBe('#767676');
    expect(dimShade('#999999', '#ffffff')).toBe('#999999');
  });

  it('writes a rule per palette colour and scheme (and per settings theme), stronger than xterm’s own', () => {
    const css = terminalDimCss();
    expect(css.match(/xterm-fg-\d+\.xterm-dim/g)).toHaveLength(16 * (2 + Object.keys(FIXED_TERMINAL_THEMES).length));
    expect(css).toContain("[data-terminal-theme='paper'] .xterm.xterm .xterm-rows .xterm-dim { color: #");
    expect(css).toContain("[data-mantine-color-scheme='light'] .xterm.xterm .xterm-rows .xterm-dim { color: #");
  });
});
