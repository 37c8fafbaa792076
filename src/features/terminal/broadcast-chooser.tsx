// Broadcast (the terminal page's top bar): pick the panes your typing goes to. Opt-in, never on
// when the page opens; observers and panes not connected cannot be picked.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { broadcastBlocker, type BroadcastPane } from './broadcast';
import { BAR_POPOVER } from './bar-popover';

export interface BroadcastChooserProps {
  panes: readonly BroadcastPane[];
  chosen: ReadonlySet<string>;
  onChange(chosen: Set<string>): void;
}

export function BroadcastChooser({ panes, chosen, onChange }: BroadcastChooserProps) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Set<string>>(new Set());
  const on = chosen.size >= 2;
  const open = () => {
    setDraft(new Set([...chosen].filter((id) => panes.some((p) => p.id === id))));
    setOpened(true);
  };
  const eligible = [...draft].filter((id) => {
    const pane = panes.find((p) => p.id === id);
    return pane && broadcastBlocker(pane) === null;
  });
  return (
    <Popover opened={opened} onChange={(o) => (o ? open() : setOpened(false))} {...BAR_POPOVER}>
      <Popover.Target>
        <Button
          size="xs"
          variant={on ? 'light' : 'default'}
          color={on ? 'orange' : undefined}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-pressed={on}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {on ? 'Broadcasting' : 'Broadcast'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="broadcast-chooser">
        <Stack gap="xs">
          <Text size="sm">What you type in one of the chosen panes goes to all of them.</Text>
          <Checkbox.Group label="Send to" value={[...draft]} onChange={(ids) => setDraft(new Set(ids))}>
            <Stack gap={6} mt={4}>
              {panes.map((p) => {
                const blocker = broadcastBlocker(p);
                return (
                  <Checkbox
                    key={p.id}
                    value={p.id}
                    label={p.title}
                    disabled={blocker !== null}
                    description={blocker ?? undefined}
                    data-autofocus={p === panes.find((x) => broadcastBlocker(x) === null) ? true : undefined}
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end" gap="xs">
            {on && (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  onChange(new Set());
                  setOpened(false);
                }}
              >
                Stop
              </Button>
            )}
            <Button
              size="xs"
              disabled={eligible.length < 2}
              title={eligible.length < 2 ? 'Choose at least two connected panes' : undefined}
              onClick={() => {
                onChange(new Set(eligible));
                setOpened(false);
              }}
            >
              {eligible.length < 2 ? 'Choose two or more' : `Broadcast to ${eligible.length} panes`}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
