import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { AssistButton } from './assist-button';
import { renderInShell, testAssistHost } from './shell-test-harness';

describe('AssistButton and its popup', () => {
  it("shows 'New!' and the introduction until closed, then never again", async () => {
    const first = renderInShell(<AssistButton />);
    expect(await screen.findByText('New!')).toBeTruthy();
    expect(screen.getByText(/GPT-4-powered AI assistant that leverages your infrastructure/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('New!')).toBeNull());
    // The popup's Close went away with it: the focus is on the Assist button, not on <body>.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Assist' }));
    expect(localStorage.getItem(STORAGE_KEYS.assistPopupHidden)).toBe('true');
    first.unmount();
    renderInShell(<AssistButton />);
    await screen.findByRole('button', { name: 'Assist' });
    expect(screen.queryByText('New!')).toBeNull();
  });

  it('is hidden when the assistant is docked on the page', async () => {
    const docked = document.createElement('div');
    docked.setAttribute('data-assist-docked', '');
    document.body.append(docked);
    renderInShell(<AssistButton />);
    await screen.findByRole('button', { name: 'Assist' });
    expect(screen.queryByText('New!')).toBeNull();
    docked.remove();
  });

  it('opens the assistant when clicked, and closes it when clicked again', async () => {
    const setOpen = vi.fn();
    const first = renderInShell(<AssistButton />, { assist: testAssistHost({ setOpen }) });
    const button = await screen.findByRole('button', { name: 'Assist' });
    fireEvent.click(button);
    expect(setOpen).toHaveBeenLastCalledWith(true);
    first.unmount();
    renderInShell(<AssistButton />, { assist: testAssistHost({ open: true, setOpen }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Assist' }));
    expect(setOpen).toHaveBeenLastCalledWith(false);
  });
});
