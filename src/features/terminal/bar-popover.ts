import type { PopoverProps } from '@mantine/core';

/** How the terminal top bar's popovers (New pane, Broadcast) open: under their button, right-aligned, focus kept inside. */
export const BAR_POPOVER = {
  position: 'bottom-end',
  width: 300,
  trapFocus: true,
  shadow: 'md',
  withinPortal: true,
} as const satisfies Partial<PopoverProps>;
