// The desktop gets keys as PC scancodes (set 1), as a keyboard wire would send them: a key is its
// place on the keyboard (KeyboardEvent.code), never the character it types, so the remote layout
// decides what comes out. Extended keys carry the 0xE0 prefix in the high byte (0xE01D: right Ctrl).
// KeyTracker remembers what is held, so leaving the canvas releases every key the desktop saw go down.

const BASE: Record<string, number> = {
  Escape: 0x01,
  Minus: 0x0c,
  Equal: 0x0d,
  Backspace: 0x0e,
  Tab: 0x0f,
  BracketLeft: 0x1a,
  BracketRight: 0x1b,
  Enter: 0x1c,
  ControlLeft: 0x1d,
  Semicolon: 0x27,
  Quote: 0x28,
  Backquote: 0x29,
  ShiftLeft: 0x2a,
  Backslash: 0x2b,
  Comma: 0x33,
  Period: 0x34,
  Slash: 0x35,
  ShiftRight: 0x36,
  NumpadMultiply: 0x37,
  AltLeft: 0x38,
  Space: 0x39,
  CapsLock: 0x3a,
  NumLock: 0x45,
  ScrollLock: 0x46,
  Numpad7: 0x47,
  Numpad8: 0x48,
  Numpad9: 0x49,
  NumpadSubtract: 0x4a,
  Numpad4: 0x4b,
  Numpad5: 0x4c,
  Numpad6: 0x4d,
  NumpadAdd: 0x4e,
  Numpad1: 0x4f,
  Numpad2: 0x50,
  Numpad3: 0x51,
  Numpad0: 0x52,
  NumpadDecimal: 0x53,
  IntlBackslash: 0x56,
  F11: 0x57,
  F12: 0x58,
  NumpadEqual: 0x59,
  KanaMode: 0x70,
  IntlRo: 0x73,
  Convert: 0x79,
  NonConvert: 0x7b,
  IntlYen: 0x7d,
  NumpadComma: 0x7e,
  // Extended keys.
  MediaTrackPrevious: 0xe010,
  MediaTrackNext: 0xe019,
  NumpadEnter: 0xe01c,
  ControlRight: 0xe01d,
  AudioVolumeMute: 0xe020,
  MediaPlayPause: 0xe022,
  MediaStop: 0xe024,
  AudioVolumeDown: 0xe02e,
  AudioVolumeUp: 0xe030,
  NumpadDivide: 0xe035,
  PrintScreen: 0xe037,
  AltRight: 0xe038,
  Home: 0xe047,
  ArrowUp: 0xe048,
  PageUp: 0xe049,
  ArrowLeft: 0xe04b,
  ArrowRight: 0xe04d,
  End: 0xe04f,
  ArrowDown: 0xe050,
  PageDown: 0xe051,
  Insert: 0xe052,
  Delete: 0xe053,
  MetaLeft: 0xe05b,
  MetaRight: 0xe05c,
  ContextMenu: 0xe05d,
};

// Rows of the main block, in scancode order.
const ROWS: [string, number][] = [
  ['1234567890', 0x02],
  ['QWERTYUIOP', 0x10],
  ['ASDFGHJKL', 0x1e],
  ['ZXCVBNM', 0x2c],
];
const TABLE: Map<string, number> = new Map(Object.entries(BASE));
for (const [keys, first] of ROWS) [...keys].forEach((k, i) => TABLE.set(/\d/.test(k) ? `Digit${k}` : `Key${k}`, first + i));
for (let n = 1; n <= 10; n++) TABLE.set(`F${n}`, 0x3a + n); // F1 0x3B … F10 0x44
for (let n = 13; n <= 23; n++) TABLE.set(`F${n}`, 0x64 + n - 13); // F13 0x64 … F23 0x6E
TABLE.set('F24', 0x76);

/** The set-1 scancode of a physical key, or null for keys without one (unknown, Fn, Pause). */
export function scancodeOf(code: string): number | null {
  return TABLE.get(code) ?? null;
}

/** Ctrl+Alt+Del as the desktop must see it: three downs, then the ups in reverse. */
export const CTRL_ALT_DEL: readonly { scancode: number; down: boolean }[] = [
  { scancode: 0x1d, down: true },
  { scancode: 0x38, down: true },
  { scancode: 0xe053, down: true },
  { scancode: 0xe053, down: false },
  { scancode: 0x38, down: false },
  { scancode: 0x1d, down: false },
];

/** The keys held down on the desktop; releasing them all when the canvas loses the focus. */
export class KeyTracker {
  private readonly held = new Set<number>();

  constructor(private readonly send: (scancode: number, down: boolean) => void) {}

  /** A browser key event; false when the key has no scancode (the browser may keep it). */
  key(code: string, down: boolean): boolean {
    const scancode = scancodeOf(code);
    if (scancode === null) return false;
    if (down) this.held.add(scancode);
    else if (!this.held.delete(scancode)) return true; // an up the desktop never saw go down
    this.send(scancode, down);
    return true;
  }

  /** Release whatever is held (blur, hidden tab, a dialog took the focus). */
  releaseAll(): void {
    for (const scancode of [...this.held].reverse()) this.send(scancode, false);
    this.held.clear();
  }

  get size(): number {
    return this.held.size;
  }
}
