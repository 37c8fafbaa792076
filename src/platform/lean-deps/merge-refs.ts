// Stands in for '@floating-ui/react' where Mantine's ScrollArea imports it (see
// codegen/vite-lean-deps.mjs): ScrollArea uses only `useMergeRefs`, and importing the real module
// for that brings all of floating-ui (~15 KB gzip) into every page with a Mantine Table.
import { useMemo, type Ref, type RefCallback } from 'react';

/** One callback ref that sets every given ref (null when none is given). */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  return useMemo(
    () =>
      refs.every((ref) => ref == null)
        ? null
        : (value: T | null) => {
            for (const ref of refs) {
              if (typeof ref === 'function') ref(value);
              else if (ref) (ref as { current: T | null }).current = value;
            }
          },
    // The refs themselves are the dependencies, as in the original.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
