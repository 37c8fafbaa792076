// Which actions a YAML resource list offers, from the user's ACL entry for its kind. Without edit
// an existing item still opens read-only (to read it), when the ACL allows reading.
import type { Access } from '@/api/gen/model';

export interface ItemActions {
  create: boolean;
  edit: boolean;
  /** Open an item read-only (no edit, but read). */
  view: boolean;
  remove: boolean;
}

export function itemActions(rule: Pick<Access, 'create' | 'edit' | 'remove' | 'read'>): ItemActions {
  return { create: rule.create, edit: rule.edit, view: !rule.edit && rule.read, remove: rule.remove };
}
