// Test the connection: ask whether per-session MFA is required for the target; when it is, ask for
// an authenticator code or a hardware key first; then run the connection diagnostic and show each
// trace as a checklist row (passed or failed, what was checked, the error). Test again at will.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createConnectionDiagnostic } from '@/api/gen/hooks/diagnostics/diagnostics';
import { checkMfaRequired, createAuthnChallenge } from '@/api/gen/hooks/mfa/mfa';
import type { ConnectionDiagnostic, CreateConnectionDiagnosticRequestMfaResponse } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { CREDENTIAL_NOT_OBTAINED, getAssertion, type AssertionChallengeJson } from '@/auth/webauthn';
import { CheckIcon } from '@/shared/icons/resource-icons';
import { BusyButton } from '@/shared/ui/busy-button';
import { CloseIcon } from '@/shared/icons/icons';
import { diagnosticRequest, mfaRequiredRequest, traceRows, type TestAccess } from './diagnostic';
import type { StepProps } from './wizard-context';

type Outcome = { kind: 'mfa' } | { kind: 'result'; result: ConnectionDiagnostic };
type Proof = { kind: 'none' } | { kind: 'otp'; code: string } | { kind: 'webauthn' };

async function mfaResponse(proof: Proof): Promise<CreateConnectionDiagnosticRequestMfaResponse | undefined> {
  if (proof.kind === 'otp') return { totp_code: proof.code };
  if (proof.kind !== 'webauthn') return undefined;
  const challenge = await createAuthnChallenge();
  if (!challenge.webauthn_challenge) throw new Error(CREDENTIAL_NOT_OBTAINED);
  return { webauthn_response: await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson) };
}

export function TestStep({ kind, search, clusterId, next, report }: StepProps) {
  const resourceName = search.resource ?? '';
  const access: TestAccess = {
    login: search.login,
    dbUser: search.dbUser,
    dbName: search.dbName,
    kubeUser: search.kubeUser,
    kubeGroup: search.kubeGroup,
  };
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: async (proof: Proof): Promise<Outcome> => {
      if (proof.kind === 'none') {
        const mfaReq = mfaRequiredRequest(kind, resourceName, access);
        if (mfaReq && (await checkMfaRequired(clusterId, mfaReq)).required) return { kind: 'mfa' };
      }
      const body = diagnosticRequest(kind, resourceName, access, await mfaResponse(proof));
      if (!body) throw new Error('This kind of resource has no connection test.');
      return { kind: 'result', result: await createConnectionDiagnostic(clusterId, body) };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'result')
        report('test', outcome.result.success ? 'success' : 'error', outcome.result.success ? undefined : outcome.result.message);
    },
    onError: (error) => report('test', 'error', errorText(error)),
  });
  const outcome = run.data;
  const result = outcome?.kind === 'result' ? outcome.result : null;

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const c = code.trim();
    if (!c) return setCodeError('Token is required');
    setCodeError(null);
    run.mutate({ kind: 'otp', code: c });
  };

  const target =
    kind.agent === 'node'
      ? `${access.login}@${search.label ?? resourceName}`
      : kind.agent === 'db'
        ? `${access.dbUser}${access.dbName ? ` on ${access.dbName}` : ''} at ${resourceName}`
        : `${[access.kubeUser, access.kubeGroup].filter(Boolean).join(' / ')} in ${resourceName}`;

  return (
    <Stack gap="md">
      <Text>
        Test the connection as <strong>{target}</strong>.
      </Text>
      <Group>
        <BusyButton onClick={() => run.mutate({ kind: 'none' })} busy={run.isPending} variant={result ? 'default' : 'filled'}>
          {result || run.error ? 'Test again' : 'Test the connection'}
        </BusyButton>
      </Group>
      {outcome?.kind === 'mfa' && (
        <Paper withBorder p="md" radius="md" maw={520} data-testid="test-mfa">
          <form onSubmit={submitCode} noValidate aria-label="Multi-factor authentication">
            <Stack gap="sm">
              <Text fw={600}>This connection needs multi-factor authentication.</Text>
              <TextInput
                label={codeError ?? 'Authenticator code'}
                error={Boolean(codeError)}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
              <Group>
                <Button type="submit" loading={run.isPending}>
                  Test with the code
                </Button>
                <Button variant="default" onClick={() => run.mutate({ kind: 'webauthn' })} disabled={run.isPending}>
                  Use a hardware key
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {run.error && (
        <Alert color="red" role="alert" title="The test could not run">
          <span style={{ overflowWrap: 'anywhere' }}>{errorText(run.error)}</span>
        </Alert>
      )}
      {result && (
        <Stack gap="xs" data-testid="diagnostic-result">
          <Alert
            color={result.success ? 'green' : 'red'}
            role={result.success ? 'status' : 'alert'}
            title={result.success ? 'The connection works' : 'The connection failed'}
          >
            {result.success ? 'Every check passed.' : 'Fix what failed below, then test again.'}
          </Alert>
          <Box component="ul" aria-label="Checks" m={0} p={0} style={{ listStyle: 'none' }}>
            {traceRows(result).map((row) => (
              <Box component="li" key={row.key} data-status={row.passed ? 'passed' : 'failed'} py={6}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Box c={row.passed ? 'green' : 'red'} mt={2}>
                    {row.passed ? <CheckIcon size={18} /> : <CloseIcon size={18} />}
                  </Box>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {row.title} — {row.passed ? 'passed' : 'failed'}
                    </Text>
                    {row.details && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {row.details}
                      </Text>
                    )}
                    {row.error && (
                      <Text size="sm" c="red" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {row.error}
                      </Text>
                    )}
                  </div>
                </Group>
              </Box>
            ))}
          </Box>
        </Stack>
      )}
      <Group>
        <Button
          onClick={() => {
            if (!result) report('test', 'skipped');
            next();
          }}
          variant={result?.success ? 'filled' : 'default'}
        >
          {result ? 'Finish' : 'Skip the test'}
        </Button>
      </Group>
    </Stack>
  );
}
