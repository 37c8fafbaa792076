import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SharingDialog } from './sharing-dialog';

describe('the folder sharing dialog', () => {
  it('sharing: the picker is off while a folder is shared, and a failure is announced', async () => {
    const onPick = vi.fn();
    const props = { opened: true, onClose: () => {}, desktopName: 'win-1', busy: false, pickError: null, onPick, unavailable: null };
    const { rerender } = renderWithProviders(<SharingDialog {...props} sharing={{ phase: 'off' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a folder…' }));
    expect(onPick).toHaveBeenCalledTimes(1);

    rerender(<SharingDialog {...props} sharing={{ phase: 'shared', name: 'reports', requests: 1 }} />);
    expect(screen.getByRole('status').textContent).toContain('reports is shared with win-1 (1 request answered).');
    expect((screen.getByRole('button', { name: 'Choose a folder…' }) as HTMLButtonElement).disabled).toBe(true);

    rerender(<SharingDialog {...props} unavailable="Your roles do not allow sharing folders." sharing={{ phase: 'off' }} />);
    expect(screen.getByTestId('sharing-unavailable').textContent).toContain('Your roles do not allow');
    expect((screen.getByRole('button', { name: 'Choose a folder…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
