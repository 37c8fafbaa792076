// The list body: loading, empty, error with Try again (also with a real query), malformed answers.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, ContractError } from '@/api/errors';
import { renderWithProviders } from '@/testing/render';
import type { DataColumn } from './columns';
import { DataListBody, readRows, type ListQueryLike } from './data-list-body';

interface Device {
  id: string;
  name: string;
}

const COLUMNS: DataColumn<Device>[] = [
  { id: 'name', header: 'Name', render: (d) => d.name },
  { id: 'id', header: 'ID', render: (d) => d.id },
];
const EMPTY = { title: 'No devices yet', hint: 'Add one to protect your account.' };

function result<T>(over: Partial<ListQueryLike<T>>): ListQueryLike<T> {
  return { data: undefined, error: null, isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...over };
}

function renderBody<T>(r: ListQueryLike<T>, rowsOf?: (data: T) => readonly Device[]) {
  return renderWithProviders(
    <DataListBody result={r} rowsOf={rowsOf} noun="MFA devices" empty={EMPTY} columns={COLUMNS} rowKey={(d) => d.id} label="MFA devices" />,
  );
}

describe('the list body', () => {
  it('shows skeleton rows under the real header while the first answer is on its way', () => {
    renderBody(result<Device[]>({ isPending: true, isFetching: true }));
    const skeleton = screen.getByTestId('list-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(
      within(skeleton)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'ID']);
    expect(within(skeleton).getAllByRole('row')).toHaveLength(7);
  });

  it('shows the empty state with its title, hint and action', () => {
    renderWithProviders(
      <DataListBody
        result={result<Device[]>({ data: [] })}
        noun="devices"
        empty={{ ...EMPTY, action: <button type="button">Add a device</button> }}
        columns={COLUMNS}
        rowKey={(d) => d.id}
        label="MFA devices"
      />,
    );
    const empty = screen.getByTestId('list-empty');
    expect(empty.textContent).toContain('No devices yet');
    expect(empty.textContent).toContain('Add one to protect your account.');
    expect(within(empty).getByRole('button', { name: 'Add a device' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows in the table', () => {
    renderBody(result<Device[]>({ data: [{ id: '1', name: 'yubikey' }] }));
    expect(within(screen.getByRole('table', { name: 'MFA devices' })).getByText('yubikey')).toBeTruthy();
  });

  it('shows the message of an ApiError or a ContractError with Try again, which refetches', () => {
    const refetch = vi.fn();
    const { unmount } = renderBody(result<Device[]>({ isError: true, error: new ApiError('access denied to mfa', null), refetch }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the MFA devices');
    expect(alert.textContent).toContain('access denied to mfa');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    renderBody(result<Device[]>({ isError: true, error: new ContractError('listMfaDevices', '0.name', 'expected string') }));
    expect(screen.getByRole('alert').textContent).toContain(
      "The server's answer to listMfaDevices is not in the expected form at [0].name: expected string",
    );
  });

  it('keeps the rows of a list already shown when a refresh fails, with the error above them', () => {
    renderBody(result<Device[]>({ data: [{ id: '1', name: 'yubikey' }], isError: true, error: new ApiError('gateway timeout', null) }));
    expect(screen.getByRole('alert').textContent).toContain('gateway timeout');
    expect(screen.getByRole('table', { name: 'MFA devices' })).toBeTruthy();
  });

  it('says the answer was malformed when its rows are not a list, and never crashes', () => {
    for (const data of [{ devices: [] }, null, 'oops', 42]) {
      const { unmount } = renderBody(result<unknown>({ data }));
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Could not read the MFA devices');
      expect(alert.textContent).toMatch(/malformed: expected a list of MFA devices, got (an object|null|a string|a number)/);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
      unmount();
    }
    // A row extractor that throws on a broken answer is the same case.
    renderBody(result<{ items: Device[] }>({ data: {} as { items: Device[] } }), (d) => d.items.map((x) => x));
    expect(screen.getByRole('alert').textContent).toContain('malformed');
  });

  it('reads rows through rowsOf', () => {
    expect(readRows({ items: [1, 2] }, (d) => d.items, 'things')).toEqual({ rows: [1, 2] });
    expect(readRows({ items: null }, (d) => d.items as unknown as number[], 'things')).toEqual({
      malformed: "The server's answer was malformed: expected a list of things, got null.",
    });
  });

  it('with a real query: an error, then Try again loads the rows', async () => {
    let calls = 0;
    const fetchDevices = vi.fn(async (): Promise<Device[]> => {
      calls += 1;
      if (calls === 1) throw new ApiError('service unavailable', null);
      return [{ id: '1', name: 'touch id' }];
    });
    function Page() {
      const query = useQuery({ queryKey: ['devices'], queryFn: fetchDevices });
      return <DataListBody result={query} noun="MFA devices" empty={EMPTY} columns={COLUMNS} rowKey={(d) => d.id} label="MFA devices" />;
    }
    renderWithProviders(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('service unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('touch id')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchDevices).toHaveBeenCalledTimes(2);
  });
});
