import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Menu } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithProviders } from '@/testing/render';
import { RouterAnchor, RouterButton } from './router-links';
import { RouterMenuItem } from './router-menu-item';
import { playerLink } from './recording-paths';

function show(ui: () => React.ReactNode) {
  const root = createRootRoute({ component: ui });
  const router = createRouter({ routeTree: root, basepath: '/web', history: createMemoryHistory({ initialEntries: ['/web/'] }) });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('typed links in Mantine clothes', () => {
  it('renders a Button and an Anchor as links under /web, parameters encoded by the router', async () => {
    show(() => (
      <>
        <RouterButton to="/locks/new" variant="default">
          Create New Lock
        </RouterButton>
        <RouterAnchor to="/cluster/$clusterId/apps" params={{ clusterId: 'a/b ?#%' }}>
          Applications
        </RouterAnchor>
        <RouterButton {...playerLink('c', 's 1', { recordingType: 'ssh', durationMs: 5 })}>Play</RouterButton>
      </>
    ));
    const button = await screen.findByRole('link', { name: 'Create New Lock' });
    expect(button.getAttribute('href')).toBe('/web/locks/new');
    expect(button.className).toContain('mantine-Button-root');
    const anchor = screen.getByRole('link', { name: 'Applications' });
    expect(anchor.getAttribute('href')).toBe('/web/cluster/a%2Fb%20%3F%23%25/apps');
    expect(anchor.className).toContain('mantine-Anchor-root');
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/web/cluster/c/session/s%201?recordingType=ssh&durationMs=5',
    );
  });

  it('navigates client-side on a click, and a Menu.Item link does too', async () => {
    const router = show(() => (
      <>
        <RouterButton to="/locks/new">Create New Lock</RouterButton>
        <Menu opened>
          <Menu.Target>
            <button type="button">Menu</button>
          </Menu.Target>
          <Menu.Dropdown>
            <RouterMenuItem to="/account">Account Settings</RouterMenuItem>
          </Menu.Dropdown>
        </Menu>
      </>
    ));
    fireEvent.click(await screen.findByRole('link', { name: 'Create New Lock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locks/new'));
    const item = screen.getByRole('menuitem', { name: 'Account Settings' });
    expect(item.getAttribute('href')).toBe('/web/account');
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});
