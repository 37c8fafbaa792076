// The Audit Log's requests: choosing another range preset asks for the new range once, and never
// again for the old one (each is up to 5,000 events on a real cluster).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { renderWithProviders } from '@/testing/render';
import { AuditLogPage } from './audit-log.page';
import { auditSearchSchema } from './audit-search';

const HOUR = 3_600_000;

/** The page under the route id it reads (`getRouteApi`), in a router of its own. */
function showAuditLog(initial: string) {
  const root = createRootRoute();
  const authed = createRoute({ getParentRoute: () => root, id: '_authed' });
  const shell = createRoute({ getParentRoute: () => authed, id: '_shell' });
  const audit = createRoute({
    getParentRoute: () => shell,
    path: 'cluster/$clusterId/audit',
    validateSearch: auditSearchSchema,
    component: AuditLogPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([authed.addChildren([shell.addChildren([audit])])]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** Every searchEvents request, as the span (in hours) of its from/to. */
function stubEvents() {
  const spans: number[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/events/search')) {
      spans.push((Date.parse(url.searchParams.get('to') ?? '') - Date.parse(url.searchParams.get('from') ?? '')) / HOUR);
    }
    return new Response(JSON.stringify({ events: [], startKey: '' }), { headers: { 'Content-Type': 'application/json' } });
  });
  return spans;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPage', () => {
  it('asks for the new range once when another preset is chosen, and not again for the old one', async () => {
    const spans = stubEvents();
    const router = showAuditLog('/cluster/root.example.com/audit');
    await waitFor(() => expect(spans).toEqual([24]));
    await screen.findByText('No events in this range');

    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: '1h' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ range: '1h' }));
    await waitFor(() => expect(spans).toEqual([24, 1]));
    // Settled: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spans).toEqual([24, 1]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: '7d' } });
    await waitFor(() => expect(spans).toEqual([24, 1, 7 * 24]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spans).toEqual([24, 1, 7 * 24]);
  });
});
