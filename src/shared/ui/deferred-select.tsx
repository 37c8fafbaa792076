// A Mantine Select whose code (Combobox, Popover, floating-ui: ~20 KB gzip) is not in the first
// load. Until it is used a read-only input of the same size and look shows the current value
// under the same accessible name and role; the code is fetched once the first screen is up and the
// browser is idle, or earlier when the input is pointed at or focused, and clicking it (or Enter,
// Space, Arrow keys) swaps in the real Select, opened, with the focus.
import '@mantine/core/styles/Combobox.layer.css';
import { lazy, startTransition, Suspense, useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { ComboboxChevron, InputBase, type MantineSize } from '@mantine/core';
import { whenIdle } from '@/api/deferred-validation';

export interface DeferredSelectProps {
  'aria-label': string;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string | null) => void;
  size?: MantineSize;
  w?: number;
  allowDeselect?: boolean;
  withCheckIcon?: boolean;
  checkIconPosition?: 'left' | 'right';
  comboboxProps?: { withinPortal?: boolean };
  'data-testid'?: string;
  ref?: Ref<HTMLInputElement>;
}

const load = () => import('./deferred-select-real');
const RealSelect = lazy(() => load().then((m) => ({ default: m.RealSelect })));

/** Fetches the Select's code ahead of use (on intent). */
export function preloadSelect(): void {
  void load().catch(() => undefined);
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function DeferredSelect(props: DeferredSelectProps) {
  const [armed, setArmed] = useState(false);
  useEffect(() => whenIdle(preloadSelect), []);
  const standIn = (
    <StandIn
      {...props}
      onArm={() => {
        preloadSelect();
        // A transition: while the code loads, the stand-in on screen (and its keyboard focus) stays,
        // and the real Select takes the focus as it mounts. Shown as the boundary's fallback
        // instead, the stand-in was a new input, and the focus fell to <body>.
        startTransition(() => setArmed(true));
      }}
    />
  );
  return <Suspense fallback={standIn}>{armed ? <RealSelect {...props} /> : standIn}</Suspense>;
}

function StandIn({ ref, onArm, ...props }: DeferredSelectProps & { onArm: () => void }) {
  const label = props.data.find((d) => d.value === props.value)?.label ?? '';
  return (
    <InputBase
      ref={ref}
      readOnly
      pointer
      role="combobox"
      aria-label={props['aria-label']}
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-testid={props['data-testid']}
      size={props.size}
      w={props.w}
      value={label}
      rightSection={<ComboboxChevron size={props.size} />}
      rightSectionPointerEvents="none"
      onPointerEnter={preloadSelect}
      onFocus={preloadSelect}
      onClick={onArm}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onArm();
      }}
    />
  );
}
