import { describe, expect, it } from 'vitest';
import type { ITheme } from '@xterm/xterm';
import { darkTerminalTheme, lightTerminalTheme } from './terminal-theme';

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const ANSI = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'] as const;
const TEXT_COLOURS = ['foreground', ...ANSI, ...ANSI.map((c) => `bright${c[0]!.toUpperCase()}${c.slice(1)}`)] as (keyof ITheme)[];

function belowAA(theme: ITheme, keys: (keyof ITheme)[]): string[] {
  return keys
    .map((key) => ({ key, ratio: contrast(theme[key] as string, theme.background!) }))
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ key, ratio }) => `${String(key)} ${theme[key] as string}: ${ratio.toFixed(2)}`);
}

describe('terminal colour contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('gives text in every ANSI colour at least 4.5:1 on the light background', () => {
    expect(TEXT_COLOURS).toHaveLength(17);
    expect(belowAA(lightTerminalTheme, TEXT_COLOURS)).toEqual([]);
  });

  it('does the same on the dark background, black aside (programs use it there as a background)', () => {
    expect(
      belowAA(
        darkTerminalTheme,
        TEXT_COLOURS.filter((k) => k !== 'black'),
      ),
    ).toEqual([]);
  });
});
