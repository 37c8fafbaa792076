// @ts-check
/** The store's `roles` tag: roles, as YAML resources (./yaml-resources.mjs). */
import { yamlTag } from './yaml-resources.mjs';

export const { tag, handlers } = yamlTag('roles', 'role', {
  list: 'listRoles',
  create: 'createRole',
  update: 'updateRole',
  remove: 'deleteRole',
});
