// A list of strings of a role's conditions (logins, database names...) as a tag input.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { TagsInput } from '@mantine/core';
import { roleFieldAt as fieldAt } from '../../fields/role-fields';
import { type FieldId, type ListField, type Side } from '../role-values';
import { LOCKED_HINT, IN_DIALOG, PILLS, docPath, suggestions, type Common } from './field-common';

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

export function ListInput({
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
