// The role form's fields: the name and description, then three tabs — what the role allows, what
// it denies (the same conditions) and its common options. Lists are tag inputs (Enter or a comma
// adds a value), labels and Kubernetes resources are rows with Add and Remove buttons. An invalid
// field's label is its message, in red (the theme's way); a field the YAML holds in a shape the form
// cannot show is disabled and says so. Presentational: values, errors and the tab come from above.
import '@mantine/core/styles/Tabs.layer.css';
import './role-form.css';
import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { type FieldId, type RoleFormErrors, type RoleFormValues, type Side } from './role-values';
import { sectionOf } from './role-validate';
import { LOCKED_HINT, type Common } from './sections/field-common';
import { ConditionsFields } from './sections/conditions-fields';
import { OptionsFields } from './sections/options-fields';

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
