// The stand-ins of codegen/vite-lean-deps.mjs behave as the parts of the real libraries they replace.
import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll';
import { RemoveScroll } from './remove-scroll-class-names';
import { useMergeRefs } from './merge-refs';
import { ScrollArea } from './native-scroll-area';

describe('lean dependency stand-ins', () => {
  it('carry react-remove-scroll’s class names', () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames);
  });

  it('merge refs: every ref gets the element, and null when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callback = vi.fn();
    function Probe() {
      const ref = useMergeRefs<HTMLDivElement>([objectRef, callback, undefined]);
      return <div ref={ref} data-testid="probe" />;
    }
    const view = render(<Probe />);
    const node = view.getByTestId('probe');
    expect(objectRef.current).toBe(node);
    expect(callback).toHaveBeenLastCalledWith(node);
    view.unmount();
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('merge no refs into none', () => {
    let merged: unknown = 'unset';
    function Probe() {
      merged = useMergeRefs([undefined, null]);
      return null;
    }
    render(<Probe />);
    expect(merged).toBeNull();
  });

  it('scroll a Table container natively, with the ref on the element and no Mantine props in the DOM', () => {
    const ref = createRef<HTMLDivElement>();
    const view = render(
      <ScrollArea ref={ref} offsetScrollbars="x" type="auto" data-testid="area" style={{ maxHeight: 10 }}>
        rows
      </ScrollArea>,
    );
    const node = view.getByTestId('area');
    expect(ref.current).toBe(node);
    expect(node.style.overflow).toBe('auto');
    expect(node.style.maxHeight).toBe('10px');
    expect(node.getAttribute('offsetscrollbars')).toBeNull();
    expect(node.textContent).toBe('rows');
  });
});
