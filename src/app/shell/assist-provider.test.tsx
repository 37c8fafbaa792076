// The assistant's host gives the focus back to what opened the panel when the panel closes (its
// Close button goes away with it): never to <body>.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAssistHost } from '@/platform/assist-context';
import { AssistHostProvider } from './assist-provider';
import { PreferencesProvider } from './preferences-context';
import { renderInShell, stubApi } from './shell-test-harness';

const PREFS = '/v1/webapi/user/preferences';
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const host = useAssistHost();
  return (
    <>
      <button onClick={() => host.setOpen(!host.open)}>Assist</button>
      <button>Elsewhere</button>
      {host.open && (
        <div role="dialog" aria-label="Assist panel">
          <button onClick={() => host.setOpen(false)}>Close Assist</button>
        </div>
      )}
    </>
  );
}

function renderHost() {
  const api = stubApi({
    [`GET ${PREFS}`]: () => ({ theme: 1, assist: { preferredLogins: [], viewMode: 2 }, onboard: { preferredResources: [] } }),
    [`PUT ${PREFS}`]: () => ({ message: 'ok' }),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(
    <PreferencesProvider>
      <AssistHostProvider enabled>
        <Probe />
      </AssistHostProvider>
    </PreferencesProvider>,
  );
}

describe('AssistHostProvider', () => {
  it('gives the focus back to the button that opened the panel when the panel closes', async () => {
    renderHost();
    const opener = await screen.findByRole('button', { name: 'Assist' });
    opener.focus();
    fireEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'Close Assist' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where the user put it when the panel closes from outside', async () => {
    renderHost();
    const opener = await screen.findByRole('button', { name: 'Assist' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    // Closed while the focus is outside the panel (fireEvent does not move the focus).
    fireEvent.click(opener);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(elsewhere);
  });
});
