// The deploy-service IAM configure command in the copyable command block, for an integration
// whose name and role are known; until then, a line saying what it waits for.
import { Stack, Text } from '@mantine/core';
import { CommandBlock } from '@/shared/ui/command-block';
import { DEFAULT_TASK_ROLE, deployServiceIamCommand } from './iam-command';
import { roleNameOf } from './role-arn';

export function IamCommandBlock({
  integrationName,
  roleArn,
  region,
  taskRole = DEFAULT_TASK_ROLE,
}: {
  integrationName: string;
  roleArn: string;
  region: string;
  taskRole?: string;
}) {
  const role = roleNameOf(roleArn.trim());
  const ready = integrationName.trim() !== '' && role !== '' && region !== '' && taskRole.trim() !== '';
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        Configure the IAM roles for deploying the database service
      </Text>
      <Text fz="sm" c="dimmed">
        Run this in AWS CloudShell (region {region || '—'}): it gives the integration’s role the rights to deploy the database service on
        Amazon ECS and creates the task role “{taskRole.trim() || '—'}”.
      </Text>
      {ready ? (
        <CommandBlock
          label="IAM configure command"
          lines={[
            {
              comment: 'Configure the IAM roles of the deploy-service flow',
              text: deployServiceIamCommand({
                origin: window.location.origin,
                integrationName: integrationName.trim(),
                region,
                role,
                taskRole: taskRole.trim(),
              }),
            },
          ]}
        />
      ) : (
        <Text fz="sm" c="dimmed" data-testid="iam-command-pending">
          The command appears once the integration has a name, a valid role ARN and a region.
        </Text>
      )}
    </Stack>
  );
}
