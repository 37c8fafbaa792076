// Session Recordings (Management › Activity): the recorded sessions of a cluster in a date range,
// newest first, 5000 a request; more pages load when the list is scrolled to its end or on 'Load
// more'. Each row: type icon, users, host, when, how long, and Play (a real link to the player,
// so it also opens in a new tab) or why it does not play. Range and filters live in the URL.
import { Fragment, useCallback, useMemo, useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { AuditEventList } from '@/api/gen/model';
import { RouterButton } from '@/shared/navigation/router-links';
import type { DataColumn } from '@/shared/data-list/columns';
import { ListPageFrame } from '@/shared/data-list/list-page-frame';
import { RangePicker } from '@/shared/data-list/range-picker';
import { useSearchPatch, useUrlView } from '@/shared/data-list/use-url-view';
import { countLabel, formatDateTime } from '@/shared/text/format';
import { DateTimeText } from '@/shared/ui/date-time-text';
import { TokenText } from '@/shared/ui/token-text';
import { RECORDING_TYPE_LABELS, filterRecordings, playerLink, recordingsOf, type Recording, type RecordingFilters } from './recording';
import { RecordingTypeIcon, RecordingsIcon } from './recording-icons';
import { RecordingsFilters } from './recordings-filters';
import { RecordingRowActions } from './recording-row-actions';
import { RECORDINGS_RANGE, recordingsQuery, recordingsSearchSchema } from './recordings-query';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';
import { MAX_VIEW_PAGES, recordingViewsQuery, VIEW_PAGE_SIZE } from './use-recording-views';
import { viewedByColumn, viewsNote } from './viewed-by-column';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/recordings');

// A name never breaks inside (an e-mail address stays whole); one longer than its cell ends in '…'.
const USER_NAME = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

function columns(clusterId: string): DataColumn<Recording>[] {
  return [
    {
      id: 'type',
      header: 'Type',
      sortValue: (r) => r.recordingType,
      width: 96,
      // The type as an icon; its name for screen readers and on hover.
      render: (r) => (
        <span
          role="img"
          aria-label={RECORDING_TYPE_LABELS[r.recordingType]}
          title={RECORDING_TYPE_LABELS[r.recordingType]}
          style={{ display: 'inline-flex' }}
        >
          <RecordingTypeIcon type={r.recordingType} size={20} />
        </span>
      ),
    },
    {
      id: 'users',
      header: 'Users',
      minWidth: 110,
      sortValue: (r) => r.users.join(', '),
      // The list wraps between names.
      render: (r) => (
        <Text size="sm">
          {r.users.length
            ? r.users.map((u, i) => (
                // The separator stays outside the name's box: a space at the end of an inline block
                // would be dropped ('alice,bob').
                <Fragment key={u}>
                  <span title={u} style={USER_NAME}>
                    {u}
                    {i < r.users.length - 1 ? ',' : ''}
                  </span>
                  {i < r.users.length - 1 ? ' ' : ''}
                </Fragment>
              ))
            : '—'}
        </Text>
      ),
    },
    {
      id: 'hostname',
      header: 'Hostname',
      minWidth: 110,
      sortValue: (r) => r.hostname,
      render: (r) => (
        <TokenText name size="sm">
          {r.hostname || '—'}
        </TokenText>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      // Wide enough for the date and time on one line; narrower, the time goes under the date.
      width: '16%',
      minWidth: 114,
      sortValue: (r) => new Date(r.createdDate),
      render: (r) => <DateTimeText size="sm">{formatDateTime(r.createdDate)}</DateTimeText>,
    },
    {
      id: 'duration',
      header: 'Duration',
      // '2 minutes 31 seconds' wraps between words when the column is narrow.
      width: '17%',
      minWidth: 112,
      sortValue: (r) => r.duration,
      render: (r) => <Text size="sm">{r.durationText}</Text>,
    },
    {
      id: 'play',
      header: 'Play',
      hideHeader: true,
      // Play and the export menu's icon; pinned, so they stay in view when the table scrolls.
      width: 132,
      pin: 'end',
      align: 'right',
      render: (r) =>
        r.playable ? (
          <RecordingRowActions clusterId={clusterId} recording={r} name={`${r.hostname || r.sid} at ${formatDateTime(r.createdDate)}`}>
            <RouterButton
              {...playerLink(clusterId, r)}
              size="xs"
              variant="light"
              aria-label={`Play the ${RECORDING_TYPE_LABELS[r.recordingType]} recording of ${r.hostname || r.sid} at ${formatDateTime(r.createdDate)}`}
            >
              Play
            </RouterButton>
          </RecordingRowActions>
        ) : (
          <Text size="xs" c="dimmed">
            {r.description}
          </Text>
        ),
    },
  ];
}

const rowKey = (r: Recording) => r.sid;
const rowAttributes = (r: Recording) => ({ 'data-sid': r.sid, 'data-type': r.recordingType });
const CLIENT_SORT = { mode: 'client' } as const;

/** The recordings of every loaded page; a page that is not a list of events makes the list malformed. */
function allRecordings(data: InfiniteData<AuditEventList>): Recording[] {
  return data.pages.flatMap((page, i) => {
    const events: unknown = (page as Partial<AuditEventList> | null)?.events;
    if (!Array.isArray(events)) throw new Error(`page ${i + 1} holds no list of events`);
    return recordingsOf(events);
  });
}

export function RecordingsPage() {
  const { clusterId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = useSearchPatch<typeof recordingsSearchSchema>(navigate);
  const view = useUrlView(recordingsSearchSchema, search, setSearch);
  const range = view.range!;
  const query = useInfiniteQuery(recordingsQuery(clusterId, range.from, range.to));
  const filters: RecordingFilters = useMemo(
    () => ({ type: search.type, user: search.user, host: search.host }),
    [search.type, search.user, search.host],
  );
  const filtered = Boolean(filters.type || filters.user || filters.host);
  const rowsOf = useCallback((data: InfiniteData<AuditEventList>) => filterRecordings(allRecordings(data), filters), [filters]);
  // Who viewed each recording: a query of its own over the same range; the list never waits for it.
  const views = useQuery(recordingViewsQuery(clusterId, range.from, range.to));
  const viewsState = useMemo(() => ({ status: views.status, data: views.data }), [views.status, views.data]);
  const cols = useMemo(() => {
    const list = columns(clusterId);
    const at = list.findIndex((c) => c.id === 'play');
    list.splice(at < 0 ? list.length : at, 0, viewedByColumn(viewsState));
    return list;
  }, [clusterId, viewsState]);
  const note = viewsNote(viewsState, VIEW_PAGE_SIZE, MAX_VIEW_PAGES);
  const [loaded, shown] = useMemo(() => {
    try {
      return query.data ? [allRecordings(query.data).length, rowsOf(query.data).length] : [0, 0];
    } catch {
      return [0, 0];
    }
  }, [query.data, rowsOf]);

  const canLoadMore = Boolean(query.hasNextPage) && !query.isFetchingNextPage && !query.isError;
  const loadMore = useCallback(() => void query.fetchNextPage(), [query]);
  const listRef = useRef<HTMLDivElement>(null);
  useLoadMoreOnScroll(listRef, canLoadMore, loadMore);

  const empty = filtered
    ? {
        title: 'No recordings match the filters.',
        hint: `${loaded} recording${loaded === 1 ? '' : 's'} loaded in this range.`,
        action: (
          <Button variant="default" size="xs" onClick={() => view.change({ type: undefined, user: undefined, host: undefined })}>
            Clear filters
          </Button>
        ),
      }
    : {
        title: 'No recordings in this range.',
        hint: 'Sessions recorded in the chosen time range show up here. Try a longer range.',
        icon: <RecordingsIcon size={28} />,
      };

  return (
    <ListPageFrame
      title="Session Recordings"
      description={`Recorded sessions of ${clusterId}: SSH, Kubernetes and desktop.`}
      toolbar={
        <>
          <RangePicker range={range} maxSpanDays={RECORDINGS_RANGE.maxSpanDays} refreshing={query.isRefetching} />
          <RecordingsFilters filters={filters} onChange={(patch) => view.change(patch, { replace: !('type' in patch) })} />
        </>
      }
      count={
        query.data && !query.isError ? countLabel(shown, filtered ? loaded : undefined, 'recordings', { more: query.hasNextPage }) : null
      }
      notices={
        note && (
          <Text size="xs" c="dimmed" data-testid="views-note">
            {note}
          </Text>
        )
      }
      panelRef={listRef}
      loadMore={{ more: Boolean(query.hasNextPage) && !query.isError, loading: query.isFetchingNextPage, onLoad: loadMore }}
      list={{
        result: query,
        rowsOf,
        operation: 'searchSessionEvents',
        noun: 'recordings',
        label: 'Session recordings',
        columns: cols,
        rowKey,
        rowAttributes,
        sorting: CLIENT_SORT,
        layout: 'fixed',
        empty,
        errorNote: 'The range and filters are kept.',
      }}
      columnChoice="recordings"
    />
  );
}
