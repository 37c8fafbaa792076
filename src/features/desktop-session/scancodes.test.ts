import { describe, expect, it } from 'vitest';
import { CTRL_ALT_DEL, KeyTracker, scancodeOf } from './scancodes';

describe('scancodeOf', () => {
  it('maps the main block by position (set 1)', () => {
    expect(scancodeOf('Escape')).toBe(0x01);
    expect(scancodeOf('Digit1')).toBe(0x02);
    expect(scancodeOf('Digit0')).toBe(0x0b);
    expect(scancodeOf('KeyQ')).toBe(0x10);
    expect(scancodeOf('KeyP')).toBe(0x19);
    expect(scancodeOf('KeyA')).toBe(0x1e);
    expect(scancodeOf('KeyL')).toBe(0x26);
    expect(scancodeOf('KeyZ')).toBe(0x2c);
    expect(scancodeOf('KeyM')).toBe(0x32);
    expect(scancodeOf('Enter')).toBe(0x1c);
    expect(scancodeOf('Space')).toBe(0x39);
    expect(scancodeOf('ShiftLeft')).toBe(0x2a);
    expect(scancodeOf('ShiftRight')).toBe(0x36);
  });

  it('maps function keys, including the gap between F10 and F11', () => {
    expect(scancodeOf('F1')).toBe(0x3b);
    expect(scancodeOf('F10')).toBe(0x44);
    expect(scancodeOf('F11')).toBe(0x57);
    expect(scancodeOf('F12')).toBe(0x58);
    expect(scancodeOf('F13')).toBe(0x64);
    expect(scancodeOf('F24')).toBe(0x76);
  });

  it('gives extended keys the 0xE0 prefix, and tells the two Enters and Ctrls apart', () => {
    expect(scancodeOf('ControlLeft')).toBe(0x1d);
    expect(scancodeOf('ControlRight')).toBe(0xe01d);
    expect(scancodeOf('NumpadEnter')).toBe(0xe01c);
    expect(scancodeOf('ArrowUp')).toBe(0xe048);
    expect(scancodeOf('Delete')).toBe(0xe053);
    expect(scancodeOf('NumpadDecimal')).toBe(0x53);
    expect(scancodeOf('MetaLeft')).toBe(0xe05b);
  });

  it('knows no scancode for unknown keys', () => {
    expect(scancodeOf('Fn')).toBeNull();
    expect(scancodeOf('')).toBeNull();
    expect(scancodeOf('Unidentified')).toBeNull();
  });

  it('gives every mapped key its own scancode', () => {
    const codes = ['KeyA', 'KeyB', 'KeyC', 'Digit5', 'Numpad5', 'F5', 'Home', 'Numpad7', 'End', 'Numpad1'].map(scancodeOf);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('KeyTracker', () => {
  it('sends downs and ups and releases held keys in reverse order', () => {
    const sent: [number, boolean][] = [];
    const keys = new KeyTracker((s, d) => sent.push([s, d]));
    expect(keys.key('ControlLeft', true)).toBe(true);
    keys.key('KeyC', true);
    keys.key('KeyC', false);
    keys.key('ShiftLeft', true);
    expect(keys.size).toBe(2);
    keys.releaseAll();
    expect(sent).toEqual([
      [0x1d, true],
      [0x2e, true],
      [0x2e, false],
      [0x2a, true],
      [0x2a, false],
      [0x1d, false],
    ]);
    expect(keys.size).toBe(0);
  });

  it('ignores unknown keys and ups of keys it never saw go down', () => {
    const sent: [number, boolean][] = [];
    const keys = new KeyTracker((s, d) => sent.push([s, d]));
    expect(keys.key('Fn', true)).toBe(false);
    expect(keys.key('KeyA', false)).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe('CTRL_ALT_DEL', () => {
  it('presses Ctrl, Alt and Delete and releases them in reverse', () => {
    expect(CTRL_ALT_DEL.map((k) => `${k.down ? '+' : '-'}${k.scancode.toString(16)}`)).toEqual([
      '+1d',
      '+38',
      '+e053',
      '-e053',
      '-38',
      '-1d',
    ]);
  });
});
