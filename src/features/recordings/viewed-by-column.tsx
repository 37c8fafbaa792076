// The recordings list's "Viewed by" column: the latest viewers of each recording ('alice, bob +2')
// over the time of the latest view; a click opens the whole list (each viewer, how often, when
// last). Read from the range's session.recording.access events (use-recording-views.ts); while
// they load, or when they cannot be read, the cell is a quiet '—' and the list itself goes on.
import { Text, UnstyledButton } from '@mantine/core';
import type { DataColumn } from '@/shared/data-list/columns';
import { formatDateTime } from '@/shared/text/format';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import type { Recording } from './recording';
import type { RangeViews } from './use-recording-views';
import { viewersSummary, type RecordingViews } from './viewed-by';

export interface ViewsState {
  status: 'pending' | 'error' | 'success';
  data?: RangeViews;
}

const SHOWN = 2;
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;
const SUMMARY_LINE = { display: 'flex', minWidth: 0 } as const;
const MORE = { flexShrink: 0, whiteSpace: 'nowrap', marginLeft: '0.3em' } as const;
const TARGET = { display: 'block', maxWidth: '100%', borderRadius: 'var(--mantine-radius-sm)', padding: '2px 4px', margin: '-2px -4px' };

const QUIET: Record<ViewsState['status'], string> = {
  pending: 'Loading who viewed it…',
  error: 'Who viewed it could not be read',
  success: 'Not viewed in this range',
};

const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;

function ViewersList({ rec }: { rec: RecordingViews }) {
  return (
    <div style={{ maxHeight: 320, overflowY: 'auto', padding: 6 }}>
      <Text size="xs" c="dimmed" mb={4}>
        Viewed {times(rec.views)} by {rec.viewers.length} {rec.viewers.length === 1 ? 'person' : 'people'}
      </Text>
      <ul data-testid="viewers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rec.viewers.map((v) => (
          <li key={v.user} data-user={v.user} style={{ padding: '4px 0', borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {v.user}
            </Text>
            <Text size="xs" c="dimmed">
              {times(v.views)}, last {formatDateTime(v.last)}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ViewedByCell({ recording, state }: { recording: Recording; state: ViewsState }) {
  const rec = state.data?.bySid.get(recording.sid);
  if (!rec) {
    return (
      <Text size="sm" c="dimmed" title={QUIET[state.status]} data-views={state.status === 'success' ? 0 : state.status}>
        —
      </Text>
    );
  }
  const summary = viewersSummary(rec, SHOWN);
  const names = rec.viewers
    .slice(0, SHOWN)
    .map((v) => v.user)
    .join(', ');
  const more = rec.viewers.length - Math.min(SHOWN, rec.viewers.length);
  const last = formatDateTime(rec.last);
  return (
    <LazyPopover
      label={`Who viewed the recording of ${recording.hostname || recording.sid}`}
      width={280}
      testId="viewed-by"
      renderTarget={(target) => (
        <div>
          {/* The button's name starts with exactly the names shown (the count of the others stays
              in view when the names are cut short); the time of the latest view is beside it. */}
          <UnstyledButton {...target} style={TARGET} data-views={rec.views} aria-label={`${summary}: who viewed it, last ${last}`}>
            <Text size="sm" component="span" style={SUMMARY_LINE} data-testid="viewers-summary" data-summary={summary} title={summary}>
              <span style={ONE_LINE}>{names}</span>
              {more > 0 && <span style={MORE}>{` +${more}`}</span>}
            </Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" style={ONE_LINE}>
            {last}
          </Text>
        </div>
      )}
      renderDropdown={() => <ViewersList rec={rec} />}
    />
  );
}

export function viewedByColumn(state: ViewsState): DataColumn<Recording> {
  return {
    id: 'viewedBy',
    header: 'Viewed by',
    width: '15%',
    minWidth: 110,
    sortValue: (r) => {
      const last = state.data?.bySid.get(r.sid)?.last;
      return last ? new Date(last) : undefined;
    },
    render: (r) => <ViewedByCell recording={r} state={state} />,
  };
}

/** The note under the toolbar when the views are partial or missing (null when all is well). */
export function viewsNote(state: ViewsState, pageSize: number, maxPages: number): string | null {
  if (state.status === 'error') return 'Who viewed each recording could not be read; the list is complete without it.';
  if (state.data?.capped)
    return `Viewed by shows the latest ${(pageSize * maxPages).toLocaleString('en-US')} views of this range; older views are not counted.`;
  return null;
}
