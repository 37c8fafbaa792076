// @vitest-environment jsdom
// The sign-in calls load when the user starts using the screen (login-screen.ts); when that code
// cannot be had (the network went away, the console was updated), an attempt says so in place,
// sends nothing, keeps what was typed, and the next attempt tries the load again. The failing load
// is handed to the screen (its loadFlows option): no module is mocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { FLOWS_LOAD_FAILED, mountLoginScreen, type Flows } from './login-screen';

let loads = 0;
function failingLoad(): Promise<Flows> {
  loads += 1;
  return Promise.reject(new Error('Failed to fetch dynamically imported module'));
}

afterEach(() => {
  delete window.GRV_CONFIG;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the sign-in code not loading', () => {
  it('says so in place, sends nothing, keeps the values, and tries again on the next attempt', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    window.GRV_CONFIG = { auth: { localAuthEnabled: true, authType: 'local' }, proxyCluster: 'teleport.example.com' };
    const container = document.createElement('div');
    document.body.append(container);
    const onSignedIn = vi.fn();
    mountLoginScreen(container, { onSignedIn, loadFlows: failingLoad });
    const user = userEvent.setup();
    await user.type(getByLabelText(container, 'Username'), 'alice');
    await user.type(getByLabelText(container, 'Password', { exact: true }), 'pw');
    await user.click(getByRole(container, 'button', { name: 'Sign In' }));
    await waitFor(() => expect(container.textContent).toContain(FLOWS_LOAD_FAILED));
    expect(getByLabelText(container, 'Username')).toHaveProperty('value', 'alice');
    expect(getByLabelText(container, 'Password', { exact: true })).toHaveProperty('value', 'pw');
    expect(getByRole(container, 'button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect(fetch).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    const before = loads;
    await user.click(getByRole(container, 'button', { name: 'Sign In' }));
    await waitFor(() => expect(loads).toBeGreaterThan(before));
  });
});
