// One side of a role (allow or deny): its conditions, grouped by what they reach.
import '@mantine/core/styles/Fieldset.layer.css';
import { Fieldset, Stack, Text } from '@mantine/core';
import { type Conditions, type LabelField, type ListField, type Side } from '../role-values';
import { type Common } from './field-common';
import { ListInput } from './list-input';
import { LabelsInput } from './labels-input';
import { KubeResourcesInput } from './kube-resources-input';

export function ConditionsFields({
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
