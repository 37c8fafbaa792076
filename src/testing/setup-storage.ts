// The node project's set-up: a *.test.ts that opts into jsdom (`// @vitest-environment jsdom`)
// gets the same clean page between tests as the component tests (src/testing/setup.ts), without
// loading testing-library into every pure test.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  afterEach(() => {
    localStorage.clear();
    document.head.querySelectorAll('meta[name="grv_csrf_token"]').forEach((m) => m.remove());
  });
}
