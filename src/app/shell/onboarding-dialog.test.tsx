import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { OnboardingDialog } from './onboarding-dialog';
import { renderInShell, stubApi } from './shell-test-harness';

const CHECK = 'GET /v1/webapi/sites/root.example.com/resources/check';
afterEach(() => vi.unstubAllGlobals());

describe('OnboardingDialog', () => {
  it('asks when nothing is registered; either choice marks the user notified', async () => {
    const api = stubApi({ [CHECK]: () => ({ hasResource: false }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<OnboardingDialog clusterId="root.example.com" canDiscover />);
    expect(await screen.findByText('Start by adding your first resource')).toBeTruthy();
    expect(screen.getByText(/wide variety of resources, from Linux servers to Kubernetes clusters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "I'll do that later" }));
    await waitFor(() => expect(screen.queryByText('Start by adding your first resource')).toBeNull());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.discover) ?? '{}')).toEqual({ hasResource: false, notified: true });
  });

  it("goes to the discover route on 'add my first resource'", async () => {
    vi.stubGlobal('fetch', stubApi({ [CHECK]: () => ({ hasResource: false }) }).fetch);
    const { router } = renderInShell(<OnboardingDialog clusterId="root.example.com" canDiscover />);
    fireEvent.click(await screen.findByRole('button', { name: 'add my first resource' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.discover) ?? '{}')).toMatchObject({ notified: true });
  });

  it('stays away, and remembers, when a resource exists', async () => {
    const api = stubApi({ [CHECK]: () => ({ hasResource: true }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<OnboardingDialog clusterId="root.example.com" canDiscover />);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.discover) ?? '{}')).toMatchObject({ hasResource: true }));
    expect(screen.queryByText('Start by adding your first resource')).toBeNull();
  });

  it.each([
    ['the user was notified before', { notified: true }, true],
    ['a resource was seen before', { hasResource: true }, true],
    ['the user may not add resources', {}, false],
  ])('does not even ask when %s', async (_name, stored, canDiscover) => {
    localStorage.setItem(STORAGE_KEYS.discover, JSON.stringify(stored));
    const api = stubApi({ [CHECK]: () => ({ hasResource: false }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<OnboardingDialog clusterId="root.example.com" canDiscover={canDiscover} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('Start by adding your first resource')).toBeNull();
  });

  it('keeps quiet when the check fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', stubApi({}).fetch);
    renderInShell(<OnboardingDialog clusterId="root.example.com" canDiscover />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Start by adding your first resource')).toBeNull();
    warn.mockRestore();
  });
});
