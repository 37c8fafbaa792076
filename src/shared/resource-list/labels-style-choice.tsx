// How a resource list shows its labels ("One line" with '+N', or "Expanded"; labels-expanded.ts),
// inside the column chooser's popover.
import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';

export function LabelsStyleChoice({ expanded, onChange }: { expanded: boolean; onChange: (expanded: boolean) => void }) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={labelId}>
        Labels
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        fullWidth
        data={[
          { value: 'line', label: 'One line' },
          { value: 'expanded', label: 'Expanded' },
        ]}
        value={expanded ? 'expanded' : 'line'}
        onChange={(value) => onChange(value === 'expanded')}
      />
    </Stack>
  );
}
