// The toolbar's "Labels" button: a popover of the list's label keys and values to pick from
// (label-picker-panel.tsx, loaded on the first click or when the button is pointed at, so the
// first load does not carry it). The picked labels under the toolbar are picked-labels.tsx. Picks
// are the list's URL (`labels`), ANDed with the advanced query.
import { lazy } from 'react';
import { Button } from '@mantine/core';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { TagIcon } from '@/shared/icons/resource-icons';
import { pickCount, type LabelPicks } from './label-picks';
import type { LabelLike } from './predicate';

const loadPanel = () => import('./label-picker-panel');
const LabelPickerPanel = lazy(() => loadPanel().then((m) => ({ default: m.LabelPickerPanel })));

export interface LabelPickerProps {
  /** Which list's seen labels to offer (label-catalog.ts). */
  listId: string;
  labelSets: readonly (readonly LabelLike[])[];
  picks: LabelPicks;
  onToggle: (label: LabelLike) => void;
  onClear: () => void;
  /** Plural noun of the list, e.g. 'servers'. */
  noun: string;
}

export const LABEL_PICKER_ID = 'label-picker-button';

export function LabelPicker(props: LabelPickerProps) {
  const count = pickCount(props.picks);
  return (
    <LazyPopover
      label="Pick labels"
      width={360}
      testId="label-picker"
      renderTarget={(target) => (
        <Button
          {...target}
          id={LABEL_PICKER_ID}
          variant={count > 0 ? 'light' : 'default'}
          leftSection={<TagIcon size={16} />}
          onPointerEnter={() => {
            target.onPointerEnter?.();
            void loadPanel().catch(() => undefined);
          }}
          aria-label={count > 0 ? `Labels, ${count} picked` : 'Labels'}
        >
          Labels{count > 0 ? ` · ${count}` : ''}
        </Button>
      )}
      loadingLabel="Loading labels"
      renderDropdown={(close) => <LabelPickerPanel {...props} onDone={close} />}
    />
  );
}
