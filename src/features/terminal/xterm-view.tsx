// xterm in a React component: fitted to its box, set up by the user's terminal settings, with
// copy on selection and the shortcuts (xterm-clipboard.ts), search and clickable web links.
// Output is written through the imperative handle, never through props.
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import { SearchAddon, type ISearchOptions } from '@xterm/addon-search';
import { WebLinksAddon } from '@xterm/addon-web-links';
import { SEARCH_DECORATIONS } from '@/shared/sessions/terminal-theme';
import { useTerminalSettings } from '@/shared/sessions/terminal-settings/use-terminal-settings';
import { applyXtermOptions, xtermOptionsFor } from '@/shared/sessions/terminal-settings/xterm-options';
import { exposeXtermOptions } from '@/shared/sessions/terminal-settings/test-hook';
import { installTerminalDim } from '@/shared/sessions/terminal-dim';
import { isOpenableLink } from './terminal-keys';
import { installClipboard, type ClipboardSettings } from './xterm-clipboard';
import { PAGE_SLICE_LANE, WriteBatcher } from './write-batcher';
import { renderServiceOf, skipEmptySelectionRedraws } from './selection-redraw';
import { refreshTargetOf, renderGate } from './render-gate';

export interface XtermHandle {
  write(data: Uint8Array | string, done?: () => void): void;
  size(): { cols: number; rows: number };
  focus(): void;
  findNext(term: string): boolean;
  findPrevious(term: string): boolean;
  clearSearch(): void;
  /** The visible text, for tests and the benchmark. */
  readonly terminal: Terminal;
}

export interface XtermViewProps {
  colorScheme: 'light' | 'dark';
  readOnly: boolean;
  fontFamily: string;
  onReady(handle: XtermHandle): void;
  onInput(data: string): void;
  onResize(cols: number, rows: number): void;
  onRefused(): void;
  onSearch(): void;
  onCopied(): void;
  onSearchResults?(index: number, count: number): void;
}

/** The latest props and settings, read by the terminal's handlers when they run. */
interface Latest {
  props: () => XtermViewProps;
  settings: () => ClipboardSettings;
}

/** A terminal opened in `el`, with its addons, batched output and handlers; `dispose` undoes it all. */
function mountXterm(el: HTMLElement, latest: Latest, options: ReturnType<typeof xtermOptionsFor>) {
  const t = new Terminal({ ...options, allowProposedApi: true, disableStdin: latest.props().readOnly });
  const fit = new FitAddon();
  const search = new SearchAddon();
  t.loadAddon(fit);
  t.loadAddon(search);
  t.loadAddon(
    new WebLinksAddon((event, uri) => {
      if (!isOpenableLink(uri)) return;
      event.preventDefault();
      window.open(uri, '_blank', 'noopener,noreferrer');
    }),
  );
  installTerminalDim();
  t.open(el);
  // While output floods in, the screen drawn a few times a second (render-gate.ts), and no redraw
  // of every row for an empty selection after each scroll (selection-redraw.ts).
  const gate = renderGate(refreshTargetOf(t));
  const batcher = new WriteBatcher(t, { hold: gate?.hold, lane: PAGE_SLICE_LANE });
  const keepSelectionRedraws = skipEmptySelectionRedraws(renderServiceOf(t));
  const uninstallClipboard = installClipboard(el, t, latest.props, latest.settings);
  const subs = [
    t.onData((data) => latest.props().onInput(data)),
    t.onResize(({ cols, rows }) => latest.props().onResize(cols, rows)),
    search.onDidChangeResults(({ resultIndex, resultCount }) => latest.props().onSearchResults?.(resultIndex, resultCount)),
  ];

  let frame = 0;
  const refit = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (el.clientWidth > 0 && el.clientHeight > 0) fit.fit();
    });
  };
  fit.fit();
  const unexpose = exposeXtermOptions(t, 'terminal');
  const observer = new ResizeObserver(refit);
  observer.observe(el);

  const searchOptions: ISearchOptions = { decorations: SEARCH_DECORATIONS };
  const handle: XtermHandle = {
    write: (data, done) => batcher.write(data, done),
    size: () => ({ cols: t.cols, rows: t.rows }),
    focus: () => t.focus(),
    findNext: (s) => search.findNext(s, searchOptions),
    findPrevious: (s) => search.findPrevious(s, searchOptions),
    clearSearch: () => search.clearDecorations(),
    terminal: t,
  };
  const dispose = () => {
    uninstallClipboard();
    unexpose();
    observer.disconnect();
    batcher.dispose();
    keepSelectionRedraws();
    gate?.dispose();
    cancelAnimationFrame(frame);
    for (const s of subs) s.dispose();
    t.dispose();
  };
  return { terminal: t, handle, refit, dispose };
}

export function XtermView(props: XtermViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const term = useRef<Terminal | null>(null);
  // Handlers change on every render; the terminal reads the latest through a ref.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // Font, size, colours, cursor, scrollback, copy and paste, screen-reader mode: the user's
  // terminal settings, read here so that every terminal follows them live.
  const { settings } = useTerminalSettings();
  const options = xtermOptionsFor(settings, props.colorScheme, props.fontFamily);
  const latestSettings = useRef({ settings, options });
  useEffect(() => {
    latestSettings.current = { settings, options };
  });
  const refitNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const mounted = mountXterm(
      el,
      { props: () => latest.current, settings: () => latestSettings.current.settings },
      latestSettings.current.options,
    );
    term.current = mounted.terminal;
    refitNow.current = mounted.refit;
    latest.current.onReady(mounted.handle);
    return () => {
      mounted.dispose();
      term.current = null;
    };
  }, []);

  // Settings applied in place: only the options that changed; a new cell size refits.
  useEffect(() => {
    if (term.current && applyXtermOptions(term.current, options)) refitNow.current();
  });

  useEffect(() => {
    if (term.current) term.current.options.disableStdin = props.readOnly;
  }, [props.readOnly]);

  return (
    <div
      ref={box}
      data-testid="terminal"
      data-terminal-theme={settings.theme}
      style={{ position: 'absolute', inset: 0, background: options.theme.background }}
    />
  );
}
