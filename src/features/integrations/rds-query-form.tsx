// What to list through the integration: the AWS region, RDS instances or Aurora clusters, and the
// engines. Checked on submit (a region and at least one engine).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import './integration-forms.css';
import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { AWS_REGIONS } from './aws-regions';
import { ENGINE_LABELS, validateRdsQuery, type EngineFamily, type RdsQuery, type RdsQueryErrors, type RdsType } from './rds-form';

export function RdsQueryForm({ initial, busy, onSubmit }: { initial: RdsQuery; busy: boolean; onSubmit: (q: RdsQuery) => void }) {
  const [q, setQ] = useState(initial);
  const [errors, setErrors] = useState<RdsQueryErrors>({});
  const kindLabel = useId();
  const [submitted, setSubmitted] = useState(false);
  const change = (patch: Partial<RdsQuery>) => {
    const next = { ...q, ...patch };
    setQ(next);
    if (submitted) setErrors(validateRdsQuery(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRdsQuery(q);
    setErrors(found);
    if (!Object.keys(found).length) onSubmit(q);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Find RDS databases" className="integration-form">
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={errors.region ?? 'AWS region'}
            data={AWS_REGIONS}
            value={q.region || null}
            onChange={(v) => change({ region: v ?? '' })}
            error={Boolean(errors.region)}
            searchable
            placeholder="Pick a region"
            w={320}
          />
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={600} id={kindLabel}>
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby={kindLabel}
              value={q.rdsType}
              onChange={(v) => change({ rdsType: v as RdsType })}
              data={[
                { value: 'instance', label: 'RDS instances' },
                { value: 'cluster', label: 'Aurora clusters' },
              ]}
            />
          </Stack>
        </Group>
        <Checkbox.Group
          label="Engines"
          value={q.families}
          onChange={(v) => change({ families: v as EngineFamily[] })}
          error={errors.families}
        >
          <Group gap="lg" mt={6}>
            {(Object.keys(ENGINE_LABELS) as EngineFamily[]).map((f) => (
              <Checkbox key={f} value={f} label={ENGINE_LABELS[f]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={busy}>
            List databases
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
