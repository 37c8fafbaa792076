import type { ITheme } from '@xterm/xterm';

// Terminal colours for each console theme, and the other themes a user can pick in the terminal's
// settings. The dark one sits on the console's navy; the light one darkens every colour (greens,
// yellows and white most) so that text in any ANSI colour, black included, has a contrast of at
// least 4.5:1 on its background in every theme (terminal-theme.test.ts computes it). In the dark
// themes "black" is therefore a grey, as it is in most high-contrast terminal palettes.
export const darkTerminalTheme: ITheme = {
  background: '#0c122d',
  foreground: '#e6e8f4',
  cursor: '#bba7f5',
  cursorAccent: '#0c122d',
  selectionBackground: '#633ce680',
  black: '#7c8096',
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

/** A blue-green dark palette in the manner of Solarized, lightened where it fell under 4.5:1. */
export const oceanTerminalTheme: ITheme = {
  background: '#002b36',
  foreground: '#93a1a1',
  cursor: '#eee8d5',
  cursorAccent: '#002b36',
  selectionBackground: '#2aa19866',
  black: '#829298',
  red: '#e56765',
  green: '#859900',
  yellow: '#b58900',
  blue: '#3a95d6',
  magenta: '#de66a0',
  cyan: '#2aa198',
  white: '#eee8d5',
  brightBlack: '#9aa9ad',
  brightRed: '#d7744c',
  brightGreen: '#a3b32a',
  brightYellow: '#c9a227',
  brightBlue: '#6c9bd2',
  brightMagenta: '#8589ce',
  brightCyan: '#56b6c2',
  brightWhite: '#fdf6e3',
};

/** A warm light palette: dark brown ink on cream paper. */
export const paperTerminalTheme: ITheme = {
  background: '#fbf5e9',
  foreground: '#3b2f24',
  cursor: '#8a3b12',
  cursorAccent: '#fbf5e9',
  selectionBackground: '#e0c89a99',
  black: '#3b2f24',
  red: '#b3261e',
  green: '#3f6b1f',
  yellow: '#8a5a00',
  blue: '#2b5797',
  magenta: '#8e3a80',
  cyan: '#1f6f6f',
  white: '#6e6258',
  brightBlack: '#5c5048',
  brightRed: '#c2410c',
  brightGreen: '#4c7b0f',
  brightYellow: '#946200',
  brightBlue: '#3a63b8',
  brightMagenta: '#a0438f',
  brightCyan: '#217a7a',
  brightWhite: '#2a211a',
};

/** Pure white on pure black, every colour far above the minimum, and a yellow cursor that stands out. */
export const highContrastTerminalTheme: ITheme = {
  background: '#000000',
  foreground: '#ffffff',
  cursor: '#ffff00',
  cursorAccent: '#000000',
  selectionBackground: '#ffffff66',
  selectionForeground: '#000000',
  black: '#8c8c8c',
  red: '#ff5c5c',
  green: '#3cff3c',
  yellow: '#ffff3c',
  blue: '#7aa8ff',
  magenta: '#ff70ff',
  cyan: '#3cffff',
  white: '#e6e6e6',
  brightBlack: '#b3b3b3',
  brightRed: '#ff9090',
  brightGreen: '#99ff99',
  brightYellow: '#ffff99',
  brightBlue: '#add0ff',
  brightMagenta: '#ffadff',
  brightCyan: '#99ffff',
  brightWhite: '#ffffff',
};

/** The themes of the terminal settings; 'console' follows the console's light or dark. */
export const TERMINAL_THEMES = [
  { id: 'console', label: 'Console (follows light or dark)' },
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'ocean', label: 'Ocean (dark blue-green)' },
  { id: 'paper', label: 'Paper (warm light)' },
  { id: 'high-contrast', label: 'High contrast' },
] as const;
export type TerminalThemeId = (typeof TERMINAL_THEMES)[number]['id'];

/** Every fixed palette by its id (the console theme is one of light and dark). */
export const FIXED_TERMINAL_THEMES: Record<Exclude<TerminalThemeId, 'console'>, ITheme> = {
  light: lightTerminalTheme,
  dark: darkTerminalTheme,
  ocean: oceanTerminalTheme,
  paper: paperTerminalTheme,
  'high-contrast': highContrastTerminalTheme,
};

/** The palette of a theme choice in the console's current scheme. */
export const terminalThemeById = (id: TerminalThemeId, scheme: 'light' | 'dark'): ITheme =>
  id === 'console' ? terminalThemeFor(scheme) : FIXED_TERMINAL_THEMES[id];

/** The search add-on's highlights: matches in yellow, the current match in orange (both schemes). */
export const SEARCH_DECORATIONS = {
  matchBackground: '#fcc41966',
  matchOverviewRuler: '#fcc419',
  activeMatchBackground: '#ff922b',
  activeMatchColorOverviewRuler: '#ff922b',
};
