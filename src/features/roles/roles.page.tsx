// Manage Roles: the cluster's roles as YAML, created from a template and edited with completion
// and hover help for every role field, the role form beside the YAML and what the draft reaches
// under it (the editor's slots).
import { getListRolesQueryKey, useCreateRole, useDeleteRole, useListRoles, useUpdateRole } from '@/api/gen/hooks/roles/roles';
import type { YamlResourceKind } from '@/shared/resource-items/yaml-resource-kind';
import { YamlResourcesPage } from '@/shared/resource-items/yaml-resources-page';
import { ROLE_FIELDS } from './fields/role-fields';
import { RoleEditorPane } from './form/role-editor-pane';
import { roleTemplate } from './role-template';
import { RoleWhatIf } from './what-if/role-what-if';

/** The editor's (and the form's) height: the window less the dialog's other parts and the what-if counts, so Save stays in view. */
const ROLE_EDITOR_HEIGHT = 'max(240px, calc(100vh - 480px))';

const ROLES: YamlResourceKind = {
  kind: 'role',
  title: 'Roles',
  description: 'Who may reach which resources, as what, and with which session options.',
  label: 'role',
  plural: 'roles',
  acl: 'roles',
  operation: 'listRoles',
  template: roleTemplate,
  editor: { fields: ROLE_FIELDS, height: ROLE_EDITOR_HEIGHT, Pane: RoleEditorPane, Aside: RoleWhatIf },
  useList: useListRoles,
  listKey: getListRolesQueryKey,
  useCreate: useCreateRole,
  useUpdate: useUpdateRole,
  useDelete: useDeleteRole,
};

export function RolesPage() {
  return <YamlResourcesPage spec={ROLES} />;
}
