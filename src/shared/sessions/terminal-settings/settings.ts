// The terminal settings of one user in this browser: what they are, their defaults, and the check
// every stored value goes through (storage is user-editable: a value that fails its check falls
// back to its default, field by field). Stored under one key as { [user]: settings }; this era's
// user preferences have no field for them, so they stay in this browser and survive a logout.
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';
import { TERMINAL_THEMES, type TerminalThemeId } from '../terminal-theme';

export type CursorShape = 'block' | 'underline' | 'bar';

export interface TerminalSettings {
  /** A font family name, '' for the console's monospace font. */
  fontFamily: string;
  fontSize: number;
  lineHeight: number;
  theme: TerminalThemeId;
  cursorStyle: CursorShape;
  cursorBlink: boolean;
  scrollback: number;
  copyOnSelect: boolean;
  /** Right click pastes the clipboard (instead of selecting the word under the pointer). */
  rightClickPaste: boolean;
  screenReaderMode: boolean;
}

export const FONT_SIZE = { min: 8, max: 32 } as const;
export const LINE_HEIGHT = { min: 1, max: 2 } as const;
export const SCROLLBACK = { min: 0, max: 100_000 } as const;
export const FONT_FAMILY_MAX = 100;
export const CURSOR_SHAPES: readonly CursorShape[] = ['block', 'underline', 'bar'];

/** The defaults; the scrollback's comes from the proxy's config (1000 lines unless it says otherwise). */
export function defaultTerminalSettings(scrollback = 1000): TerminalSettings {
  return {
    fontFamily: '',
    fontSize: 14,
    lineHeight: 1,
    theme: 'console',
    cursorStyle: 'block',
    cursorBlink: true,
    scrollback: clampScrollback(scrollback),
    copyOnSelect: true,
    rightClickPaste: false,
    screenReaderMode: false,
  };
}

function clampScrollback(n: number): number {
  return Number.isInteger(n) ? Math.min(SCROLLBACK.max, Math.max(SCROLLBACK.min, n)) : 1000;
}

/** Why a typed scrollback is refused, or null when it is fine. */
export function scrollbackProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isInteger(value))
    return `Enter a whole number of lines from ${SCROLLBACK.min} to ${SCROLLBACK.max.toLocaleString('en-US')}.`;
  if (value < SCROLLBACK.min || value > SCROLLBACK.max)
    return `Scrollback must be from ${SCROLLBACK.min} to ${SCROLLBACK.max.toLocaleString('en-US')} lines; ${value.toLocaleString('en-US')} is out of range.`;
  return null;
}

/** Why a typed font family is refused, or null when it is fine ('' is the console's font). */
export function fontFamilyProblem(value: string): string | null {
  if (value.length > FONT_FAMILY_MAX) return `A font name has at most ${FONT_FAMILY_MAX} characters.`;
  // A name goes into a CSS font-family list: letters, digits, spaces, dots, dashes and underscores.
  if (!/^[\p{L}\p{N} ._-]*$/u.test(value)) return 'Use only letters, digits, spaces, dots, dashes and underscores in a font name.';
  return null;
}

const inRange = (v: unknown, { min, max }: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const oneOf = <T extends string>(v: unknown, list: readonly T[]): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
const THEME_IDS = TERMINAL_THEMES.map((t) => t.id);

/** Settings from a stored value: every field checked, a field that fails it takes its default. */
export function parseTerminalSettings(value: unknown, defaults: TerminalSettings): TerminalSettings {
  const v = isRecord(value) ? value : {};
  const bool = (key: keyof TerminalSettings): boolean => (typeof v[key] === 'boolean' ? (v[key] as boolean) : (defaults[key] as boolean));
  return {
    fontFamily:
      typeof v.fontFamily === 'string' && fontFamilyProblem(v.fontFamily.trim()) === null ? v.fontFamily.trim() : defaults.fontFamily,
    fontSize: inRange(v.fontSize, FONT_SIZE) && Number.isInteger(v.fontSize) ? v.fontSize : defaults.fontSize,
    lineHeight: inRange(v.lineHeight, LINE_HEIGHT) ? Math.round(v.lineHeight * 100) / 100 : defaults.lineHeight,
    theme: oneOf(v.theme, THEME_IDS) ? v.theme : defaults.theme,
    cursorStyle: oneOf(v.cursorStyle, CURSOR_SHAPES) ? v.cursorStyle : defaults.cursorStyle,
    cursorBlink: bool('cursorBlink'),
    scrollback: scrollbackProblem(v.scrollback) === null ? (v.scrollback as number) : defaults.scrollback,
    copyOnSelect: bool('copyOnSelect'),
    rightClickPaste: bool('rightClickPaste'),
    screenReaderMode: bool('screenReaderMode'),
  };
}

/** One user's settings in the stored tree (as parsed JSON). */
export function settingsOf(tree: unknown, user: string, defaults: TerminalSettings): TerminalSettings {
  return parseTerminalSettings(isRecord(tree) && Object.hasOwn(tree, user) ? tree[user] : null, defaults);
}

/** Writes one user's settings (only the fields that differ from the defaults), leaving the other users' as they are. */
export function writeTerminalSettings(user: string, settings: TerminalSettings, defaults: TerminalSettings, storage?: Storage): void {
  const stored = readJson(STORAGE_KEYS.terminalSettings, storage);
  const tree: Record<string, unknown> = isRecord(stored) ? { ...stored } : {};
  const changed = Object.fromEntries(
    (Object.keys(settings) as (keyof TerminalSettings)[]).filter((k) => settings[k] !== defaults[k]).map((k) => [k, settings[k]]),
  );
  if (Object.keys(changed).length === 0) delete tree[user];
  else tree[user] = changed;
  writeJson(STORAGE_KEYS.terminalSettings, tree, storage);
}
