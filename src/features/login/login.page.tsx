import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useCreateWebSession } from '../../api/gen/hooks/sessions/sessions';
import { errorText } from '../../api/errors';
import { saveTokenRecord, tokenRecordFromSession } from '../../auth/token-record';
import { LAST_ACTIVE_KEY } from '../../auth/storage-keys';
import { safeRedirectPath } from '../../shared/safe-redirect';
import { readConfig } from '../../app/config';
import { Logo } from '../../shared/logo';
import { LoginForm, type LoginValues } from './login-form';

export function LoginPage() {
  const router = useRouter();
  const { redirect_uri } = useSearch({ from: '/login' });
  const { proxyCluster } = readConfig();
  const login = useCreateWebSession();

  const submit = (values: LoginValues) => {
    login.mutate(
      { data: { user: values.user, pass: values.pass } },
      {
        onSuccess: (session) => {
          saveTokenRecord(tokenRecordFromSession(session));
          localStorage.setItem(LAST_ACTIVE_KEY, String(Date.now())); // signing in is activity
          router.history.push(safeRedirectPath(redirect_uri));
        },
      },
    );
  };

  return (
    <Center mih="100vh" p="md">
      <Stack gap="lg" w={600} maw="100%" align="center">
        <Logo size={36} />
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
          <Stack gap="lg">
            <div>
              <Title order={1} fz="3xl">
                Sign in
              </Title>
              <Text c="dimmed" fz="sm">
                to {proxyCluster}
              </Text>
            </div>
            <LoginForm onSubmit={submit} pending={login.isPending} serverError={login.error ? errorText(login.error) : null} />
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
