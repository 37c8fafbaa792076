// The advanced query of a resource list (list-toolbar.tsx shows it behind its switch): the
// predicate input, run on Enter or Apply, Clear, and the picked labels' part of the query.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { picksPredicate } from './label-picks';
import type { ListViewControls } from './use-list-view';
import { useSynced } from './use-synced';

export function AdvancedQuery({ controls }: { controls: ListViewControls }) {
  const { view } = controls;
  const picked = picksPredicate(view.labels);
  const [query, setQuery] = useSynced(view.query);
  const applyQuery = () => {
    if (query.trim() !== view.query) controls.setQuery(query.trim());
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="Predicate query"
          placeholder='labels["env"] == "prod" && search("web")'
          ff="monospace"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyQuery();
          }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={applyQuery}>
          Apply
        </Button>
        <Button
          variant="subtle"
          color="gray"
          disabled={!view.query && !query}
          onClick={() => {
            setQuery('');
            if (view.query) controls.setQuery('');
          }}
        >
          Clear
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        A predicate expression, e.g. labels[&quot;env&quot;] == &quot;prod&quot;. Press Enter or Apply to run it.
      </Text>
      {picked && (
        <Text fz="xs" c="dimmed" data-testid="picked-predicate">
          Your picked labels are added to it:{' '}
          <Text span ff="monospace" fz="xs">
            {picked}
          </Text>
        </Text>
      )}
    </Stack>
  );
}
