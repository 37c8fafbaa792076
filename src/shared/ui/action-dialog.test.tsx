import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { theme } from '@/platform/theme';
import { ActionDialog, mutationDialogProps } from './action-dialog';

const buttonsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .filter((b) => !b.classList.contains('mantine-Modal-close'))
    .map((b) => b.textContent);

describe('ActionDialog, the one dialog frame', () => {
  it('puts Cancel first and the action second; the action takes the focus', async () => {
    const onAction = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ActionDialog opened title="Rename the item" actionLabel="Rename" onAction={onAction} onCancel={onCancel}>
        Body
      </ActionDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename the item' });
    expect(buttonsOf(dialog)).toEqual(['Cancel', 'Rename']);
    const action = within(dialog).getByRole('button', { name: 'Rename' });
    expect(action.getAttribute('data-danger')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(action));
    fireEvent.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a destructive action red, and a question closes only by its buttons', async () => {
    renderWithProviders(
      <ActionDialog opened question danger title="Delete role?" actionLabel="Delete" onAction={() => {}} onCancel={() => {}}>
        Delete the role?
      </ActionDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete role?' });
    expect(buttonsOf(dialog)).toEqual(['Cancel', 'Delete']);
    const del = within(dialog).getByRole('button', { name: 'Delete' });
    expect(del.getAttribute('data-danger')).toBe('true');
    // Filled red: the button's background comes from the red palette.
    expect(del.getAttribute('style') ?? '').toContain('--mantine-color-red-filled');
    expect(dialog.querySelector('.mantine-Modal-close')).toBeNull();
  });

  it('only informs without an action: one button, Close', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <ActionDialog opened title="Connect" onCancel={onCancel}>
        Copy the command.
      </ActionDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Connect' });
    expect(buttonsOf(dialog)).toEqual(['Close']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('submits as a form with Enter, and shows the failure of the action', async () => {
    const onAction = vi.fn();
    renderWithProviders(
      <ActionDialog
        opened
        form
        title="Rename"
        actionLabel="Save"
        onAction={onAction}
        onCancel={() => {}}
        error={{ title: 'Not saved', message: 'the name is taken' }}
      >
        <input aria-label="Name" />
      </ActionDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    fireEvent.submit(within(dialog).getByLabelText('Name'));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('alert').textContent).toContain('the name is taken');
  });

  it('gives every dialog title of the theme one weight', () => {
    const styles = theme.components?.Modal?.styles as { title: { fontWeight: number } };
    expect(styles.title.fontWeight).toBe(600);
  });

  it('mutationDialogProps: Cancel clears the failure before closing', () => {
    const reset = vi.fn();
    const onClose = vi.fn();
    const p = mutationDialogProps({ isPending: false, error: new Error('boom'), reset }, 'Not deleted', onClose);
    expect(p.error?.title).toBe('Not deleted');
    p.onCancel();
    expect(reset).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
