import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Button, Group, Kbd, List, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useGetPing } from '@/api/gen/hooks/system/system';
import { errorText } from '@/api/errors';
import { PageFrame } from '@/shared/pages/page-frame';
import { InfoList } from '@/shared/ui/info-list';
import { SafeLink } from '@/shared/navigation/safe-link';

const DOCS = [
  ['Getting started', 'https://goteleport.com/docs/get-started/'],
  ['Connecting with tsh', 'https://goteleport.com/docs/connect-your-client/tsh/'],
  ['Admin guide', 'https://goteleport.com/docs/management/admin/'],
  ['Troubleshooting', 'https://goteleport.com/docs/management/admin/troubleshooting/'],
  ['Frequently asked questions', 'https://goteleport.com/docs/faq/'],
  ['Downloads', 'https://goteleport.com/download/'],
  ['Changelog', 'https://goteleport.com/docs/changelog/'],
] as const;

const COMMUNITY = [
  ['Report an issue', 'https://github.com/gravitational/teleport/issues/new/choose'],
  ['Ask the community', 'https://github.com/gravitational/teleport/discussions'],
] as const;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const SHORTCUTS: readonly (readonly [string[], string])[] = [
  [[isMac ? '⌘' : 'Ctrl', 'K'], 'Open the command palette: go to any page or cluster'],
  [['↑', '↓'], 'Move through the side navigation or the palette’s results'],
  [['Home', 'End'], 'First or last item of the side navigation'],
  [['→', '←'], 'Open or close a group in the side navigation'],
  [['Enter'], 'Open the focused item'],
  [['Esc'], 'Close a group or the palette; from the side navigation, back to the category'],
];

export function SupportPage() {
  return (
    <PageFrame title="Help & Support" description="Versions of this cluster, documentation and how to move around quickly.">
      <SimpleGrid cols={2} spacing="lg">
        <ClusterInfo />
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="sm">
            Documentation
          </Title>
          <List spacing={6} listStyleType="none" aria-label="Documentation">
            {DOCS.map(([title, href]) => (
              <List.Item key={href}>
                <SafeLink href={href}>{title}</SafeLink>
              </List.Item>
            ))}
          </List>
          <Title order={2} fz="lg" mt="lg" mb="sm">
            Community
          </Title>
          <Text fz="xs" c="dimmed" mb="xs">
            These sites are run by others, so they are not links here: select an address to copy it.
          </Text>
          <List spacing={6} listStyleType="none" aria-label="Community">
            {COMMUNITY.map(([title, href]) => (
              <List.Item key={href}>
                <SafeLink href={href}>{title}</SafeLink>
              </List.Item>
            ))}
          </List>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Keyboard shortcuts
        </Title>
        <Table aria-label="Keyboard shortcuts" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>Keys</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHORTCUTS.map(([keys, action]) => (
              <Table.Tr key={action}>
                <Table.Td>
                  <Group gap={4}>
                    {keys.map((k) => (
                      <Kbd key={k}>{k}</Kbd>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </PageFrame>
  );
}

function ClusterInfo() {
  const ping = useGetPing();
  return (
    <Paper withBorder p="lg" radius="md" aria-busy={ping.isLoading}>
      <Title order={2} fz="lg" mb="sm">
        Cluster information
      </Title>
      {ping.isLoading && <Loader size="sm" role="progressbar" aria-label="Loading cluster information" />}
      {ping.error && (
        <Stack gap="xs" role="alert">
          <Text fz="sm">Could not load the cluster information: {errorText(ping.error)}</Text>
          <Button size="xs" w="fit-content" onClick={() => void ping.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {ping.data && (
        <InfoList
          label="Cluster information"
          rows={[
            ['Cluster name', ping.data.cluster_name],
            ['Version', ping.data.server_version],
            ['Minimum client version', ping.data.min_client_version],
            ['Public address', ping.data.proxy.ssh.public_addr ?? ping.data.proxy.ssh.web_listen_addr ?? '—'],
            [
              'Authentication',
              `${ping.data.auth.type}${ping.data.auth.second_factor ? `, second factor ${ping.data.auth.second_factor}` : ''}`,
            ],
            ['TLS routing', ping.data.proxy.tls_routing_enabled ? 'enabled' : 'disabled'],
            ['Automatic upgrades', ping.data.automatic_upgrades ? 'enabled' : 'disabled'],
          ]}
        />
      )}
    </Paper>
  );
}
