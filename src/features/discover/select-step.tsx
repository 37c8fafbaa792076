// The first screen: what to add, filtered by a search, grouped by resource type. Each choice is
// a button (keyboard: Tab to it, Enter or Space to pick it).
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { SearchIcon } from '@/shared/icons/icons';
import { AppIcon, DatabaseIcon, DesktopIcon, KubernetesIcon, ServerIcon } from '@/shared/icons/resource-icons';
import { searchKinds, type ResourceKind } from './kinds';

const GROUP_ICONS: Record<ResourceKind['group'], ComponentType<{ size?: number }>> = {
  Servers: ServerIcon,
  Applications: AppIcon,
  Databases: DatabaseIcon,
  Kubernetes: KubernetesIcon,
  Desktops: DesktopIcon,
};

export function SelectStep({
  filter,
  onFilter,
  onPick,
}: {
  filter: string;
  onFilter: (q: string) => void;
  onPick: (kind: ResourceKind) => void;
}) {
  const kinds = searchKinds(filter);
  return (
    <Stack gap="md">
      <TextInput
        label="Search resources"
        placeholder="Linux, PostgreSQL, RDS, Kubernetes, Windows …"
        leftSection={<SearchIcon size={16} />}
        value={filter}
        onChange={(e) => onFilter(e.currentTarget.value)}
        maw={480}
        data-autofocus
      />
      {kinds.length === 0 && (
        <Text c="dimmed" role="status">
          Nothing matches “{filter}”. Try “server”, “database” or “kubernetes”.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="Resources you can add">
        {kinds.map((kind) => {
          const Icon = GROUP_ICONS[kind.group];
          return (
            <div role="listitem" key={kind.id}>
              <UnstyledButton
                onClick={() => onPick(kind)}
                w="100%"
                h="100%"
                data-kind={kind.id}
                // Named by what it shows (group, title, description): a voice-control user says
                // any of the words they see.
              >
                <Paper withBorder radius="md" p="md" h="100%" className="discover-choice">
                  <Stack gap={4}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                      <Icon size={16} /> {kind.group}
                      {kind.location === 'rds' && ' · AWS'}
                      {kind.location === 'self-hosted' && ' · self-hosted'}
                    </Text>
                    <Title order={3} fz="lg">
                      {kind.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {kind.description}
                    </Text>
                  </Stack>
                </Paper>
              </UnstyledButton>
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
