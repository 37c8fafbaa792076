// The column chooser's popover (column-chooser.tsx): loaded on the first click or when the button
// is pointed at, so the first load of a list does not carry it.
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Suspense, useId } from 'react';
import { Button, Checkbox, Divider, Stack, Text } from '@mantine/core';
import type { ColumnChooserProps } from './column-chooser';

export function ColumnChooserPanel({ state, children }: ColumnChooserProps) {
  const { options, visible, isDefault, toggle, reset } = state;
  const groupId = useId();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={groupId}>
        Shown columns
      </Text>
      <Stack gap={8} role="group" aria-labelledby={groupId}>
        {options.map((option) => {
          const checked = visible.includes(option.id);
          const last = checked && visible.length === 1;
          return (
            <Checkbox
              key={option.id}
              size="sm"
              label={option.header}
              checked={checked}
              disabled={last}
              description={last ? 'One column always stays shown.' : undefined}
              onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            />
          );
        })}
      </Stack>
      {children && (
        <>
          <Divider />
          {/* Its own boundary: lazy settings that appear while the popover is open (the labels style,
              when the labels column comes back) must not swap the popover for a loader and drop
              the focus. */}
          <Suspense fallback={null}>{children}</Suspense>
        </>
      )}
      <Divider />
      {/* Looks disabled at the default but keeps the focus once clicked (a disabled button
          drops it out of the popover, where Escape no longer closes it). */}
      <Button
        variant="subtle"
        size="xs"
        onClick={() => !isDefault && reset()}
        data-disabled={isDefault || undefined}
        aria-disabled={isDefault || undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        Reset columns
      </Button>
    </Stack>
  );
}
