// The fields of the user form: the name (fixed when editing), the roles (picked from the
// cluster's roles, or typed when they cannot be listed) and the seven trait lists as tag inputs.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { MultiSelect, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { layers } from '@/platform/theme';
import type { UserFormErrors, UserFormValues } from './user-form';
import { TRAIT_SPECS, type TraitField } from './user-traits';

/** What the role picker knows about the cluster's roles. */
export type RoleChoices = { kind: 'list'; names: readonly string[] } | { kind: 'loading' } | { kind: 'typed'; reason: string };

interface Props {
  mode: 'create' | 'edit';
  values: UserFormValues;
  errors: UserFormErrors;
  roleChoices: RoleChoices;
  disabled: boolean;
  onChange: (values: UserFormValues) => void;
}

const PILL_STYLES = { pill: { maxWidth: '100%' } } as const;
// The dialog sits on the theme's modal layer: the role list must open above it.
const IN_DIALOG = { withinPortal: true, zIndex: layers.aboveModal } as const;

function RolesField({ values, errors, roleChoices, disabled, onChange }: Omit<Props, 'mode'>) {
  const setRoles = (roles: string[]) => onChange({ ...values, roles });
  if (roleChoices.kind === 'typed') {
    return (
      <TagsInput
        label={errors.roles ?? 'Roles'}
        description={`${roleChoices.reason} Type a role name and press Enter.`}
        placeholder="access"
        value={values.roles}
        onChange={setRoles}
        error={Boolean(errors.roles)}
        disabled={disabled}
        withAsterisk
        clearable
        comboboxProps={IN_DIALOG}
        styles={PILL_STYLES}
      />
    );
  }
  // The user's own roles stay choosable even when the list lacks them (a role deleted since).
  const names = roleChoices.kind === 'list' ? roleChoices.names : [];
  const data = [...new Set([...names, ...values.roles])].sort((a, b) => a.localeCompare(b));
  return (
    <MultiSelect
      label={errors.roles ?? 'Roles'}
      placeholder={roleChoices.kind === 'loading' ? 'Loading roles…' : values.roles.length ? undefined : 'Pick one or more roles'}
      data={data}
      value={values.roles}
      onChange={setRoles}
      error={Boolean(errors.roles)}
      disabled={disabled}
      searchable
      clearable
      withAsterisk
      nothingFoundMessage={roleChoices.kind === 'loading' ? 'Loading roles…' : 'No role matches'}
      comboboxProps={IN_DIALOG}
      styles={PILL_STYLES}
    />
  );
}

export function UserFormFields({ mode, values, errors, roleChoices, disabled, onChange }: Props) {
  const setTrait = (field: TraitField, list: string[]) => onChange({ ...values, traits: { ...values.traits, [field]: list } });
  return (
    <Stack gap="md">
      <TextInput
        label={errors.name ?? 'Username'}
        value={values.name}
        onChange={(e) => onChange({ ...values, name: e.currentTarget.value })}
        error={Boolean(errors.name)}
        disabled={disabled}
        readOnly={mode === 'edit'}
        withAsterisk={mode === 'create'}
        description={mode === 'edit' ? 'A user keeps its name.' : undefined}
        autoComplete="off"
        data-autofocus={mode === 'create' ? true : undefined}
        maxLength={1000}
      />
      <RolesField values={values} errors={errors} roleChoices={roleChoices} disabled={disabled} onChange={onChange} />
      <Text fw={600} fz="sm" mt="xs">
        Traits
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TRAIT_SPECS.map((spec) => (
          <TagsInput
            key={spec.field}
            label={spec.label}
            placeholder={values.traits[spec.field].length ? undefined : spec.placeholder}
            value={values.traits[spec.field]}
            onChange={(list) => setTrait(spec.field, list)}
            error={spec.field === 'awsRoleArns' ? errors.awsRoleArns : undefined}
            disabled={disabled}
            clearable
            styles={PILL_STYLES}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
