// The role's common options (spec.options): durations as text, the others as choices.
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { roleFieldAt as fieldAt } from '../../fields/role-fields';
import { MFA_CHOICES, RECORDING_MODES, type FieldId, type OptionField, type RoleFormValues } from '../role-values';
import { LOCKED_HINT, type Common } from './field-common';

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

export function OptionsFields({
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
