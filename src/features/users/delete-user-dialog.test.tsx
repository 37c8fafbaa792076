// Deleting a user: the name goes to the URL as given (the generated call encodes it once), and the
// users list and the user's cached answer are refreshed by the write itself (src/api/write-refresh.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getGetUserQueryKey, getListUsersQueryKey } from '@/api/gen/hooks/users/users';
import { getListRolesQueryKey } from '@/api/gen/hooks/roles/roles';
import { renderWithProviders } from '@/testing/render';
import { DeleteUserDialog } from './delete-user-dialog';

const NAME = 'a/b ?c#d%e f';
let requests: Request[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify({ message: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('DeleteUserDialog', () => {
  it('deletes the user named exactly, and the users queries (not others) are refreshed', async () => {
    const onDeleted = vi.fn();
    const { queryClient } = renderWithProviders(<DeleteUserDialog name={NAME} onClose={() => {}} onDeleted={onDeleted} />);
    queryClient.setQueryData(getListUsersQueryKey(), [{ name: NAME, roles: [], authType: 'local' }]);
    queryClient.setQueryData(getGetUserQueryKey(NAME), { name: NAME, roles: [], authType: 'local', traits: {} });
    queryClient.setQueryData(getListRolesQueryKey(), []);

    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    // The answer is checked against the contract first (the validators load on first use).
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(NAME), { timeout: 15_000 });

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('DELETE');
    expect(new URL(requests[0]!.url).pathname).toBe('/v1/webapi/users/a%2Fb%20%3Fc%23d%25e%20f');
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(getListUsersQueryKey())).toBe(true);
    expect(state(getGetUserQueryKey(NAME))).toBe(true);
    expect(state(getListRolesQueryKey())).toBe(false);
  });
});
