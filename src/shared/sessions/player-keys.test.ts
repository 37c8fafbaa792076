// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { commandFor, neighbourMark, type KeyLike } from './player-keys';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<KeyLike> = {}): KeyLike => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target,
  ...mods,
});

function el(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.querySelector('[data-t]')!;
}

describe('the players’ keys', () => {
  it('maps each key to its command', () => {
    expect(commandFor(press(' '))).toEqual({ kind: 'toggle' });
    expect(commandFor(press('ArrowLeft'))).toEqual({ kind: 'skip', direction: -1 });
    expect(commandFor(press('ArrowRight'))).toEqual({ kind: 'skip', direction: 1 });
    expect(commandFor(press(','))).toEqual({ kind: 'step', direction: -1 });
    expect(commandFor(press('.'))).toEqual({ kind: 'step', direction: 1 });
    expect(commandFor(press('['))).toEqual({ kind: 'mark', direction: -1 });
    expect(commandFor(press(']'))).toEqual({ kind: 'mark', direction: 1 });
    expect(commandFor(press('7'))).toEqual({ kind: 'jump', tenths: 7 });
    expect(commandFor(press('f'))).toEqual({ kind: 'fullscreen' });
    expect(commandFor(press('b'))).toEqual({ kind: 'bookmark' });
    expect(commandFor(press('?'))).toEqual({ kind: 'help' });
    expect(commandFor(press('x'))).toBeNull();
    expect(commandFor(press('F'))).toBeNull();
  });

  it('leaves modified keys to the browser and typed keys to fields, menus and dialogs', () => {
    expect(commandFor(press('f', document.body, { ctrlKey: true }))).toBeNull();
    expect(commandFor(press('5', document.body, { altKey: true }))).toBeNull();
    expect(commandFor(press('b', document.body, { metaKey: true }))).toBeNull();
    for (const html of [
      '<input data-t>',
      '<textarea data-t></textarea>',
      '<select data-t></select>',
      '<div contenteditable="true"><span data-t>x</span></div>',
      '<div role="menu"><button data-t>1×</button></div>',
      '<div role="dialog"><button data-t>Close</button></div>',
    ]) {
      const target = el(html);
      for (const key of [' ', 'b', '5', '?', 'ArrowLeft']) expect(commandFor(press(key, target)), `${html} ${key}`).toBeNull();
    }
  });

  it('leaves Space and the arrows to a focused control, but not the letter keys; xterm’s textarea is no field', () => {
    const button = el('<button data-t>Play</button>');
    expect(commandFor(press(' ', button))).toBeNull();
    expect(commandFor(press('ArrowRight', button))).toBeNull();
    expect(commandFor(press('b', button))).toEqual({ kind: 'bookmark' });
    const slider = el('<div role="slider" tabindex="0" data-t></div>');
    expect(commandFor(press('ArrowLeft', slider))).toBeNull();
    expect(commandFor(press('3', slider))).toEqual({ kind: 'jump', tenths: 3 });
    const xterm = el('<textarea class="xterm-helper-textarea" data-t></textarea>');
    expect(commandFor(press(' ', xterm))).toEqual({ kind: 'toggle' });
  });

  it('finds the mark before or after a position', () => {
    const marks = [10_000, 2_000, 30_000, 10_000];
    expect(neighbourMark(marks, 0, 1)).toBe(2_000);
    expect(neighbourMark(marks, 2_000, 1)).toBe(10_000);
    expect(neighbourMark(marks, 30_000, 1)).toBeNull();
    expect(neighbourMark(marks, 10_000, -1, 0)).toBe(2_000);
    expect(neighbourMark(marks, 10_200, -1)).toBe(2_000); // just past a mark while playing: the one before
    expect(neighbourMark(marks, 10_200, -1, 0)).toBe(10_000);
    expect(neighbourMark(marks, 2_000, -1, 0)).toBeNull();
    expect(neighbourMark([], 5, 1)).toBeNull();
  });
});
