// A resource's labels as chips. With onSelect each chip is a button that picks its label (the
// list then shows only resources that carry it; label-picks.ts). Names and values are text (never markup). Collapsed (the default) a row
// shows the chips that fit on one line and a '+N' chip that opens all of them (chip-fit.ts decides
// how many from measured widths, chip-line.ts measures and remembers them); in a list whose labels
// are expanded (labels-expanded.ts, never in a virtualized row, which has one fixed height) every
// chip shows, wrapped. A chip too long for a line ends in an ellipsis with the whole label in its
// title. Chips are the most numerous elements of a list, so they are plain elements styled in
// resource-list.css rather than Mantine components, and the chips past the line are not drawn.
import './resource-list.css';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { useCompactRows, useTableName } from '@/shared/data-list/compact-rows';
import { lineKey, measureFit, rememberedFit, watchLine, type ChipVariant } from './chip-line';
import { useLabelsExpandedHere } from './labels-expanded';
import type { LabelLike } from './predicate';

export function labelText(label: LabelLike): string {
  return `${label.name}: ${label.value}`;
}

type OnSelect = ((label: LabelLike) => void) | undefined;

/** Mantine's VisuallyHidden markup, plain: one in every row's '+N' chip. */
const HIDDEN = `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`;

function Chip({ label, index, onSelect }: { label: LabelLike; index: number; onSelect: OnSelect }) {
  const text = labelText(label);
  return onSelect ? (
    <button
      type="button"
      className="chip label-chip"
      data-chip={index}
      title={text}
      aria-label={`Filter by label ${text}`}
      onClick={() => onSelect(label)}
    >
      {text}
    </button>
  ) : (
    <span className="chip label-chip" data-chip={index} title={text}>
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
 * How many of a line's chips to show; null while every chip is on the line to be measured. A line
 * whose chips were all measured before knows it at render time (chip-line.ts), and the browser's
 * first layout of the line confirms it before the paint; otherwise the chips are measured before the
 * first paint, when `texts` change and whenever the line's size changes.
 */
function useChipFit(lineRef: RefObject<HTMLElement | null>, texts: readonly string[], variant: ChipVariant): number | null {
  const key = lineKey(variant, useTableName(), useCompactRows());
  const remembered = useMemo(() => rememberedFit(texts, variant, key), [texts, variant, key]);
  const [fit, setFit] = useState<{ texts: readonly string[]; shown: number | null } | null>(null);
  const shown = fit && fit.texts === texts ? fit.shown : remembered;
  const latest = useRef({ texts, shown, variant, key });
  useLayoutEffect(() => {
    latest.current = { texts, shown, variant, key };
  });
  useLayoutEffect(() => {
    const line = lineRef.current;
    if (shown !== null || !line?.isConnected) return;
    setFit({ texts, shown: measureFit(line, texts, variant, key) ?? texts.length });
  }, [lineRef, shown, texts, variant, key]);
  useLayoutEffect(() => {
    const line = lineRef.current;
    if (!line) return;
    return watchLine(line, () => {
      const now = latest.current;
      if (line.clientWidth === 0) return null;
      const next = measureFit(line, now.texts, now.variant, now.key);
      // null: a chip past the line was never measured; all of them go on the line to be measured.
      return next === now.shown ? null : () => setFit({ texts: now.texts, shown: next });
    });
  }, [lineRef]);
  return shown;
}

/** One line of chips and '+N' for the rest. */
function FittedChips({ labels, onSelect }: { labels: readonly LabelLike[]; onSelect: OnSelect }) {
  const lineRef = useRef<HTMLDivElement>(null);
  const texts = useMemo(() => labels.map(labelText), [labels]);
  const shown = useChipFit(lineRef, texts, 'label');
  // Until measured, every chip is on the line (clipped), as before any layout.
  const count = shown === null ? labels.length : Math.min(shown, labels.length);
  return (
    <div ref={lineRef} className="chips chips-line" data-testid="label-chips">
      {labels.slice(0, count).map((label, i) => (
        <Chip key={chipKey(label, i)} label={label} index={i} onSelect={onSelect} />
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
          +{hidden} <span className={HIDDEN}>more labels</span>
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
  const shown = useChipFit(lineRef, values, 'text');
  const count = shown === null ? values.length : Math.min(shown, values.length);
  const hidden = values.length - count;
  return (
    <ul ref={lineRef} className="chips chips-line" aria-label={label}>
      {values.slice(0, count).map((v, i) => (
        <li key={`${v}\u0000${i}`} className="chip text-chip" title={v} data-chip={i}>
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
                +{hidden} <span className={HIDDEN}>more: {label}</span>
              </button>
            )}
            renderDropdown={() => <WrappedTextChips values={values} label={label} />}
          />
        </li>
      )}
    </ul>
  );
}
