// The role form's fields: the name and description, then three tabs — what the role allows, what
// it denies (the same conditions) and its common options. Lists are tag inputs (Enter or a comma
// adds a value), labels and Kubernetes resources are rows with Add and Remove buttons. An invalid
// field's label is its message, in red (the theme's way); a field the YAML holds in a shape the form
// cannot show is disabled and says so. Presentational: values, errors and the tab come from above.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import './role-form.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, NativeSelect, Stack, Tabs, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { layers } from '@/platform/theme';
import { PlusIcon, TrashIcon } from '@/shared/icons/icons';
import { roleFieldAt as fieldAt } from '../fields/role-fields';
import {
  MFA_CHOICES,
  newRowId,
  RECORDING_MODES,
  sectionOf,
  type Conditions,
  type FieldId,
  type KubeResourceRow,
  type LabelField,
  type LabelRow,
  type ListField,
  type OptionField,
  type RoleFormErrors,
  type RoleFormValues,
  type Side,
} from './role-model';

export type RoleFormTab = Side | 'options';

export interface RoleFormFieldsProps {
  values: RoleFormValues;
  errors: RoleFormErrors;
  locked: ReadonlySet<FieldId>;
  /** Every field (an unreadable YAML, or a role only viewed). */
  disabled?: boolean;
  /** The name of an existing role cannot change. */
  nameFixed?: boolean;
  tab: RoleFormTab;
  onTabChange: (tab: RoleFormTab) => void;
  onChange: (values: RoleFormValues) => void;
}

const LOCKED_HINT = 'Written in a shape this form cannot show: edit it in YAML.';
// Suggestions open above the dialog, and exist only while open: Mantine keeps a closed list
// mounted (hidden) by default, and floating-ui then places each hidden list as it mounts, one
// measure and one synchronous re-render per field, which made opening the form cost seconds
// on a loaded machine.
const IN_DIALOG = { withinPortal: true, zIndex: layers.aboveModal, keepMounted: false } as const;
const PILLS = { pill: { maxWidth: '100%' } } as const;

const LIST_LABELS: Record<ListField, string> = {
  logins: 'Logins',
  windows_desktop_logins: 'Windows desktop logins',
  db_names: 'Database names',
  db_users: 'Database users',
  kubernetes_groups: 'Kubernetes groups',
  kubernetes_users: 'Kubernetes users',
  aws_role_arns: 'AWS role ARNs',
  request_roles: 'Roles one may request',
};

const LABEL_TITLES: Record<LabelField, [title: string, noun: string]> = {
  node_labels: ['Node labels', 'Node label'],
  app_labels: ['App labels', 'App label'],
  db_labels: ['Database labels', 'Database label'],
  kubernetes_labels: ['Kubernetes labels', 'Kubernetes label'],
  windows_desktop_labels: ['Windows desktop labels', 'Windows desktop label'],
};

/** The YAML path of a condition field, for its help text and suggestions (role-fields.ts). */
const docPath = (side: Side, field: ListField | LabelField | 'kubernetes_resources') =>
  field === 'request_roles' ? ['spec', side, 'request', 'roles'] : ['spec', side, field];

const unquote = (v: string) => v.replace(/^'(.*)'$/, '$1');
const suggestions = (path: string[]) => (fieldAt(path)?.values ?? []).map(unquote);
const KUBE_VERBS = suggestions(['spec', 'allow', 'kubernetes_resources', '[]', 'verbs']);
const KUBE_KINDS = suggestions(['spec', 'allow', 'kubernetes_resources', '[]', 'kind']);

interface Common {
  disabled: boolean;
  errors: RoleFormErrors;
  locked: ReadonlySet<FieldId>;
  /** The help of role-fields.ts under each field (on the Allow tab; the Deny tab says it once). */
  help: boolean;
}

function ListInput({
  side,
  field,
  value,
  onChange,
  common,
}: {
  side: Side;
  field: ListField;
  value: string[];
  onChange: (v: string[]) => void;
  common: Common;
}) {
  const id = `${side}.${field}` as FieldId;
  const error = common.errors[id];
  const locked = common.locked.has(id);
  const path = docPath(side, field);
  return (
    <TagsInput
      label={error ?? LIST_LABELS[field]}
      error={Boolean(error)}
      description={locked ? LOCKED_HINT : common.help ? fieldAt(path)?.help : undefined}
      value={value}
      onChange={onChange}
      data={suggestions(path).filter((s) => !value.includes(s))}
      disabled={common.disabled || locked}
      splitChars={[',']}
      acceptValueOnBlur
      clearable
      comboboxProps={IN_DIALOG}
      styles={PILLS}
      data-field={id}
    />
  );
}

/** Moves the focus to an element of this form by its data-focus id once it is rendered. */
function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending.current) return;
    // Focus ids are row ids and field ids: letters, digits, dots, dashes and underscores.
    root.current?.querySelector<HTMLElement>(`[data-focus="${pending.current}"]`)?.focus();
    pending.current = null;
  });
  return {
    root,
    focus: (target: string) => {
      pending.current = target;
    },
  };
}

/** The rows of a list field (labels, Kubernetes resources): change one, add one (focus on its
 * first field), remove one (focus back on the Add button). */
function useRowList<Row extends { id: string }>(
  rows: Row[],
  onChange: (rows: Row[]) => void,
  fieldId: string,
  blank: () => Row,
  firstField: string,
) {
  const { root, focus } = useFocusAfterRender();
  return {
    root,
    update: (rowId: string, patch: Partial<Row>) => onChange(rows.map((r) => (r.id === rowId ? { ...r, ...patch } : r))),
    add: () => {
      const row = blank();
      onChange([...rows, row]);
      focus(`${row.id}.${firstField}`);
    },
    remove: (rowId: string) => {
      onChange(rows.filter((r) => r.id !== rowId));
      focus(`${fieldId}.add`);
    },
  };
}

function RemoveRowButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
      <TrashIcon size={16} />
    </ActionIcon>
  );
}

function AddRowButton({
  fieldId,
  onClick,
  disabled,
  children,
}: {
  fieldId: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<PlusIcon size={14} />}
        onClick={onClick}
        disabled={disabled}
        data-focus={`${fieldId}.add`}
      >
        {children}
      </Button>
    </div>
  );
}

function LabelsInput({
  side,
  field,
  rows,
  onChange,
  common,
}: {
  side: Side;
  field: LabelField;
  rows: LabelRow[];
  onChange: (rows: LabelRow[]) => void;
  common: Common;
}) {
  const id = `${side}.${field}` as FieldId;
  const [title, noun] = LABEL_TITLES[field];
  const titleId = useId();
  const locked = common.locked.has(id);
  const disabled = common.disabled || locked;
  const { root, update, add, remove } = useRowList(rows, onChange, id, () => ({ id: newRowId(), key: '', values: [] }), 'key');
  return (
    <div className="role-form-rows" role="group" aria-labelledby={titleId} ref={root}>
      <Text id={titleId} fz="sm" fw={600}>
        {title}
      </Text>
      <Text fz="xs" c="dimmed">
        {locked
          ? LOCKED_HINT
          : rows.length === 0
            ? 'None: no label matches.'
            : "A key and its values; '*' for any, or a regular expression such as ^env-.*$."}
      </Text>
      {rows.map((row, n) => {
        const keyError = common.errors[`${id}.${row.id}.key`];
        const valuesError = common.errors[`${id}.${row.id}.values`];
        return (
          <div key={row.id} className="role-form-row" role="group" aria-label={`${noun} ${n + 1}`}>
            <TextInput
              label={keyError ?? 'Key'}
              error={Boolean(keyError)}
              value={row.key}
              onChange={(e) => update(row.id, { key: e.currentTarget.value })}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              data-focus={`${row.id}.key`}
            />
            <TagsInput
              label={valuesError ?? 'Values'}
              error={Boolean(valuesError)}
              value={row.values}
              onChange={(values) => update(row.id, { values })}
              data={row.values.includes('*') ? [] : ['*']}
              disabled={disabled}
              splitChars={[',']}
              acceptValueOnBlur
              comboboxProps={IN_DIALOG}
              styles={PILLS}
            />
            <RemoveRowButton label={`Remove ${noun.toLowerCase()} ${n + 1}`} onClick={() => remove(row.id)} disabled={disabled} />
          </div>
        );
      })}
      <AddRowButton fieldId={id} onClick={add} disabled={disabled}>
        Add {noun.toLowerCase()}
      </AddRowButton>
    </div>
  );
}

function KubeResourcesInput({
  side,
  rows,
  onChange,
  common,
}: {
  side: Side;
  rows: KubeResourceRow[];
  onChange: (rows: KubeResourceRow[]) => void;
  common: Common;
}) {
  const id = `${side}.kubernetes_resources` as FieldId;
  const titleId = useId();
  const locked = common.locked.has(id);
  const disabled = common.disabled || locked;
  const { root, update, add, remove } = useRowList(
    rows,
    onChange,
    id,
    () => ({ id: newRowId(), kind: '', namespace: '', name: '', verbs: [] }),
    'kind',
  );
  return (
    <div className="role-form-rows" role="group" aria-labelledby={titleId} ref={root}>
      <Text id={titleId} fz="sm" fw={600}>
        Kubernetes resources
      </Text>
      <Text fz="xs" c="dimmed">
        {locked
          ? LOCKED_HINT
          : (common.help && fieldAt(docPath(side, 'kubernetes_resources'))?.help) || 'Kind, namespace, name and verbs; * for any.'}
      </Text>
      {rows.map((row, n) => {
        const err = (part: string) => common.errors[`${id}.${row.id}.${part}`];
        const text = (part: 'kind' | 'namespace' | 'name', label: string) => (
          <TextInput
            label={err(part) ?? label}
            error={Boolean(err(part))}
            value={row[part]}
            onChange={(e) => update(row.id, { [part]: e.currentTarget.value })}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            list={part === 'kind' ? `${titleId}-kinds` : undefined}
            data-focus={`${row.id}.${part}`}
          />
        );
        return (
          <div key={row.id} className="role-form-kube-row" role="group" aria-label={`Kubernetes resource ${n + 1}`}>
            {text('kind', 'Kind')}
            {text('namespace', 'Namespace')}
            {text('name', 'Name')}
            <TagsInput
              label="Verbs"
              value={row.verbs}
              onChange={(verbs) => update(row.id, { verbs })}
              data={KUBE_VERBS.filter((v) => !row.verbs.includes(v))}
              disabled={disabled}
              splitChars={[',']}
              acceptValueOnBlur
              comboboxProps={IN_DIALOG}
              styles={PILLS}
            />
            <RemoveRowButton label={`Remove Kubernetes resource ${n + 1}`} onClick={() => remove(row.id)} disabled={disabled} />
          </div>
        );
      })}
      <datalist id={`${titleId}-kinds`}>
        {KUBE_KINDS.map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
      <AddRowButton fieldId={id} onClick={add} disabled={disabled}>
        Add Kubernetes resource
      </AddRowButton>
    </div>
  );
}

function ConditionsFields({
  side,
  conditions,
  onChange,
  common,
}: {
  side: Side;
  conditions: Conditions;
  onChange: (c: Conditions) => void;
  common: Common;
}) {
  const set =
    <K extends keyof Conditions>(key: K) =>
    (value: Conditions[K]) =>
      onChange({ ...conditions, [key]: value });
  const list = (field: ListField) => (
    <ListInput side={side} field={field} value={conditions[field]} onChange={set(field)} common={common} />
  );
  const labels = (field: LabelField) => (
    <LabelsInput side={side} field={field} rows={conditions[field]} onChange={set(field)} common={common} />
  );
  return (
    <Stack gap="md" pt="sm">
      <Text fz="sm" c="dimmed">
        {side === 'allow'
          ? 'What the role grants. A user holds the union of what their roles allow.'
          : 'What the role refuses, even where another role allows it: deny wins over allow.'}
      </Text>
      <Fieldset legend="Servers (SSH)" variant="filled">
        <Stack gap="sm">
          {list('logins')}
          {labels('node_labels')}
        </Stack>
      </Fieldset>
      <Fieldset legend="Applications and AWS" variant="filled">
        <Stack gap="sm">
          {labels('app_labels')}
          {list('aws_role_arns')}
        </Stack>
      </Fieldset>
      <Fieldset legend="Databases" variant="filled">
        <Stack gap="sm">
          {labels('db_labels')}
          <div className="role-form-columns">
            {list('db_names')}
            {list('db_users')}
          </div>
        </Stack>
      </Fieldset>
      <Fieldset legend="Kubernetes" variant="filled">
        <Stack gap="sm">
          {labels('kubernetes_labels')}
          <div className="role-form-columns">
            {list('kubernetes_groups')}
            {list('kubernetes_users')}
          </div>
          <KubeResourcesInput side={side} rows={conditions.kubernetes_resources} onChange={set('kubernetes_resources')} common={common} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Windows desktops" variant="filled">
        <Stack gap="sm">
          {labels('windows_desktop_labels')}
          {list('windows_desktop_logins')}
        </Stack>
      </Fieldset>
      <Fieldset legend="Access requests" variant="filled">
        {list('request_roles')}
      </Fieldset>
    </Stack>
  );
}

const NOT_SET = { value: '', label: 'Not set (the default applies)' };
const choices = (values: readonly string[]) => [NOT_SET, ...values.map((value) => ({ value, label: value }))];
const OPTION_INPUTS: {
  field: OptionField;
  label: string;
  kind: 'text' | 'select';
  data?: { value: string; label: string }[];
  placeholder?: string;
}[] = [
  { field: 'max_session_ttl', label: 'Maximum session TTL', kind: 'text', placeholder: '30h' },
  { field: 'client_idle_timeout', label: 'Client idle timeout', kind: 'text', placeholder: 'never' },
  { field: 'require_session_mfa', label: 'Require MFA for each session', kind: 'select', data: choices(MFA_CHOICES) },
  { field: 'record_session_desktop', label: 'Record desktop sessions', kind: 'select', data: choices(['true', 'false']) },
  { field: 'record_session_default', label: 'Session recording mode', kind: 'select', data: choices(RECORDING_MODES) },
  { field: 'record_session_ssh', label: 'SSH session recording mode', kind: 'select', data: choices(RECORDING_MODES) },
  { field: 'port_forwarding', label: 'Port forwarding', kind: 'select', data: choices(['true', 'false']) },
  { field: 'forward_agent', label: 'Forward the SSH agent', kind: 'select', data: choices(['true', 'false']) },
];
const OPTION_DOC: Record<OptionField, string[]> = {
  max_session_ttl: ['max_session_ttl'],
  client_idle_timeout: ['client_idle_timeout'],
  require_session_mfa: ['require_session_mfa'],
  record_session_desktop: ['record_session', 'desktop'],
  record_session_default: ['record_session', 'default'],
  record_session_ssh: ['record_session', 'ssh'],
  port_forwarding: ['port_forwarding'],
  forward_agent: ['forward_agent'],
};

function OptionsFields({
  options,
  onChange,
  common,
}: {
  options: RoleFormValues['options'];
  onChange: (o: RoleFormValues['options']) => void;
  common: Common;
}) {
  return (
    <Stack gap="md" pt="sm">
      <Text fz="sm" c="dimmed">
        Session and certificate options. Where several roles set one, the strictest wins.
      </Text>
      <div className="role-form-columns">
        {OPTION_INPUTS.map(({ field, label, kind, data, placeholder }) => {
          const id = `options.${field}` as FieldId;
          const error = common.errors[id];
          const locked = common.locked.has(id);
          const description = locked ? LOCKED_HINT : fieldAt(['spec', 'options', ...OPTION_DOC[field]])?.help;
          const value = options[field];
          const set = (v: string) => onChange({ ...options, [field]: v });
          return kind === 'text' ? (
            <TextInput
              key={field}
              label={error ?? label}
              error={Boolean(error)}
              description={description}
              placeholder={placeholder}
              value={value}
              onChange={(e) => set(e.currentTarget.value)}
              disabled={common.disabled || locked}
              autoComplete="off"
              spellCheck={false}
            />
          ) : (
            <NativeSelect
              key={field}
              label={label}
              description={description}
              data={data!}
              value={value}
              onChange={(e) => set(e.currentTarget.value)}
              disabled={common.disabled || locked}
            />
          );
        })}
      </div>
    </Stack>
  );
}

/** How many errors each tab holds. */
function errorCounts(errors: RoleFormErrors): Record<RoleFormTab, number> {
  const counts: Record<RoleFormTab, number> = { allow: 0, deny: 0, options: 0 };
  for (const key of Object.keys(errors)) {
    const section = sectionOf(key);
    if (section !== 'metadata') counts[section]++;
  }
  return counts;
}

const TAB_TITLES: Record<RoleFormTab, string> = { allow: 'Allow', deny: 'Deny', options: 'Options' };

export function RoleFormFields({
  values,
  errors,
  locked,
  disabled = false,
  nameFixed = false,
  tab,
  onTabChange,
  onChange,
}: RoleFormFieldsProps) {
  const common: Common = { disabled, errors, locked, help: tab === 'allow' };
  const counts = errorCounts(errors);
  const nameLocked = locked.has('name');
  const descriptionLocked = locked.has('description');
  return (
    <Stack gap="sm">
      <div className="role-form-columns">
        <TextInput
          label={errors.name ?? 'Name'}
          error={Boolean(errors.name)}
          description={nameLocked ? LOCKED_HINT : nameFixed ? 'A role keeps its name.' : 'Unique, and fixed once created.'}
          value={values.name}
          onChange={(e) => onChange({ ...values, name: e.currentTarget.value })}
          readOnly={nameFixed}
          disabled={disabled || nameLocked}
          withAsterisk={!nameFixed}
          autoComplete="off"
          spellCheck={false}
        />
        <Textarea
          label={errors.description ?? 'Description'}
          error={Boolean(errors.description)}
          description={descriptionLocked ? LOCKED_HINT : 'What the role is for.'}
          value={values.description}
          onChange={(e) => onChange({ ...values, description: e.currentTarget.value })}
          disabled={disabled || descriptionLocked}
          rows={1}
          autoComplete="off"
        />
      </div>
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as RoleFormTab)} keepMounted={false}>
        <Tabs.List>
          {(Object.keys(TAB_TITLES) as RoleFormTab[]).map((t) => (
            <Tabs.Tab key={t} value={t} c={counts[t] ? 'var(--mantine-color-error)' : undefined}>
              {TAB_TITLES[t]}
              {counts[t] > 0 && ` (${counts[t]} to fix)`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="allow">
          <ConditionsFields side="allow" conditions={values.allow} onChange={(allow) => onChange({ ...values, allow })} common={common} />
        </Tabs.Panel>
        <Tabs.Panel value="deny">
          <ConditionsFields side="deny" conditions={values.deny} onChange={(deny) => onChange({ ...values, deny })} common={common} />
        </Tabs.Panel>
        <Tabs.Panel value="options">
          <OptionsFields options={values.options} onChange={(options) => onChange({ ...values, options })} common={common} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
