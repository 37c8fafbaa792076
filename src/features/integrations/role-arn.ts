// The role ARN rule of spec §5: an AWS IAM role ARN is valid only when it starts with the IAM
// ARN prefix, splitting it on ':role' gives exactly two parts, and what follows ':role' is at
// least two characters ('/x'). Anything else is 'invalid role ARN format'.

export const IAM_ARN_PREFIX = 'arn:aws:iam::';
export const INVALID_ROLE_ARN = 'invalid role ARN format';
export const ROLE_ARN_REQUIRED = 'Role ARN is required';

export function isValidRoleArn(value: string): boolean {
  if (!value.startsWith(IAM_ARN_PREFIX)) return false;
  const parts = value.split(':role');
  if (parts.length !== 2) return false;
  return (parts[1] ?? '').length >= 2;
}

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
