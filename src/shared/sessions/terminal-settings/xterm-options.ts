// Terminal settings as xterm options, and their live application to an open terminal: only the
// options that changed are set (a theme set repaints every row), and the caller is told when the
// cell size changed so that it refits.
import type { ITerminalOptions, ITheme } from '@xterm/xterm';
import { terminalThemeById } from '../terminal-theme';
import type { TerminalSettings } from './settings';

export type SettingsOptions = Required<
  Pick<
    ITerminalOptions,
    | 'fontFamily'
    | 'fontSize'
    | 'lineHeight'
    | 'theme'
    | 'cursorStyle'
    | 'cursorBlink'
    | 'scrollback'
    | 'screenReaderMode'
    | 'rightClickSelectsWord'
  >
> & { theme: ITheme };

/** The font-family list: the chosen font first (quoted; its name is checked), the console's after it. */
export function fontFamilyList(chosen: string, fallback: string): string {
  return chosen ? `"${chosen}", ${fallback}` : fallback;
}

export function xtermOptionsFor(s: TerminalSettings, scheme: 'light' | 'dark', defaultFont: string): SettingsOptions {
  return {
    fontFamily: fontFamilyList(s.fontFamily, defaultFont),
    fontSize: s.fontSize,
    lineHeight: s.lineHeight,
    theme: terminalThemeById(s.theme, scheme),
    cursorStyle: s.cursorStyle,
    cursorBlink: s.cursorBlink,
    scrollback: s.scrollback,
    screenReaderMode: s.screenReaderMode,
    // Right click either pastes (the view handles the context menu) or selects the word under it.
    rightClickSelectsWord: !s.rightClickPaste,
  };
}

const LAYOUT_KEYS = new Set<keyof ITerminalOptions>(['fontFamily', 'fontSize', 'lineHeight']);

/** Sets the options that differ; true when the cell size may have changed (refit then). */
export function applyXtermOptions(term: { options: ITerminalOptions }, next: Partial<SettingsOptions>): boolean {
  let layout = false;
  for (const key of Object.keys(next) as (keyof SettingsOptions)[]) {
    if (term.options[key] === next[key]) continue;
    (term.options as Record<string, unknown>)[key] = next[key];
    if (LAYOUT_KEYS.has(key)) layout = true;
  }
  return layout;
}
