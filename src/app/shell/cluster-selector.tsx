import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { useId, useState } from 'react';
import { Combobox, Group, InputBase, Text, useCombobox } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { errorText } from '../../api/errors';
import { swapClusterInPath } from '../../platform/registry/paths';
import { goTo } from '../../shared/navigation';
import { useShell } from '../../platform/shell-context';

/** Case-insensitive substring filter. */
export function filterClusters(ids: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  return needle ? ids.filter((id) => id.toLowerCase().includes(needle)) : [...ids];
}

/**
 * 'CLUSTER:', the clusters by id, a filter, 'No leaf clusters found' or
 * 'Error: {message}'. Picking one swaps the cluster segment of the current path.
 */
export function ClusterSelector() {
  const { clusters, clusterId } = useShell();
  const router = useRouter();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const labelId = useId();
  const valueId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });

  const ids = (clusters.data ?? []).map((c) => c.name);
  const shown = filterClusters(ids, search);
  const pick = (id: string) => {
    combobox.closeDropdown();
    combobox.focusTarget();
    if (id !== clusterId) goTo(router, swapClusterInPath(location.pathname, id));
  };

  let body;
  if (clusters.error) body = <Combobox.Empty>Error: {errorText(clusters.error)}</Combobox.Empty>;
  else if (clusters.isLoading) body = <Combobox.Empty>Loading clusters…</Combobox.Empty>;
  else if (shown.length === 0) body = <Combobox.Empty>No leaf clusters found</Combobox.Empty>;
  else
    body = shown.map((id) => (
      <Combobox.Option value={id} key={id} active={id === clusterId} aria-selected={id === clusterId}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }} fw={id === clusterId ? 600 : 400}>
          {id}
        </Text>
      </Combobox.Option>
    ));

  return (
    <Group gap="sm" wrap="nowrap" className="shell-cluster-selector">
      <Text id={labelId} fz="sm" fw={600} c="dimmed" style={{ flexShrink: 0 }}>
        CLUSTER:
      </Text>
      <Combobox store={combobox} width={384} position="bottom-start" onOptionSubmit={pick} withinPortal>
        <Combobox.Target targetType="button">
          <InputBase
            component="button"
            type="button"
            pointer
            w={384}
            maw="40vw"
            miw={140}
            style={{ flexShrink: 1 }}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
            aria-labelledby={`${labelId} ${valueId}`}
            data-testid="cluster-selector"
          >
            <Text component="span" id={valueId} fz="sm" truncate="end" display="block">
              {clusterId}
            </Text>
          </InputBase>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Search
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.updateSelectedOptionIndex();
            }}
            placeholder="Search clusters"
            aria-label="Search clusters"
          />
          <Combobox.Options mah={200} style={{ overflowY: 'auto' }} labelledBy={labelId}>
            {body}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </Group>
  );
}
