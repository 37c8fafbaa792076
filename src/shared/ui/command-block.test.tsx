import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { COPY_CONFIRM_MS, COPY_FAILED_MESSAGE, CommandBlock, commandText } from './command-block';

const lines = [{ text: 'tsh login --proxy=example.com:443', comment: 'Log in first' }, { text: 'tsh db connect orders' }];

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the copyable command block', () => {
  it('shows comments and a $ prefix in bash mode, and copies only the commands', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    renderWithProviders(<CommandBlock lines={lines} label="Login command" />);
    const block = screen.getByTestId('command-block');
    expect(block.textContent).toBe('# Log in first$ tsh login --proxy=example.com:443$ tsh db connect orders');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy login command' }));
    });
    expect(writeText).toHaveBeenCalledWith('tsh login --proxy=example.com:443\ntsh db connect orders');
    expect(commandText(lines)).toBe('tsh login --proxy=example.com:443\ntsh db connect orders');
  });

  it('has no $ outside bash mode', () => {
    renderWithProviders(<CommandBlock lines={[{ text: 'kubectl get pods' }]} bash={false} />);
    expect(screen.getByTestId('command-block').textContent).toBe('kubectl get pods');
  });

  it('shows a check for exactly one second after copying', async () => {
    vi.useFakeTimers();
    stubClipboard(async () => {});
    renderWithProviders(<CommandBlock lines={lines} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy command' }));
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy command' })).toBeTruthy();
  });

  it("says 'Cannot copy to clipboard. Use ctrl/cmd + c' and selects the commands when copying fails", async () => {
    stubClipboard(async () => Promise.reject(new Error('NotAllowedError')));
    renderWithProviders(<CommandBlock lines={lines} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy command' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(COPY_FAILED_MESSAGE);
    expect(COPY_FAILED_MESSAGE).toBe('Cannot copy to clipboard. Use ctrl/cmd + c');
    expect(window.getSelection()?.toString()).toContain('tsh db connect orders');
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('fails the same way when there is no clipboard at all', async () => {
    renderWithProviders(<CommandBlock lines={lines} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy command' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(COPY_FAILED_MESSAGE);
  });

  it('renders markup in a command as text', () => {
    renderWithProviders(<CommandBlock lines={[{ text: "tsh db connect '<img src=x onerror=alert(1)>'" }]} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText("tsh db connect '<img src=x onerror=alert(1)>'")).toBeTruthy();
  });
});
