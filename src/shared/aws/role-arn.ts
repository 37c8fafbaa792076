// The role ARN rule of spec §5, shared by every form that takes an AWS IAM role ARN (the
// integration forms, user traits, the role form): valid only when it starts with the IAM ARN
// prefix, splitting it on ':role' gives exactly two parts, and what follows ':role' is at least two
// characters ('/x'). Anything else is 'invalid role ARN format'.

export const IAM_ARN_PREFIX = 'arn:aws:iam::';
export const INVALID_ROLE_ARN = 'invalid role ARN format';

export function isValidRoleArn(value: string): boolean {
  if (!value.startsWith(IAM_ARN_PREFIX)) return false;
  const parts = value.split(':role');
  if (parts.length !== 2) return false;
  return (parts[1] ?? '').length >= 2;
}
