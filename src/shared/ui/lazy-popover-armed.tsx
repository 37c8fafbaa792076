// The popover of LazyPopover (lazy-popover.tsx), mounted open around the button just clicked.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Popover, VisuallyHidden } from '@mantine/core';
import type { LazyPopoverProps } from './lazy-popover';

export function ArmedPopover({ renderTarget, renderDropdown, label, width, testId }: LazyPopoverProps) {
  const [opened, setOpened] = useState(true);
  const ref = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  useEffect(() => {
    // The button was replaced by this one: the focus stays on it (the dropdown traps it next).
    ref.current?.focus();
  }, []);
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={width}
      withinPortal
      trapFocus
      returnFocus
      hideDetached={false}
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
