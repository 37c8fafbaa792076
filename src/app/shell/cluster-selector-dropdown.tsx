// The cluster selector's dropdown (Mantine's Combobox), loaded when the selector is first used
// (see cluster-selector.tsx); it mounts opened, with the focus in its search field.
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useEffect, useRef, useState } from 'react';
import { Combobox, Text, useCombobox } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { errorText } from '@/api/errors';
import { swapClusterInPath } from '@/platform/registry/paths';
import { goToRemembered } from '@/shared/navigation/remembered-path';
import { useShell } from '@/platform/shell-context';
import { sizes } from '@/platform/theme';
import { ClusterButton, filterClusters } from './cluster-selector';

/**
 * The clusters by id, a filter, 'No leaf clusters found' or 'Error: {message}'. Picking one
 * swaps the cluster segment of the current path.
 */
export function ClusterSelectorDropdown({ labelId, valueId }: { labelId: string; valueId: string }) {
  const { clusters, clusterId } = useShell();
  const router = useRouter();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    defaultOpened: true,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  // Mounted opened (onDropdownOpen does not run for that): the focus goes to the search field.
  const store = useRef(combobox);
  useEffect(() => store.current.focusSearchInput(), []);

  const ids = (clusters.data ?? []).map((c) => c.name);
  const shown = filterClusters(ids, search);
  const pick = (id: string) => {
    combobox.closeDropdown();
    combobox.focusTarget();
    if (id !== clusterId) goToRemembered(router, swapClusterInPath(location.pathname, id));
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
    // Fixed, as the top bar is (see the user menu).
    <Combobox
      store={combobox}
      width={sizes.clusterSelectorWidth}
      position="bottom-start"
      onOptionSubmit={pick}
      withinPortal
      floatingStrategy="fixed"
    >
      <Combobox.Target targetType="button">
        <ClusterButton clusterId={clusterId} labelId={labelId} valueId={valueId} onClick={() => combobox.toggleDropdown()} />
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
  );
}
