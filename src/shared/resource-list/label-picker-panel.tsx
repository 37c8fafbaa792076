// The label picker's popover: every label key the list has shown, each with its values as
// checkboxes and the count of the page on screen. Typing narrows the list, never needed: a pick
// is a click (or Space) away. The order is fixed when the popover opens, so the rows do not jump
// under the pointer as the list narrows with each pick. Up and Down move between the checkboxes.
import '@mantine/core/styles/Checkbox.layer.css';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Button, Checkbox, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { pickerOptions, type PickerKey } from './label-options';
import type { LabelPickerProps } from './label-picker';
import { pickCount } from './label-picks';

/** Values shown per key before "Show all". */
const SHOWN_VALUES = 8;

function useStableOrder(options: PickerKey[]): PickerKey[] {
  // Positions of the keys and values as first seen (new ones go after them).
  const [order] = useState(() => {
    const first = new Map<string, number>();
    options.forEach((k, i) => {
      first.set(`k\u0000${k.key}`, i);
      k.values.forEach((v, j) => first.set(`v\u0000${k.key}\u0000${v.value}`, j));
    });
    return first;
  });
  const at = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...options]
    .sort((a, b) => at(`k\u0000${a.key}`) - at(`k\u0000${b.key}`))
    .map((k) => ({
      ...k,
      values: [...k.values].sort((a, b) => at(`v\u0000${k.key}\u0000${a.value}`) - at(`v\u0000${k.key}\u0000${b.value}`)),
    }));
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const at = boxes.indexOf(document.activeElement as HTMLInputElement);
  if (at < 0) return;
  event.preventDefault();
  const next = boxes[Math.max(0, Math.min(boxes.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))];
  next?.focus();
}

export function LabelPickerPanel({ listId, labelSets, picks, onToggle, onClear, noun, onDone }: LabelPickerProps & { onDone: () => void }) {
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const options = useMemo(() => pickerOptions(listId, labelSets, picks, filter), [listId, labelSets, picks, filter]);
  const keys = useStableOrder(options);
  const picked = pickCount(picks);

  return (
    <Stack gap="xs" p={4}>
      <TextInput
        size="xs"
        aria-label="Narrow the labels"
        placeholder="Type to narrow (optional)"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <Text fz="xs" c="dimmed">
        Values of one key match any of them; different keys must all match. Counts are of the {labelSets.length} {noun} on this page.
      </Text>
      <Box className="label-picker-list" onKeyDown={moveFocus} role="group" aria-label="Labels to pick">
        {keys.length === 0 && (
          <Text fz="sm" c="dimmed" role="status" py="xs">
            {filter ? `No label key or value contains “${filter}”.` : `No labels on the ${noun} loaded so far.`}
          </Text>
        )}
        {keys.map((k) => {
          const all = expanded.has(k.key) || filter !== '';
          const shown = all ? k.values : k.values.slice(0, SHOWN_VALUES);
          return (
            <Box key={k.key} component="fieldset" className="label-picker-key">
              <Group component="legend" justify="space-between" wrap="nowrap" gap={4} w="100%">
                <Text span fz="xs" fw={600} truncate title={k.key}>
                  {k.key}
                </Text>
                <Text span fz="xs" c="dimmed">
                  {k.count}
                </Text>
              </Group>
              <Stack gap={0}>
                {shown.map((v) => (
                  <Group key={v.value} justify="space-between" wrap="nowrap" gap={6} mih={24} className="label-picker-value">
                    <Checkbox
                      size="xs"
                      checked={v.picked}
                      onChange={() => onToggle({ name: k.key, value: v.value })}
                      aria-label={`${k.key}: ${v.value}`}
                      label={v.value === '' ? '(empty)' : v.value}
                      title={v.value}
                      styles={{
                        body: { minWidth: 0 },
                        labelWrapper: { minWidth: 0 },
                        label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
                      }}
                      style={{ minWidth: 0, flex: 1 }}
                    />
                    <Text span fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {v.count > 0 ? v.count : '–'}
                    </Text>
                  </Group>
                ))}
                {k.values.length > shown.length && (
                  <UnstyledButton
                    className="label-picker-more"
                    onClick={() => setExpanded((old) => new Set(old).add(k.key))}
                    aria-label={`Show all ${k.values.length} values of ${k.key}`}
                  >
                    Show all {k.values.length}
                  </UnstyledButton>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Group justify="space-between">
        <Button variant="subtle" color="gray" size="xs" disabled={picked === 0} onClick={onClear}>
          Clear labels
        </Button>
        <Button size="xs" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
