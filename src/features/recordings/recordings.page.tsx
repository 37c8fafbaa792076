// Session Recordings (Management › Activity): the recorded sessions of a cluster in a date range,
// newest first, 5000 a request; more pages load when the list is scrolled to its end or on 'Load
// more'. Each row: type icon, users, host, when, how long, and Play (a real link to the player,
// so it also opens in a new tab) or why it does not play. Range and filters live in the URL.
import '@mantine/core/styles/Button.layer.css';
import { useCallback, useMemo, useRef } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { AuditEventList } from '@/api/gen/model';
import { AppLink } from '@/shared/navigation/app-link';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { RangePicker } from '@/shared/data-list/range-picker';
import { useSearchPatch, useUrlView } from '@/shared/data-list/use-url-view';
import { formatDateTime } from '@/shared/text/format';
import { PageHeader } from '@/shared/pages/page-header';
import { TokenText } from '@/shared/ui/token-text';
import { RECORDING_TYPE_LABELS, filterRecordings, playerPath, recordingsOf, type Recording, type RecordingFilters } from './recording';
import { RecordingTypeIcon, RecordingsIcon } from './recording-icons';
import { RecordingsFilters } from './recordings-filters';
import { RECORDINGS_RANGE, recordingsQuery, recordingsSearchSchema } from './recordings-query';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';

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
      width: 80,
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
      sortValue: (r) => r.users.join(', '),
      // The list wraps between names.
      render: (r) => (
        <Text size="sm">
          {r.users.length
            ? r.users.map((u, i) => (
                <span key={u} title={u} style={USER_NAME}>
                  {u}
                  {i < r.users.length - 1 ? ', ' : ''}
                </span>
              ))
            : '—'}
        </Text>
      ),
    },
    {
      id: 'hostname',
      header: 'Hostname',
      sortValue: (r) => r.hostname,
      render: (r) => <TokenText size="sm">{r.hostname || '—'}</TokenText>,
    },
    {
      id: 'created',
      header: 'Created',
      width: 180,
      sortValue: (r) => new Date(r.createdDate),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.createdDate)}
        </Text>
      ),
    },
    {
      id: 'duration',
      header: 'Duration',
      width: 190,
      sortValue: (r) => r.duration,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.durationText}
        </Text>
      ),
    },
    {
      id: 'play',
      header: 'Play',
      hideHeader: true,
      width: 150,
      align: 'right',
      render: (r) =>
        r.playable ? (
          <Button
            component={AppLink}
            to={playerPath(clusterId, r)}
            size="xs"
            variant="light"
            aria-label={`Play the ${RECORDING_TYPE_LABELS[r.recordingType]} recording of ${r.hostname || r.sid} at ${formatDateTime(r.createdDate)}`}
          >
            Play
          </Button>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
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
  const cols = useMemo(() => columns(clusterId), [clusterId]);
  const loaded = useMemo(() => {
    try {
      return query.data ? allRecordings(query.data).length : 0;
    } catch {
      return 0;
    }
  }, [query.data]);

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
    <Stack gap="md" miw={0}>
      <PageHeader title="Session Recordings" description={`Recorded sessions of ${clusterId}: SSH, Kubernetes and desktop.`} />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <RangePicker range={range} maxSpanDays={RECORDINGS_RANGE.maxSpanDays} refreshing={query.isRefetching} />
        <RecordingsFilters filters={filters} onChange={(patch) => view.change(patch, { replace: !('type' in patch) })} />
      </Group>
      <Paper withBorder radius="md" style={{ overflowX: 'auto', minWidth: 0 }} ref={listRef}>
        <DataListBody
          result={query}
          rowsOf={rowsOf}
          operation="searchSessionEvents"
          noun="recordings"
          label="Session recordings"
          columns={cols}
          rowKey={rowKey}
          rowAttributes={rowAttributes}
          sorting={CLIENT_SORT}
          layout="fixed"
          empty={empty}
          errorNote="The range and filters are kept."
        />
      </Paper>
      {query.data && !query.isError && (
        <Group justify="space-between" gap="sm" data-testid="recordings-footer">
          <Text size="sm" c="dimmed">
            {filtered ? `Showing the matches among ${loaded} loaded recordings` : `${loaded} recording${loaded === 1 ? '' : 's'}`}
            {query.hasNextPage ? '; more in this range.' : '.'}
          </Text>
          {query.hasNextPage && (
            <Button variant="default" size="xs" onClick={loadMore} loading={query.isFetchingNextPage}>
              Load more
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
