import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import { useId, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Group, Modal, Text, TextInput, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { goToRemembered } from '@/shared/navigation/remembered-path';
import { SearchIcon } from '@/shared/icons/icons';
import { clusterCommands, filterCommands, pageCommands, type Command } from './commands';
import { useShell } from '@/platform/shell-context';
import { usePreferences } from './preferences-context';

/**
 * Beyond the peers: Ctrl/Cmd+K jumps to any page the user may open and to any cluster.
 * Arrows move, Enter opens, Escape closes; the mouse works too.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // This module loads on the first open and mounts open, and Mantine records where the focus was
  // only when `opened` changes: the modal opens one layout pass later, so Escape gives the focus
  // back to where it was (the "Go to…" button) instead of <body>.
  const [shown, setShown] = useState(false);
  // A page chosen here puts the focus on that page's heading (the page frame): nothing takes it back.
  const [returnFocus, setReturnFocus] = useState(true);
  /* eslint-disable react-hooks/set-state-in-effect -- the second render is the point: Mantine must see `opened` change */
  useLayoutEffect(() => {
    if (opened) setReturnFocus(true);
    setShown(opened);
  }, [opened]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      returnFocus={returnFocus}
      withCloseButton={false}
      size="lg"
      yOffset="12vh"
      padding={0}
      title="Command palette"
      styles={{ header: { display: 'none' } }}
    >
      {shown && <PaletteBody onClose={onClose} onNavigate={() => setReturnFocus(false)} />}
    </Modal>
  );
}

function PaletteBody({ onClose, onNavigate }: { onClose: () => void; onNavigate: () => void }) {
  const { features, clusterId, clusters } = useShell();
  const { setTheme } = usePreferences();
  const scheme = useComputedColorScheme('light');
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const all = useMemo(() => {
    const themeTitle = scheme === 'dark' ? 'Switch to Light Theme' : 'Switch to Dark Theme';
    return [
      ...pageCommands(features, clusterId),
      ...clusterCommands(
        (clusters.data ?? []).map((c) => c.name),
        clusterId,
      ),
      { id: 'action:theme', group: 'Actions', title: themeTitle, run: { kind: 'theme' } } satisfies Command,
    ];
  }, [features, clusterId, clusters.data, scheme]);
  const shown = filterCommands(all, query);
  const current = Math.min(active, Math.max(shown.length - 1, 0));

  const run = (command: Command | undefined) => {
    if (!command) return;
    if (command.run.kind === 'route' || command.run.kind === 'link') onNavigate();
    onClose();
    if (command.run.kind === 'route') void router.navigate(command.run.link);
    else if (command.run.kind === 'link') goToRemembered(router, command.run.to);
    else if (command.run.kind === 'external') window.open(command.run.href, '_blank', 'noopener,noreferrer');
    else setTheme(scheme === 'dark' ? 'light' : 'dark');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(shown[current]);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const groups = (['Pages', 'Clusters', 'Actions'] as const).map((g) => ({
    name: g,
    items: shown.map((c, i) => ({ c, i })).filter(({ c }) => c.group === g),
  }));

  return (
    <Box>
      <TextInput
        data-autofocus
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder="Go to a page or a cluster…"
        leftSection={<SearchIcon size={18} />}
        size="md"
        variant="unstyled"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        role="combobox"
        aria-label="Search pages, clusters and actions"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown.length ? optionId(current) : undefined}
      />
      {/* Beside the listbox, not in it: a listbox holds only options (and their groups). */}
      {shown.length === 0 && (
        <Text c="dimmed" fz="sm" p="md" m="xs" role="status" style={{ overflowWrap: 'anywhere' }}>
          Nothing matches “{query}”.
        </Text>
      )}
      <Box id={listId} role="listbox" aria-label="Results" mah="50vh" style={{ overflowY: 'auto' }} p={shown.length ? 'xs' : 0}>
        {groups
          .filter((g) => g.items.length > 0)
          .map((g) => (
            <Box key={g.name} role="group" aria-label={g.name} mb="xs">
              <Text fz="xs" fw={600} tt="uppercase" c="dimmed" px="sm" py={4} aria-hidden="true">
                {g.name}
              </Text>
              {g.items.map(({ c, i }) => (
                <UnstyledButton
                  key={c.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  tabIndex={-1}
                  onMouseMove={() => setActive(i)}
                  onClick={() => run(c)}
                  className="shell-palette-option"
                  data-active={i === current || undefined}
                  w="100%"
                  px="sm"
                  py={8}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.title}
                    </Text>
                    {c.detail && (
                      <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {c.detail}
                      </Text>
                    )}
                  </Group>
                </UnstyledButton>
              ))}
            </Box>
          ))}
      </Box>
    </Box>
  );
}
