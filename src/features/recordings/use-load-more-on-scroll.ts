// Loads the next page when the list is scrolled to (near) its end: the page itself, or the list's
// own scroll box (a long, virtualized table scrolls inside itself).
import { useEffect, useRef, type RefObject } from 'react';

export const NEAR_END_PX = 240;

export function nearEnd(scrollTop: number, clientHeight: number, scrollHeight: number, margin = NEAR_END_PX): boolean {
  return scrollHeight > clientHeight && scrollTop + clientHeight >= scrollHeight - margin;
}

export function useLoadMoreOnScroll(container: RefObject<HTMLElement | null>, enabled: boolean, load: () => void) {
  const latest = useRef({ enabled, load });
  useEffect(() => {
    latest.current = { enabled, load };
  });
  useEffect(() => {
    const onScroll = (event: Event) => {
      if (!latest.current.enabled) return;
      const target = event.target;
      const box = container.current;
      let end = false;
      if (target === document || target === document.documentElement || target === document.body) {
        const root = document.scrollingElement ?? document.documentElement;
        end = nearEnd(root.scrollTop, window.innerHeight, root.scrollHeight);
      } else if (target instanceof HTMLElement && box?.contains(target)) {
        end = nearEnd(target.scrollTop, target.clientHeight, target.scrollHeight);
      }
      if (end) latest.current.load();
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [container]);
}
