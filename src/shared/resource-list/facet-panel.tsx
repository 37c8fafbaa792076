// The facet panel: the loaded page's most common label keys, each with its most common values
// and counts. Clicking a value picks that label (or unpicks it), as the label picker does.
import { memo, useEffect, useState } from 'react';
import { Box, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { computeFacets, type Facet } from './facets';
import { isPicked } from './label-pick-edits';
import type { LabelPicks } from './label-picks';
import type { LabelLike } from './predicate';

/**
 * The counts walk every label of the page (100,000 resources have about half a million), so they
 * are worked out after the table has painted, not before.
 */
function useFacets(labelSets: readonly (readonly LabelLike[])[]): { facets: Facet[]; ready: boolean } {
  const [state, setState] = useState<{ of: readonly (readonly LabelLike[])[]; facets: Facet[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let frame = 0;
    let inner: ReturnType<typeof setTimeout> | undefined;
    const outer = setTimeout(() => {
      frame = requestAnimationFrame(() => {
        inner = setTimeout(() => {
          if (!cancelled) setState({ of: labelSets, facets: computeFacets(labelSets) });
        }, 0);
      });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(outer);
      clearTimeout(inner);
      cancelAnimationFrame(frame);
    };
  }, [labelSets]);
  return { facets: state?.facets ?? [], ready: state?.of === labelSets };
}

/** Drawn again only when its labels or its handler change (not as the search box is typed in). */
export const FacetPanel = memo(function FacetPanel({
  labelSets,
  picks,
  onSelect,
  noun,
}: {
  labelSets: readonly (readonly LabelLike[])[];
  picks: LabelPicks;
  /** Picks or unpicks a value. */
  onSelect: (label: LabelLike) => void;
  /** Plural noun of the list, e.g. 'servers'. */
  noun: string;
}) {
  const { facets, ready } = useFacets(labelSets);

  return (
    <Box component="section" aria-labelledby="facets-title" data-testid="facet-panel">
      <Title order={2} fz="sm" fw={600} id="facets-title" mb={4}>
        Common labels
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        Counted over the {labelSets.length} {noun} on this page.
      </Text>
      {facets.length === 0 && (
        <Text fz="sm" c="dimmed" role="status">
          {ready ? 'No labels on this page.' : 'Counting…'}
        </Text>
      )}
      <Stack gap="md">
        {facets.map((facet) => (
          <Box key={facet.key}>
            <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
              <Text fz="xs" fw={600} truncate title={facet.key}>
                {facet.key}
              </Text>
              <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {facet.count}
              </Text>
            </Group>
            <Stack gap={2}>
              {facet.values.map((v) => (
                <UnstyledButton
                  key={v.value}
                  aria-pressed={isPicked(picks, { name: facet.key, value: v.value })}
                  onClick={() => onSelect({ name: facet.key, value: v.value })}
                  className="facet-value"
                  px={6}
                  py={2}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  data-facet={`${facet.key}=${v.value}`}
                >
                  <Group justify="space-between" gap={6} wrap="nowrap" component="span">
                    <Text span fz="sm" truncate title={v.value}>
                      <VisuallyHidden>Filter by label {facet.key}: </VisuallyHidden>
                      {v.value || '(empty)'}
                    </Text>
                    <Text span fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {' '}
                      {v.count}
                      <VisuallyHidden> on this page</VisuallyHidden>
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
              {facet.distinct > facet.values.length && (
                <Text fz="xs" c="dimmed" px={6}>
                  and {facet.distinct - facet.values.length} more
                </Text>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
});
