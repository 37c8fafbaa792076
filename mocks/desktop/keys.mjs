// @ts-check
/**
 * PC/AT set-1 scancodes (what TDP keyboard messages carry) as the desktop mock reads them:
 * characters for letters, digits, space and US-layout punctuation (with Shift), and the keys
 * the mock acts on. Extended keys are 0xe0xx.
 */
const ROWS = [
  [0x02, '1234567890-=', '!@#$%^&*()_+'],
  [0x10, 'qwertyuiop[]', 'QWERTYUIOP{}'],
  [0x1e, "asdfghjkl;'`", 'ASDFGHJKL:"~'],
  [0x2b, '\\zxcvbnm,./', '|ZXCVBNM<>?'],
];
/** @type {Map<number, [string, string]>} */
const CHARS = new Map();
for (const [first, plain, shifted] of /** @type {Array<[number, string, string]>} */ (ROWS)) {
  [...plain].forEach((ch, i) => CHARS.set(first + i, [ch, shifted[i] ?? ch]));
}
CHARS.set(0x39, [' ', ' ']);

export const SCANCODE = Object.freeze({
  Backspace: 0x0e,
  Tab: 0x0f,
  Enter: 0x1c,
  NumpadEnter: 0xe01c,
  ControlLeft: 0x1d,
  ControlRight: 0xe01d,
  ShiftLeft: 0x2a,
  ShiftRight: 0x36,
  AltLeft: 0x38,
  AltRight: 0xe038,
  Delete: 0xe053,
  F5: 0x3f,
  F6: 0x40,
  F7: 0x41,
  F8: 0x42,
  KeyA: 0x1e,
  KeyC: 0x2e,
  KeyV: 0x2f,
});

/**
 * The character a key types, or null for keys that type none.
 * @param {number} scancode
 * @param {boolean} shift
 */
export function charOf(scancode, shift) {
  const pair = CHARS.get(scancode);
  return pair ? pair[shift ? 1 : 0] : null;
}
