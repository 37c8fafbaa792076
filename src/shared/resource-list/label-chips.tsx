// A resource's labels as chips. With onSelect each chip is a button that adds `labels["k"] == "v"`
// to the list's query. Names and values are text (never markup); long ones are cut with an
// ellipsis and shown in full in the title.
import '@mantine/core/styles/Badge.layer.css';
import './resource-list.css';
import { Badge, Group } from '@mantine/core';
import type { LabelLike } from './predicate';

export function labelText(label: LabelLike): string {
  return `${label.name}: ${label.value}`;
}

export function LabelChips({ labels, onSelect }: { labels: readonly LabelLike[]; onSelect?: (label: LabelLike) => void }) {
  if (labels.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="label-chips">
      {labels.map((label, i) =>
        onSelect ? (
          <Badge
            key={`${label.name}\u0000${label.value}\u0000${i}`}
            component="button"
            type="button"
            variant="light"
            color="gray"
            className="label-chip"
            radius="sm"
            tt="none"
            fw={500}
            maw={260}
            title={labelText(label)}
            aria-label={`Filter by label ${labelText(label)}`}
            onClick={() => onSelect(label)}
            style={{ cursor: 'pointer' }}
            data-label-chip=""
          >
            {labelText(label)}
          </Badge>
        ) : (
          <Badge key={`${label.name}\u0000${label.value}\u0000${i}`} variant="light" color="gray" className="label-chip" radius="sm" tt="none" fw={500} maw={260} title={labelText(label)}>
            {labelText(label)}
          </Badge>
        ),
      )}
    </Group>
  );
}

/** Plain text chips (logins, users), not clickable. */
export function TextChips({ values, label }: { values: readonly string[] | null | undefined; label: string }) {
  if (!values?.length) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={label} role="list">
      {values.map((v, i) => (
        <Badge key={`${v}\u0000${i}`} role="listitem" variant="default" radius="sm" tt="none" fw={500} maw={220} title={v}>
          {v}
        </Badge>
      ))}
    </Group>
  );
}
