// The filters of Session Recordings: type (all, SSH, Kubernetes, desktop), user and host. They
// narrow the loaded recordings on the client (the recordings call filters by time only) and live
// in the URL; typed text reaches the URL after a short pause, a type at once.
import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { useDebouncedCallback } from '@mantine/hooks';
import { FilterIcon } from '@/shared/icons/resource-icons';
import { RECORDING_TYPE_LABELS, type RecordingFilters, type RecordingType } from './recording';

export const FILTER_DEBOUNCE_MS = 300;

function FilterText({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Follows the URL (Back, a link, Clear filters), ahead of it while typing.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<FilterIcon size={14} />}
      value={draft}
      style={{ flex: '1 1 140px', maxWidth: 240 }}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commit.cancel();
        onChange(event.currentTarget.value);
      }}
    />
  );
}

const TYPES = [
  { value: 'all', label: 'All types' },
  ...(Object.keys(RECORDING_TYPE_LABELS) as RecordingType[]).map((t) => ({ value: t, label: RECORDING_TYPE_LABELS[t] })),
];

export function RecordingsFilters({ filters, onChange }: { filters: RecordingFilters; onChange: (patch: RecordingFilters) => void }) {
  return (
    // A row of its own under the range, at every width: type, user and host filters together.
    <Group gap="sm" wrap="wrap" data-testid="recordings-filters" style={{ flexBasis: '100%' }}>
      <SegmentedControl
        aria-label="Recording type"
        size="xs"
        data={TYPES}
        value={filters.type ?? 'all'}
        onChange={(value) => onChange({ type: value === 'all' ? undefined : (value as RecordingType) })}
      />
      <FilterText
        label="Filter by user"
        value={filters.user ?? ''}
        onChange={(user) => onChange({ user: user.trim() ? user : undefined })}
      />
      <FilterText
        label="Filter by host"
        value={filters.host ?? ''}
        onChange={(host) => onChange({ host: host.trim() ? host : undefined })}
      />
    </Group>
  );
}
