// Before the desktop connects: is there already a session on it (GET desktops/{name}/active),
// and does this desktop and login need a security key for every session (the MFA-required call)?
// An active session is a warning with an explicit choice; a missing desktop or a browser that
// cannot answer a required MFA check stop here with a way back.
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorText } from '@/api/errors';
import { getGetDesktopActiveQueryOptions } from '@/api/gen/hooks/desktops/desktops';
import { checkMfaRequired } from '@/api/gen/hooks/mfa/mfa';
import { isWebauthnSupported } from '@/auth/webauthn';

export type Preflight =
  | { kind: 'checking' }
  | { kind: 'active-session' }
  | { kind: 'blocked'; title: string; text: string }
  | { kind: 'ready'; mfaRequired: boolean };

export function usePreflight(clusterId: string, desktopName: string, username: string, confirmed: boolean): Preflight {
  const active = useQuery(getGetDesktopActiveQueryOptions(clusterId, desktopName, { query: { retry: false, staleTime: 0, gcTime: 0 } }));
  const mfa = useQuery({
    queryKey: ['desktop-session', 'mfa-required', clusterId, desktopName, username],
    queryFn: ({ signal }) =>
      checkMfaRequired(clusterId, { windows_desktop: { desktop_name: desktopName, login: username } }, undefined, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (active.isPending || mfa.isPending) return { kind: 'checking' };
  if (active.isError) {
    const missing = active.error instanceof ApiError && active.error.status === 404;
    return missing
      ? {
          kind: 'blocked',
          title: 'Desktop not found',
          text: `There is no desktop named ${desktopName} in ${clusterId}, or your roles do not let you see it.`,
        }
      : { kind: 'blocked', title: 'Could not check the desktop', text: errorText(active.error) };
  }
  // The MFA check only prepares the user; when it fails, the desktop asks over the socket anyway.
  const mfaRequired = mfa.isSuccess && mfa.data.required === true;
  if (mfaRequired && !isWebauthnSupported())
    return {
      kind: 'blocked',
      title: 'A security key is required',
      text: `${desktopName} asks for a security key or passkey at every session, and this browser cannot use one here (WebAuthn needs a secure address: https or localhost).`,
    };
  if (active.data.active && !confirmed) return { kind: 'active-session' };
  return { kind: 'ready', mfaRequired };
}

export function PreflightCard(props: {
  preflight: Exclude<Preflight, { kind: 'ready' }>;
  desktopName: string;
  back: React.ReactNode;
  onConnectAnyway(): void;
}) {
  const p = props.preflight;
  if (p.kind === 'checking')
    return (
      <Center style={{ flex: 1 }}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Checking {props.desktopName}…</Text>
        </Group>
      </Center>
    );
  const title = p.kind === 'active-session' ? 'This desktop is in use' : p.title;
  return (
    <Center style={{ flex: 1 }}>
      <Paper withBorder shadow="md" radius="md" p="lg" w={500} maw="calc(100% - 32px)" role="alertdialog" aria-label={title}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text>
            {p.kind === 'active-session'
              ? `${props.desktopName} already has an active session. Connecting now may take over that session or sign its user out.`
              : p.text}
          </Text>
          <Group gap="sm">
            {p.kind === 'active-session' && (
              <Button onClick={props.onConnectAnyway} color="yellow" data-autofocus>
                Connect anyway
              </Button>
            )}
            {props.back}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
