// The date range control of a list over time (the audit log, recordings), on the URL view's
// range (use-url-view.ts): a select of the presets (last 15 minutes … 30 days) and 'Custom range',
// which opens a dialog of two native date-time inputs (typed or picked, keyboard usable, in the
// browser's local time); the current range as text in the spec's format (yyyy-MM-dd HH:mm:ss);
// and a refresh button that moves a preset's window to end now and lets the page refetch.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { useId, useState } from 'react';
import { Button, Group, NativeSelect, Popover, Stack, Text, TextInput } from '@mantine/core';
import { formatDateTime } from '@/shared/text/format';
import { PRESET_LABELS, RANGE_PRESETS, isRangePreset, type RangeChoice } from './date-range';
import type { RangeView } from './use-url-view';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of an `<input type="datetime-local">` (local time, to the second). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The value of a date-time input (local time) as an ISO instant, or undefined. */
export function fromLocalInput(value: string): string | undefined {
  const m = LOCAL.exec(value.trim());
  if (!m) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const d = new Date(year, month - 1, day, hour, minute, second);
  // new Date rolls over (Feb 30 -> Mar 2): refuse what is not the date typed.
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return undefined;
  return d.toISOString();
}

export interface RangePickerProps {
  range: RangeView;
  /** Called after the window moved on refresh (a page refetches what it shows). */
  onRefresh?: () => void;
  /** Longest custom range, for the dialog's hint. */
  maxSpanDays?: number;
  /** Whether a refresh is under way (the button spins). */
  refreshing?: boolean;
}

export function RangePicker({ range, onRefresh, maxSpanDays, refreshing }: RangePickerProps) {
  const [customOpen, setCustomOpen] = useState(false);
  const [draftFrom, setDraftFrom] = useState('');
  const [draftTo, setDraftTo] = useState('');
  const [error, setError] = useState('');
  const dialogTitle = useId();

  const openCustom = () => {
    setDraftFrom(toLocalInput(range.from));
    setDraftTo(toLocalInput(range.to));
    setError('');
    setCustomOpen(true);
  };

  const onChoice = (value: string) => {
    const choice = value as RangeChoice;
    if (isRangePreset(choice)) {
      setCustomOpen(false);
      range.setPreset(choice);
    } else openCustom();
  };

  const apply = () => {
    const from = fromLocalInput(draftFrom);
    const to = fromLocalInput(draftTo);
    if (!from || !to) return setError('Enter both ends as a date and time.');
    if (!range.setCustom(from, to)) {
      return setError(
        maxSpanDays ? `The start must be before the end, at most ${maxSpanDays} days apart.` : 'The start must be before the end.',
      );
    }
    setCustomOpen(false);
  };

  const options = [
    ...RANGE_PRESETS.map((preset) => ({ value: preset, label: PRESET_LABELS[preset] })),
    { value: 'custom', label: 'Custom range…' },
  ];

  return (
    <Group gap="xs" wrap="wrap" align="center" data-testid="range-picker">
      <Popover opened={customOpen} onChange={setCustomOpen} trapFocus returnFocus position="bottom-start" withinPortal shadow="md">
        <Popover.Target>
          <NativeSelect
            aria-label="Time range"
            data={options}
            value={range.choice}
            onChange={(event) => onChoice(event.currentTarget.value)}
            // Choosing 'Custom range…' again (already custom) reopens the dialog.
            onKeyDown={(event) => {
              if (range.choice === 'custom' && event.key === 'Enter') openCustom();
            }}
            w={170}
          />
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={dialogTitle}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <Stack gap="xs" w={260}>
              <Text id={dialogTitle} fw={600} size="sm">
                Custom range (local time)
              </Text>
              <TextInput
                type="datetime-local"
                label="From"
                step={1}
                value={draftFrom}
                onChange={(event) => setDraftFrom(event.currentTarget.value)}
                data-autofocus
              />
              <TextInput
                type="datetime-local"
                label="To"
                step={1}
                value={draftTo}
                onChange={(event) => setDraftTo(event.currentTarget.value)}
              />
              {error && (
                <Text size="xs" c="red" role="alert">
                  {error}
                </Text>
              )}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={() => setCustomOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" size="xs">
                  Apply
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      {range.choice === 'custom' && (
        <Button variant="subtle" size="xs" onClick={openCustom}>
          Edit range
        </Button>
      )}
      <Button
        variant="default"
        size="xs"
        loading={refreshing}
        onClick={() => {
          range.refresh();
          onRefresh?.();
        }}
      >
        Refresh
      </Button>
      {/* Last: on a narrow page it is the caption that wraps, never a control. */}
      <Text size="xs" c="dimmed" data-testid="range-text" ff="monospace">
        {formatDateTime(range.from)} – {formatDateTime(range.to)}
      </Text>
    </Group>
  );
}
