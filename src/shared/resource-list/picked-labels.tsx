// The row of picked labels under a resource list's toolbar (label-picker.tsx picks them), each a
// chip that removes itself; loaded when there is a pick.
import { useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { CloseIcon } from '@/shared/icons/icons';
import { LABEL_PICKER_ID } from './label-picker';
import { pickList } from './label-pick-edits';
import type { LabelPicks } from './label-picks';
import type { LabelLike } from './predicate';

/**
 * The picked labels: `env: prod` or `env: staging`, and `team: sre`. Removing a chip moves the
 * focus to the chip that took its place (or the Labels button when none is left), not to <body>.
 */
export function PickedLabels({
  picks,
  onRemove,
  onClear,
}: {
  picks: LabelPicks;
  onRemove: (label: LabelLike) => void;
  onClear: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  const list = pickList(picks);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const chips = box.current?.querySelectorAll<HTMLButtonElement>('button.pick-chip');
    const next = chips && chips.length > 0 ? chips[Math.min(at, chips.length - 1)] : document.getElementById(LABEL_PICKER_ID);
    next?.focus();
  }, [picks]);
  if (list.length === 0) return null;
  let index = 0;
  return (
    <div className="picked-labels" ref={box} role="group" aria-label="Picked labels" data-testid="picked-labels">
      {Object.entries(picks).map(([name, values], k) => (
        <span key={name} className="pick-group">
          {k > 0 && <span className="pick-join">and</span>}
          {values.map((value, v) => {
            const at = index++;
            return (
              <span key={value} className="pick-group">
                {v > 0 && <span className="pick-join">or</span>}
                <button
                  type="button"
                  className="chip label-chip pick-chip"
                  title={`${name}: ${value}`}
                  aria-label={`Remove label ${name}: ${value}`}
                  onClick={() => {
                    focusAt.current = at;
                    onRemove({ name, value });
                  }}
                >
                  <span className="pick-text">
                    {name}: {value || '(empty)'}
                  </span>
                  <CloseIcon size={12} />
                </button>
              </span>
            );
          })}
        </span>
      ))}
      <Button
        variant="subtle"
        size="compact-xs"
        color="gray"
        onClick={() => {
          focusAt.current = 0;
          onClear();
        }}
      >
        Clear labels
      </Button>
    </div>
  );
}
