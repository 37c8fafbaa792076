// The stand-ins of build/vite-lean-deps.mjs behave as the parts of the real libraries they replace.
import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll';
import { RemoveScroll } from './remove-scroll-class-names';
import { useMergeRefs } from './merge-refs';
import { ScrollArea } from './native-scroll-area';
import { AppShellAside, AppShellFooter, AppShellResizeHandle } from './app-shell-unused';
import { getVariables } from './app-shell-variables';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { sizes, theme as consoleTheme } from '@/platform/theme';
import { Collapse } from './nav-link-collapse';
import { useSyncExternalStoreWithSelector } from './store-with-selector';
// @ts-expect-error -- the package has no declarations (TanStack Store declares what it imports)
import { useSyncExternalStoreWithSelector as realWithSelector } from 'use-sync-external-store/shim/with-selector';
import { act } from '@testing-library/react';
import { pathToFileURL } from 'node:url';
import { replacedModule } from '../../../build/vite-lean-deps.mjs';

// The real module the stand-in replaces: the package does not export it, so the plugin's table
// names it (from the resolved package, at the version the table records).
const realVariables: { getVariables?: unknown } = await import(
  /* @vite-ignore */ pathToFileURL(replacedModule('src/platform/lean-deps/app-shell-variables.ts')).href
);
const realGetVariables = realVariables.getVariables as typeof getVariables;

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

  it('make the AppShell variables Mantine makes, for the shell’s props', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, consoleTheme);
    const header = { height: sizes.topBarHeight };
    const cases = [
      // The shell's: the navbar folded away below the breakpoint, or opened over the page.
      { header, padding: 0, navbar: { width: sizes.sidebarWidth, breakpoint: sizes.minWindowWidth, collapsed: { mobile: true } } },
      { header, padding: 0, navbar: { width: sizes.sidebarWidth, breakpoint: sizes.minWindowWidth, collapsed: { mobile: false } } },
      // Other props of the same kinds.
      {
        header: { height: '4rem', offset: false },
        padding: 'md',
        navbar: { width: { base: 200 }, breakpoint: 'sm', collapsed: { desktop: true } },
      },
      { header: { height: 60, collapsed: true }, padding: 12, navbar: { width: 300, breakpoint: 'md' } },
      { header: undefined, padding: undefined, navbar: undefined },
    ];
    for (const props of cases)
      expect(getVariables({ ...props, theme, mode: 'fixed' }), JSON.stringify(props)).toEqual(
        realGetVariables({ ...props, theme, mode: 'fixed' }),
      );
    expect(() => getVariables({ theme, navbar: { width: { base: 200, sm: 300 }, breakpoint: 'sm' } })).toThrow(/left out/);
    expect(() => getVariables({ theme, aside: { width: 300 } })).toThrow(/left out/);
    expect(() => getVariables({ theme, mode: 'static' })).toThrow(/left out/);
  });

  it('leave out the AppShell parts the shell does not use, and say so when something does', () => {
    expect(() => AppShellAside()).toThrow(/AppShell.Aside/);
    expect(() => AppShellFooter()).toThrow(/AppShell.Footer/);
    expect(AppShellResizeHandle()).toBeNull();
  });

  it('show a NavLink’s nested links only while it is open', () => {
    const view = render(
      <>
        <Collapse expanded className="open">
          shown
        </Collapse>
        <Collapse expanded={false}>gone</Collapse>
        <Collapse expanded={false} keepMounted>
          kept
        </Collapse>
      </>,
    );
    expect(view.container.querySelector('.open')?.textContent).toBe('shown');
    expect(view.queryByText('gone')).toBeNull();
    expect(view.getByText('kept').hidden).toBe(true);
  });

  it('select from a store as the shim did: the same selections, renders and kept references', () => {
    const runs = [useSyncExternalStoreWithSelector, realWithSelector].map((hook) => {
      let state = { count: 0, other: 0 };
      const listeners = new Set<() => void>();
      const store = {
        subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
        get: () => state,
        set: (next: typeof state) => {
          state = next;
          listeners.forEach((l) => l());
        },
      };
      const seen: unknown[] = [];
      const select = (s: typeof state) => ({ even: s.count % 2 === 0 });
      const same = (a: { even: boolean }, b: { even: boolean }) => a.even === b.even;
      function Probe() {
        seen.push(hook(store.subscribe, store.get, undefined, select, same));
        return null;
      }
      render(<Probe />);
      act(() => store.set({ count: 2, other: 0 }));
      act(() => store.set({ count: 3, other: 0 }));
      act(() => store.set({ count: 3, other: 1 }));
      return { values: seen.map((v) => JSON.stringify(v)), kept: seen.map((v, i) => i > 0 && v === seen[i - 1]) };
    });
    expect(runs[0]).toEqual(runs[1]);
  });
});
