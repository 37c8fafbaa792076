import '@mantine/core/styles/Divider.layer.css';
import { useState } from 'react';
import { Button, Center, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { errorText } from '../../api/errors';
import type { CreateSessionResponse } from '../../api/gen/model';
import { safeRedirectPath } from '../../auth/safe-redirect';
import { primaryAuthType, readConfig } from '../../platform/config';
import { Logo } from '../../shared/logo';
import { LoginForm, type LoginValues } from './login-form';
import { mfaOptions } from '../../shared/credentials/second-factor';
import { ssoLoginUrl } from './sso';
import { signInLocal, signInPasswordless, storeSession } from './login-flows';

type Attempt = { kind: 'local'; values: LoginValues } | { kind: 'passwordless' };

export function LoginPage() {
  const router = useRouter();
  const { redirect_uri } = useSearch({ from: '/login' });
  const config = readConfig();
  const { auth } = config;
  const [motdAccepted, setMotdAccepted] = useState(auth.motd === '');
  const target = safeRedirectPath(redirect_uri);

  const login = useMutation<CreateSessionResponse, Error, Attempt>({
    mutationFn: (attempt) => (attempt.kind === 'local' ? signInLocal(attempt.values) : signInPasswordless()),
    onSuccess: (session) => {
      storeSession(session);
      router.history.push(target);
    },
  });

  const providers = auth.providers
    .map((p) => ({ provider: p, href: ssoLoginUrl(p, target) }))
    .filter((p): p is { provider: typeof p.provider; href: string } => p.href !== null);
  const passwordlessFirst = primaryAuthType(config) === 'passwordless';
  const passwordless = auth.allowPasswordless && (
    <Button
      variant={passwordlessFirst ? 'filled' : 'default'}
      size="md"
      fullWidth
      loading={login.isPending && login.variables?.kind === 'passwordless'}
      disabled={login.isPending}
      onClick={() => login.mutate({ kind: 'passwordless' })}
    >
      Sign in with a passkey (passwordless)
    </Button>
  );

  return (
    <Center mih="100vh" p="md">
      <Stack gap="lg" w={600} maw="100%" align="center">
        <Logo size={36} />
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
          {!motdAccepted ? (
            <Stack gap="lg">
              <Title order={1} fz="3xl">
                Message of the day
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="motd">
                {auth.motd}
              </Text>
              <Button size="md" onClick={() => setMotdAccepted(true)} autoFocus>
                Acknowledge
              </Button>
            </Stack>
          ) : (
            <Stack gap="lg">
              <div>
                <Title order={1} fz="3xl">
                  Sign in
                </Title>
                <Text c="dimmed" fz="sm">
                  to {config.proxyCluster}
                </Text>
              </div>
              {passwordlessFirst && passwordless}
              {passwordlessFirst && auth.localAuthEnabled && <Divider label="or use your password" labelPosition="center" />}
              {auth.localAuthEnabled && (
                <LoginForm
                  onSubmit={(values) => login.mutate({ kind: 'local', values })}
                  pending={login.isPending}
                  serverError={login.error ? errorText(login.error) : null}
                  mfaOptions={mfaOptions(auth.second_factor)}
                  preferredMfa={auth.preferredLocalMfa}
                />
              )}
              {!auth.localAuthEnabled && login.error && (
                <Text c="red" role="alert">
                  {errorText(login.error)}
                </Text>
              )}
              {!passwordlessFirst && passwordless}
              {providers.length > 0 && (
                <>
                  {(auth.localAuthEnabled || auth.allowPasswordless) && <Divider label="or" labelPosition="center" />}
                  <Stack gap="sm" aria-label="Single sign-on">
                    {providers.map(({ provider, href }) => (
                      <Button key={provider.name} component="a" href={href} variant="default" size="md" fullWidth>
                        Sign in with {provider.displayName}
                      </Button>
                    ))}
                  </Stack>
                </>
              )}
              {!auth.localAuthEnabled && providers.length === 0 && !auth.allowPasswordless && (
                <Text role="alert">No sign-in method is enabled for this cluster. Ask your administrator.</Text>
              )}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Center>
  );
}
