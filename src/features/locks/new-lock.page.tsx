// Create New Lock: pick the targets (users, roles, servers, desktops, MFA devices, logins, access
// requests) from live lists or typed, say whether each is locked on its own or all together in
// one lock, a message for the locked-out, and a TTL (a Go duration such as 2h, or empty: never).
// Everything is checked before anything is sent; a refused call shows the server's message in
// place and keeps what was entered. Done, it goes back to the list (each created lock refreshes
// the locks list by itself: src/api/write-refresh.ts).
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useState, type FormEvent } from 'react';
import { Alert, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCreateLock } from '@/api/gen/hooks/locks/locks';
import { useShell } from '@/platform/shell-context';
import { RouterButton } from '@/shared/navigation/router-links';
import { BusyButton } from '@/shared/ui/busy-button';
import { PageFrame } from '@/shared/pages/page-frame';
import { addTarget, buildLockRequests, removeTarget, targetsProblem, type LockMode, type PickedTarget } from './lock-targets';
import { LockInputs } from '@/shared/locks/lock-inputs';
import { parseLockTtl } from '@/shared/locks/lock-ttl';
import { sendLocks } from './lock-submit';
import { TargetPicker } from './target-picker';

const route = getRouteApi('/_authed/_shell/locks/new');

export function NewLockPage() {
  const shell = useShell();
  const clusterId = shell.clusterId;
  const navigate = route.useNavigate();
  const create = useCreateLock();
  const [picked, setPicked] = useState<PickedTarget[]>([]);
  const [mode, setMode] = useState<LockMode>('separate');
  const [message, setMessage] = useState('');
  const [ttl, setTtl] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const targetsError = checked ? targetsProblem(picked, mode) : null;
  const ttlResult = parseLockTtl(ttl);
  const ttlError = checked && !ttlResult.ok ? ttlResult.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (pending || targetsProblem(picked, mode) || !ttlResult.ok) return;
    setPending(true);
    setServerError(null);
    const requests = buildLockRequests(picked, mode, message, ttlResult.ttl);
    const outcome = await sendLocks(requests, picked, mode, (data) => create.mutateAsync({ clusterId, data }));
    setPending(false);
    if (outcome.error === null) {
      void navigate({ to: '/locks' });
      return;
    }
    setPicked(outcome.remaining);
    setServerError(outcome.error);
  };

  const several = picked.length > 1;
  return (
    <PageFrame
      title="Create New Lock"
      description="A lock ends the sessions of what it targets and refuses it new access until the lock is deleted or expires."
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create New Lock">
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="sm">
              What to lock
            </Title>
            <TargetPicker
              clusterId={clusterId}
              acl={shell.user.userAcl}
              picked={picked}
              onAdd={(t) => setPicked((list) => addTarget(list, t))}
              onRemove={(t) => setPicked((list) => removeTarget(list, t))}
              error={targetsError}
            />
            {several && (
              <Radio.Group
                mt="md"
                label="Several targets"
                value={mode}
                onChange={(v) => setMode(v === 'together' ? 'together' : 'separate')}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="separate" label={`Lock each target on its own (${picked.length} locks)`} />
                  <Radio
                    value="together"
                    label="One lock that applies only where all targets match (e.g. a login on one server; one target of each kind)"
                  />
                </Stack>
              </Radio.Group>
            )}
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <LockInputs
                message={message}
                onMessage={setMessage}
                ttl={ttl}
                onTtl={setTtl}
                ttlError={ttlError}
                maxRows={6}
                ttlMaxWidth={420}
              />
            </Stack>
          </Paper>
          {serverError && (
            <Alert color="red" role="alert" title="The lock was not created" data-testid="create-lock-error">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {serverError}
              </Text>
            </Alert>
          )}
          <Group gap="sm">
            <BusyButton type="submit" busy={pending}>
              {several && mode === 'separate' ? `Create ${picked.length} Locks` : 'Create Lock'}
            </BusyButton>
            <RouterButton variant="default" to="/locks">
              Cancel
            </RouterButton>
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
