// A role's kubernetes_resources as rows of kind, namespace, name and verbs.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useId } from 'react';
import { TagsInput, Text, TextInput } from '@mantine/core';
import { roleFieldAt as fieldAt } from '../../fields/role-fields';
import { newRowId, type FieldId, type KubeResourceRow, type Side } from '../role-values';
import { LOCKED_HINT, IN_DIALOG, PILLS, docPath, suggestions, type Common } from './field-common';
import { useRowList, RemoveRowButton, AddRowButton } from './row-list';

const KUBE_VERBS = suggestions(['spec', 'allow', 'kubernetes_resources', '[]', 'verbs']);
const KUBE_KINDS = suggestions(['spec', 'allow', 'kubernetes_resources', '[]', 'kind']);
export function KubeResourcesInput({
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
