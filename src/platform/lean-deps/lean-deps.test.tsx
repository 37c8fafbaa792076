// The stand-ins of codegen/vite-lean-deps.mjs behave as the parts of the real libraries they replace.
import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll';
import { RemoveScroll } from './remove-scroll-class-names';
import { useMergeRefs } from './merge-refs';

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
});
