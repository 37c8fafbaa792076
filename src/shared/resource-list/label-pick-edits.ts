// Adding and removing label picks (label-picks.ts), keys and values in the order they were picked.
import { setOwn, type LabelPicks } from './label-picks';
import type { LabelLike } from './predicate';

/** The values picked for a key (own keys only: "constructor" is a label key like any other). */
function valuesOf(picks: LabelPicks, key: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(picks, key) ? (picks[key] ?? []) : [];
}

export function isPicked(picks: LabelPicks, label: LabelLike): boolean {
  return valuesOf(picks, label.name).includes(label.value);
}

function withKey(picks: LabelPicks, key: string, values: readonly string[]): LabelPicks {
  const out: Record<string, readonly string[]> = {};
  let placed = false;
  for (const [k, v] of Object.entries(picks)) {
    if (k === key) {
      placed = true;
      if (values.length) setOwn(out, k, values);
    } else setOwn(out, k, v);
  }
  if (!placed && values.length) setOwn(out, key, values);
  return out;
}

/** The picks with `label` added (already there: unchanged). */
export function addPick(picks: LabelPicks, label: LabelLike): LabelPicks {
  if (isPicked(picks, label)) return picks;
  return withKey(picks, label.name, [...valuesOf(picks, label.name), label.value]);
}

export function removePick(picks: LabelPicks, label: LabelLike): LabelPicks {
  if (!isPicked(picks, label)) return picks;
  return withKey(
    picks,
    label.name,
    valuesOf(picks, label.name).filter((v) => v !== label.value),
  );
}

export function togglePick(picks: LabelPicks, label: LabelLike): LabelPicks {
  return isPicked(picks, label) ? removePick(picks, label) : addPick(picks, label);
}

/** The picks as one flat list, in order. */
export function pickList(picks: LabelPicks): LabelLike[] {
  return Object.entries(picks).flatMap(([name, values]) => values.map((value) => ({ name, value })));
}
