// jsdom lacks a few browser APIs Mantine uses.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s: the suite shares two cores with the rest of the test run.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  afterEach(() => {
    cleanup();
    localStorage.clear();
    document.head.querySelectorAll('meta[name="grv_csrf_token"]').forEach((m) => m.remove());
  });
}
