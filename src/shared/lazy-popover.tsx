// A popover for buttons repeated in every row of a long list. A closed Mantine Popover still costs
// render time per row, so only the button is rendered until it is first clicked; then the popover
// mounts around it, open, with the focus kept on the button. (Mounting on hover or focus would
// swap the button between the mousedown and the click of that same press, losing the click.)
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { Popover, VisuallyHidden } from '@mantine/core';

export interface PopoverTargetProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onClick: () => void;
}

export interface LazyPopoverProps {
  /** The button; spread the given props onto it. */
  renderTarget: (props: PopoverTargetProps) => ReactElement;
  /** The dropdown's content; `close` closes it. */
  renderDropdown: (close: () => void) => ReactNode;
  /** Accessible name of the dropdown (a dialog). */
  label: string;
  width?: number;
  testId?: string;
}

export function LazyPopover(props: LazyPopoverProps) {
  const [armed, setArmed] = useState(false);
  if (!armed) return props.renderTarget({ 'aria-haspopup': 'dialog', 'aria-expanded': false, onClick: () => setArmed(true) });
  return <ArmedPopover {...props} />;
}

function ArmedPopover({ renderTarget, renderDropdown, label, width, testId }: LazyPopoverProps) {
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
