import { describe, expect, it } from 'vitest';
import { INVALID_ROLE_ARN, isValidRoleArn } from '@/shared/aws/role-arn';
import { accountIdOf, ROLE_ARN_REQUIRED, roleArnError, roleNameOf } from './role-arn';

describe('role ARN rule (spec §5)', () => {
  it('accepts an IAM role ARN', () => {
    expect(isValidRoleArn('arn:aws:iam::123456789012:role/teleport-oidc')).toBe(true);
    expect(roleArnError('arn:aws:iam::123456789012:role/teleport-oidc')).toBeNull();
  });

  it('refuses an ARN that does not start with the IAM prefix', () => {
    expect(isValidRoleArn('arn:aws:s3:::bucket:role/x')).toBe(false);
    expect(isValidRoleArn(' arn:aws:iam::123456789012:role/x')).toBe(false);
    expect(isValidRoleArn('ARN:AWS:IAM::123456789012:role/x')).toBe(false);
    expect(roleArnError('teleport-oidc')).toBe(INVALID_ROLE_ARN);
  });

  it('refuses an ARN without ":role" (one part after the split)', () => {
    expect(isValidRoleArn('arn:aws:iam::123456789012:user/bob')).toBe(false);
    expect(roleArnError('arn:aws:iam::123456789012:user/bob')).toBe(INVALID_ROLE_ARN);
  });

  it('refuses an ARN with ":role" twice (more than one split)', () => {
    expect(isValidRoleArn('arn:aws:iam::123456789012:role/a:role/b')).toBe(false);
  });

  it('needs at least two characters after ":role"', () => {
    expect(isValidRoleArn('arn:aws:iam::123456789012:role')).toBe(false);
    expect(isValidRoleArn('arn:aws:iam::123456789012:role/')).toBe(false);
    expect(isValidRoleArn('arn:aws:iam::123456789012:role/x')).toBe(true);
    // The rule counts characters, it does not parse: 'xy' after ':role' passes.
    expect(isValidRoleArn('arn:aws:iam::123456789012:rolexy')).toBe(true);
  });

  it('says an empty field is required; surrounding spaces are forgiven', () => {
    expect(roleArnError('')).toBe(ROLE_ARN_REQUIRED);
    expect(roleArnError('   ')).toBe(ROLE_ARN_REQUIRED);
    expect(roleArnError('  arn:aws:iam::123456789012:role/x  ')).toBeNull();
  });
});

describe('parts of a role ARN', () => {
  it('names the role (last path segment)', () => {
    expect(roleNameOf('arn:aws:iam::123456789012:role/teleport-oidc')).toBe('teleport-oidc');
    expect(roleNameOf('arn:aws:iam::123456789012:role/service/teleport-oidc')).toBe('teleport-oidc');
    expect(roleNameOf('not an arn')).toBe('');
  });

  it('finds the account', () => {
    expect(accountIdOf('arn:aws:iam::123456789012:role/x')).toBe('123456789012');
    expect(accountIdOf('arn:aws:iam::12:role/x')).toBe('');
  });
});
