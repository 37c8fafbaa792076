// A resource's labels as chips. With onSelect each chip is a button that adds `labels["k"] == "v"`
// to the list's query. Names and values are text (never markup). Collapsed (the default) a row
// shows the chips that fit on one line and a '+N' chip that opens all of them (chip-fit.ts decides
// how many from measured widths); in a list whose labels are expanded (labels-expanded.ts, never
// in a virtualized row, which has one fixed height) every chip shows, wrapped. A chip too long for
// a line ends in an ellipsis with the whole label in its title. Chips are the most numerous
// elements of a list, so they are plain elements styled in resource-list.css rather than Mantine
// components.
import './resource-list.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { useCompactRows } from '@/shared/data-list/compact-rows';
import { chipsThatFit, moreChipWidth } from './chip-fit';
import { useLabelsExpandedHere } from './labels-expanded';
import type { LabelLike } from './predicate';

export function labelText(label: LabelLike): string {
  return `${label.name}: ${label.value}`;
}

type OnSelect = ((label: LabelLike) => void) | undefined;

function Chip({ label, index, onSelect, overflow }: { label: LabelLike; index: number; onSelect: OnSelect; overflow?: boolean }) {
  const text = labelText(label);
  // A chip past the line is kept (hidden, out of the flow) only to be measured.
  const hidden = overflow ? { 'data-chip-overflow': '', 'aria-hidden': true as const, tabIndex: -1 } : {};
  return onSelect ? (
    <button
      type="button"
      className="chip label-chip"
      data-chip={index}
      title={text}
      aria-label={`Filter by label ${text}`}
      onClick={() => onSelect(label)}
      {...hidden}
    >
      {text}
    </button>
  ) : (
    <span className="chip label-chip" data-chip={index} title={text} {...hidden}>
      {text}
    </span>
  );
}

const chipKey = (label: LabelLike, i: number) => `${label.name}\u0000${label.value}\u0000${i}`;

export function LabelChips({ labels, onSelect }: { labels: readonly LabelLike[]; onSelect?: (label: LabelLike) => void }) {
  const compact = useCompactRows();
  const expanded = useLabelsExpandedHere() && !compact;
  if (labels.length === 0) return null;
  if (expanded) {
    return (
      <div className="chips chips-expanded" data-testid="label-chips">
        {labels.map((label, i) => (
          <Chip key={chipKey(label, i)} label={label} index={i} onSelect={onSelect} />
        ))}
      </div>
    );
  }
  return <FittedChips labels={labels} onSelect={onSelect} />;
}

/**
 * How many of a line's chips to show (null until measured): the line's children marked
 * data-chip are measured before the first paint, when `items` change and on every resize of the
 * line; its data-chip-more child (the '+N' chip, when shown) tells its own width.
 */
function useChipFit(lineRef: RefObject<HTMLElement | null>, items: unknown): number | null {
  const [shown, setShown] = useState<number | null>(null);
  const measure = useCallback(() => {
    const line = lineRef.current;
    if (!line || !line.isConnected) return;
    // A shortened first chip's natural width is its content's (scrollWidth) plus its border.
    const widths = Array.from(line.querySelectorAll<HTMLElement>(':scope > [data-chip]'), (chip) =>
      Math.max(chip.getBoundingClientRect().width, chip.scrollWidth + 2),
    );
    const more = line.querySelector<HTMLElement>(':scope > [data-chip-more]');
    const measured = more ? { width: more.getBoundingClientRect().width, hidden: Number(more.dataset.chipMore) } : undefined;
    setShown(chipsThatFit({ widths, available: line.clientWidth, moreWidth: (hidden) => moreChipWidth(hidden, measured) }));
  }, [lineRef]);
  useLayoutEffect(measure, [measure, items]);
  useEffect(() => {
    const line = lineRef.current;
    if (!line || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(line);
    return () => observer.disconnect();
  }, [lineRef, measure]);
  return shown;
}

/** One line of chips and '+N' for the rest. */
function FittedChips({ labels, onSelect }: { labels: readonly LabelLike[]; onSelect: OnSelect }) {
  const lineRef = useRef<HTMLDivElement>(null);
  const shown = useChipFit(lineRef, labels);
  // Until measured, every chip is on the line (clipped), as before any layout.
  const count = shown === null ? labels.length : Math.min(shown, labels.length);
  return (
    <div ref={lineRef} className="chips chips-line" data-testid="label-chips">
      {labels.map((label, i) => (
        <Chip key={chipKey(label, i)} label={label} index={i} onSelect={onSelect} overflow={i >= count} />
      ))}
      {count < labels.length && <MoreLabels labels={labels} onSelect={onSelect} hidden={labels.length - count} />}
    </div>
  );
}

/** '+N': all the labels of a row, in a popover. */
function MoreLabels({ labels, onSelect, hidden }: { labels: readonly LabelLike[]; onSelect: OnSelect; hidden: number }) {
  return (
    <LazyPopover
      label="All labels"
      width={360}
      renderTarget={(target) => (
        <button type="button" className="chip label-chip chip-more" data-chip-more={hidden} {...target}>
          +{hidden} <VisuallyHidden>more labels</VisuallyHidden>
        </button>
      )}
      renderDropdown={(close) => (
        // The dropdown is not a row: all its chips show, wrapped.
        <div className="chips chips-expanded" data-testid="all-labels">
          {labels.map((label, i) => (
            <Chip
              key={chipKey(label, i)}
              label={label}
              index={i}
              onSelect={
                onSelect &&
                ((chosen) => {
                  close();
                  onSelect(chosen);
                })
              }
            />
          ))}
        </div>
      )}
    />
  );
}

/**
 * Plain text chips (logins, users), not clickable: one line and '+N' (a popover with all of them),
 * or all of them wrapped in a list whose labels are expanded.
 */
export function TextChips({ values, label }: { values: readonly string[] | null | undefined; label: string }) {
  const compact = useCompactRows();
  const expanded = useLabelsExpandedHere() && !compact;
  if (!values?.length) return null;
  if (expanded) return <WrappedTextChips values={values} label={label} />;
  return <FittedTextChips values={values} label={label} />;
}

/** Every text chip, wrapped over as many lines as it takes (an expanded list, the '+N' popover). */
function WrappedTextChips({ values, label }: { values: readonly string[]; label: string }) {
  return (
    <ul className="chips chips-expanded" aria-label={label}>
      {values.map((v, i) => (
        <li key={`${v}\u0000${i}`} className="chip text-chip" title={v}>
          {v}
        </li>
      ))}
    </ul>
  );
}

function FittedTextChips({ values, label }: { values: readonly string[]; label: string }) {
  const lineRef = useRef<HTMLUListElement>(null);
  const shown = useChipFit(lineRef, values);
  const count = shown === null ? values.length : Math.min(shown, values.length);
  const hidden = values.length - count;
  return (
    <ul ref={lineRef} className="chips chips-line" aria-label={label}>
      {values.map((v, i) => (
        <li
          key={`${v}\u0000${i}`}
          className="chip text-chip"
          title={v}
          data-chip={i}
          {...(i >= count ? { 'data-chip-overflow': '', 'aria-hidden': true } : {})}
        >
          {v}
        </li>
      ))}
      {hidden > 0 && (
        <li className="chip-more-slot" data-chip-more={hidden}>
          <LazyPopover
            label={label}
            width={300}
            renderTarget={(target) => (
              <button type="button" className="chip text-chip chip-more" {...target}>
                +{hidden} <VisuallyHidden>more: {label}</VisuallyHidden>
              </button>
            )}
            renderDropdown={() => <WrappedTextChips values={values} label={label} />}
          />
        </li>
      )}
    </ul>
  );
}
