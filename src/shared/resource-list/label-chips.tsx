// A resource's labels as chips. With onSelect each chip is a button that adds `labels["k"] == "v"`
// to the list's query. Names and values are text (never markup); long ones are cut with an
// ellipsis and shown in full in the title. Chips are the most numerous elements of a list, so
// they are plain elements styled in resource-list.css rather than Mantine components.
import '@mantine/core/styles/VisuallyHidden.layer.css';
import './resource-list.css';
import { VisuallyHidden } from '@mantine/core';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import type { LabelLike } from './predicate';
import { CompactRowsContext, useCompactRows } from '@/shared/data-list/compact-rows';

/** Chips a compact row shows before '+N'. */
export const COMPACT_CHIPS = 3;

export function labelText(label: LabelLike): string {
  return `${label.name}: ${label.value}`;
}

export function LabelChips({ labels, onSelect }: { labels: readonly LabelLike[]; onSelect?: (label: LabelLike) => void }) {
  const compact = useCompactRows();
  if (labels.length === 0) return null;
  const shown = compact && labels.length > COMPACT_CHIPS + 1 ? labels.slice(0, COMPACT_CHIPS) : labels;
  return (
    <div className="chips" data-testid="label-chips">
      {shown.map((label, i) => {
        const text = labelText(label);
        const key = `${label.name}\u0000${label.value}\u0000${i}`;
        return onSelect ? (
          <button
            key={key}
            type="button"
            className="chip label-chip"
            title={text}
            aria-label={`Filter by label ${text}`}
            onClick={() => onSelect(label)}
          >
            {text}
          </button>
        ) : (
          <span key={key} className="chip label-chip" title={text}>
            {text}
          </span>
        );
      })}
      {shown.length < labels.length && <MoreLabels labels={labels} onSelect={onSelect} hidden={labels.length - shown.length} />}
    </div>
  );
}

/** '+N': all the labels of a compact row, in a popover. */
function MoreLabels({ labels, onSelect, hidden }: { labels: readonly LabelLike[]; onSelect?: (label: LabelLike) => void; hidden: number }) {
  return (
    <LazyPopover
      label="All labels"
      width={320}
      renderTarget={(target) => (
        <button type="button" className="chip label-chip chip-more" {...target}>
          +{hidden} <VisuallyHidden>more labels</VisuallyHidden>
        </button>
      )}
      renderDropdown={(close) => (
        // The dropdown is not a row: its chips wrap.
        <CompactRowsContext.Provider value={false}>
          <LabelChips
            labels={labels}
            onSelect={
              onSelect &&
              ((label) => {
                close();
                onSelect(label);
              })
            }
          />
        </CompactRowsContext.Provider>
      )}
    />
  );
}

/** Plain text chips (logins, users), not clickable. */
export function TextChips({ values, label }: { values: readonly string[] | null | undefined; label: string }) {
  if (!values?.length) return null;
  return (
    <ul className="chips" aria-label={label}>
      {values.map((v, i) => (
        <li key={`${v}\u0000${i}`} className="chip text-chip" title={v}>
          {v}
        </li>
      ))}
    </ul>
  );
}
