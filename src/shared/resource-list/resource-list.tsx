// The resource list of every kind (servers, applications, Kubernetes clusters, databases,
// desktops), from the kind's config (resource-kind.ts): header with the total, toolbar, pinned and
// recent resources, the facet panel, and the data-list kit's table (server sort) with its loading,
// empty and error states and the cursor pager. A cluster missing from the cluster list shows 404.
import './resource-list.css';
import { useMemo, useState } from 'react';
import { Group, Paper } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useShell } from '@/platform/shell-context';
import { useAssistDocked } from '@/platform/assist-host';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { CursorPager } from '@/shared/data-list/pager';
import { PageFrame } from '@/shared/pages/page-frame';
import { countLabel } from '@/shared/text/format';
import { PinIcon } from '@/shared/icons/resource-icons';
import { canRequestRoles, enrollTarget } from './access';
import { FacetPanel } from './facet-panel';
import { KnownCluster } from './known-cluster';
import { ListToolbar, PageSizeSelect } from './list-toolbar';
import { resourceEmpty } from './list-states';
import { isFiltered, listParams } from './list-view';
import { MemoryStrip } from './memory-strip';
import type { ListPage, ResourceEnv, ResourceExtras, ResourceKindConfig } from './resource-kind';
import { useListView } from './use-list-view';
import { LabelsExpandedContext, useLabelsExpanded } from './labels-expanded';
import { useResourceMemory, type ResourceMemory } from './use-resource-memory';

export function ResourceList<T, E extends object>({ kind }: { kind: ResourceKindConfig<T, E> }) {
  const { clusters, clusterId } = useShell();
  return (
    <KnownCluster clusters={clusters.data} clusterId={clusterId}>
      <ResourceListBody kind={kind} />
    </KnownCluster>
  );
}

// One object, so the columns are not rebuilt on every render.
const NO_EXTRAS: ResourceExtras<object> = { env: {} };
function noExtras<E>(): ResourceExtras<E> {
  return NO_EXTRAS as ResourceExtras<E>;
}

/** The pin toggle column, first in every list. */
function pinColumn<T>(memory: ResourceMemory, rowKey: (row: T) => string, rowName: (row: T) => string): DataColumn<T> {
  return {
    id: 'pin',
    header: 'Pinned',
    hideHeader: true,
    width: 60,
    render: (row) => {
      const pinned = memory.isPinned(rowKey(row));
      const name = rowName(row);
      // A plain button (one per row, styled in resource-list.css): cheap on long lists.
      return (
        <button
          type="button"
          className="pin-button"
          aria-label={pinned ? `Unpin ${name}` : `Pin ${name}`}
          aria-pressed={pinned}
          onClick={() => memory.togglePin({ id: rowKey(row), name })}
        >
          <PinIcon size={16} />
        </button>
      );
    },
  };
}

const itemsOf = <T,>(page: ListPage<T>): T[] => page.items;

function ResourceListBody<T, E extends object>({ kind }: { kind: ResourceKindConfig<T, E> }) {
  const { user, env, features, clusterId, config } = useShell();
  const { title, noun, rowKey, rowName, rowLabels } = kind;
  const [search, setSearch] = kind.useSearchState();
  const controls = useListView(kind.kind, search, setSearch);
  const { view, url, addLabel } = controls;
  const requestable = canRequestRoles(user);
  const result = kind.useList(clusterId, listParams(view, requestable), { query: { placeholderData: keepPreviousData } });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: kind.memoryKind });
  const { recordUse } = memory;
  const base = useMemo<ResourceEnv>(
    () => ({ clusterId, user, config, addLabel, recordUse }),
    [clusterId, user, config, addLabel, recordUse],
  );
  const useExtras = kind.useExtras ?? noExtras<E>;
  const extras = useExtras(base);
  const columns = useMemo(
    () => [pinColumn(memory, rowKey, rowName), ...kind.columns({ ...base, ...extras.env })],
    [memory, rowKey, rowName, kind, base, extras.env],
  );

  // The facet panel is open by default where there is room for it beside the table (the docked
  // assistant takes 520px of the window).
  const docked = useAssistDocked();
  const wide = useMediaQuery(docked ? '(min-width: 1920px)' : '(min-width: 1400px)', true, { getInitialValueInEffect: false });
  const [facetsChoice, setFacetsChoice] = useState<boolean | null>(null);
  const facetsShown = facetsChoice ?? wide;
  const [labelsExpanded, setLabelsExpanded] = useLabelsExpanded(kind.memoryKind);
  const data = result.data;
  const items = useMemo(() => (Array.isArray(data?.items) ? data.items : []), [data]);
  const labelSets = useMemo(() => items.map(rowLabels), [items, rowLabels]);
  const enroll = enrollTarget(features, env.flags.addAgents, clusterId);

  return (
    <PageFrame
      title={title}
      description={kind.description(clusterId)}
      count={data ? countLabel(items.length, data.totalCount, noun) : null}
      toolbar={
        <ListToolbar
          controls={controls}
          noun={noun}
          canRequestRoles={requestable}
          facetsShown={facetsShown}
          onToggleFacets={() => setFacetsChoice(!facetsShown)}
          labelsExpanded={labelsExpanded}
          onToggleLabels={() => setLabelsExpanded(!labelsExpanded)}
        />
      }
    >
      <MemoryStrip memory={memory} onShow={controls.setSearch} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <LabelsExpandedContext.Provider value={labelsExpanded}>
            <DataListBody
              result={result}
              rowsOf={itemsOf}
              operation={kind.operation}
              noun={noun}
              label={title}
              columns={columns}
              rowKey={rowKey}
              sorting={{ mode: 'server', sort: view.sort, onChange: url.setSort }}
              empty={resourceEmpty({ noun, filtered: isFiltered(view), onClear: controls.clearFilters, enroll })}
              errorNote="Your search and query are kept."
              skeletonRows={8}
            />
          </LabelsExpandedContext.Provider>
          {data && (
            <CursorPager
              page={url.page}
              shown={items.length}
              nextKey={data.startKey}
              busy={result.isFetching}
              onFirst={url.first}
              onPrevious={url.previous}
              onNext={url.next}
              leading={<PageSizeSelect controls={controls} />}
            />
          )}
        </Paper>
        {facetsShown && data && items.length > 0 && (
          <Paper withBorder radius="md" p="sm" w={230} style={{ flexShrink: 0 }}>
            <FacetPanel labelSets={labelSets} onSelect={addLabel} noun={noun} />
          </Paper>
        )}
      </Group>
      {extras.node}
    </PageFrame>
  );
}
