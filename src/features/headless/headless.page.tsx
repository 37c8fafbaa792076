import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useGetHeadlessAuthentication, updateHeadlessAuthentication } from '@/api/gen/hooks/headless/headless';
import { createAuthnChallenge } from '@/api/gen/hooks/mfa/mfa';
import { errorText } from '@/api/errors';
import { getAssertion, type AssertionChallengeJson } from '@/auth/webauthn';
import { CREDENTIAL_NOT_OBTAINED } from '@/auth/webauthn';
import { PageLoader } from '@/shared/pages/page-loader';
import { FlowCard } from '@/shared/credentials/flow-card';

type Decision = 'accept' | 'denied';

async function decide(requestId: string, decision: Decision): Promise<Decision> {
  if (decision === 'denied') {
    await updateHeadlessAuthentication(requestId, { action: 'denied' });
    return decision;
  }
  // Accepting needs proof of presence: a WebAuthn assertion.
  const challenge = await createAuthnChallenge({});
  if (!challenge.webauthn_challenge) throw new Error(CREDENTIAL_NOT_OBTAINED);
  const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson);
  await updateHeadlessAuthentication(requestId, { action: 'accept', webauthnAssertionResponse: assertion });
  return decision;
}

/** Headless SSO approval: accept with a hardware key, or deny. */
export function HeadlessPage({ requestId }: { requestId: string }) {
  const request = useGetHeadlessAuthentication(requestId, { query: { retry: false } });
  const decision = useMutation({ mutationFn: (d: Decision) => decide(requestId, d) });

  if (request.isPending) return <PageLoader />;
  if (request.isError)
    return (
      <FlowCard width={540}>
        <Stack gap="sm" role="alert">
          <Title order={1} fz="3xl">
            Headless request not found
          </Title>
          <Text>{errorText(request.error)}</Text>
          <Text c="dimmed" fz="sm">
            The request may have expired. Run the command again to get a new link.
          </Text>
        </Stack>
      </FlowCard>
    );

  if (decision.isSuccess)
    return (
      <FlowCard width={540}>
        <Stack gap="sm" role="status">
          <Title order={1} fz="3xl">
            {decision.data === 'accept' ? 'Request approved' : 'Request denied'}
          </Title>
          <Text>
            {decision.data === 'accept'
              ? 'The command-line session can continue. You can close this page.'
              : 'The headless login was rejected. You can close this page.'}
          </Text>
        </Stack>
      </FlowCard>
    );

  const data = request.data;
  return (
    <FlowCard width={540}>
      <Stack gap="md">
        <Title order={1} fz="3xl">
          Headless login request
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>
          Someone has initiated a command from <b>{data.client_ip_address || 'an unknown address'}</b> as{' '}
          <b>{data.user || 'an unknown user'}</b>. If it was you, approve it with your hardware key.
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Request ID: {requestId}
        </Text>
        {decision.error && (
          <Alert color="red" role="alert">
            {errorText(decision.error)}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" size="md" onClick={() => decision.mutate('denied')} disabled={decision.isPending}>
            Deny
          </Button>
          <Button size="md" onClick={() => decision.mutate('accept')} loading={decision.isPending && decision.variables === 'accept'}>
            Approve
          </Button>
        </Group>
      </Stack>
    </FlowCard>
  );
}
