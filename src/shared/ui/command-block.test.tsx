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
    const block = screen.getByRole('group', { name: 'Login command' });
    expect(block.textContent).toBe('# Log in first$ tsh login --proxy=example.com:443$ tsh db connect orders');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy login command' }));
    });
    expect(writeText).toHaveBeenCalledWith('tsh login --proxy=example.com:443\ntsh db connect orders');
    expect(commandText(lines)).toBe('tsh login --proxy=example.com:443\ntsh db connect orders');
  });

  it('wraps long commands instead of cutting them or hiding them behind a sideways scroll', () => {
    const token = 'https://teleport.example.com/web/newuser/' + 'a'.repeat(120);
    renderWithProviders(<CommandBlock lines={[{ text: token }]} bash={false} label="Invite link" />);
    const text = screen.getByRole('group', { name: 'Invite link' });
    expect(text.className).toContain('command-block-text');
    expect(text.style.overflowX).toBe('');
    expect(text.style.whiteSpace).toBe('');
    expect(screen.getByText(token)).toBeTruthy();
  });

  it('keeps each word of a command whole and its spaces as text', () => {
    renderWithProviders(<CommandBlock lines={[{ text: 'tsh login  --proxy=example.com:443 --user=alice' }]} />);
    const line = document.querySelector('[data-command-line]') as HTMLElement;
    expect(Array.from(line.querySelectorAll('.command-word'), (w) => w.textContent)).toEqual([
      'tsh',
      'login',
      '--proxy=example.com:443',
      '--user=alice',
    ]);
    expect(line.textContent).toBe('tsh login  --proxy=example.com:443 --user=alice');
  });

  it('has no $ outside bash mode', () => {
    renderWithProviders(<CommandBlock lines={[{ text: 'kubectl get pods' }]} bash={false} />);
    expect(screen.getByRole('group', { name: 'Command' }).textContent).toBe('kubectl get pods');
  });

  it('says Copied for exactly one second after copying', async () => {
    vi.useFakeTimers();
    stubClipboard(async () => {});
    renderWithProviders(<CommandBlock lines={lines} />);
    const button = screen.getByRole('button', { name: 'Copy command' });
    expect(button.textContent).toBe('Copy');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('button', { name: 'Copied' }).textContent).toBe('Copied');
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
    expect(document.querySelector('[data-command-line]')?.textContent).toBe("tsh db connect '<img src=x onerror=alert(1)>'");
  });
});
