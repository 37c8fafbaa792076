// Manage Roles: the cluster's roles as YAML, created from a template and edited with completion
// and hover help for every role field.
import { getListRolesQueryKey, useCreateRole, useDeleteRole, useListRoles, useUpdateRole } from '@/api/gen/hooks/roles/roles';
import type { YamlResourceKind } from '@/shared/resource-items/yaml-resource-kind';
import { YamlResourcesPage } from '@/shared/resource-items/yaml-resources-page';

const ROLES: YamlResourceKind = {
  kind: 'role',
  title: 'Roles',
  description: 'Who may reach which resources, as what, and with which session options.',
  label: 'role',
  plural: 'roles',
  acl: 'roles',
  operation: 'listRoles',
  roleHelp: true,
  useList: useListRoles,
  listKey: getListRolesQueryKey,
  useCreate: useCreateRole,
  useUpdate: useUpdateRole,
  useDelete: useDeleteRole,
};

export function RolesPage() {
  return <YamlResourcesPage spec={ROLES} />;
}
