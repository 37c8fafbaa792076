// The Audit Log's facet panel: for the event type, user, resource and outcome, the most common
// values of the loaded events with their counts (audit-facets.ts). Clicking a value narrows the
// view (or widens it again when it was chosen): the page writes it into the URL. Beside the table
// where the page is wide, above it (four columns) where it is not.
import '@mantine/core/styles/SimpleGrid.layer.css';
import './audit-facets.css';
import { memo, useMemo } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { countFacets, type FacetChoice, type FacetCount, type FacetKey } from './audit-facets';

export const FACET_TITLES: Record<FacetKey, string> = {
  type: 'Event type',
  user: 'User',
  resource: 'Resource',
  outcome: 'Outcome',
};

/** How a facet's value reads (an event type by its catalogue label). */
export function facetValueLabel(key: FacetKey, value: string, typeLabels: ReadonlyMap<string, string>): string {
  if (key === 'type') return typeLabels.get(value) ?? value;
  if (key === 'outcome') return value === 'failure' ? 'Failure' : 'Success';
  return value || '(none)';
}

const TOP = { borderBottom: '1px solid var(--mantine-color-default-border)' };

export interface AuditFacetPanelProps {
  events: readonly RawAuditEvent[];
  choice: FacetChoice;
  onPick: (key: FacetKey, value: string) => void;
  typeLabels: ReadonlyMap<string, string>;
  layout: 'side' | 'top';
}

function isChosen(choice: FacetChoice, key: FacetKey, value: string): boolean {
  if (key === 'type') return choice.types?.includes(value) ?? false;
  return choice[key] === value;
}

export const AuditFacetPanel = memo(function AuditFacetPanel({ events, choice, onPick, typeLabels, layout }: AuditFacetPanelProps) {
  const groups = useMemo(() => countFacets(events, choice, layout === 'side' ? 8 : 5), [events, choice, layout]);
  const body = groups.map((group) => (
    <Box key={group.key} component="section" aria-labelledby={`audit-facet-${group.key}`} data-facet-group={group.key} miw={0}>
      <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
        <Title order={2} fz="xs" fw={600} id={`audit-facet-${group.key}`}>
          {FACET_TITLES[group.key]}
        </Title>
        {group.distinct > 0 && (
          <Text fz="xs" c="dimmed">
            {group.distinct}
          </Text>
        )}
      </Group>
      {group.values.length === 0 ? (
        <Text fz="xs" c="dimmed">
          None among these events.
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {group.values.map((v) => (
            <FacetValueButton
              key={v.value}
              facet={group.key}
              value={v}
              typeLabels={typeLabels}
              chosen={isChosen(choice, group.key, v.value)}
              onPick={onPick}
            />
          ))}
          {group.distinct > group.values.length && (
            <Text component="li" fz="xs" c="dimmed" px={6}>
              and {group.distinct - group.values.length} more
            </Text>
          )}
        </Stack>
      )}
    </Box>
  ));
  // A region the Facets button controls (its id): a panel of its own beside the table, or the top
  // of the table's panel.
  return layout === 'side' ? (
    <Paper withBorder radius="md" p="sm" w={250} style={{ flexShrink: 0 }} id="audit-facets" aria-label="Facets" component="section">
      <Stack gap="md">{body}</Stack>
    </Paper>
  ) : (
    <Paper p="sm" radius={0} id="audit-facets" aria-label="Facets" component="section" style={TOP}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {body}
      </SimpleGrid>
    </Paper>
  );
});

function FacetValueButton({
  facet,
  value,
  typeLabels,
  chosen,
  onPick,
}: {
  facet: FacetKey;
  value: FacetCount;
  typeLabels: ReadonlyMap<string, string>;
  chosen: boolean;
  onPick: (key: FacetKey, value: string) => void;
}) {
  const label = facetValueLabel(facet, value.value, typeLabels);
  return (
    <li>
      <UnstyledButton
        className="audit-facet-value"
        aria-pressed={chosen}
        onClick={() => onPick(facet, value.value)}
        px={6}
        py={2}
        data-facet={facet}
        data-value={value.value}
      >
        <Group justify="space-between" gap={6} wrap="nowrap" component="span">
          <Text span fz="sm" truncate title={value.kind ? `${label} (${value.kind})` : label}>
            <VisuallyHidden>{FACET_TITLES[facet]}: </VisuallyHidden>
            {label}
            {value.kind && (
              <Text span fz="xs" c="dimmed">
                {' '}
                {value.kind}
              </Text>
            )}
          </Text>
          <Text span fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {' '}
            {value.count}
            <VisuallyHidden> events</VisuallyHidden>
          </Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}
