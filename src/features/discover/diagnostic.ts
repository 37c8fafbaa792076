// The connection test: the request for a kind and the access chosen, the MFA-required question
// for the same target, and the traces as checklist rows.
import type {
  ConnectionDiagnostic,
  CreateConnectionDiagnosticRequest,
  CreateConnectionDiagnosticRequestMfaResponse,
  MfaRequiredRequest,
} from '@/api/gen/model';
import type { ResourceKind } from './kinds';

export interface TestAccess {
  login?: string;
  dbUser?: string;
  dbName?: string;
  kubeUser?: string;
  kubeGroup?: string;
}

export function diagnosticRequest(
  kind: ResourceKind,
  resourceName: string,
  access: TestAccess,
  mfa?: CreateConnectionDiagnosticRequestMfaResponse,
): CreateConnectionDiagnosticRequest | null {
  const withMfa = mfa ? { mfa_response: mfa } : {};
  switch (kind.agent) {
    case 'node':
      return { resource_kind: 'node', resource_name: resourceName, ssh_principal: access.login ?? '', ...withMfa };
    case 'db':
      return {
        resource_kind: 'db',
        resource_name: resourceName,
        database_user: access.dbUser ?? '',
        ...(access.dbName ? { database_name: access.dbName } : {}),
        ...withMfa,
      };
    case 'kube':
      return {
        resource_kind: 'kube_cluster',
        resource_name: resourceName,
        kubernetes_namespace: 'default',
        kubernetes_impersonation: {
          ...(access.kubeUser ? { kubernetes_user: access.kubeUser } : {}),
          ...(access.kubeGroup ? { kubernetes_groups: [access.kubeGroup] } : {}),
        },
        ...withMfa,
      };
    default:
      return null;
  }
}

export function mfaRequiredRequest(kind: ResourceKind, resourceName: string, access: TestAccess): MfaRequiredRequest | null {
  switch (kind.agent) {
    case 'node':
      return { node: { node_name: resourceName, login: access.login ?? '' } };
    case 'db':
      return {
        database: {
          service_name: resourceName,
          protocol: kind.engine ?? 'postgres',
          ...(access.dbUser ? { username: access.dbUser } : {}),
          ...(access.dbName ? { database_name: access.dbName } : {}),
        },
      };
    case 'kube':
      return { kube: { cluster_name: resourceName } };
    default:
      return null;
  }
}

const TRACE_TITLES: Record<string, string> = {
  RBAC_NODE: 'Access to the server',
  CONNECTIVITY: 'The agent is reachable',
  RBAC_PRINCIPAL: 'Signed in to the server',
  NODE_PRINCIPAL: 'The login exists on the server',
  RBAC_KUBE: 'Access to the Kubernetes cluster',
  KUBE_PRINCIPAL: 'The Kubernetes user and groups',
  RBAC_DATABASE: 'Access to the database',
  RBAC_DATABASE_LOGIN: 'The database user and name are allowed',
  DATABASE_DB_USER: 'The database user exists',
  DATABASE_DB_NAME: 'The database name exists',
  UNKNOWN_ERROR: 'Unexpected error',
};

export interface TraceRow {
  key: string;
  title: string;
  passed: boolean;
  details: string;
  error: string;
}

export function traceRows(result: ConnectionDiagnostic): TraceRow[] {
  return (result.traces ?? []).map((t, i) => ({
    key: `${i}-${t.traceType ?? ''}`,
    title: TRACE_TITLES[t.traceType ?? ''] ?? t.traceType ?? 'Check',
    passed: t.status === 'SUCCESS',
    details: t.details ?? '',
    error: t.error ?? '',
  }));
}
