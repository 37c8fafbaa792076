// The popover of LazyPopover (lazy-popover.tsx), mounted open around the button just clicked.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Suspense, useEffect, useId, useRef, type RefObject } from 'react';
import { Loader, Popover, VisuallyHidden } from '@mantine/core';
import type { LazyPopoverProps } from './lazy-popover';
import { useOpenedOnMount } from './opened-on-mount';

const CONTROLS =
  'input:not([disabled]):not([type="hidden"]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Mounted after the dropdown's content, in the same Suspense boundary: when content that loaded
 * its code appears, the popover (opened over a loader, its focus trap holding nothing) hands the
 * focus to the content's `[data-autofocus]` element, or its first control. The focus is left where
 * it is when it already is on a control of the dropdown.
 */
function FocusContent({ dropdown }: { dropdown: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    // After the effects of this commit: when the content mounts with the dropdown (its code was
    // there), the popover's own effect must first note the button as where the focus returns.
    queueMicrotask(() => {
      const root = dropdown.current;
      if (!root?.isConnected) return;
      const active = document.activeElement;
      if (active && active !== root && root.contains(active) && active.matches(CONTROLS)) return;
      (root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(CONTROLS))?.focus();
    });
  }, [dropdown]);
  return null;
}

export function ArmedPopover({ renderTarget, renderDropdown, label, width, testId, loadingLabel }: LazyPopoverProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // The button was replaced by this one: the focus moves to it, then the popover opens (and traps
  // it); closing it (Escape, a click outside, a choice) gives the focus back to this button.
  const [opened, setOpened] = useOpenedOnMount(ref);
  const labelId = useId();
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={width}
      withinPortal
      trapFocus
      returnFocus
      hideDetached={false}
      // A clear overlay under the dropdown covers the page whole while it is open: no control
      // below it is left as a sliver under its edge, too small a target to hit (WCAG 2.5.8; it was
      // the next row's Connect). A click on the overlay closes the popover, as Escape does.
      withOverlay
      overlayProps={{ backgroundOpacity: 0 }}
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        {renderTarget({ ref, 'aria-haspopup': 'dialog', 'aria-expanded': opened, onClick: () => setOpened((o) => !o) })}
      </Popover.Target>
      {/* Named by its label (Mantine would name it after the button). */}
      <Popover.Dropdown ref={dropdown} p={6} data-testid={testId} role="dialog" aria-labelledby={labelId}>
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
        <Suspense fallback={<Loader size="sm" m="md" role="status" aria-label={loadingLabel ?? `Loading ${label}`} />}>
          {renderDropdown(() => setOpened(false))}
          <FocusContent dropdown={dropdown} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
