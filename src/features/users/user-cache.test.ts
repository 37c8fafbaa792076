import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getGetUserQueryKey, getListUsersQueryKey } from '@/api/gen/hooks/users/users';
import { getListRolesQueryKey } from '@/api/gen/hooks/roles/roles';
import { afterUserDeleted, afterUserSaved, usernameParam } from './user-cache';

function seeded() {
  const qc = new QueryClient();
  qc.setQueryData(getListUsersQueryKey(), [{ name: 'carol', roles: ['access'], authType: 'local' }]);
  qc.setQueryData(getListRolesQueryKey(), [{ id: 'role:access', kind: 'role', name: 'access', content: '' }]);
  qc.setQueryData(getGetUserQueryKey(usernameParam('a/b c')), { name: 'a/b c', roles: [], authType: 'local', traits: {} });
  return qc;
}

const invalid = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

describe('users cache after a change', () => {
  it('a save invalidates the users list and nothing else, and keeps the saved user as its cached answer', async () => {
    const qc = seeded();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const saved = { name: 'a/b c', roles: ['editor'], authType: 'local', traits: { logins: ['x'] } };
    await afterUserSaved(qc, saved);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(invalid(qc)).toEqual([getListUsersQueryKey()]);
    expect(qc.getQueryData(getGetUserQueryKey('a%2Fb%20c'))).toEqual(saved);
  });

  it('a delete invalidates the users list and forgets that user', async () => {
    const qc = seeded();
    await afterUserDeleted(qc, 'a/b c');
    expect(invalid(qc)).toEqual([getListUsersQueryKey()]);
    expect(qc.getQueryData(getGetUserQueryKey(usernameParam('a/b c')))).toBeUndefined();
    expect(qc.getQueryData(getListRolesQueryKey())).toBeDefined();
  });

  it('encodes a user name as one path segment', () => {
    expect(usernameParam('<img src=x onerror=alert(1)>')).toBe('%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(usernameParam('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
  });
});
