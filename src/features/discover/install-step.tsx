// Install the agent: the details the command needs (checked on submit), the join token for the
// kind, and the command in the copyable block with the token's expiry counting down. An expired
// token is said plainly and can be renewed (a new token, a new command).
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useCreateJoinToken } from '@/api/gen/hooks/tokens/tokens';
import { errorText } from '@/api/errors';
import { BusyButton } from '@/shared/ui/busy-button';
import { CommandBlock } from '@/shared/ui/command-block';
import { installCommands } from './install-commands';
import { installFields, validateInstall, type InstallErrors, type InstallValues } from './install-form';
import { isJoinTokenName, joinTokenRequest, REFUSED_SERVER_TOKEN, REFUSED_URL_TOKEN, tokenFacts } from './join-token';
import { TokenExpiry, useTokenClock } from './token-expiry';
import type { StepProps } from './wizard-context';

export function InstallStep({ kind, search, patch, next, report }: StepProps) {
  const fields = installFields(kind);
  const [values, setValues] = useState<InstallValues>({ name: search.name ?? '', uri: search.uri ?? '' });
  const [errors, setErrors] = useState<InstallErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateJoinToken();
  const clock = useTokenClock(search.exp);
  /** A token was asked for here (not one in the URL when the step opened). */
  const generated = useRef(false);

  const makeToken = (v: InstallValues) => {
    generated.current = true;
    const name = v.name.trim() || undefined;
    create.mutate(
      { data: joinTokenRequest(kind, name) },
      {
        onSuccess: (token) => {
          const facts = tokenFacts(token);
          // A token outside the proxy's alphabet never reaches the URL or a command (said below).
          if (!facts || !isJoinTokenName(facts.id)) return;
          // The agent of a former token is no longer awaited after a renewal.
          patch({
            token: facts.id,
            rid: facts.resourceId,
            exp: facts.expiry,
            name,
            uri: v.uri.trim() || undefined,
            resource: undefined,
            label: undefined,
          });
        },
        onError: (error) => report('install', 'error', errorText(error)),
      },
    );
  };

  const change = (patchValues: Partial<InstallValues>) => {
    const v = { ...values, ...patchValues };
    setValues(v);
    if (submitted) setErrors(validateInstall(kind, v));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateInstall(kind, values);
    setErrors(found);
    if (Object.keys(found).length || create.isPending) return;
    makeToken(values);
  };

  // The URL's token is used only when it is one the proxy could have issued (it goes into a
  // command the user runs as root); any other is refused, said, and a new one can be generated.
  const urlTokenRefused = Boolean(search.token) && !isJoinTokenName(search.token ?? '');
  const token = search.token && !urlTokenRefused && search.rid && search.exp ? { id: search.token, rid: search.rid } : null;
  const answered = create.data ? tokenFacts(create.data) : null;
  const serverTokenRefused = answered !== null && !isJoinTokenName(answered.id);
  // A details change after the token was made needs a new command.
  const stale = token !== null && ((values.name.trim() || undefined) !== search.name || (values.uri.trim() || undefined) !== search.uri);

  const commands = token
    ? installCommands(kind, { proxy: window.location.host, token: token.id, resourceId: token.rid, name: search.name, uri: search.uri })
    : null;

  // The first command replaces the Generate button, which held the focus: the focus goes on to
  // the command's Copy button (what comes next), not to <body>.
  const commandBox = useRef<HTMLDivElement>(null);
  const hasCommand = commands !== null;
  useLayoutEffect(() => {
    if (!hasCommand || !generated.current) return;
    generated.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) commandBox.current?.querySelector<HTMLElement>('.command-block-copy')?.focus();
  }, [hasCommand]);

  return (
    <Stack gap="md">
      {(fields.name || fields.uri) && (
        <form onSubmit={submit} noValidate aria-label="Resource details">
          <Stack gap="sm" maw={520}>
            {fields.name && (
              <TextInput
                label={
                  errors.name ??
                  (kind.agent === 'kube' ? 'Kubernetes cluster name' : kind.agent === 'app' ? 'Application name' : 'Database name')
                }
                description="How the resource will be listed."
                value={values.name}
                error={Boolean(errors.name)}
                onChange={(e) => change({ name: e.currentTarget.value })}
                disabled={create.isPending}
                required
              />
            )}
            {fields.uri && (
              <TextInput
                label={
                  errors.uri ??
                  (kind.agent === 'app'
                    ? 'Internal address (URI)'
                    : kind.location === 'rds'
                      ? 'RDS endpoint (host:port)'
                      : 'Address (host:port)')
                }
                placeholder={
                  kind.agent === 'app' ? 'http://localhost:3000' : kind.engine === 'mysql' ? 'db.internal:3306' : 'db.internal:5432'
                }
                value={values.uri}
                error={Boolean(errors.uri)}
                onChange={(e) => change({ uri: e.currentTarget.value })}
                disabled={create.isPending}
                required
              />
            )}
            <Group>
              <BusyButton type="submit" busy={create.isPending} variant={token && !stale ? 'default' : 'filled'}>
                {token ? 'Generate a new command' : 'Generate the command'}
              </BusyButton>
            </Group>
          </Stack>
        </form>
      )}
      {!fields.name && !fields.uri && !token && (
        <Group>
          <BusyButton onClick={() => makeToken(values)} busy={create.isPending}>
            Generate the command
          </BusyButton>
        </Group>
      )}
      {create.error && (
        <Alert color="red" role="alert" title="The join token was not created">
          <span style={{ overflowWrap: 'anywhere' }}>{errorText(create.error)}</span>
        </Alert>
      )}
      {urlTokenRefused && (
        <Alert color="red" role="alert" title="The join token in the link was refused">
          {REFUSED_URL_TOKEN}
        </Alert>
      )}
      {serverTokenRefused && (
        <Alert color="red" role="alert" title="The join token cannot be used here">
          {REFUSED_SERVER_TOKEN}
        </Alert>
      )}
      {create.data && !answered && (
        <Alert color="red" role="alert" title="The join token cannot be used here">
          The proxy did not suggest a resource id for the token, so the new agent could not be recognised. Try again.
        </Alert>
      )}
      {token && commands && (
        <Stack gap="sm" data-testid="install-command" ref={commandBox}>
          <Text>{commands.where}</Text>
          {stale && (
            <Text c="orange" size="sm" role="status">
              The details changed: generate a new command for them.
            </Text>
          )}
          <CommandBlock lines={commands.lines} bash={commands.shell === 'bash'} label="Install command" />
          <TokenExpiry clock={clock} renewing={create.isPending} onRenew={() => makeToken(values)} />
          <Group>
            <Button onClick={() => next()} disabled={clock.expired || stale}>
              Next: wait for the agent
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
