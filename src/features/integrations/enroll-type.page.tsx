// Enrolling one kind of integration. AWS OIDC: the form; once created, the URL names the
// integration (?integration=NAME) and the page goes on with its RDS databases, so a reload (or
// the list's 'Enroll RDS databases') lands there. Other kinds are said to be unavailable.
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useGetIntegration } from '@/api/gen/hooks/integrations/integrations';
import { errorText } from '@/api/errors';
import { useShell } from '@/platform/shell-context';
import { PageFrame } from '@/shared/pages/page-frame';
import { AwsOidcForm } from './aws-oidc-form';
import { kindOf } from './integration-kinds';
import { RdsDatabases } from './rds-databases';
import { StatusNote } from './status-note';

const route = getRouteApi('/_authed/_shell/integrations/new/$type');

function Unavailable({ type }: { type: string }) {
  const kind = kindOf(type);
  return (
    <Alert color="gray" title="Not available" role="status">
      <Stack gap="xs">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {kind
            ? `Set up ${kind.title} with tctl and the Teleport plugin guide; it is listed under Integrations once it exists.`
            : `There is no integration of the kind “${type}”.`}
        </Text>
        <Anchor component={Link} to="/integrations/new" fz="sm">
          Pick another kind
        </Anchor>
      </Stack>
    </Alert>
  );
}

function ExistingIntegration({ clusterId, name, region }: { clusterId: string; name: string; region: string }) {
  const found = useGetIntegration(clusterId, name);
  if (found.isPending) return <Skeleton height={120} radius="md" data-testid="integration-loading" />;
  if (found.isError)
    return (
      <Alert color="red" role="alert" title={`Could not load the integration “${name}”`}>
        <Stack gap="xs">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {errorText(found.error)}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => void found.refetch()} loading={found.isFetching}>
              Try again
            </Button>
            <Button size="xs" variant="subtle" component={Link} to="/integrations">
              Back to integrations
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  const integration = found.data;
  if (integration.subKind !== 'aws-oidc') return <Unavailable type={integration.subKind} />;
  return (
    <Stack gap="lg">
      <StatusNote title={`AWS OIDC integration “${integration.name}”`}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          Role {integration.awsoidc?.roleArn ?? '—'}. Enroll RDS databases through it below, or{' '}
          <Anchor component={Link} to="/integrations" fz="sm" underline="always">
            go to the integrations
          </Anchor>
          .
        </Text>
      </StatusNote>
      <RdsDatabases clusterId={clusterId} integration={integration} initialRegion={region} />
    </Stack>
  );
}

export function EnrollTypePage() {
  const { type } = route.useParams();
  const { integration } = route.useSearch();
  const navigate = route.useNavigate();
  const { clusterId } = useShell();
  const [region, setRegion] = useState('us-east-1');
  const kind = kindOf(type);
  const title = kind?.live ? `Enroll ${kind.title} integration` : 'Enroll New Integration';

  return (
    <PageFrame
      title={title}
      description={kind?.live ? 'Connect this cluster to an AWS account through an IAM role.' : 'Pick the kind of integration to set up.'}
    >
      {!kind?.live ? (
        <Unavailable type={type} />
      ) : integration ? (
        <ExistingIntegration clusterId={clusterId} name={integration} region={region} key={integration} />
      ) : (
        <AwsOidcForm
          clusterId={clusterId}
          onCreated={(created, chosenRegion) => {
            setRegion(chosenRegion);
            void navigate({ search: { integration: created.name } });
          }}
        />
      )}
    </PageFrame>
  );
}
