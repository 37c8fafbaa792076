import type { ITheme } from '@xterm/xterm';
import { contrast, parseColor } from '@/platform/contrast';
import { darkTerminalTheme, FIXED_TERMINAL_THEMES, lightTerminalTheme } from './terminal-theme';

// Dim text (SGR 2). xterm's DOM renderer draws it at half the opacity of its colour, which puts
// most colours under 4.5:1 on the light background. Here each palette colour gets a dim shade of
// its own: as close to half-way towards the background as the 4.5:1 minimum allows (a colour
// already near the minimum stays as it is). Colours a program gives as RGB or from the 256-colour
// table keep xterm's half opacity (a known exception in docs/accessibility.md).

const ANSI = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'] as const;
/** xterm's palette order: the 8 colours, then their bright forms (classes xterm-fg-0 … xterm-fg-15). */
export const PALETTE_KEYS = [...ANSI, ...ANSI.map((c) => `bright${c[0]!.toUpperCase()}${c.slice(1)}`)] as (keyof ITheme)[];
export const MIN_CONTRAST = 4.5;

const hex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `colour` moved towards `background` by up to half the way, keeping at least `min`:1 contrast. */
export function dimShade(colour: string, background: string, min = MIN_CONTRAST): string {
  const [fg, bg] = [parseColor(colour).rgb, parseColor(background).rgb];
  const mix = (t: number) => hex(fg.map((v, i) => v + (bg[i]! - v) * t));
  if (contrast(colour, background) < min) return colour;
  let [lo, hi] = [0, 0.5];
  if (contrast(mix(hi), background) >= min) return mix(hi);
  for (let step = 0; step < 20; step++) {
    const t = (lo + hi) / 2;
    if (contrast(mix(t), background) >= min) lo = t;
    else hi = t;
  }
  return mix(lo);
}

function rulesFor(scope: string, theme: ITheme): string {
  const bg = theme.background!;
  // Two class names on .xterm outweigh xterm's own (owner class, rows, colour and dim).
  const at = `${scope} .xterm.xterm .xterm-rows`;
  const rules = [`${at} .xterm-dim { color: ${dimShade(theme.foreground!, bg)}; }`];
  PALETTE_KEYS.forEach((key, i) => rules.push(`${at} .xterm-fg-${i}.xterm-dim { color: ${dimShade(theme[key] as string, bg)}; }`));
  return rules.join('\n');
}

/**
 * The dim shades of both schemes as CSS, then those of each theme a user can pick in the terminal
 * settings (on the terminal's box as data-terminal-theme; equally specific and later, so they win).
 */
export const terminalDimCss = () =>
  [
    rulesFor(`[data-mantine-color-scheme='light']`, lightTerminalTheme),
    rulesFor(`[data-mantine-color-scheme='dark']`, darkTerminalTheme),
    ...Object.entries(FIXED_TERMINAL_THEMES).map(([id, theme]) => rulesFor(`[data-terminal-theme='${id}']`, theme)),
  ].join('\n');

let installed = false;
/** Adds the dim shades to the document once (the terminal and the player call it). */
export function installTerminalDim(doc: Document = document) {
  if (installed) return;
  installed = true;
  const style = doc.createElement('style');
  style.dataset.terminalDim = '';
  style.textContent = terminalDimCss();
  doc.head.appendChild(style);
}
