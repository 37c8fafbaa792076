// Mantine's SegmentedControl with every sheet it needs: its own, and its indicator's (the active
// segment's background is a FloatingIndicator, whose sheet is separate; without it the indicator
// sits off its segment by the control's padding). Pages take the control from here.
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';

export { SegmentedControl } from '@mantine/core';
export type { SegmentedControlItem, SegmentedControlProps } from '@mantine/core';
