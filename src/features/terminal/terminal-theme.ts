import type { ITheme } from '@xterm/xterm';

// Terminal colours for each console theme. The dark one sits on the console's navy; the light
// one darkens yellow, cyan and white so they stay readable on white.
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
  brightBlack: '#737aa4',
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
  green: '#2b8a3e',
  yellow: '#946800',
  blue: '#1c5fc7',
  magenta: '#9c36b5',
  cyan: '#0b7285',
  white: '#868e96',
  brightBlack: '#495057',
  brightRed: '#e03131',
  brightGreen: '#2f9e44',
  brightYellow: '#b07f00',
  brightBlue: '#1971c2',
  brightMagenta: '#ae3ec9',
  brightCyan: '#0c8599',
  brightWhite: '#343a40',
};

export const terminalThemeFor = (scheme: 'light' | 'dark'): ITheme => (scheme === 'dark' ? darkTerminalTheme : lightTerminalTheme);
