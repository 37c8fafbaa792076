// The palette's code loads on its first open and mounts open: closing it must still give the focus
// back to where it was, and a page chosen in it must not have the focus taken back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CommandPalette } from './command-palette';
import { PreferencesProvider } from './preferences-context';
import { renderInShell, stubApi } from './shell-test-harness';

const PREFS = '/v1/webapi/user/preferences';
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <PreferencesProvider>
      <button
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Go to…
      </button>
      {/* Mounted open on the first use, then kept, as the shell does with the lazily loaded palette. */}
      {used && <CommandPalette opened={open} onClose={() => setOpen(false)} />}
    </PreferencesProvider>
  );
}

describe('CommandPalette', () => {
  it('gives the focus back to the button that opened it on Escape, the first time too', async () => {
    const api = stubApi({
      [`GET ${PREFS}`]: () => ({ theme: 1, assist: { preferredLogins: [], viewMode: 1 }, onboard: { preferredResources: [] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<Harness />);
    const trigger = await screen.findByRole('button', { name: 'Go to…' });
    trigger.focus();
    fireEvent.click(trigger);
    const input = await screen.findByRole('combobox', { name: 'Search pages, clusters and actions' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
