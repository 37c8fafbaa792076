// Set up access: the identities the connection test uses (a login; a database user and name; a
// Kubernetes user or group), offered from the user's traits. A new one is added to the user's
// traits with the user update call when the user may edit users; otherwise the test goes ahead
// with it and says what it finds. A refused save shows the server's message, values kept.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useGetUser, useUpdateUser } from '@/api/gen/hooks/users/users';
import { errorText } from '@/api/errors';
import { useShell } from '@/platform/shell-context';
import { BusyButton } from '@/shared/ui/busy-button';
import { traitAdditions, validateAccess, type AccessErrors, type AccessValues } from './access-form';
import type { StepProps } from './wizard-context';

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function AccessStep({ kind, search, next, report }: StepProps) {
  const { user: ctx } = useShell();
  const username = ctx.userName;
  const mayEdit = ctx.userAcl.users.edit;
  const user = useGetUser(username, { query: { staleTime: 0, retry: false } });
  const update = useUpdateUser();
  const [values, setValues] = useState<AccessValues>({
    login: search.login ?? '',
    dbUser: search.dbUser ?? '',
    dbName: search.dbName ?? '',
    kubeUser: search.kubeUser ?? '',
    kubeGroup: search.kubeGroup ?? '',
  });
  const [errors, setErrors] = useState<AccessErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const traits = (user.data?.traits ?? {}) as Record<string, unknown>;

  const change = (p: Partial<AccessValues>) => {
    const v = { ...values, ...p };
    setValues(v);
    if (submitted) setErrors(validateAccess(kind, v));
  };
  const go = () =>
    next({
      login: values.login.trim() || undefined,
      dbUser: values.dbUser.trim() || undefined,
      dbName: values.dbName.trim() || undefined,
      kubeUser: values.kubeUser.trim() || undefined,
      kubeGroup: values.kubeGroup.trim() || undefined,
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAccess(kind, values);
    setErrors(found);
    if (Object.keys(found).length || update.isPending) return;
    const added = traitAdditions(kind, values, traits);
    if (!Object.keys(added).length || !mayEdit || !user.data) {
      report('access', 'success');
      go();
      return;
    }
    update.mutate(
      { data: { name: user.data.name, roles: user.data.roles, traits: { ...traits, ...added } } },
      {
        // The saved user's answer refreshes itself (src/api/write-refresh.ts).
        onSuccess: () => {
          report('access', 'success');
          go();
        },
        onError: (error) => report('access', 'error', errorText(error)),
      },
    );
  };

  if (user.isPending) return <Skeleton height={120} maw={520} data-testid="access-loading" />;

  const field = (key: keyof AccessValues, label: string, traitKey: string, placeholder: string, description?: string) => (
    <Autocomplete
      label={label}
      description={description}
      placeholder={placeholder}
      data={strings(traits[traitKey])}
      value={values[key]}
      error={errors[key]}
      onChange={(v) => change({ [key]: v })}
      disabled={update.isPending}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Access">
      <Stack gap="sm" maw={520}>
        <Text>
          {mayEdit
            ? `What you pick here is added to ${username}’s traits when it is new, so your roles can allow it.`
            : `You may not edit users: pick one of ${username}’s traits, or ask an administrator to add a new one.`}
        </Text>
        {user.isError && (
          <Alert color="orange" role="alert" title="Your user could not be read">
            <span style={{ overflowWrap: 'anywhere' }}>{errorText(user.error)}</span> Type the values instead.
          </Alert>
        )}
        {kind.agent === 'node' && field('login', 'Login (OS user)', 'logins', 'ubuntu', 'The Linux user to connect as.')}
        {kind.agent === 'db' && (
          <>
            {field('dbUser', 'Database user', 'databaseUsers', 'readonly')}
            {field('dbName', kind.engine === 'postgres' ? 'Database name' : 'Database name (optional)', 'databaseNames', 'orders')}
          </>
        )}
        {kind.agent === 'kube' && (
          <>
            {field('kubeUser', 'Kubernetes user (optional)', 'kubeUsers', 'alice@example.com')}
            {field('kubeGroup', 'Kubernetes group', 'kubeGroups', 'system:masters', 'A user, a group or both.')}
          </>
        )}
        {update.error && (
          <Alert color="red" role="alert" title="Your traits were not saved">
            <span style={{ overflowWrap: 'anywhere' }}>{errorText(update.error)}</span>
          </Alert>
        )}
        <Group>
          <BusyButton type="submit" busy={update.isPending}>
            Next: test the connection
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
