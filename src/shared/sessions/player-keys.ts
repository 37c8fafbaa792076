// The recording players' keyboard: which key does what (pure, so it is tested without a page), and
// the neighbour of a position among marks (`[` `]`). A key typed into a field is the field's; a
// key pressed inside an open menu or dialog is theirs; Space and the arrows are also left to the
// controls that take them themselves (a focused button, link, slider, radio).

export type PlayerCommand =
  | { kind: 'toggle' }
  | { kind: 'skip'; direction: -1 | 1 }
  | { kind: 'step'; direction: -1 | 1 }
  | { kind: 'mark'; direction: -1 | 1 }
  | { kind: 'jump'; tenths: number }
  | { kind: 'fullscreen' }
  | { kind: 'bookmark' }
  | { kind: 'help' };

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

// xterm's helper textarea takes no input in a player (stdin is off): it is not a field.
const FIELDS =
  'input, textarea:not(.xterm-helper-textarea), select, [contenteditable="true"], [contenteditable=""], [role="textbox"], [role="combobox"], [role="menu"], [role="dialog"], [role="alertdialog"]';
const OWN_SPACE_AND_ARROWS = 'button, a[href], summary, [role="radio"], [role="slider"], [role="tab"], [role^="menuitem"]';

function closest(target: EventTarget | null, selector: string): boolean {
  const el = target as Element | null;
  return typeof el?.closest === 'function' && el.closest(selector) !== null;
}

/** What a key press asks of the player, or null when it is not the player's. */
export function commandFor(e: KeyLike): PlayerCommand | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  if (closest(e.target, FIELDS)) return null;
  const own = closest(e.target, OWN_SPACE_AND_ARROWS);
  switch (e.key) {
    case ' ':
      return own ? null : { kind: 'toggle' };
    case 'ArrowLeft':
    case 'ArrowRight':
      return own ? null : { kind: 'skip', direction: e.key === 'ArrowLeft' ? -1 : 1 };
    case ',':
    case '.':
      return { kind: 'step', direction: e.key === ',' ? -1 : 1 };
    case '[':
    case ']':
      return { kind: 'mark', direction: e.key === '[' ? -1 : 1 };
    case 'f':
      return { kind: 'fullscreen' };
    case 'b':
      return { kind: 'bookmark' };
    case '?':
      return { kind: 'help' };
    default:
      return /^[0-9]$/.test(e.key) ? { kind: 'jump', tenths: Number(e.key) } : null;
  }
}

/**
 * The mark before (direction -1) or after (+1) `positionMs`, or null. A mark within `slackMs`
 * behind the position counts as the current one, so `[` while playing just past a mark goes to
 * the one before it rather than back to it.
 */
export function neighbourMark(marks: readonly number[], positionMs: number, direction: -1 | 1, slackMs = 750): number | null {
  const sorted = [...new Set(marks)].sort((a, b) => a - b);
  if (direction > 0) return sorted.find((m) => m > positionMs + 0.5) ?? null;
  for (let i = sorted.length - 1; i >= 0; i--) if (sorted[i]! < positionMs - slackMs) return sorted[i]!;
  return null;
}
