// Which user actions the signed-in user's ACL allows (the `users` area of the user context).
// Pure, so the page and its tests read the same rules.
import type { Access } from '@/api/gen/model';

export interface UserRowLike {
  authType: string;
}

export interface UsersAccess {
  create: boolean;
  edit: boolean;
  remove: boolean;
  /** May reset passwords (reset tokens need the right to change users). */
  reset: boolean;
  /** May read the cluster's roles for the role picker. */
  listRoles: boolean;
}

export function usersAccess(users: Access, roles: Access): UsersAccess {
  return { create: users.create, edit: users.edit, remove: users.remove, reset: users.edit, listRoles: roles.list };
}

export const isLocalUser = (user: UserRowLike) => user.authType === 'local';

/** The actions of one row: a password reset only for a local user (SSO users sign in elsewhere). */
export function rowActions(access: UsersAccess, user: UserRowLike): { edit: boolean; reset: boolean; remove: boolean } {
  return { edit: access.edit, reset: access.reset && isLocalUser(user), remove: access.remove };
}

/** The auth-type column: 'local user' for local users, else the connector type (github, saml, oidc). */
export function authTypeLabel(user: UserRowLike): string {
  return isLocalUser(user) ? 'local user' : user.authType || 'unknown';
}
