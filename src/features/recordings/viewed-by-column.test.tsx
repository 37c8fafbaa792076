// The Viewed by cell: a quiet '—' while loading, on failure and for a recording nobody viewed; the
// latest viewers with '+N' and the latest time; a click opens everyone. Names are text.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { Recording } from './recording';
import { viewedByColumn, viewsNote, type ViewsState } from './viewed-by-column';
import { groupViews } from './viewed-by';

const rec = (sid: string): Recording => ({
  sid,
  recordingType: 'ssh',
  duration: 0,
  durationText: '0 seconds',
  createdDate: '2026-11-27T09:00:00.000Z',
  users: ['alice'],
  hostname: 'web-1',
  description: 'play',
  playable: true,
});
const hostile = '<img src=x onerror=alert(1)>';
const views = groupViews(
  ['alice', 'bob', hostile, 'alice'].map((user, i) => ({
    event: 'session.recording.access',
    code: 'T2012I',
    time: `2026-11-27T10:0${i}:00.000Z`,
    sid: 'a',
    user,
  })),
);
const cell = (state: ViewsState, sid: string) => renderWithProviders(<>{viewedByColumn(state).render(rec(sid))}</>);

describe('the Viewed by column', () => {
  it('is quiet while loading, on failure and when nobody viewed the recording', () => {
    for (const status of ['pending', 'error'] as const) {
      const { unmount } = cell({ status }, 'a');
      expect(screen.getByText('—')).toBeTruthy();
      unmount();
    }
    cell({ status: 'success', data: { bySid: views, events: 4, capped: false } }, 'other');
    expect(screen.getByText('—').getAttribute('title')).toBe('Not viewed in this range');
  });

  it('shows the latest two and +N, and everyone on click, names as text', async () => {
    cell({ status: 'success', data: { bySid: views, events: 4, capped: false } }, 'a');
    const button = screen.getByRole('button', { name: /^alice, <img src=x onerror=alert\(1\)> \+1: who viewed it, last / });
    expect(screen.getByTestId('viewers-summary').getAttribute('data-summary')).toBe(`alice, ${hostile} +1`);
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('viewed-by')).toBeTruthy());
    const items = [...screen.getByTestId('viewed-by').querySelectorAll('li')].map((li) => li.getAttribute('data-user'));
    expect(items).toEqual(['alice', hostile, 'bob']);
    expect(screen.getByText('Viewed 4 times by 3 people')).toBeTruthy();
  });

  it('says when the views could not be read or were capped', () => {
    expect(viewsNote({ status: 'success', data: { bySid: views, events: 4, capped: false } }, 5000, 10)).toBeNull();
    expect(viewsNote({ status: 'error' }, 5000, 10)).toMatch(/could not be read/);
    expect(viewsNote({ status: 'success', data: { bySid: views, events: 50000, capped: true } }, 5000, 10)).toMatch(/latest 50,000 views/);
  });
});
