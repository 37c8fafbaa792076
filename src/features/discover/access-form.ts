// The access step: which identities the connection test uses, checked on submit, and the trait
// lists of the user they are added to (the user's traits grant logins, database users and names,
// Kubernetes users and groups).
import type { ResourceKind } from './kinds';

export interface AccessValues {
  login: string;
  dbUser: string;
  dbName: string;
  kubeUser: string;
  kubeGroup: string;
}

export type AccessErrors = Partial<Record<keyof AccessValues, string>>;

export function validateAccess(kind: ResourceKind, v: AccessValues): AccessErrors {
  const errors: AccessErrors = {};
  if (kind.agent === 'node' && !v.login.trim()) errors.login = 'A login is required';
  if (kind.agent === 'db') {
    if (!v.dbUser.trim()) errors.dbUser = 'A database user is required';
    if (kind.engine === 'postgres' && !v.dbName.trim()) errors.dbName = 'A database name is required for PostgreSQL';
  }
  if (kind.agent === 'kube' && !v.kubeUser.trim() && !v.kubeGroup.trim()) errors.kubeGroup = 'Give a Kubernetes user or group';
  return errors;
}

/** The trait additions the values need: for each trait key, the lists with the new values appended. */
export function traitAdditions(kind: ResourceKind, v: AccessValues, traits: Record<string, unknown>): Record<string, string[]> {
  const list = (key: string) =>
    Array.isArray(traits[key]) ? (traits[key] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  const wanted: [string, string][] =
    kind.agent === 'node'
      ? [['logins', v.login]]
      : kind.agent === 'db'
        ? [
            ['databaseUsers', v.dbUser],
            ['databaseNames', v.dbName],
          ]
        : kind.agent === 'kube'
          ? [
              ['kubeUsers', v.kubeUser],
              ['kubeGroups', v.kubeGroup],
            ]
          : [];
  const out: Record<string, string[]> = {};
  for (const [key, raw] of wanted) {
    const value = raw.trim();
    if (!value) continue;
    const have = list(key);
    if (!have.includes(value)) out[key] = [...have, value];
  }
  return out;
}
