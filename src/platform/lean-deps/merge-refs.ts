// Stands in for '@floating-ui/react' where Mantine's ScrollArea imports it (see
// build/vite-lean-deps.mjs): ScrollArea uses only `useMergeRefs` (with three refs), and
// importing the real module for that brings all of floating-ui (~15 KB gzip) into every page
// with a Mantine Table.
import { useMemo, type Ref, type RefCallback } from 'react';

const MAX_REFS = 4;

function assign<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One callback ref that sets every given ref (null when none is given); at most four refs. */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  if (refs.length > MAX_REFS) throw new Error(`useMergeRefs: at most ${MAX_REFS} refs`);
  const [a, b, c, d] = refs;
  return useMemo(() => {
    const all = [a, b, c, d];
    if (all.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      for (const ref of all) assign(ref, value);
    };
  }, [a, b, c, d]);
}
