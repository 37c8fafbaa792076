// What the role form's sections share: the hint of a locked field, the suggestion lists' place
// above the dialog, and each field's help and suggestions from the role fields (role-fields.ts).
import { layers } from '@/platform/theme';
import { roleFieldAt as fieldAt } from '../../fields/role-fields';
import { type FieldId, type LabelField, type ListField, type RoleFormErrors, type Side } from '../role-values';

export const LOCKED_HINT = 'Written in a shape this form cannot show: edit it in YAML.';
// Suggestions open above the dialog, and exist only while open: Mantine keeps a closed list
// mounted (hidden) by default, and floating-ui then places each hidden list as it mounts, one
// measure and one synchronous re-render per field, which made opening the form cost seconds
// on a loaded machine.
export const IN_DIALOG = { withinPortal: true, zIndex: layers.aboveModal, keepMounted: false } as const;
export const PILLS = { pill: { maxWidth: '100%' } } as const;

/** The YAML path of a condition field, for its help text and suggestions (role-fields.ts). */
export const docPath = (side: Side, field: ListField | LabelField | 'kubernetes_resources') =>
  field === 'request_roles' ? ['spec', side, 'request', 'roles'] : ['spec', side, field];

const unquote = (v: string) => v.replace(/^'(.*)'$/, '$1');
export const suggestions = (path: string[]) => (fieldAt(path)?.values ?? []).map(unquote);

export interface Common {
  disabled: boolean;
  errors: RoleFormErrors;
  locked: ReadonlySet<FieldId>;
  /** The help of role-fields.ts under each field (on the Allow tab; the Deny tab says it once). */
  help: boolean;
}
