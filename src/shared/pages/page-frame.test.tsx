// The page frame: one H1, the slots in their places, the count's one format, and the focus moving
// to the new page's title on a navigation (not on the first page, not when only the search changes).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { renderWithProviders } from '@/testing/render';
import { countLabel } from '@/shared/text/format';
import { PageFrame, resetPageFocus } from './page-frame';

describe('the page frame', () => {
  it('prints the title once as the only H1, with its description, action, notices, toolbar, count and content', () => {
    renderWithProviders(
      <PageFrame
        title="Users"
        description="People who sign in."
        action={<button type="button">Create user</button>}
        notices={<div role="status">User “ana” was saved.</div>}
        toolbar={<input aria-label="Filter users" />}
        count={countLabel(3, 12, 'users')}
      >
        <table aria-label="Users list" />
      </PageFrame>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe('Users');
    expect(headings[0]!.tabIndex).toBe(-1);
    const region = screen.getByRole('region', { name: 'Users' });
    expect(within(region).getByText('People who sign in.')).toBeTruthy();
    const header = headings[0]!.closest('header')!;
    expect(within(header).getByRole('button', { name: 'Create user' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('User “ana” was saved.');
    // The count ends the toolbar row, after the search.
    const count = screen.getByTestId('page-count');
    expect(count.textContent).toBe('3 of 12 users');
    const toolbar = count.parentElement!;
    expect(within(toolbar).getByRole('textbox', { name: 'Filter users' })).toBeTruthy();
    expect(toolbar.lastElementChild).toBe(count);
    // The content comes after the header, notices and toolbar.
    const table = screen.getByRole('table', { name: 'Users list' });
    expect(header.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toolbar.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out the slots it is not given', () => {
    renderWithProviders(<PageFrame title="Help & Support">content</PageFrame>);
    expect(screen.queryByTestId('page-count')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Help & Support');
    expect(document.querySelector('.page-frame-toolbar')).toBeNull();
    expect(document.querySelector('.page-frame-notices')).toBeNull();
    expect(document.querySelector('.page-frame-action')).toBeNull();
  });

  it('prints no count while there is none (loading)', () => {
    renderWithProviders(<PageFrame title="Servers" count={null} />);
    expect(screen.queryByTestId('page-count')).toBeNull();
  });
});

describe('the count format', () => {
  it('is one format for every page', () => {
    expect(countLabel(37, 37, 'servers')).toBe('37 servers');
    expect(countLabel(30, 37, 'servers')).toBe('30 of 37 servers');
    expect(countLabel(1, undefined, 'locks')).toBe('1 lock');
    expect(countLabel(1, 1, 'GitHub connectors')).toBe('1 GitHub connector');
    expect(countLabel(0, 0, 'users')).toBe('0 users');
    expect(countLabel(2275, undefined, 'events', { more: true })).toBe('2,275 events, more to load');
    expect(countLabel(12, 5000, 'events', { more: true })).toBe('12 of 5,000 events, more to load');
  });
});

const slowPage = { arrived: Promise.resolve(), arrive: () => undefined as void };

/** Pages in a memory router: /a (with a search box typing into the URL), /b, and /c (slow). */
function renderApp(start: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to={'/a' as never}>Page A</Link>
          <Link to={'/b' as never}>Page B</Link>
          <input role="combobox" aria-label="Category" aria-expanded="false" readOnly />
        </nav>
        <Outlet />
      </>
    ),
  });
  const a = createRoute({
    getParentRoute: () => root,
    path: '/a',
    validateSearch: (s: Record<string, unknown>) => ({ q: typeof s.q === 'string' ? s.q : undefined }),
    component: function PageA() {
      const navigate = useNavigate();
      return (
        <PageFrame
          title="Page A"
          toolbar={
            <input aria-label="Search" onChange={(e) => void navigate({ to: '/a', search: { q: e.currentTarget.value } } as never)} />
          }
        >
          a
        </PageFrame>
      );
    },
  });
  const b = createRoute({ getParentRoute: () => root, path: '/b', component: () => <PageFrame title="Page B">b</PageFrame> });
  // A page that takes its time: its data comes when the test says.
  const c = createRoute({
    getParentRoute: () => root,
    path: '/c',
    loader: () => slowPage.arrived,
    component: () => <PageFrame title="Page C">c</PageFrame>,
  });
  const router = createRouter({ routeTree: root.addChildren([a, b, c]), history: createMemoryHistory({ initialEntries: [start] }) });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('focus on navigation', () => {
  beforeEach(() => resetPageFocus());
  afterEach(() => resetPageFocus());

  it('stays where the browser put it on the first page, then moves to the new page’s title', async () => {
    const router = renderApp('/a');
    const titleA = await screen.findByRole('heading', { level: 1, name: 'Page A' });
    expect(document.activeElement).not.toBe(titleA);

    const link = screen.getByRole('link', { name: 'Page B' });
    link.focus();
    await act(async () => {
      fireEvent.click(link);
    });
    const titleB = await screen.findByRole('heading', { level: 1, name: 'Page B' });
    expect(document.activeElement).toBe(titleB);

    await act(async () => {
      await router.navigate({ to: '/a' } as never);
    });
    expect(document.activeElement).toBe(await screen.findByRole('heading', { level: 1, name: 'Page A' }));
  });

  it('does not take the focus from the search box when only the search changes', async () => {
    const router = renderApp('/b');
    await screen.findByRole('heading', { level: 1, name: 'Page B' });
    await act(async () => {
      await router.navigate({ to: '/a' } as never);
    });
    const search = await screen.findByRole('textbox', { name: 'Search' });
    search.focus();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'web' } });
    });
    expect(router.state.location.search).toEqual({ q: 'web' });
    expect(document.activeElement).toBe(search);
  });

  it('leaves the focus where the user put it while the page loaded (the category select)', async () => {
    slowPage.arrived = new Promise<void>((resolve) => (slowPage.arrive = resolve));
    const router = renderApp('/a');
    await screen.findByRole('heading', { level: 1, name: 'Page A' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    let navigation: Promise<void> = Promise.resolve();
    await act(async () => {
      navigation = router.navigate({ to: '/c' } as never);
      await Promise.resolve();
    });
    // The page is on its way; the user clicks the select a moment later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.pointerDown(category);
    category.focus();
    await act(async () => {
      slowPage.arrive();
      await navigation;
    });
    await screen.findByRole('heading', { level: 1, name: 'Page C' });
    expect(document.activeElement).toBe(category);
    // A navigation started after that input moves the focus to the title again.
    await act(async () => {
      await router.navigate({ to: '/a' } as never);
    });
    expect(document.activeElement).toBe(await screen.findByRole('heading', { level: 1, name: 'Page A' }));
  });
});
