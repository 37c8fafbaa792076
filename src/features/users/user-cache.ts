// What a users mutation does to react-query's cache: it refreshes the users list and nothing
// else (only that query key is invalidated). The one user's cached answer (the edit form's
// getUser) takes the saved user as is, or goes when the user is deleted.
import type { QueryClient } from '@tanstack/react-query';
import { getGetUserQueryKey, getListUsersQueryKey } from '@/api/gen/hooks/users/users';
import type { User } from '@/api/gen/model';

/**
 * A user name as the generated calls' `{username}` path segment: they put it into the path as
 * given, so it is encoded here ('a/b', '#', '?' and markup stay one segment).
 */
export const usernameParam = (name: string) => encodeURIComponent(name);

export function afterUserSaved(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(getGetUserQueryKey(usernameParam(user.name)), user);
  return queryClient.invalidateQueries({ queryKey: getListUsersQueryKey(), exact: true });
}

export function afterUserDeleted(queryClient: QueryClient, name: string): Promise<void> {
  queryClient.removeQueries({ queryKey: getGetUserQueryKey(usernameParam(name)), exact: true });
  return queryClient.invalidateQueries({ queryKey: getListUsersQueryKey(), exact: true });
}
