// The role form's values: which fields of a role (Teleport role v6/v7 YAML) the form shows, their
// ids and the empty form. What the YAML holds is read into them (role-read.ts, role-yaml.ts) and
// written back from them (role-write.ts).

export type Side = 'allow' | 'deny';
export const SIDES: readonly Side[] = ['allow', 'deny'];

/** Lists of strings under spec.allow / spec.deny (a single string is read as a list of one). */
export const LIST_FIELDS = {
  logins: ['logins'],
  windows_desktop_logins: ['windows_desktop_logins'],
  db_names: ['db_names'],
  db_users: ['db_users'],
  kubernetes_groups: ['kubernetes_groups'],
  kubernetes_users: ['kubernetes_users'],
  aws_role_arns: ['aws_role_arns'],
  request_roles: ['request', 'roles'],
} as const satisfies Record<string, readonly string[]>;
export type ListField = keyof typeof LIST_FIELDS;

/** Label maps under spec.allow / spec.deny: key -> a string or a list of strings. */
export const LABEL_FIELDS = ['node_labels', 'app_labels', 'db_labels', 'kubernetes_labels', 'windows_desktop_labels'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

export interface LabelRow {
  /** The row's identity in the form (errors and focus follow it). */
  id: string;
  key: string;
  values: string[];
  /** The key this row had in the YAML it was read from (absent for a new row). */
  from?: string;
}

export interface KubeResourceRow {
  id: string;
  kind: string;
  namespace: string;
  name: string;
  verbs: string[];
  /** The row's index in the YAML list it was read from (absent for a new row). */
  from?: number;
}

export type Conditions = Record<ListField, string[]> & Record<LabelField, LabelRow[]> & { kubernetes_resources: KubeResourceRow[] };

export const MFA_CHOICES = [
  'false',
  'true',
  'session',
  'hardware_key',
  'hardware_key_touch',
  'hardware_key_pin',
  'hardware_key_touch_and_pin',
];
export const RECORDING_MODES = ['best_effort', 'strict'];
const BOOL_CHOICES = ['true', 'false'];

export type OptionKind = 'duration' | 'bool' | 'choice';
export interface OptionSpec {
  path: readonly string[];
  kind: OptionKind;
  choices?: readonly string[];
}
/** spec.options fields the form shows. Values are text; '' means not set (the default applies). */
export const OPTION_FIELDS = {
  max_session_ttl: { path: ['max_session_ttl'], kind: 'duration' },
  client_idle_timeout: { path: ['client_idle_timeout'], kind: 'duration' },
  require_session_mfa: { path: ['require_session_mfa'], kind: 'choice', choices: MFA_CHOICES },
  forward_agent: { path: ['forward_agent'], kind: 'bool', choices: BOOL_CHOICES },
  port_forwarding: { path: ['port_forwarding'], kind: 'bool', choices: BOOL_CHOICES },
  record_session_desktop: { path: ['record_session', 'desktop'], kind: 'bool', choices: BOOL_CHOICES },
  record_session_default: { path: ['record_session', 'default'], kind: 'choice', choices: RECORDING_MODES },
  record_session_ssh: { path: ['record_session', 'ssh'], kind: 'choice', choices: RECORDING_MODES },
} as const satisfies Record<string, OptionSpec>;
export type OptionField = keyof typeof OPTION_FIELDS;

export interface RoleFormValues {
  name: string;
  description: string;
  allow: Conditions;
  deny: Conditions;
  options: Record<OptionField, string>;
}

/** A field's id: 'name', 'description', 'allow.logins', 'deny.node_labels', 'options.max_session_ttl'. */
export type FieldId = 'name' | 'description' | `${Side}.${ListField | LabelField | 'kubernetes_resources'}` | `options.${OptionField}`;

/** Messages by field id, or by row part: 'allow.node_labels.<row id>.key' / '.values', '….kind' / '.name'. */
export type RoleFormErrors = Record<string, string>;

let rowCount = 0;
export const newRowId = () => `row-${++rowCount}`;

export function emptyConditions(): Conditions {
  return {
    logins: [],
    windows_desktop_logins: [],
    db_names: [],
    db_users: [],
    kubernetes_groups: [],
    kubernetes_users: [],
    aws_role_arns: [],
    request_roles: [],
    node_labels: [],
    app_labels: [],
    db_labels: [],
    kubernetes_labels: [],
    windows_desktop_labels: [],
    kubernetes_resources: [],
  };
}

export function emptyRoleForm(): RoleFormValues {
  const options = Object.fromEntries(Object.keys(OPTION_FIELDS).map((k) => [k, ''])) as Record<OptionField, string>;
  return { name: '', description: '', allow: emptyConditions(), deny: emptyConditions(), options };
}

export const blankLabel = (row: LabelRow) => row.key.trim() === '' && row.values.length === 0;
export const blankKubeResource = (row: KubeResourceRow) =>
  row.kind.trim() === '' && row.namespace.trim() === '' && row.name.trim() === '' && row.verbs.length === 0;

/** Two lists of the same strings in the same order. */
export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
