import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { PreferencesProvider, usePreferences } from './preferences-context';
import { QuestionnaireDialog } from './questionnaire-dialog';
import { renderInShell, stubApi } from './shell-test-harness';

const PREFS = '/v1/webapi/user/preferences';
const server = (theme: number) => ({ theme, assist: { preferredLogins: ['ubuntu'], viewMode: 1 }, onboard: { preferredResources: [] } });
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { preferences, setTheme, update } = usePreferences();
  return (
    <>
      <output data-testid="prefs">{JSON.stringify(preferences)}</output>
      <button onClick={() => setTheme('dark')}>dark</button>
      {/* Two changes in one handler: the second runs before React re-renders with the first. */}
      <button
        onClick={() => {
          setTheme('dark');
          update({ assist: { viewMode: 3 } });
        }}
      >
        two changes
      </button>
    </>
  );
}

function stub(get: () => unknown) {
  const api = stubApi({ [`GET ${PREFS}`]: get, [`PUT ${PREFS}`]: () => ({ message: 'ok' }) });
  vi.stubGlobal('fetch', api.fetch);
  return { api, puts: () => api.calls.filter((c) => c.method === 'PUT') };
}

const shown = () => JSON.parse(screen.getByTestId('prefs').textContent ?? '{}');

describe('PreferencesProvider', () => {
  it('takes the server’s preferences and stores them locally', async () => {
    stub(() => server(2));
    renderInShell(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown()).toMatchObject({ theme: 2 }), { timeout: 4000 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userPreferences) ?? '{}')).toMatchObject({
      theme: 2,
      assist: { preferredLogins: ['ubuntu'] },
    });
  });

  it('migrates a legacy theme once when the server has none', async () => {
    localStorage.setItem(STORAGE_KEYS.legacyTheme, 'dark');
    const { puts } = stub(() => server(0));
    renderInShell(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 4000 });
    expect(await puts()[0]?.json()).toMatchObject({ theme: 2, assist: { preferredLogins: ['ubuntu'] } });
    expect(localStorage.getItem(STORAGE_KEYS.legacyTheme)).toBeNull();
    expect(shown()).toMatchObject({ theme: 2 });
  });

  it('falls back to the local copy when the load fails, sending nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.userPreferences, JSON.stringify(server(2)));
    const { puts } = stub(() => new Response('{"error":{"message":"boom"}}', { status: 500 }));
    renderInShell(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(shown()).toMatchObject({ theme: 2 });
    expect(puts()).toHaveLength(0);
  });

  it('merges a change, stores it and sends the whole object', async () => {
    const { puts } = stub(() => server(1));
    renderInShell(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown()).toMatchObject({ theme: 1, assist: { preferredLogins: ['ubuntu'] } }), { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: 'dark' }));
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 4000 });
    expect(await puts()[0]?.json()).toEqual(server(2));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userPreferences) ?? '{}')).toEqual(server(2));
  });

  it('merges a second change onto the latest value, not the last rendered one: both land', async () => {
    const { puts } = stub(() => server(1));
    renderInShell(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown()).toMatchObject({ theme: 1, assist: { preferredLogins: ['ubuntu'] } }), { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: 'two changes' }));
    const both = { ...server(2), assist: { preferredLogins: ['ubuntu'], viewMode: 3 } };
    await waitFor(() => expect(puts()).toHaveLength(2), { timeout: 4000 });
    // The second PUT still carries the first change (theme 2), and so do the state and the local copy.
    expect(await puts()[0]?.json()).toEqual(server(2));
    expect(await puts()[1]?.json()).toEqual(both);
    expect(shown()).toEqual(both);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userPreferences) ?? '{}')).toEqual(both);
  });

  it('picks up a change made in another tab', async () => {
    stub(() => server(1));
    renderInShell(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown()).toMatchObject({ theme: 1, assist: { preferredLogins: ['ubuntu'] } }), { timeout: 4000 });
    localStorage.setItem(STORAGE_KEYS.userPreferences, JSON.stringify(server(2)));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userPreferences, storageArea: localStorage })));
    expect(shown()).toMatchObject({ theme: 2 });
  });
});

describe('QuestionnaireDialog', () => {
  it('shows when requested, saves the answers into the onboard preferences and is not shown again', async () => {
    localStorage.setItem(STORAGE_KEYS.onboardSurvey, 'requested');
    const { puts } = stub(() => server(1));
    renderInShell(
      <PreferencesProvider>
        <QuestionnaireDialog />
      </PreferencesProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Databases' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kubernetes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts().length).toBeGreaterThan(0), { timeout: 4000 });
    expect(await puts().at(-1)?.json()).toMatchObject({ onboard: { preferredResources: [3, 4] } });
    expect(localStorage.getItem(STORAGE_KEYS.onboardSurvey)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Databases' })).toBeNull(), { timeout: 4000 });
  });

  it('stays closed unless requested', async () => {
    stub(() => server(1));
    renderInShell(
      <PreferencesProvider>
        <QuestionnaireDialog />
      </PreferencesProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
