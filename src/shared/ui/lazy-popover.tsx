// A popover for buttons repeated in every row of a long list. A closed Mantine Popover still costs
// render time per row, so only the button is rendered until it is first clicked; then the popover
// mounts around it, open, with the focus kept on the button. (Mounting on hover or focus would
// swap the button between the mousedown and the click of that same press, losing the click.)
// The popover's code (Mantine's Popover, floating-ui) loads on the first click too, or earlier
// when a button is pointed at (lazy-popover-armed.tsx): it is not part of the first load.
import { lazy, startTransition, Suspense, useState, type ReactElement, type ReactNode, type Ref } from 'react';

const load = () => import('./lazy-popover-armed');
const ArmedPopover = lazy(() => load().then((m) => ({ default: m.ArmedPopover })));
const preload = () => void load().catch(() => undefined);

export interface PopoverTargetProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onClick: () => void;
  onPointerEnter?: () => void;
}

export interface LazyPopoverProps {
  /** The button; spread the given props onto it. */
  renderTarget: (props: PopoverTargetProps) => ReactElement;
  /**
   * The dropdown's content; `close` closes it. It may load its own code (a lazy component): a
   * loader named `loadingLabel` shows meanwhile, and once it has mounted the focus goes to its
   * `[data-autofocus]` element, or its first control (see ArmedPopover).
   */
  renderDropdown: (close: () => void) => ReactNode;
  /** The loader's name while the content's code loads ("Loading labels"). */
  loadingLabel?: string;
  /** Accessible name of the dropdown (a dialog). */
  label: string;
  width?: number;
  testId?: string;
}

export function LazyPopover(props: LazyPopoverProps) {
  const [armed, setArmed] = useState(false);
  const standIn = props.renderTarget({
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    // A transition: while the popover's code loads, the button on screen (and its keyboard focus)
    // stays; the popover's own button then takes the focus as it mounts (useOpenedOnMount). Shown
    // as the boundary's fallback instead, the button was a new one, and the focus fell to <body>.
    onClick: () => startTransition(() => setArmed(true)),
    onPointerEnter: preload,
  });
  return <Suspense fallback={standIn}>{armed ? <ArmedPopover {...props} /> : standIn}</Suspense>;
}
