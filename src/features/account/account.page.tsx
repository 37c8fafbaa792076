import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useGetUserContext } from '../../api/gen/hooks/clusters/clusters';
import { readConfig } from '../../app/config';
import { PageHeader } from '../../shared/page-header';
import { InfoList } from '../../shared/info-list';

/** Account settings: who is signed in and how. (Password and MFA devices are their own pages.) */
export function AccountPage() {
  const { proxyCluster } = readConfig();
  const context = useGetUserContext(proxyCluster);
  const user = context.data;
  if (!user) return null;
  const sso = user.authType === 'sso';
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Account Settings" />
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="lg">
            Profile
          </Title>
          <Badge variant="default">
            {sso ? 'SSO user' : 'local user'}
          </Badge>
        </Group>
        <InfoList
          label="Profile"
          rows={[
            ['User name', <span data-testid="account-user-name">{user.userName}</span>],
            ['Authentication', sso ? 'Single sign-on' : 'Local (password and second factor)'],
            ['Cluster', user.cluster.name],
            ...(user.accessRequestId ? ([['Assumed access request', user.accessRequestId]] as const) : []),
          ]}
        />
      </Paper>
    </Stack>
  );
}
