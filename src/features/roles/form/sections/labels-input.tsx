// A label map of a role's conditions (node_labels...) as rows of a key and its values.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useId } from 'react';
import { TagsInput, Text, TextInput } from '@mantine/core';
import { newRowId, type FieldId, type LabelField, type LabelRow, type Side } from '../role-values';
import { LOCKED_HINT, IN_DIALOG, PILLS, type Common } from './field-common';
import { useRowList, RemoveRowButton, AddRowButton } from './row-list';

const LABEL_TITLES: Record<LabelField, [title: string, noun: string]> = {
  node_labels: ['Node labels', 'Node label'],
  app_labels: ['App labels', 'App label'],
  db_labels: ['Database labels', 'Database label'],
  kubernetes_labels: ['Kubernetes labels', 'Kubernetes label'],
  windows_desktop_labels: ['Windows desktop labels', 'Windows desktop label'],
};

export function LabelsInput({
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
