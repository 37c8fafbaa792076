// The `?` sheet of a recording player: every shortcut that player has, and the ones it has not
// (with why), in the console's dialog frame. Escape or Close closes it; the focus returns to where
// it was. The terminal's key sheet is the same sheet with its own words (terminal-keys-sheet.tsx).
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import { Group, Kbd, Stack, Table, Text } from '@mantine/core';
import { ActionDialog } from '@/shared/ui/action-dialog';

export interface Shortcut {
  keys: readonly string[];
  what: string;
}

export interface ShortcutSheetProps {
  opened: boolean;
  onClose(): void;
  shortcuts: readonly Shortcut[];
  /** Keys this player does not have, and why. */
  missing?: readonly Shortcut[];
  /** The words of another sheet (the terminal's): the table's name, the heading of `missing`, the note, the test id. */
  words?: { table: string; missing: string; note: ReactNode; testId: string };
}

const PLAYER_WORDS = {
  table: 'Shortcuts of this player',
  missing: 'Not in this player',
  note: 'The keys work anywhere in the player but in a text field. Space and the arrows are left to a focused button or the timeline.',
  testId: 'player-shortcuts',
};

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {keys.map((k) => (
        <Kbd key={k}>{k}</Kbd>
      ))}
    </Group>
  );
}

export function ShortcutSheet({ opened, onClose, shortcuts, missing = [], words = PLAYER_WORDS }: ShortcutSheetProps) {
  return (
    <ActionDialog opened={opened} title="Keyboard shortcuts" onCancel={onClose} cancelLabel="Close" size="lg">
      <Stack gap="sm">
        <Table aria-label={words.table} verticalSpacing={6} data-testid={words.testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>Keys</Table.Th>
              <Table.Th>What they do</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shortcuts.map((s) => (
              <Table.Tr key={s.keys.join(' ')}>
                <Table.Td>
                  <Keys keys={s.keys} />
                </Table.Td>
                <Table.Td>{s.what}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {missing.length > 0 && (
          <Stack gap={4} data-testid={`${words.testId}-missing`}>
            <Text fw={600} fz="sm">
              {words.missing}
            </Text>
            {missing.map((s) => (
              <Group key={s.keys.join(' ')} gap="xs" wrap="nowrap" align="flex-start">
                <Keys keys={s.keys} />
                <Text fz="sm" c="dimmed">
                  {s.what}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Text fz="xs" c="dimmed">
          {words.note}
        </Text>
      </Stack>
    </ActionDialog>
  );
}
