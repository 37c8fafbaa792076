import { describe, expect, it } from 'vitest';
import { emptyUserForm, isRoleArn, saveUserRequest, userToForm, validateUserForm } from './user-form';

describe('user form', () => {
  it('asks for a name and a role on submit', () => {
    expect(validateUserForm(emptyUserForm())).toEqual({ name: 'Username is required', roles: 'At least one role is required' });
    expect(validateUserForm({ ...emptyUserForm(), name: '  ', roles: [' '] })).toMatchObject({
      name: expect.any(String),
      roles: expect.any(String),
    });
    expect(validateUserForm({ ...emptyUserForm(), name: 'dave', roles: ['access'] })).toEqual({});
  });

  it('checks AWS role ARNs as the spec reads them', () => {
    expect(isRoleArn('arn:aws:iam::123456789012:role/ReadOnly')).toBe(true);
    expect(isRoleArn('arn:aws:iam::123456789012:user/bob')).toBe(false);
    expect(isRoleArn('arn:aws:s3:::bucket:role/x')).toBe(false);
    expect(isRoleArn('arn:aws:iam::1:role/')).toBe(false);
    expect(isRoleArn('arn:aws:iam::1:role/a:role/b')).toBe(false);
    const form = { ...emptyUserForm(), name: 'dave', roles: ['access'] };
    form.traits.awsRoleArns = ['arn:aws:iam::123456789012:role/ok', 'nope'];
    expect(validateUserForm(form)).toEqual({ awsRoleArns: 'invalid role ARN format: nope' });
  });

  it('builds the create body the contract expects: trimmed name, roles, only the lists with entries', () => {
    const form = { ...emptyUserForm(), name: ' dave ', roles: ['access', 'auditor', 'access'] };
    expect(saveUserRequest(form, 'create')).toEqual({ name: 'dave', roles: ['access', 'auditor'] });
    form.traits.logins = ['dave', 'ubuntu'];
    expect(saveUserRequest(form, 'create')).toEqual({ name: 'dave', roles: ['access', 'auditor'], traits: { logins: ['dave', 'ubuntu'] } });
  });

  it('edits a user without losing traits it does not show', () => {
    const form = userToForm({
      name: 'bob@example.com',
      roles: ['requester', 'access'],
      traits: { logins: ['bob'], github_teams: ['core'] },
    });
    expect(form.roles).toEqual(['requester', 'access']);
    const body = saveUserRequest({ ...form, roles: ['access'] }, 'update');
    expect(body.name).toBe('bob@example.com');
    expect(body.roles).toEqual(['access']);
    expect(body.traits).toMatchObject({ logins: ['bob'], github_teams: ['core'], windowsLogins: [] });
  });
});
