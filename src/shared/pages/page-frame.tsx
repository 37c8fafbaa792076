// The frame of every page in the shell: the title (the page's only H1), its description, the
// primary action, the notices, a toolbar row (search, filters) ending in the count, and the
// content, at the one width of page-frame.css. A navigation to another page moves the focus to
// the new page's title (not on the app's first page unless it comes after signing in, not when
// only the search changes).
import './page-frame.css';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useMatch, useRouter } from '@tanstack/react-router';
import { focusWasDropped, forgetDroppedFocus } from './dropped-focus';

export interface PageFrameProps {
  /** The page's H1, printed once (the top bar does not repeat it). */
  title: string;
  description?: ReactNode;
  /** The primary action (a button or link), at the header's right. */
  action?: ReactNode;
  /** What went well or wrong just now (alerts), between the header and the toolbar. */
  notices?: ReactNode;
  /** Search and filters: the row above the content. */
  toolbar?: ReactNode;
  /** How many items the page shows, from `countLabel` (src/shared/text/format.ts). */
  count?: string | null;
  /** The page takes the window's height and its content the rest (a chat, a terminal). */
  fill?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

export function PageFrame({ title, description, action, notices, toolbar, count, fill, children, ...rest }: PageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLElement>(null);
  const titleId = useId();
  // Outside a router (a component test) there are no navigations to follow.
  const router = useRouter({ warn: false }) as unknown;
  useFillHost(frame, fill);
  const hasCount = count !== undefined && count !== null && count !== '';
  const countLine = (
    <span className="page-frame-count" data-testid="page-count" aria-live="polite">
      {count}
    </span>
  );
  return (
    <section className="page-frame" ref={frame} data-fill={fill || undefined} data-testid={rest['data-testid']} aria-labelledby={titleId}>
      {router ? <FocusOnNavigation heading={heading} frame={frame} /> : null}
      <header className="page-frame-header">
        <div className="page-frame-heading">
          <h1 className="page-frame-title" id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {description && <div className="page-frame-description">{description}</div>}
        </div>
        {(action || (hasCount && !toolbar)) && (
          <div className="page-frame-side">
            {action && <div className="page-frame-action">{action}</div>}
            {/* Without a toolbar the count closes the header, not a row of its own. */}
            {hasCount && !toolbar && countLine}
          </div>
        )}
      </header>
      {notices && <div className="page-frame-notices">{notices}</div>}
      {toolbar && (
        <div className="page-frame-toolbar">
          <div className="page-frame-tools">{toolbar}</div>
          {hasCount && countLine}
        </div>
      )}
      <div className="page-frame-content">{children}</div>
    </section>
  );
}

/**
 * A page that fills the window marks the box it fills (the shell's main area, `data-fill-host`)
 * with `data-page-fill` while it is shown, for the host's own layout (src/app/shell/shell.css). An
 * attribute written here rather than a `:has(.page-frame[data-fill])` rule on the host: with
 * that rule the browser restyled the whole document whenever any page came or went.
 */
function useFillHost(frame: RefObject<HTMLElement | null>, fill: boolean | undefined) {
  useLayoutEffect(() => {
    const host = fill ? frame.current?.parentElement?.closest('[data-fill-host]') : null;
    if (!host) return;
    host.setAttribute('data-page-fill', '');
    return () => host.removeAttribute('data-page-fill');
  }, [frame, fill]);
}

/**
 * The path the last frame was shown at (null until the app's first page is up), when the last
 * navigation started and when the user last pressed a key or a pointer.
 */
const focus = { lastPath: null as string | null, navigationAt: 0, inputAt: 0 };
const noteInput = () => void (focus.inputAt = Date.now());

/** For tests: the next frame is the app's first page again. */
export function resetPageFocus() {
  focus.lastPath = null;
  forgetDroppedFocus();
}

function FocusOnNavigation({ heading, frame }: { heading: RefObject<HTMLHeadingElement | null>; frame: RefObject<HTMLElement | null> }) {
  // The path of the route match showing this page, not the location: the location changes as a
  // navigation starts, while the old page is still on screen; the match when the new page shows.
  const pathname = useMatch({ strict: false, shouldThrow: false, select: (m) => m.pathname }) ?? '';
  useEffect(() => {
    const previous = focus.lastPath;
    focus.lastPath = pathname;
    // The app's first page keeps the browser's focus, unless it went to <body> with what held it
    // (the sign-in form, replaced by the app after signing in): then the first page takes it like
    // any other. The same path (a search change) keeps the user's focus.
    if ((previous === null && !focusWasDropped()) || previous === pathname) return;
    const active = document.activeElement;
    // The new page put the focus somewhere itself (an autofocused field): leave it there.
    if (active && active !== document.body && frame.current?.contains(active)) return;
    // While the page loaded, the user went on elsewhere (opened the category select, a menu): the
    // focus stays where they put it (taken away, the open select closed under the pointer).
    if (active && active !== document.body && focus.inputAt > focus.navigationAt) return;
    heading.current?.focus({ preventScroll: true });
  }, [pathname, heading, frame]);
  // The page on screen notes when a navigation away from it starts; the document, the user's
  // presses (the same listener added again is not added twice).
  const router = useRouter();
  useEffect(() => {
    addEventListener('pointerdown', noteInput, true);
    addEventListener('keydown', noteInput, true);
    return router.subscribe('onBeforeNavigate', () => void (focus.navigationAt = Date.now()));
  }, [router]);
  return null;
}
