// The deploy-service IAM configure command (spec §7.2): a bash one-liner that fetches the proxy's
// script with the integration's name, the AWS region, its IAM role's name and the ECS task's role,
// and runs it (in AWS CloudShell). The script is served under /webapi, without the /v1 prefix.
import { shellQuote } from '@/shared/text/shell-quote';

export const DEPLOY_SERVICE_IAM_PATH = '/webapi/scripts/integrations/configure/deployservice-iam.sh';
export const DEFAULT_TASK_ROLE = 'TeleportDatabaseAccess';

export interface IamCommandInput {
  origin: string;
  integrationName: string;
  region: string;
  /** The integration's IAM role name (not its ARN). */
  role: string;
  taskRole: string;
}

export function deployServiceIamUrl({ origin, integrationName, region, role, taskRole }: IamCommandInput): string {
  const query = new URLSearchParams({ integrationName, awsRegion: region, role, taskRole });
  return `${origin}${DEPLOY_SERVICE_IAM_PATH}?${query.toString()}`;
}

export function deployServiceIamCommand(input: IamCommandInput): string {
  return `bash -c "$(curl ${shellQuote(deployServiceIamUrl(input))})"`;
}
