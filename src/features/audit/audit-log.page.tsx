// The Audit Log (Management › Activity): the events of a date range, 5000 per request from the
// server (more pages as the user scrolls to the end or clicks Load more), filtered by event type
// on the server (`include`) and searched over the loaded events, in a virtualized table; a row
// opens its details (with pivots to the same user or resource around it). The facets beside the
// table count the loaded events by type, user, resource and outcome, and narrow the view (the
// type on the server, the rest on the loaded events). Saved queries keep views of the log in this
// browser. Export writes every event the range and filter match. The view is the URL.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Button, MultiSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PRESET_LABELS, isRangePreset } from '@/shared/data-list/date-range';
import { preloadVirtualBody } from '@/shared/data-list/data-table';
import { ListPageFrame } from '@/shared/data-list/list-page-frame';
import { RangePicker } from '@/shared/data-list/range-picker';
import { useSearchPatch, useUrlView } from '@/shared/data-list/use-url-view';
import { countLabel, formatDateTime } from '@/shared/text/format';
import { FilterIcon } from '@/shared/icons/resource-icons';
import { ShellContext } from '@/platform/shell-context';
import { AUDIT_COLUMNS, auditRowAttributes, auditRowKey } from './audit-columns';
import { formatWhenIdle, rowsOfPages, searchFilter, searchRows } from './audit-rows';
import { auditEventsQuery, auditSearchSchema, eventsParams, MAX_SPAN_DAYS, typesOf } from './audit-search';
import { facetPredicate, type FacetChoice, type FacetKey } from './facets/audit-facets';
import { FacetChips, type FacetChip } from './facets/facet-chips';
import { AuditFacetPanel, facetValueLabel } from './facets/facet-panel';
import { AuditSavedQueries } from './saved-queries';
import { AUDIT_EVENT_TYPES, type AuditEventView } from '@/features/audit/catalogue/format-event';
import { EventDrawer } from './event-drawer';
import { ExportDialog } from './export-dialog';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/audit');

// A page of the log holds up to 5,000 events: the table's virtualized body loads with the page, so
// the first answer is drawn virtualized at once rather than as plain rows first.
preloadVirtualBody();

/** The rows (or what went wrong reading them) of the loaded pages. */
const rowsOf = (data: readonly AuditEventView[] | Error) => {
  if (data instanceof Error) throw data;
  return data;
};

// The filter and the dialogs are drawn again only when their own props change: not when the
// events arrive, a page loads or the search is typed.
const TypeFilter = memo(function TypeFilter({
  types,
  options,
  onChange,
}: {
  types: string[];
  options: { value: string; label: string }[];
  onChange: (values: string[]) => void;
}) {
  return (
    <MultiSelect
      aria-label="Event types"
      placeholder={types.length ? undefined : 'All event types'}
      data={options}
      value={types}
      onChange={onChange}
      searchable
      clearable
      miw={240}
      maw={520}
      style={FILL}
    />
  );
});
const FILL = { flex: 1 };
const EventDrawerMemo = memo(EventDrawer);
const NO_ROWS: readonly AuditEventView[] = [];
const ExportDialogMemo = memo(ExportDialog);

export function AuditLogPage() {
  const { clusterId } = route.useParams();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const setSearch = useSearchPatch<typeof auditSearchSchema>(navigate);
  const view = useUrlView(auditSearchSchema, search, setSearch);
  const range = view.range!;
  const include = search.include;
  const types = useMemo(() => typesOf(include), [include]);
  const params = useMemo(() => eventsParams(range.from, range.to, include), [range.from, range.to, include]);
  const query = useInfiniteQuery(auditEventsQuery(clusterId, params));
  const [selected, setSelected] = useState<AuditEventView | null>(null);
  const [exporting, setExporting] = useState(false);
  const { user, resource, outcome } = search;
  const choice = useMemo<FacetChoice>(() => ({ types, user, resource, outcome }), [types, user, resource, outcome]);
  const keep = useMemo(() => facetPredicate(choice), [choice]);
  // The facets sit beside the table where there is room (1400 px and wider), above it elsewhere;
  // the toolbar's Facets button shows or hides them.
  const wide = useMediaQuery('(min-width: 1400px)', true, { getInitialValueInEffect: false });
  const [facetsShown, setFacetsShown] = useState(true);
  const facetsButton = useRef<HTMLButtonElement>(null);
  const userName = useContext(ShellContext)?.user.userName ?? '';

  const loaded = useMemo(() => {
    if (!query.data) return undefined;
    try {
      return rowsOfPages(query.data.pages);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [query.data]);
  // The rows' views (description, message) are worked out as rows show; the rest once the browser
  // is idle, ready for a search.
  useEffect(() => (Array.isArray(loaded) ? formatWhenIdle(loaded) : undefined), [loaded]);
  const text = view.draft.trim();
  const searched = useMemo(() => (Array.isArray(loaded) ? searchRows(loaded, text) : loaded), [loaded, text]);
  const shown = useMemo(() => (Array.isArray(searched) && keep ? searched.filter((row) => keep(row.raw)) : searched), [searched, keep]);
  const searchedEvents = useMemo(() => (Array.isArray(searched) ? searched : NO_ROWS).map((row) => row.raw), [searched]);
  const loadedCount = Array.isArray(loaded) ? loaded.length : 0;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { change } = view;
  const onTypes = useCallback((values: string[]) => change({ include: values.join(',') }), [change]);
  // A facet's value narrows the view, or widens it again when it is the one chosen.
  const onPick = useCallback(
    (key: FacetKey, value: string) => {
      if (key === 'type') {
        const next = types.includes(value) ? types.filter((t) => t !== value) : [...types, value];
        change({ include: next.join(',') });
      } else change({ [key]: choice[key] === value ? undefined : value });
    },
    [change, types, choice],
  );
  const removeFacet = useCallback((key: FacetKey) => change({ [key]: undefined }), [change]);
  const focusFacets = useCallback(() => facetsButton.current?.focus(), []);
  const closeDrawer = useCallback(() => setSelected(null), []);
  const closeExport = useCallback(() => setExporting(false), []);
  // Export writes exactly the view: the search (and the facets) over the loaded events are applied
  // to every page the export fetches.
  const exportKeep = useMemo(() => {
    const bySearch = searchFilter(text);
    if (!bySearch || !keep) return bySearch ?? keep;
    return (event: Parameters<typeof bySearch>[0]) => bySearch(event) && keep(event);
  }, [text, keep]);
  const exportKeepSummary = exportKeep
    ? `Only the events the view shows are written: ${[text && `those matching "${text}"`, keep && 'those the chosen facets keep'].filter(Boolean).join(' and ')}.`
    : undefined;
  const exportParams = useMemo(() => ({ ...params, from: range.from, to: range.to }), [params, range.from, range.to]);

  const typeOptions = useMemo(() => {
    const known = AUDIT_EVENT_TYPES.map((t) => ({ value: t.type, label: t.label }));
    const extra = types.filter((t) => !known.some((k) => k.value === t)).map((t) => ({ value: t, label: t }));
    return [...known, ...extra];
  }, [types]);

  const typeLabels = useMemo(() => new Map(typeOptions.map((o) => [o.value, o.label])), [typeOptions]);
  const chips = useMemo(
    () =>
      (['user', 'resource', 'outcome'] as const)
        .filter((key) => choice[key])
        .map((key): FacetChip => ({ key, label: facetValueLabel(key, choice[key] ?? '', typeLabels) })),
    [choice, typeLabels],
  );

  const rangeWords = isRangePreset(range.choice)
    ? PRESET_LABELS[range.choice].toLowerCase()
    : `${formatDateTime(range.from)} to ${formatDateTime(range.to)}`;
  const summary = `the ${rangeWords}${types.length ? ` of the types ${types.join(', ')}` : ''}`;
  const empty =
    keep && loadedCount > 0 && Array.isArray(searched) && searched.length > 0
      ? {
          title: 'No loaded events match these facets',
          hint: hasNextPage
            ? `The facets were applied to the ${loadedCount} loaded events: load more to look further.`
            : 'Every event of the range was looked at.',
          action: (
            <Button variant="default" onClick={() => change({ user: undefined, resource: undefined, outcome: undefined })}>
              Clear the facets
            </Button>
          ),
        }
      : text && loadedCount > 0
        ? {
            title: `No loaded events match "${text}"`,
            hint: hasNextPage
              ? 'Only the loaded events were searched: load more to search further.'
              : 'Every event of the range was searched.',
            action: hasNextPage ? (
              <Button variant="default" onClick={loadMore} loading={isFetchingNextPage}>
                Load more
              </Button>
            ) : undefined,
          }
        : { title: 'No events in this range', hint: 'Pick a longer range or fewer event types.' };

  // The facets count the loaded events: none while they load or when they could not be read.
  const facetsDrawn = facetsShown && Array.isArray(loaded);
  const facetPanel = (layout: 'side' | 'top') => (
    <AuditFacetPanel events={searchedEvents} choice={choice} onPick={onPick} typeLabels={typeLabels} layout={layout} />
  );

  return (
    <ListPageFrame
      title="Audit Log"
      description={`What happened on ${clusterId}: sign-ins, sessions, changes and access.`}
      action={<Button onClick={() => setExporting(true)}>Export…</Button>}
      search={{ view, label: 'Search loaded events', placeholder: 'Description, message, user, type or code' }}
      count={
        Array.isArray(loaded) ? countLabel(Array.isArray(shown) ? shown.length : 0, loadedCount, 'events', { more: hasNextPage }) : null
      }
      toolbar={
        <>
          <RangePicker
            range={range}
            maxSpanDays={MAX_SPAN_DAYS}
            refreshing={query.isFetching && !query.isFetchingNextPage && !query.isPending}
            onRefresh={() => void query.refetch()}
          />
          <TypeFilter types={types} options={typeOptions} onChange={onTypes} />
          <Button
            ref={facetsButton}
            variant={facetsShown ? 'light' : 'default'}
            leftSection={<FilterIcon size={14} />}
            aria-expanded={facetsShown}
            aria-controls={facetsDrawn ? 'audit-facets' : undefined}
            onClick={() => setFacetsShown((v) => !v)}
          >
            Facets
          </Button>
          <AuditSavedQueries user={userName} clusterId={clusterId} search={search} setSearch={setSearch} />
        </>
      }
      above={
        <>
          {facetsDrawn && !wide && facetPanel('top')}
          <FacetChips chips={chips} loaded={loadedCount} more={Boolean(hasNextPage)} onRemove={removeFacet} focusAfterLast={focusFacets} />
        </>
      }
      aside={facetsDrawn && wide ? facetPanel('side') : undefined}
      loadMore={{ more: Boolean(hasNextPage) && Array.isArray(shown) && shown.length > 0, loading: isFetchingNextPage, onLoad: loadMore }}
      dialogs={
        <>
          <EventDrawerMemo event={selected} onClose={closeDrawer} clusterId={clusterId} />
          <ExportDialogMemo
            opened={exporting}
            onClose={closeExport}
            clusterId={clusterId}
            params={exportParams}
            summary={summary}
            keep={exportKeep}
            keepSummary={exportKeepSummary}
          />
        </>
      }
      list={{
        result: { ...query, data: shown },
        rowsOf,
        operation: 'searchEvents',
        noun: 'events',
        label: 'Audit events',
        columns: AUDIT_COLUMNS,
        rowKey: auditRowKey,
        rowAttributes: auditRowAttributes,
        rowHeight: 44,
        onRowClick: setSelected,
        selectedKey: selected?.id ?? null,
        // A search or a facet may leave few rows: reaching their end does not load page after page.
        onEndReached: text || keep ? undefined : loadMore,
        empty,
      }}
      columnChoice="audit"
    />
  );
}
