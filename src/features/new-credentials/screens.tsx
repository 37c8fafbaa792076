import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { FlowCard } from '@/shared/credentials/flow-card';
import { requestQuestionnaire } from '@/shared/storage/onboarding';

export type FlowMode = 'invite' | 'reset';

const REPORT_ISSUE_URL = 'https://github.com/gravitational/teleport/issues/new/choose';

/** The token could not be fetched: 'Invitation Code Expired' or 'Reset Code Expired'. */
export function ExpiredScreen({ mode }: { mode: FlowMode }) {
  return (
    <FlowCard width={540}>
      <Stack gap="md" role="alert">
        <Title order={1} fz="3xl">
          {mode === 'invite' ? 'Invitation Code Expired' : 'Reset Code Expired'}
        </Title>
        <Text>
          It appears that your {mode === 'invite' ? 'invitation' : 'reset'} code isn't valid any more. Please contact your account
          administrator and request another {mode === 'invite' ? 'invite' : 'reset'} link.
        </Text>
        <Text fz="sm" c="dimmed">
          If you believe this is an issue with the product, please{' '}
          <Anchor href={REPORT_ISSUE_URL} target="_blank" rel="noopener noreferrer">
            create a GitHub issue
          </Anchor>
          .
        </Text>
      </Stack>
    </FlowCard>
  );
}

/** 'Backup & Recovery Codes': copy, print, and continue once saved. */
export function RecoveryCodesScreen({ mode, codes, onContinue }: { mode: FlowMode; codes: string[]; onContinue: () => void }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
      setTimeout(() => setCopyState('idle'), 1000);
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <FlowCard>
      <Stack gap="md">
        <Title order={1} fz="3xl">
          {mode === 'invite' ? 'Backup & Recovery Codes' : 'New Backup & Recovery Codes'}
        </Title>
        <Text>
          Please save these {codes.length} recovery codes in a safe offline place. Each code can be used once, if you lose your password or
          second factor device; after a recovery a new set of codes is generated.
          {mode === 'reset' && ' Your old recovery codes are no longer valid.'}
        </Text>
        <Code
          block
          aria-label="Recovery codes"
          data-testid="recovery-codes"
          fz="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {codes.join('\n')}
        </Code>
        <Group gap="sm">
          <Button variant="default" onClick={() => void copy()}>
            {copyState === 'copied' ? 'COPIED' : 'COPY'}
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            PRINT
          </Button>
        </Group>
        {copyState === 'failed' && (
          <Alert color="yellow" role="alert">
            Cannot copy to clipboard. Use ctrl/cmd + c
          </Alert>
        )}
        <Button size="md" onClick={onContinue}>
          I have saved my Recovery Codes - Continue
        </Button>
      </Stack>
    </FlowCard>
  );
}

/** 'registration successful' or 'reset successful': the product's texts, capitalised by CSS only. */
export function SuccessScreen({ mode }: { mode: FlowMode }) {
  return (
    <FlowCard width={540}>
      <Stack gap="md" align="center">
        <Title order={1} fz="3xl" style={{ textTransform: 'capitalize' }}>
          {mode === 'invite' ? 'registration successful' : 'reset successful'}
        </Title>
        <Text ta="center">{mode === 'invite' ? 'Your account is ready.' : 'Your credentials were changed.'}</Text>
        {/* A full page load: the proxy serves the new session with the page. After an invite the
            shell then shows the questionnaire once. */}
        <Button
          size="md"
          onClick={() => {
            if (mode === 'invite') requestQuestionnaire();
            window.location.assign('/web');
          }}
        >
          {mode === 'invite' ? 'Go to Dashboard' : 'Go to Cluster'}
        </Button>
      </Stack>
    </FlowCard>
  );
}

const DOCS = 'https://goteleport.com/docs';

/** 'Web UI Login Disabled': the private key policy needs hardware keys, which the browser cannot use. */
export function WebLoginDisabledScreen() {
  return (
    <FlowCard width={540}>
      <Stack gap="md">
        <Title order={1} fz="3xl">
          Web UI Login Disabled
        </Title>
        <Text>
          Your credentials are set, but this cluster requires a hardware key for every session, which the web console cannot use. Sign in
          with a desktop client or the command line instead.
        </Text>
        <Stack gap={4}>
          <Anchor href={`${DOCS}/access-controls/guides/hardware-key-support/`} target="_blank" rel="noopener noreferrer">
            Hardware key support
          </Anchor>
          <Anchor href={`${DOCS}/connect-your-client/teleport-connect/`} target="_blank" rel="noopener noreferrer">
            Desktop client
          </Anchor>
          <Anchor href={`${DOCS}/connect-your-client/tsh/`} target="_blank" rel="noopener noreferrer">
            Command-line client
          </Anchor>
        </Stack>
      </Stack>
    </FlowCard>
  );
}
