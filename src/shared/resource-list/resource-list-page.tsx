// One resource list page: header with the total, toolbar, pinned and recent resources, the
// facet panel, and the table with its loading, empty and error states and the pager. The page
// of each kind gives its columns and the result of its generated listing hook.
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import './resource-list.css';
import { useMemo, useState } from 'react';
import { Badge, Box, Group, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { errorText } from '../../api/errors';
import { PageHeader } from '../page-header';
import { PinIcon } from '../resource-icons';
import { FacetPanel } from './facet-panel';
import { ListToolbar } from './list-toolbar';
import { ListEmpty, ListError, ListSkeleton, type EnrollTarget } from './list-states';
import { isFiltered, pageNumber } from './list-view';
import { MemoryStrip } from './memory-strip';
import { Pager } from './pager';
import type { LabelLike } from './predicate';
import { ResourceTable, type ResourceColumn } from './resource-table';
import type { ListViewControls } from './use-list-view';
import type { ResourceMemory } from './use-resource-memory';

export interface ListPage<T> {
  items: T[];
  startKey: string;
  totalCount: number;
}

/** The parts of a react-query result the page reads. */
export interface ListResult<T> {
  data: ListPage<T> | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ResourceListPageProps<T> {
  title: string;
  description: string;
  /** Plural noun, e.g. 'servers'. */
  noun: string;
  controls: ListViewControls;
  result: ListResult<T>;
  columns: readonly ResourceColumn<T>[];
  rowKey: (item: T) => string;
  rowName: (item: T) => string;
  rowLabels: (item: T) => readonly LabelLike[];
  memory: ResourceMemory;
  canRequestRoles: boolean;
  enroll: EnrollTarget;
}

export function ResourceListPage<T>(props: ResourceListPageProps<T>) {
  const { title, description, noun, controls, result, rowKey, rowName, rowLabels, memory } = props;
  const { view } = controls;
  // The facet panel is open by default where there is room for it beside the table.
  const wide = useMediaQuery('(min-width: 1400px)', true, { getInitialValueInEffect: false });
  const [facetsChoice, setFacetsChoice] = useState<boolean | null>(null);
  const facetsShown = facetsChoice ?? wide;
  const data = result.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const labelSets = useMemo(() => items.map(rowLabels), [items, rowLabels]);

  const columns = useMemo<ResourceColumn<T>[]>(
    () => [
      {
        id: 'pin',
        header: 'Pinned',
        hideHeader: true,
        width: 60,
        render: (item) => {
          const pinned = memory.isPinned(rowKey(item));
          const name = rowName(item);
          // A plain button (one per row, styled in resource-list.css): cheap on long lists.
          return (
            <button
              type="button"
              className="pin-button"
              aria-label={pinned ? `Unpin ${name}` : `Pin ${name}`}
              aria-pressed={pinned}
              onClick={() => memory.togglePin({ id: rowKey(item), name })}
            >
              <PinIcon size={16} />
            </button>
          );
        },
      },
      ...props.columns,
    ],
    [props.columns, memory, rowKey, rowName],
  );

  const showError = result.error && !data;
  let body;
  if (showError) {
    body = <ListError noun={noun} message={errorText(result.error)} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  } else if (!data) {
    body = <ListSkeleton columns={columns.length} label={`${title} (loading)`} />;
  } else if (items.length === 0) {
    body = <ListEmpty noun={noun} filtered={isFiltered(view)} onClear={controls.clearFilters} enroll={props.enroll} />;
  } else {
    body = (
      <ResourceTable
        items={items}
        columns={columns}
        rowKey={rowKey}
        sort={view.sort}
        onSort={controls.sortBy}
        label={title}
        busy={result.isPlaceholderData && result.isFetching}
      />
    );
  }

  return (
    <Box>
      <PageHeader
        title={title}
        description={description}
        actions={
          data ? (
            <Badge size="lg" variant="light" tt="none" data-testid="total-count">
              {data.totalCount} {noun}
            </Badge>
          ) : undefined
        }
      />
      <ListToolbar
        controls={controls}
        noun={noun}
        canRequestRoles={props.canRequestRoles}
        facetsShown={facetsShown}
        onToggleFacets={() => setFacetsChoice(!facetsShown)}
      />
      <MemoryStrip memory={memory} onShow={(name) => controls.setSearch(name)} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          {body}
          {data && (items.length > 0 || view.cursors.length > 0) && (
            <Pager
              page={pageNumber(view)}
              shown={items.length}
              total={data.totalCount}
              nextKey={data.startKey}
              busy={result.isFetching}
              onFirst={controls.first}
              onPrevious={controls.previous}
              onNext={() => controls.next(data.startKey)}
            />
          )}
        </Paper>
        {facetsShown && data && items.length > 0 && (
          <Paper withBorder radius="md" p="sm" w={230} style={{ flexShrink: 0 }}>
            <FacetPanel labelSets={labelSets} onSelect={controls.addLabel} noun={noun} />
          </Paper>
        )}
      </Group>
    </Box>
  );
}
