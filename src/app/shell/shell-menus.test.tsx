// The user menu and the cluster selector open on the first click with the keyboard focus kept:
// their dropdowns are lazy chunks, and while one loads the button on screen (and its focus) stays;
// then the menu takes the focus (its button, then its items), the selector its search field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PreferencesProvider } from './preferences-context';
import { UserMenu } from './user-menu';
import { ClusterSelector } from './cluster-selector';
import { renderInShell, stubApi } from './shell-test-harness';

afterEach(() => vi.unstubAllGlobals());

describe('shell menus, first opening', () => {
  it('the user menu keeps the focus while it loads, then opens with it', async () => {
    const api = stubApi({
      'GET /v1/webapi/user/preferences': () => ({
        theme: 1,
        assist: { preferredLogins: [], viewMode: 1 },
        onboard: { preferredResources: [] },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(
      <PreferencesProvider>
        <UserMenu />
      </PreferencesProvider>,
    );
    const button = await screen.findByRole('button', { name: /User menu/ });
    button.focus();
    fireEvent.click(button);
    // Never on <body> on the way: the same button, then the menu's own.
    expect(document.activeElement).not.toBe(document.body);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"], button')).not.toBeNull());
  });

  it('the cluster selector keeps the focus while it loads, then puts it in its search field', async () => {
    renderInShell(<ClusterSelector />, {
      path: '/cluster/one/nodes',
      state: { clusters: { data: [{ name: 'one' }, { name: 'two' }] as never, error: null, isLoading: false } },
    });
    const button = await screen.findByTestId('cluster-selector');
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).not.toBe(document.body);
    const search = await screen.findByRole('textbox', { name: 'Search clusters' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(screen.getByRole('option', { name: 'two' })).toBeTruthy();
  });
});
