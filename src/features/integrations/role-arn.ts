// The role ARN rule of spec §5 (src/shared/aws/role-arn.ts, shared with the user and role forms)
// as the integration forms use it: a required field, and the parts of a valid ARN.
import { INVALID_ROLE_ARN, isValidRoleArn } from '@/shared/aws/role-arn';

export const ROLE_ARN_REQUIRED = 'Role ARN is required';

/** The message for a role ARN field, or null when it is fine. */
export function roleArnError(value: string): string | null {
  if (value.trim() === '') return ROLE_ARN_REQUIRED;
  return isValidRoleArn(value.trim()) ? null : INVALID_ROLE_ARN;
}

/**
 * The role's name, as the IAM scripts take it: what follows ':role/' up to the end, without a
 * path ('arn:aws:iam::1:role/a/b' names the role 'b'). '' for an ARN that breaks the rule.
 */
export function roleNameOf(arn: string): string {
  if (!isValidRoleArn(arn)) return '';
  const after = arn.split(':role')[1] ?? '';
  const segments = after.replace(/^\//, '').split('/');
  return segments[segments.length - 1] ?? '';
}

/** The 12-digit AWS account of an IAM ARN ('' when it has none). */
export function accountIdOf(arn: string): string {
  return /^arn:aws:iam::(\d{12}):/.exec(arn)?.[1] ?? '';
}
