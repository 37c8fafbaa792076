// The popover of LazyPopover (lazy-popover.tsx), mounted open around the button just clicked.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { useId, useRef } from 'react';
import { Popover, VisuallyHidden } from '@mantine/core';
import type { LazyPopoverProps } from './lazy-popover';
import { useOpenedOnMount } from './opened-on-mount';

export function ArmedPopover({ renderTarget, renderDropdown, label, width, testId }: LazyPopoverProps) {
  const ref = useRef<HTMLButtonElement>(null);
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
      <Popover.Dropdown p={6} data-testid={testId} role="dialog" aria-labelledby={labelId}>
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
        {renderDropdown(() => setOpened(false))}
      </Popover.Dropdown>
    </Popover>
  );
}
