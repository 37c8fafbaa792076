// The resource list of every kind (servers, applications, Kubernetes clusters, databases,
// desktops), from the kind's config (resource-kind.ts): header with the total, toolbar, pinned and
// recent resources, the facet panel, and the data-list kit's table (server sort) with its loading,
// empty and error states and the cursor pager. A cluster missing from the cluster list shows 404.
import './resource-list.css';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Group, Paper } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useShell } from '@/platform/shell-context';
import { useAssistDocked } from '@/platform/assist-context';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { ColumnChooser } from '@/shared/data-list/column-chooser';
import { useColumnChoice } from '@/shared/data-list/use-column-choice';
import { CursorPager } from '@/shared/data-list/pager';
import { PageFrame } from '@/shared/pages/page-frame';
import { countLabel } from '@/shared/text/format';
import { PinIcon } from '@/shared/icons/resource-icons';
import { canRequestRoles, enrollTarget } from './access';
import { LabelPicker } from './label-picker';
import { NO_PICKS } from './label-picks';
import { SavedViewsButton, useDefaultView, type SetViewSearch } from './saved-views-button';
import { KnownCluster } from './known-cluster';
import { ListToolbar, PageSizeSelect } from './list-toolbar';
import { resourceEmpty } from './list-states';
import { isFiltered, listParams, type ListKind } from './list-view';
import type { ListPage, ListResult, ResourceEnv, ResourceExtras, ResourceKindConfig } from './resource-kind';
import { useListView } from './use-list-view';
import { LabelsExpandedContext, useLabelsExpanded } from './labels-expanded';
import { useResourceMemory, type ResourceMemory } from './use-resource-memory';
import { useResourceBulk } from './resource-bulk';
import { LABELS_COLUMN, LabelsStyleChoice, resourceColumnScope, useResourceUrlColumns } from './resource-columns';

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
    // The toggle (28px) and 16px after it: after the selection box it keeps only 4px before it
    // (src/shared/bulk/bulk.css).
    width: 48,
    cellClassName: 'pin-cell',
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

// The facet panel loads beside the first page (its box holds the table's width meanwhile): its
// counts wait for the table's paint anyway (facet-panel.tsx).
const FacetPanel = lazy(() => import('./facet-panel').then((m) => ({ default: m.FacetPanel })));
// Pinned and recent resources load when there are some.
const MemoryStrip = lazy(() => import('./memory-strip').then((m) => ({ default: m.MemoryStrip })));

/** Every key of a list's URL search (a saved view sets them all). */
const searchKeys = (kind: ListKind): readonly string[] => Object.keys(kind.schema.shape);

function ResourceListBody<T, E extends object>({ kind }: { kind: ResourceKindConfig<T, E> }) {
  const { user, env, features, clusterId, config } = useShell();
  const { title, noun, rowKey, rowName, rowLabels } = kind;
  const [search, setSearch] = kind.useSearchState();
  const controls = useListView(kind.kind, search, setSearch);
  const { view, url, addLabel } = controls;
  const requestable = canRequestRoles(user);
  // The kind's request, as the route's loader prefetched it (list-view.ts, ListRequest).
  const result: ListResult<T> = useQuery({
    ...kind.kind.request(clusterId, listParams(view, requestable)),
    placeholderData: keepPreviousData,
  });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: kind.memoryKind });
  const { recordUse } = memory;
  const base = useMemo<ResourceEnv>(
    () => ({ clusterId, user, config, addLabel, recordUse }),
    [clusterId, user, config, addLabel, recordUse],
  );
  const useExtras = kind.useExtras ?? noExtras<E>;
  const extras = useExtras(base);
  const data = result.data;
  const items = useMemo(() => (Array.isArray(data?.items) ? data.items : []), [data]);
  // Selection and bulk actions (resource-bulk.tsx): the selection column first.
  const bulk = useResourceBulk({ clusterId, user, noun, one: kind.one, lockTarget: kind.lockTarget, rowKey, rowName, items });
  const selectColumn = bulk.column;
  const columns = useMemo(
    () => [selectColumn, pinColumn(memory, rowKey, rowName), ...kind.columns({ ...base, ...extras.env })],
    [selectColumn, memory, rowKey, rowName, kind, base, extras.env],
  );
  // The columns chosen (the URL's, else remembered per user and cluster): the table gets only those.
  const urlColumns = useResourceUrlColumns(view, setSearch);
  const choice = useColumnChoice(columns, resourceColumnScope(user.userName, clusterId, kind.memoryKind), urlColumns);

  // The facet panel is open by default where there is room for it beside the table (the docked
  // assistant takes 520px of the window).
  const docked = useAssistDocked();
  const wide = useMediaQuery(docked ? '(min-width: 1920px)' : '(min-width: 1400px)', true, { getInitialValueInEffect: false });
  const [facetsChoice, setFacetsChoice] = useState<boolean | null>(null);
  const facetsShown = facetsChoice ?? wide;
  const [labelsExpanded, setLabelsExpanded] = useLabelsExpanded(kind.memoryKind);
  const labelSets = useMemo(() => items.map(rowLabels), [items, rowLabels]);
  // The picker offers every label seen on this list's pages (label-catalog.ts), kept after paint.
  const catalogId = `${kind.memoryKind}:${clusterId}`;
  useEffect(() => {
    const timer = setTimeout(() => void import('./label-catalog').then((m) => m.rememberLabels(catalogId, labelSets)), 0);
    return () => clearTimeout(timer);
  }, [catalogId, labelSets]);
  const { setLabels } = controls;
  const clearLabels = useCallback(() => setLabels(NO_PICKS), [setLabels]);
  const enroll = enrollTarget(features, env.flags.addAgents, clusterId);
  // Saved views (saved-views.ts): what the list shows now, with the columns it shows (a view
  // never keeps the page position: saved-views.ts drops the cursors).
  const viewNow = useMemo(() => ({ ...search, columns: choice.chooser.visible }), [search, choice.chooser.visible]);
  const viewScope = useMemo(() => ({ user: user.userName, clusterId, kind: kind.memoryKind }), [user.userName, clusterId, kind.memoryKind]);
  const viewKeys = useMemo(() => searchKeys(kind.kind), [kind.kind]);
  // A view's search is checked by the route's schema when it is opened (storage is user-editable).
  const setViewSearch = setSearch as SetViewSearch;
  useDefaultView(viewScope, search, viewKeys, setViewSearch);

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
          columnChooser={
            <ColumnChooser state={choice.chooser}>
              {choice.chooser.visible.includes(LABELS_COLUMN) && (
                <LabelsStyleChoice expanded={labelsExpanded} onChange={setLabelsExpanded} />
              )}
            </ColumnChooser>
          }
          savedViews={<SavedViewsButton scope={viewScope} current={viewNow} keys={viewKeys} setSearch={setViewSearch} listTitle={title} />}
          labelPicker={
            <LabelPicker
              listId={catalogId}
              labelSets={labelSets}
              picks={view.labels}
              onToggle={controls.toggleLabel}
              onClear={clearLabels}
              noun={noun}
            />
          }
        />
      }
    >
      {(memory.pins.length > 0 || memory.recent.length > 0) && (
        <Suspense fallback={null}>
          <MemoryStrip memory={memory} onShow={controls.setSearch} />
        </Suspense>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          {bulk.bar}
          <LabelsExpandedContext.Provider value={labelsExpanded}>
            {bulk.wrap(
              <DataListBody
                result={result}
                rowsOf={itemsOf}
                operation={kind.operation}
                noun={noun}
                label={title}
                columns={choice.columns}
                rowKey={rowKey}
                sorting={{ mode: 'server', sort: view.sort, onChange: url.setSort }}
                empty={resourceEmpty({ noun, filtered: isFiltered(view), onClear: controls.clearFilters, enroll })}
                errorNote="Your search and query are kept."
                skeletonRows={8}
              />,
            )}
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
            <Suspense fallback={null}>
              <FacetPanel labelSets={labelSets} picks={view.labels} onSelect={controls.toggleLabel} noun={noun} />
            </Suspense>
          </Paper>
        )}
      </Group>
      {extras.node}
      {bulk.dialog}
    </PageFrame>
  );
}
