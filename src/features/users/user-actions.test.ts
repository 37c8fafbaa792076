import { describe, expect, it } from 'vitest';
import type { Access } from '@/api/gen/model';
import { authTypeLabel, rowActions, usersAccess } from './user-actions';

const access = (over: Partial<Access> = {}): Access => ({
  list: true,
  read: true,
  edit: false,
  create: false,
  remove: false,
  use: false,
  ...over,
});
const local = { authType: 'local' };
const github = { authType: 'github' };

describe('user actions by the ACL', () => {
  it('offers nothing but the list to a user who may only list users', () => {
    const a = usersAccess(access(), access({ list: false }));
    expect(a).toEqual({ create: false, edit: false, remove: false, reset: false, listRoles: false });
    expect(rowActions(a, local)).toEqual({ edit: false, reset: false, remove: false });
  });

  it('follows create, edit and remove one by one', () => {
    expect(usersAccess(access({ create: true }), access()).create).toBe(true);
    expect(rowActions(usersAccess(access({ edit: true }), access()), local)).toEqual({ edit: true, reset: true, remove: false });
    expect(rowActions(usersAccess(access({ remove: true }), access()), local)).toEqual({ edit: false, reset: false, remove: true });
    expect(usersAccess(access(), access({ list: true })).listRoles).toBe(true);
  });

  it('offers a password reset only for local users', () => {
    const all = usersAccess(access({ create: true, edit: true, remove: true }), access());
    expect(rowActions(all, local).reset).toBe(true);
    expect(rowActions(all, github).reset).toBe(false);
    expect(rowActions(all, { authType: 'saml' })).toEqual({ edit: true, reset: false, remove: true });
  });

  it('labels local users "local user" and SSO users by their connector type', () => {
    expect(authTypeLabel(local)).toBe('local user');
    expect(authTypeLabel(github)).toBe('github');
    expect(authTypeLabel({ authType: 'oidc' })).toBe('oidc');
    expect(authTypeLabel({ authType: '' })).toBe('unknown');
  });
});
