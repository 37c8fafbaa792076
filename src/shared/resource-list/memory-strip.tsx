// Pinned and recently used resources above the list. A name shows that resource in the list
// (by searching for it); a recent use with a reopen link opens it again in a new tab.
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { ExternalLinkIcon } from '@/shared/icons/icons';
import { rememberedHref } from '@/shared/navigation/remembered-path';
import { HistoryIcon, PinIcon } from '@/shared/icons/resource-icons';
import type { ResourceMemory } from './use-resource-memory';

export function MemoryStrip({ memory, onShow }: { memory: ResourceMemory; onShow: (name: string) => void }) {
  const { pins, recent } = memory;
  if (pins.length === 0 && recent.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" data-testid="memory-strip">
      {pins.length > 0 && (
        <Group gap="xs" wrap="wrap" mb={recent.length ? 'xs' : 0} role="list" aria-label="Pinned">
          <Group gap={4} wrap="nowrap" c="dimmed" miw={130}>
            <PinIcon size={14} />
            <Text fz="xs" fw={600} tt="uppercase">
              Pinned
            </Text>
          </Group>
          {pins.map((pin) => (
            <Group key={pin.id} gap={0} wrap="nowrap" role="listitem" className="memory-chip">
              <Button
                size="compact-sm"
                variant="light"
                maw={260}
                title={pin.name}
                onClick={() => onShow(pin.name)}
                styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              >
                {pin.name}
              </Button>
              <CloseButton size="sm" aria-label={`Unpin ${pin.name}`} onClick={() => memory.togglePin(pin)} />
            </Group>
          ))}
        </Group>
      )}
      {recent.length > 0 && (
        <Group gap="xs" wrap="wrap" role="list" aria-label="Recently used">
          <Group gap={4} wrap="nowrap" c="dimmed" miw={130}>
            <HistoryIcon size={14} />
            <Text fz="xs" fw={600} tt="uppercase">
              Recently used
            </Text>
          </Group>
          {recent.map((r) => {
            const text = r.detail ? `${r.name} (${r.detail})` : r.name;
            return (
              <Group key={`${r.id}\u0000${r.detail ?? ''}`} gap={2} wrap="nowrap" role="listitem">
                <Button
                  size="compact-sm"
                  variant="default"
                  maw={300}
                  title={text}
                  onClick={() => onShow(r.name)}
                  styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
                >
                  {text}
                </Button>
                {r.href && (
                  <Anchor
                    href={rememberedHref(r.href)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open ${text} again in a new tab`}
                    px={4}
                    display="inline-flex"
                  >
                    <ExternalLinkIcon size={14} />
                  </Anchor>
                )}
              </Group>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}
