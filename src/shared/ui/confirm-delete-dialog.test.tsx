import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const mutation = (error: unknown = null) => ({ isPending: false, error, reset: vi.fn() });

describe('ConfirmDeleteDialog, the one confirm-delete dialog', () => {
  it('names the item, deletes it on the red button and clears a refusal on Cancel', async () => {
    const onDelete = vi.fn();
    const onClose = vi.fn();
    const refused = mutation(new Error('cannot delete yourself'));
    renderWithProviders(
      <ConfirmDeleteDialog item="ana" noun="user" mutation={refused} onDelete={onDelete} onClose={onClose}>
        Delete the user <strong>“ana”</strong>?
      </ConfirmDeleteDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog.textContent).toContain('Delete the user “ana”?');
    expect(dialog.textContent).toContain('The user was not deleted');
    const action = within(dialog).getByRole('button', { name: 'Delete user' });
    expect(action.getAttribute('data-danger')).not.toBeNull();
    fireEvent.click(action);
    expect(onDelete).toHaveBeenCalledWith('ana');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(refused.reset).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without an item', () => {
    renderWithProviders(
      <ConfirmDeleteDialog item={null} noun="lock" mutation={mutation()} onDelete={vi.fn()} onClose={vi.fn()}>
        Delete it?
      </ConfirmDeleteDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
