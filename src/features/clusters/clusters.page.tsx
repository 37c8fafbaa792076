import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useListClusters } from '../../api/gen/hooks/clusters/clusters';
import { errorText } from '../../api/errors';
import { readConfig } from '../../platform/config';
import { formatDateTime } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { AppLink } from '../../shared/app-link';
import { SearchIcon } from '../../shared/icons';

/** Manage Clusters: the root cluster and the leaf clusters reachable through it. */
export function ClustersPage() {
  const { proxyCluster } = readConfig();
  const clusters = useListClusters();
  const { search = '' } = useSearch({ from: '/_authed/_shell/clusters' });
  const navigate = useNavigate({ from: '/clusters' });
  const [text, setText] = useState(search);

  const needle = search.trim().toLowerCase();
  const rows = (clusters.data ?? []).filter((c) => !needle || c.name.toLowerCase().includes(needle));

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title="Clusters" description="The root cluster and the leaf clusters you can reach through it." />
      <TextInput
        aria-label="Filter clusters"
        placeholder="Filter clusters by name"
        leftSection={<SearchIcon size={16} />}
        value={text}
        maw={420}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          // The URL holds the view: a copied link reopens the same filter.
          void navigate({ search: value ? { search: value } : {}, replace: true });
        }}
      />
      <Paper withBorder radius="md">
        {clusters.isLoading && (
          <Group p="lg" gap="sm" role="status">
            <Loader size="sm" />
            <Text>Loading clusters…</Text>
          </Group>
        )}
        {clusters.error && (
          <Stack p="lg" gap="xs" role="alert">
            <Text>Could not load the clusters: {errorText(clusters.error)}</Text>
            <Button size="xs" w="fit-content" onClick={() => void clusters.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {clusters.data && (
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Clusters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last connected</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cluster) => (
                <Table.Tr key={cluster.name}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {cluster.name}
                      </Text>
                      {cluster.name === proxyCluster && (
                        <Badge size="sm" variant="default">
                          root
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={cluster.status === 'online' ? 'teal' : 'gray'} variant="dot">
                      {cluster.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(cluster.lastConnected)}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor component={AppLink} to={`/cluster/${encodeURIComponent(cluster.name)}/`} fz="sm" aria-label={`Open ${cluster.name}`}>
                      Open
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {needle ? `No clusters match “${search}”.` : 'No clusters found.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
