// Listing RDS databases through an AWS OIDC integration, enrolling the ones picked, and the
// deploy-service form: the choices, the checks made on submit and the request bodies.
import type { AwsOidcListDatabasesRequest, CreateDatabaseRequest, Database, DeployDatabaseServiceRequest, Label } from '@/api/gen/model';
import { isAwsRegion } from './aws-regions';

export type RdsType = 'instance' | 'cluster';
export type EngineFamily = 'postgres' | 'mysql';

/** The RDS engine names of each family, for instances and for Aurora clusters. */
export const ENGINES: Record<RdsType, Record<EngineFamily, readonly string[]>> = {
  instance: { postgres: ['postgres'], mysql: ['mysql', 'mariadb'] },
  cluster: { postgres: ['aurora-postgresql'], mysql: ['aurora-mysql', 'aurora'] },
};

export const ENGINE_LABELS: Record<EngineFamily, string> = { postgres: 'PostgreSQL', mysql: 'MySQL and MariaDB' };

export interface RdsQuery {
  region: string;
  rdsType: RdsType;
  families: EngineFamily[];
}

export type RdsQueryErrors = Partial<Record<'region' | 'families', string>>;

export const REGION_REQUIRED = 'Pick an AWS region';
export const ENGINE_REQUIRED = 'Pick at least one engine';

export function validateRdsQuery(q: RdsQuery): RdsQueryErrors {
  const errors: RdsQueryErrors = {};
  if (!isAwsRegion(q.region)) errors.region = REGION_REQUIRED;
  if (!q.families.length) errors.families = ENGINE_REQUIRED;
  return errors;
}

export function listDatabasesBody(q: RdsQuery, nextToken?: string): AwsOidcListDatabasesRequest {
  const engines = q.families.flatMap((f) => ENGINES[q.rdsType][f]);
  return { rdsType: q.rdsType, engines, region: q.region, ...(nextToken ? { nextToken } : {}) };
}

export const labelValue = (labels: readonly Label[] | undefined, name: string) => labels?.find((l) => l.name === name)?.value ?? '';

/** The createDatabase body that enrolls an RDS database found through the integration. */
export function enrollDatabaseBody(db: Database): CreateDatabaseRequest {
  const accountId = db.aws?.account_id ?? labelValue(db.labels, 'account-id');
  const resourceId = db.aws?.rds?.resource_id ?? '';
  return {
    name: db.name,
    protocol: db.protocol,
    uri: db.uri,
    labels: db.labels,
    ...(accountId && resourceId ? { awsRds: { accountId, resourceId } } : {}),
  };
}

export interface DeployFormValues {
  region: string;
  /** Comma- or space-separated subnet IDs. */
  subnets: string;
  taskRole: string;
  /** The VPC the agent serves (its databases carry this vpc-id label); '' for every database. */
  vpcId: string;
}

export type DeployFormErrors = Partial<Record<keyof DeployFormValues, string>>;

export const SUBNETS_REQUIRED = 'Enter at least one subnet ID';
export const SUBNET_FORMAT = 'Subnet IDs look like subnet-0123456789abcdef0';
export const TASK_ROLE_REQUIRED = 'Task role is required';

export const subnetList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export function validateDeployForm(v: DeployFormValues): DeployFormErrors {
  const errors: DeployFormErrors = {};
  if (!isAwsRegion(v.region)) errors.region = REGION_REQUIRED;
  const subnets = subnetList(v.subnets);
  if (!subnets.length) errors.subnets = SUBNETS_REQUIRED;
  else if (subnets.some((s) => !/^subnet-[0-9a-f]{4,}$/.test(s))) errors.subnets = SUBNET_FORMAT;
  if (!v.taskRole.trim()) errors.taskRole = TASK_ROLE_REQUIRED;
  return errors;
}

/** A task role given by name becomes its ARN in the integration's account; an ARN stays as typed. */
export function taskRoleArn(taskRole: string, accountId: string): string {
  const role = taskRole.trim();
  if (role.startsWith('arn:') || !accountId) return role;
  return `arn:aws:iam::${accountId}:role/${role}`;
}

export function deployBody(v: DeployFormValues, accountId: string): DeployDatabaseServiceRequest {
  return {
    region: v.region,
    subnetIds: subnetList(v.subnets),
    taskRoleArn: taskRoleArn(v.taskRole, accountId),
    deploymentMode: 'database-service',
    databaseAgentMatcherLabels: [v.vpcId.trim() ? { name: 'vpc-id', value: v.vpcId.trim() } : { name: '*', value: '*' }],
  };
}

/** The deploy form's starting values, from the databases picked (their subnets and VPC). */
export function deployDefaults(region: string, picked: readonly Database[], taskRole: string): DeployFormValues {
  const subnets = [...new Set(picked.flatMap((d) => d.aws?.rds?.subnets ?? []))];
  const vpcs = [...new Set(picked.map((d) => labelValue(d.labels, 'vpc-id')).filter(Boolean))];
  return { region, subnets: subnets.join(', '), taskRole, vpcId: vpcs.length === 1 ? (vpcs[0] ?? '') : '' };
}
