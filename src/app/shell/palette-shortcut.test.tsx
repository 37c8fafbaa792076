// The palette's shortcut fires exactly where Mantine's useHotkeys([['mod+K', …]], []) fired (as
// the shell called it: no tags ignored).
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useHotkeys } from '@mantine/hooks';
import { usePaletteShortcut } from './palette-shortcut';

function Both({ ours, theirs }: { ours: () => void; theirs: () => void }) {
  usePaletteShortcut(ours);
  useHotkeys([['mod+K', theirs]], []);
  return (
    <>
      <input aria-label="field" />
      <textarea aria-label="area" />
      <div aria-label="editable" contentEditable suppressContentEditableWarning />
      <button type="button">button</button>
    </>
  );
}

describe('palette shortcut', () => {
  it('fires, and prevents the default, as useHotkeys did', () => {
    const ours = vi.fn();
    const theirs = vi.fn();
    const view = render(<Both ours={ours} theirs={theirs} />);
    const targets = [document.body, ...['field', 'area', 'editable'].map((l) => view.getByLabelText(l)), view.getByRole('button')];
    const presses = [
      { key: 'k', ctrlKey: true },
      { key: 'K', ctrlKey: true },
      { key: 'k', metaKey: true },
      { key: 'k', ctrlKey: true, shiftKey: true },
      { key: 'k', ctrlKey: true, altKey: true },
      { key: 'k' },
      { key: 'j', ctrlKey: true },
      { key: 'Enter', ctrlKey: true },
    ];
    for (const target of targets) {
      for (const press of presses) {
        ours.mockClear();
        theirs.mockClear();
        const a = new KeyboardEvent('keydown', { ...press, bubbles: true, cancelable: true });
        target.dispatchEvent(a);
        const calls = ours.mock.calls.length;
        expect(ours.mock.calls.length, `${target.tagName} ${JSON.stringify(press)}`).toBe(theirs.mock.calls.length);
        expect(a.defaultPrevented).toBe(calls > 0);
      }
    }
  });
});
