// The scroll box of a table narrower than its columns: the edge cues and the region it becomes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DataTable } from './data-table';
import type { DataColumn } from './columns';

interface Row {
  id: string;
}
const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Id', width: 300, render: (r) => r.id },
  { id: 'note', header: 'Note', minWidth: 250, render: () => 'a note' },
];

// A browser's ResizeObserver reports each box once as it starts watching it (after the layout);
// the test set-up's stand-in never reports, so this one does, at once.
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('a table below its minimum width', () => {
  it('is never laid out narrower than its columns allow', () => {
    layout(1000, 1000);
    renderWithProviders(<DataTable rows={[{ id: 'a' }]} columns={columns} rowKey={(r) => r.id} label="Things" />);
    expect(screen.getByRole('table').style.minWidth).toBe('550px');
  });

  it('scrolls in its own box, with a cue on each edge that hides more, and becomes a focusable region', () => {
    layout(550, 400);
    const { container } = renderWithProviders(<DataTable rows={[{ id: 'a' }]} columns={columns} rowKey={(r) => r.id} label="Things" />);
    const frame = container.querySelector('.data-table-frame') as HTMLElement;
    const box = frame.querySelector('.data-table-scroll') as HTMLElement;
    expect(frame.hasAttribute('data-more-start')).toBe(false);
    expect(frame.hasAttribute('data-more-end')).toBe(true);
    expect(screen.getByRole('region', { name: 'Things, scrolls sideways' })).toBe(box);
    expect(box.tabIndex).toBe(0);
    box.scrollLeft = 150;
    fireEvent.scroll(box);
    expect(frame.hasAttribute('data-more-start')).toBe(true);
    expect(frame.hasAttribute('data-more-end')).toBe(false);
  });

  it('has no cue and no region while everything fits', () => {
    layout(800, 800);
    const { container } = renderWithProviders(<DataTable rows={[{ id: 'a' }]} columns={columns} rowKey={(r) => r.id} label="Things" />);
    const frame = container.querySelector('.data-table-frame') as HTMLElement;
    expect(frame.hasAttribute('data-more-start') || frame.hasAttribute('data-more-end')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
