import { useState } from 'react';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Container.layer.css';
import { Avatar, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title, useMantineColorScheme } from '@mantine/core';
import { useGetUserContext, useListClusters } from '../../api/gen/hooks/clusters/clusters';
import { useGetUserPreferences } from '../../api/gen/hooks/user/user';
import { logout } from '../../auth/session';
import { readConfig } from '../../app/config';
import { Logo } from '../../shared/logo';
import { formatDateTime } from '../../shared/format';
import { useServerTheme } from './use-server-theme';

/**
 * The shell placeholder: proves the pipe (context, clusters and preferences loaded in parallel
 * by the route loader). The full shell with navigation is its own issue.
 */
export function HomePage() {
  const { proxyCluster } = readConfig();
  const context = useGetUserContext(proxyCluster);
  const clusters = useListClusters();
  const preferences = useGetUserPreferences();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [signingOut, setSigningOut] = useState(false);

  const userName = context.data?.userName ?? '';
  useServerTheme(preferences.data?.theme);
  const signOut = () => {
    setSigningOut(true);
    void logout();
  };
  const nextScheme = colorScheme === 'dark' ? 'light' : 'dark';

  return (
    <Stack gap={0} mih="100vh">
      <Group
        component="header"
        justify="space-between"
        h={72}
        px="lg"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Logo />
        <Group gap="sm">
          <Button variant="subtle" onClick={() => setColorScheme(nextScheme)}>
            {nextScheme === 'dark' ? 'Switch to Dark Theme' : 'Switch to Light Theme'}
          </Button>
          <Group gap="xs" aria-label="Signed-in user">
            <Avatar color="brand" radius="xl" size="md">
              {userName.charAt(0).toUpperCase()}
            </Avatar>
            <Text fw={600} data-testid="user-name">
              {userName}
            </Text>
          </Group>
          <Button variant="default" onClick={signOut} loading={signingOut}>
            Logout
          </Button>
        </Group>
      </Group>
      <Container size="lg" w="100%" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} fz="5xl">
              Welcome, {userName}
            </Title>
            <Text c="dimmed">
              Signed in to {context.data?.cluster.name ?? proxyCluster} ({context.data?.authType === 'sso' ? 'SSO user' : 'local user'})
            </Text>
          </div>
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Clusters">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cluster</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last connected</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(clusters.data ?? []).map((cluster) => (
                  <Table.Tr key={cluster.name}>
                    <Table.Td>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {cluster.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={cluster.status === 'online' ? 'green' : 'gray'} variant="light">
                        {cluster.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(cluster.lastConnected)}</Table.Td>
                  </Table.Tr>
                ))}
                {clusters.data?.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={3}>
                      <Text c="dimmed">No clusters found</Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      </Container>
    </Stack>
  );
}
