// Creating an AWS OIDC integration: a name, the IAM role the proxy assumes (checked by the spec's
// rule on submit) and the region its deploy-service command is for; the command follows what is
// typed. A refused create shows the server's message above the form, keeping what was typed.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import './integration-forms.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useCreateIntegration } from '@/api/gen/hooks/integrations/integrations';
import type { Integration } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { AWS_REGIONS } from './aws-regions';
import { IamCommandBlock } from './iam-command-block';
import { createIntegrationBody, emptyIntegrationForm, validateIntegrationForm, type IntegrationFormErrors } from './integration-form';

export function AwsOidcForm({
  clusterId,
  onCreated,
}: {
  clusterId: string;
  onCreated: (integration: Integration, region: string) => void;
}) {
  const [values, setValues] = useState(emptyIntegrationForm);
  const [region, setRegion] = useState('us-east-1');
  const [errors, setErrors] = useState<IntegrationFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The integration lists refresh themselves (src/api/write-refresh.ts).
  const create = useCreateIntegration({ mutation: { onSuccess: (integration) => onCreated(integration, region) } });
  const change = (patch: Partial<typeof values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateIntegrationForm(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateIntegrationForm(values);
    setErrors(found);
    if (Object.keys(found).length || create.isPending) return;
    create.mutate({ clusterId, data: createIntegrationBody(values) });
  };

  return (
    <Paper withBorder radius="md" p="lg" className="integration-form">
      <form onSubmit={submit} noValidate aria-label="New AWS OIDC integration">
        <Stack gap="md">
          {create.error && (
            <Alert color="red" role="alert" title="The integration was not created">
              <span style={{ overflowWrap: 'anywhere' }}>{errorText(create.error)}</span>
            </Alert>
          )}
          <TextInput
            label={errors.name ?? 'Integration name'}
            description="Letters, digits, '-', '_' and '.', e.g. aws-prod"
            value={values.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            error={Boolean(errors.name)}
            aria-invalid={!!errors.name}
            disabled={create.isPending}
            spellCheck={false}
            autoComplete="off"
          />
          <TextInput
            label={errors.roleArn ?? 'Role ARN'}
            description="The IAM role the proxy assumes, e.g. arn:aws:iam::123456789012:role/teleport-oidc"
            value={values.roleArn}
            onChange={(e) => change({ roleArn: e.currentTarget.value })}
            error={Boolean(errors.roleArn)}
            aria-invalid={!!errors.roleArn}
            disabled={create.isPending}
            spellCheck={false}
            autoComplete="off"
          />
          <Select
            label="AWS region"
            description="Where the database service will run; the command below is for this region."
            data={AWS_REGIONS}
            value={region}
            onChange={(v) => v && setRegion(v)}
            allowDeselect={false}
            searchable
            disabled={create.isPending}
            maw={420}
          />
          <IamCommandBlock integrationName={values.name} roleArn={values.roleArn} region={region} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create integration
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
