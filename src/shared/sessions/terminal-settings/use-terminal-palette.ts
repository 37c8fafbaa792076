// The palette the user's settings give in the console's current scheme (for the box around a
// terminal, so its margin has the terminal's background).
import type { ITheme } from '@xterm/xterm';
import { terminalThemeById } from '../terminal-theme';
import { useTerminalSettings } from './use-terminal-settings';

export function useTerminalPalette(scheme: 'light' | 'dark'): ITheme {
  return terminalThemeById(useTerminalSettings().settings.theme, scheme);
}
