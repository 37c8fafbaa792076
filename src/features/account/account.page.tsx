import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Badge, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ChangePassword } from './change-password';
import { MfaDevices } from './mfa-devices';
import { useGetUserContext } from '@/api/gen/hooks/clusters/clusters';
import { readConfig } from '@/platform/config';
import { localAuthText } from './auth-text';
import { PageFrame } from '@/shared/pages/page-frame';
import { InfoList } from '@/shared/ui/info-list';

export type AccountSection = 'profile' | 'password' | 'twofactor';

const SECTION_PATHS: Record<AccountSection, string> = {
  profile: '/account',
  password: '/account/password',
  twofactor: '/account/twofactor',
};

/** Account settings: profile, password (/account/password) and MFA devices (/account/twofactor). */
export function AccountPage({ section = 'profile' }: { section?: AccountSection }) {
  const { proxyCluster, auth } = readConfig();
  const context = useGetUserContext(proxyCluster);
  const navigate = useNavigate();
  const user = context.data;
  if (!user) return null;
  const sso = user.authType === 'sso';
  return (
    <PageFrame title="Account Settings" description="Your profile, your password and the two-factor devices you sign in with.">
      <Tabs value={section} onChange={(v) => v && void navigate({ to: SECTION_PATHS[v as AccountSection] })}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="password">Password</Tabs.Tab>
          <Tabs.Tab value="twofactor">Two-factor devices</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {section === 'password' &&
        (sso ? (
          <Text>Your account signs in through single sign-on: change your password with your identity provider.</Text>
        ) : (
          <Paper withBorder p="lg" radius="md">
            <ChangePassword />
          </Paper>
        ))}
      {section === 'twofactor' && <MfaDevices />}
      {section === 'profile' && (
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              Profile
            </Title>
            <Badge variant="default">{sso ? 'SSO user' : 'local user'}</Badge>
          </Group>
          <InfoList
            label="Profile"
            rows={[
              ['User name', <span data-testid="account-user-name">{user.userName}</span>],
              ['Authentication', sso ? 'Single sign-on' : localAuthText(auth.second_factor)],
              ['Cluster', user.cluster.name],
              ...(user.accessRequestId ? ([['Assumed access request', user.accessRequestId]] as const) : []),
            ]}
          />
        </Paper>
      )}
    </PageFrame>
  );
}
