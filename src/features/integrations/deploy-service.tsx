// Deploying the database service on Amazon ECS through the integration: the region, subnets, the
// task role and the VPC whose databases it serves, checked on submit; the IAM configure command
// for those choices; then the deployed resources, the dashboard link clickable only when it
// points at the AWS console (else shown as text). A refused deploy shows the server's message.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import './integration-forms.css';
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDeployAwsOidcService } from '@/api/gen/hooks/integrations/integrations';
import type { Database, DeployDatabaseServiceResponse, Integration } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { InfoList } from '@/shared/ui/info-list';
import { SafeLink } from '@/shared/navigation/safe-link';
import { isAwsConsoleLink } from './aws-console-link';
import { AWS_REGIONS } from './aws-regions';
import { DEFAULT_TASK_ROLE } from './iam-command';
import { IamCommandBlock } from './iam-command-block';
import { deployBody, deployDefaults, validateDeployForm, type DeployFormErrors, type DeployFormValues } from './rds-form';
import { accountIdOf } from './role-arn';
import { StatusNote } from './status-note';
import { TokenText } from '@/shared/ui/token-text';

function DashboardLink({ href }: { href: string }) {
  if (!isAwsConsoleLink(href)) return <SafeLink href={href}>Service dashboard</SafeLink>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
      Open the service in the AWS console
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

function Deployed({ result }: { result: DeployDatabaseServiceResponse }) {
  const arn = (value: string) => (
    <TokenText span wrap ff="monospace" fz="xs">
      {value}
    </TokenText>
  );
  return (
    <StatusNote title="The database service was deployed">
      <Stack gap="xs">
        <InfoList
          label="Deployed resources"
          rows={[
            ['ECS cluster', arn(result.clusterArn)],
            ['Service', arn(result.serviceArn)],
            ['Task definition', arn(result.taskDefinitionArn)],
          ]}
        />
        <DashboardLink href={result.serviceDashboardUrl} />
        <Text fz="xs" c="dimmed">
          The databases appear in the Databases list once the service has joined the cluster.
        </Text>
      </Stack>
    </StatusNote>
  );
}

export function DeployService({
  clusterId,
  integration,
  region,
  databases,
}: {
  clusterId: string;
  integration: Integration;
  region: string;
  databases: readonly Database[];
}) {
  const [values, setValues] = useState<DeployFormValues>(() => deployDefaults(region, databases, DEFAULT_TASK_ROLE));
  const [errors, setErrors] = useState<DeployFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const deploy = useDeployAwsOidcService();
  const roleArn = integration.awsoidc?.roleArn ?? '';
  const change = (patch: Partial<DeployFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateDeployForm(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateDeployForm(values);
    setErrors(found);
    if (Object.keys(found).length || deploy.isPending) return;
    deploy.mutate({ clusterId, name: integration.name, data: deployBody(values, accountIdOf(roleArn)) });
  };
  return (
    <Paper withBorder radius="md" p="lg" className="integration-form">
      <form onSubmit={submit} noValidate aria-label="Deploy the database service">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Deploy the database service
          </Title>
          <Text fz="sm" c="dimmed">
            A database service on Amazon ECS proxies connections to the enrolled databases. It runs in the subnets you give, with the task
            role below.
          </Text>
          <IamCommandBlock integrationName={integration.name} roleArn={roleArn} region={values.region} taskRole={values.taskRole} />
          {deploy.error && (
            <Alert color="red" role="alert" title="The database service was not deployed">
              <span style={{ overflowWrap: 'anywhere' }}>{errorText(deploy.error)}</span>
            </Alert>
          )}
          <Select
            label={errors.region ?? 'AWS region'}
            data={AWS_REGIONS}
            value={values.region || null}
            onChange={(v) => change({ region: v ?? '' })}
            error={Boolean(errors.region)}
            searchable
            maw={420}
          />
          <TextInput
            label={errors.subnets ?? 'Subnet IDs'}
            description="Comma-separated, e.g. subnet-0a1b2c3d4e5f60718"
            value={values.subnets}
            onChange={(e) => change({ subnets: e.currentTarget.value })}
            error={Boolean(errors.subnets)}
            aria-invalid={!!errors.subnets}
            spellCheck={false}
          />
          <TextInput
            label={errors.taskRole ?? 'Task role'}
            description="The IAM role name (or ARN) the service’s task runs as"
            value={values.taskRole}
            onChange={(e) => change({ taskRole: e.currentTarget.value })}
            error={Boolean(errors.taskRole)}
            aria-invalid={!!errors.taskRole}
            spellCheck={false}
          />
          <TextInput
            label="VPC ID"
            description="The service serves the databases with this vpc-id label; leave empty for every database."
            value={values.vpcId}
            onChange={(e) => change({ vpcId: e.currentTarget.value })}
            spellCheck={false}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={deploy.isPending}>
              Deploy
            </Button>
          </Group>
          {deploy.data && <Deployed result={deploy.data} />}
        </Stack>
      </form>
    </Paper>
  );
}
