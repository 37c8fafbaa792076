// xterm in a React component: fitted to its box, scrollback from the config, themed, with
// copy on selection, the shortcuts of terminal-keys.ts, search and clickable web links.
// Output is written through the imperative handle, never through props.
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import { SearchAddon, type ISearchOptions } from '@xterm/addon-search';
import { WebLinksAddon } from '@xterm/addon-web-links';
import { SEARCH_DECORATIONS, terminalThemeFor } from '@/shared/sessions/terminal-theme';
import { installTerminalDim } from '@/shared/sessions/terminal-dim';
import { isOpenableLink, keyAction } from './terminal-keys';
import { WriteBatcher } from './write-batcher';

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
  scrollback: number;
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

export function XtermView(props: XtermViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const term = useRef<Terminal | null>(null);
  // Handlers change on every render; the terminal reads the latest through a ref.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const p = latest.current;
    const t = new Terminal({
      scrollback: p.scrollback,
      fontFamily: p.fontFamily,
      fontSize: 14,
      cursorBlink: true,
      allowProposedApi: true,
      theme: terminalThemeFor(p.colorScheme),
      disableStdin: p.readOnly,
      rightClickSelectsWord: true,
    });
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
    term.current = t;
    const batcher = new WriteBatcher(t);

    const copy = () => {
      const text = t.getSelection();
      if (!text || !navigator.clipboard?.writeText) return;
      navigator.clipboard.writeText(text).then(
        () => latest.current.onCopied(),
        () => undefined,
      );
    };
    t.attachCustomKeyEventHandler((e) => {
      const action = keyAction(e, t.options.disableStdin === true);
      if (action === 'copy') {
        e.preventDefault();
        copy();
        return false;
      }
      if (action === 'paste') {
        if (t.options.disableStdin) {
          e.preventDefault();
          latest.current.onRefused();
        }
        return false; // the browser's own paste reaches xterm as a paste event
      }
      if (action === 'search') {
        e.preventDefault();
        latest.current.onSearch();
        return false;
      }
      if (action === 'refuse') latest.current.onRefused();
      return true;
    });

    let copyTimer: ReturnType<typeof setTimeout> | undefined;
    const subs = [
      t.onData((data) => latest.current.onInput(data)),
      t.onResize(({ cols, rows }) => latest.current.onResize(cols, rows)),
      t.onSelectionChange(() => {
        clearTimeout(copyTimer);
        if (t.hasSelection()) copyTimer = setTimeout(copy, 250);
      }),
      search.onDidChangeResults(({ resultIndex, resultCount }) => latest.current.onSearchResults?.(resultIndex, resultCount)),
    ];

    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientWidth > 0 && el.clientHeight > 0) fit.fit();
      });
    };
    fit.fit();
    const observer = new ResizeObserver(refit);
    observer.observe(el);

    const searchOptions: ISearchOptions = { decorations: SEARCH_DECORATIONS };
    latest.current.onReady({
      write: (data, done) => batcher.write(data, done),
      size: () => ({ cols: t.cols, rows: t.rows }),
      focus: () => t.focus(),
      findNext: (s) => search.findNext(s, searchOptions),
      findPrevious: (s) => search.findPrevious(s, searchOptions),
      clearSearch: () => search.clearDecorations(),
      terminal: t,
    });

    return () => {
      observer.disconnect();
      batcher.dispose();
      cancelAnimationFrame(frame);
      clearTimeout(copyTimer);
      for (const s of subs) s.dispose();
      t.dispose();
      term.current = null;
    };
  }, []);

  useEffect(() => {
    if (term.current) term.current.options.theme = terminalThemeFor(props.colorScheme);
  }, [props.colorScheme]);

  useEffect(() => {
    if (term.current) term.current.options.disableStdin = props.readOnly;
  }, [props.readOnly]);

  return <div ref={box} data-testid="terminal" style={{ position: 'absolute', inset: 0 }} />;
}
