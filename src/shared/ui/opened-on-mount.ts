// For a menu or popover whose code loads on the first click (lazy-popover.tsx, the user menu):
// it mounts around a new copy of the button just clicked. Mantine remembers where the focus was
// only when `opened` changes (useFocusReturn skips the first render), so a dropdown mounted
// already open returned the focus to nowhere (<body>) on Escape. This mounts it closed, puts the
// focus on its button, then opens it before the first paint: Mantine records the button, and
// Escape, a click outside or choosing an item brings the focus back to it.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useOpenedOnMount(target: RefObject<HTMLElement | null>) {
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    target.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: Mantine must see `opened` change
    setOpened(true);
  }, [target]);
  return [opened, setOpened] as const;
}
