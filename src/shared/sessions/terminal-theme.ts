import type { ITheme } from '@xterm/xterm';

// Terminal colours for each console theme. The dark one sits on the console's navy; the light
// one darkens every colour (greens, yellows and white most) so that text in any ANSI colour has a
// contrast of at least 4.5:1 on white (terminal-theme.test.ts computes it).
export const darkTerminalTheme: ITheme = {
  background: '#0c122d',
  foreground: '#e6e8f4',
  cursor: '#bba7f5',
  cursorAccent: '#0c122d',
  selectionBackground: '#633ce680',
  black: '#1a2147',
  red: '#ff6b6b',
  green: '#51cf66',
  yellow: '#fcc419',
  blue: '#74a9ff',
  magenta: '#cc5de8',
  cyan: '#3bc9db',
  white: '#dee2e6',
  brightBlack: '#7d84ad',
  brightRed: '#ff8787',
  brightGreen: '#8ce99a',
  brightYellow: '#ffe066',
  brightBlue: '#a5c8ff',
  brightMagenta: '#e599f7',
  brightCyan: '#99e9f2',
  brightWhite: '#ffffff',
};

export const lightTerminalTheme: ITheme = {
  background: '#ffffff',
  foreground: '#1a2147',
  cursor: '#512fc9',
  cursorAccent: '#ffffff',
  selectionBackground: '#bba7f580',
  black: '#1a2147',
  red: '#c92a2a',
  green: '#237032',
  yellow: '#946800',
  blue: '#1c5fc7',
  magenta: '#9c36b5',
  cyan: '#0b7285',
  white: '#6b737b',
  brightBlack: '#495057',
  brightRed: '#d02a2a',
  brightGreen: '#2a7d3a',
  brightYellow: '#8f6500',
  brightBlue: '#1971c2',
  brightMagenta: '#a238c0',
  brightCyan: '#0a7184',
  brightWhite: '#343a40',
};

export const terminalThemeFor = (scheme: 'light' | 'dark'): ITheme => (scheme === 'dark' ? darkTerminalTheme : lightTerminalTheme);

/** The search add-on's highlights: matches in yellow, the current match in orange (both schemes). */
export const SEARCH_DECORATIONS = {
  matchBackground: '#fcc41966',
  matchOverviewRuler: '#fcc419',
  activeMatchBackground: '#ff922b',
  activeMatchColorOverviewRuler: '#ff922b',
};
