// Stands in for the module of Mantine's AppShell that turns its props into CSS variables and media
// queries (AppShellMediaStyles' getVariables; see build/vite-lean-deps.mjs), for what the
// shell's AppShell uses: fixed mode, a navbar of one width that folds away below a breakpoint (on
// mobile, or on desktop), a header of one height, one padding. The same variables, from ~15 KB of
// Mantine's code for every kind of layout down to this. Anything else (responsive sizes, an
// aside, a footer, static mode, resizing) throws: drop the stand-in first.
// lean-deps.test.tsx compares the two on the shell's props.
import { em, getBreakpointValue, getSortedBreakpoints, getSpacing, rem, type MantineSpacing, type MantineTheme } from '@mantine/core';

type Size = number | string;
type Styles = Record<string, string>;

interface Section {
  width?: unknown;
  height?: unknown;
  breakpoint?: Size;
  offset?: boolean;
  collapsed?: boolean | { mobile?: boolean; desktop?: boolean };
}

interface Input {
  navbar?: Section;
  header?: Section;
  aside?: unknown;
  footer?: unknown;
  padding?: unknown;
  theme: MantineTheme;
  mode?: 'fixed' | 'static';
  resize?: unknown;
}

const unsupported = (what: string) => new Error(`AppShell: ${what} is left out of this build (build/vite-lean-deps.mjs)`);

/** A size given as one value (or `{ base }` alone); undefined when none. */
function single(size: unknown, what: string): Size | undefined {
  if (size === undefined) return undefined;
  if (typeof size === 'number' || typeof size === 'string') return size;
  if (size && typeof size === 'object' && Object.keys(size).length === 1 && 'base' in size) return (size as { base: Size }).base;
  throw unsupported(`a responsive ${what}`);
}

export function getVariables({ navbar, header, aside, footer, padding, theme, mode, resize }: Input) {
  if (mode === 'static' || resize || aside || footer) throw unsupported('static mode, resizing, an aside or a footer');
  const baseStyles: Styles = {};
  const min: Record<string, Styles> = {};
  const max: Record<string, Styles> = {};
  const at = (media: Record<string, Styles>, breakpoint: Size) => (media[breakpoint] ??= {});
  const collapsed = 'translateX(calc(var(--app-shell-navbar-width) * -1))';
  const collapsedRtl = 'translateX(var(--app-shell-navbar-width))';

  const nav = typeof navbar?.collapsed === 'object' ? navbar.collapsed : {};
  if (navbar?.breakpoint !== undefined && !nav.mobile) {
    Object.assign(at(max, navbar.breakpoint), { '--app-shell-navbar-offset': '0px', '--app-shell-navbar-width': '100%' });
  }
  const width = single(navbar?.width, 'navbar width');
  if (width !== undefined) baseStyles['--app-shell-navbar-width'] = baseStyles['--app-shell-navbar-offset'] = rem(width);
  if (navbar?.breakpoint !== undefined && nav.desktop) {
    Object.assign(at(min, navbar.breakpoint), {
      '--app-shell-navbar-transform': collapsed,
      '--app-shell-navbar-transform-rtl': collapsedRtl,
      '--app-shell-navbar-offset': '0px !important',
    });
  }
  if (navbar?.breakpoint !== undefined && nav.mobile) {
    Object.assign(at(max, getBreakpointValue(navbar.breakpoint, theme.breakpoints) - 0.1), {
      '--app-shell-navbar-width': '100%',
      '--app-shell-navbar-offset': '0px',
      '--app-shell-navbar-transform': collapsed,
      '--app-shell-navbar-transform-rtl': collapsedRtl,
    });
  }

  const height = single(header?.height, 'header height');
  if (height !== undefined) {
    baseStyles['--app-shell-header-height'] = rem(height);
    if (header?.offset ?? true) baseStyles['--app-shell-header-offset'] = rem(height);
  }
  if (header?.collapsed) {
    baseStyles['--app-shell-header-transform'] = 'translateY(calc(var(--app-shell-header-height) * -1))';
    baseStyles['--app-shell-header-offset'] = '0px !important';
  }

  const space = single(padding, 'padding');
  if (space !== undefined) baseStyles['--app-shell-padding'] = Number(space) === 0 ? '0px' : (getSpacing(space as MantineSpacing) ?? '');

  const queries = (media: Record<string, Styles>, edge: 'min' | 'max') =>
    getSortedBreakpoints(Object.keys(media), theme.breakpoints).map((b) => ({
      query: `(${edge}-width: ${em(b.px)})`,
      styles: media[b.value]!,
    }));
  return { baseStyles, media: [...queries(min, 'min'), ...queries(max, 'max')] };
}
