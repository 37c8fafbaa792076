import { describe, expect, it } from 'vitest';
import type { Database } from '@/api/gen/model';
import { deployServiceIamCommand, deployServiceIamUrl } from './iam-command';
import { createIntegrationBody, NAME_FORMAT, NAME_REQUIRED, updateIntegrationBody, validateIntegrationForm } from './integration-form';
import {
  deployBody,
  deployDefaults,
  ENGINE_REQUIRED,
  enrollDatabaseBody,
  listDatabasesBody,
  REGION_REQUIRED,
  SUBNET_FORMAT,
  SUBNETS_REQUIRED,
  TASK_ROLE_REQUIRED,
  validateDeployForm,
  validateRdsQuery,
} from './rds-form';
import { INVALID_ROLE_ARN } from '@/shared/aws/role-arn';
import { ROLE_ARN_REQUIRED } from './role-arn';

const ARN = 'arn:aws:iam::123456789012:role/teleport-oidc';

describe('integration form', () => {
  it('needs a name and a valid role ARN on create', () => {
    expect(validateIntegrationForm({ name: '', roleArn: '' })).toEqual({ name: NAME_REQUIRED, roleArn: ROLE_ARN_REQUIRED });
    expect(validateIntegrationForm({ name: 'my aws', roleArn: 'arn:aws:iam::1:user/x' })).toEqual({
      name: NAME_FORMAT,
      roleArn: INVALID_ROLE_ARN,
    });
    expect(validateIntegrationForm({ name: 'aws-prod', roleArn: ARN })).toEqual({});
  });

  it('checks only the role ARN on edit (the name is fixed)', () => {
    expect(validateIntegrationForm({ name: '', roleArn: ARN }, 'edit')).toEqual({});
    expect(validateIntegrationForm({ name: '', roleArn: 'nope' }, 'edit')).toEqual({ roleArn: INVALID_ROLE_ARN });
  });

  it('builds the create and update bodies, trimmed', () => {
    expect(createIntegrationBody({ name: ' aws-prod ', roleArn: ` ${ARN} ` })).toEqual({
      name: 'aws-prod',
      subKind: 'aws-oidc',
      awsoidc: { roleArn: ARN },
    });
    expect(updateIntegrationBody({ name: 'x', roleArn: ARN })).toEqual({ awsoidc: { roleArn: ARN } });
  });
});

describe('deploy-service IAM command', () => {
  const input = { origin: 'https://proxy.example.com', integrationName: 'aws prod', region: 'us-east-1', role: 'oidc', taskRole: 'Task' };
  it('points at the script without /v1, with every parameter encoded', () => {
    expect(deployServiceIamUrl(input)).toBe(
      'https://proxy.example.com/webapi/scripts/integrations/configure/deployservice-iam.sh?integrationName=aws+prod&awsRegion=us-east-1&role=oidc&taskRole=Task',
    );
  });
  it('quotes the URL so the shell runs only the script', () => {
    const cmd = deployServiceIamCommand({ ...input, integrationName: "x'; rm -rf /" });
    expect(cmd.startsWith(`bash -c "$(curl 'https://proxy.example.com/webapi/`)).toBe(true);
    expect(cmd.endsWith(`')"`)).toBe(true);
    expect(cmd).not.toContain("x';");
  });
});

describe('RDS query', () => {
  it('needs a known region and an engine', () => {
    expect(validateRdsQuery({ region: '', rdsType: 'instance', families: [] })).toEqual({
      region: REGION_REQUIRED,
      families: ENGINE_REQUIRED,
    });
    expect(validateRdsQuery({ region: 'mars-1', rdsType: 'instance', families: ['postgres'] })).toEqual({ region: REGION_REQUIRED });
    expect(validateRdsQuery({ region: 'us-east-1', rdsType: 'cluster', families: ['mysql'] })).toEqual({});
  });
  it('maps engine families to RDS engines by type, with the page token', () => {
    expect(listDatabasesBody({ region: 'us-east-1', rdsType: 'instance', families: ['postgres', 'mysql'] })).toEqual({
      rdsType: 'instance',
      engines: ['postgres', 'mysql', 'mariadb'],
      region: 'us-east-1',
    });
    expect(listDatabasesBody({ region: 'eu-west-1', rdsType: 'cluster', families: ['postgres'] }, 'tok')).toEqual({
      rdsType: 'cluster',
      engines: ['aurora-postgresql'],
      region: 'eu-west-1',
      nextToken: 'tok',
    });
  });
});

const rds = (over: Partial<Database> = {}): Database =>
  ({
    name: 'users-db',
    desc: '',
    protocol: 'postgres',
    type: 'rds',
    labels: [{ name: 'vpc-id', value: 'vpc-1' }],
    hostname: 'users-db.x.rds.amazonaws.com',
    uri: 'users-db.x.rds.amazonaws.com:5432',
    aws: { account_id: '123456789012', rds: { resource_id: 'db-ABC', iam_auth: false, subnets: ['subnet-0a1b'] } },
    ...over,
  }) as Database;

describe('enrolling and deploying', () => {
  it('enrolls an RDS database with its AWS reference when it has one', () => {
    expect(enrollDatabaseBody(rds())).toEqual({
      name: 'users-db',
      protocol: 'postgres',
      uri: 'users-db.x.rds.amazonaws.com:5432',
      labels: [{ name: 'vpc-id', value: 'vpc-1' }],
      awsRds: { accountId: '123456789012', resourceId: 'db-ABC' },
    });
    expect(enrollDatabaseBody(rds({ aws: undefined })).awsRds).toBeUndefined();
  });

  it('checks the deploy form', () => {
    expect(validateDeployForm({ region: '', subnets: '', taskRole: ' ', vpcId: '' })).toEqual({
      region: REGION_REQUIRED,
      subnets: SUBNETS_REQUIRED,
      taskRole: TASK_ROLE_REQUIRED,
    });
    expect(validateDeployForm({ region: 'us-east-1', subnets: 'subnet-0a1b, sg-1', taskRole: 'T', vpcId: '' })).toEqual({
      subnets: SUBNET_FORMAT,
    });
  });

  it('starts from the picked databases and builds the body', () => {
    const values = deployDefaults('us-east-1', [rds(), rds({ name: 'b' })], 'TeleportDatabaseAccess');
    expect(values).toEqual({ region: 'us-east-1', subnets: 'subnet-0a1b', taskRole: 'TeleportDatabaseAccess', vpcId: 'vpc-1' });
    expect(deployBody(values, '123456789012')).toEqual({
      region: 'us-east-1',
      subnetIds: ['subnet-0a1b'],
      taskRoleArn: 'arn:aws:iam::123456789012:role/TeleportDatabaseAccess',
      deploymentMode: 'database-service',
      databaseAgentMatcherLabels: [{ name: 'vpc-id', value: 'vpc-1' }],
    });
    expect(deployBody({ ...values, vpcId: '', taskRole: 'arn:aws:iam::1:role/T' }, '').databaseAgentMatcherLabels).toEqual([
      { name: '*', value: '*' },
    ]);
  });
});
