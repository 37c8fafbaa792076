// The reconnection bar: a live countdown, one announcement per attempt, Reconnect now and Close,
// and the terminal getting the focus back when the bar goes away.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ConnectionOverlay, type ConnectionOverlayProps } from './connection-overlay';
import type { SessionState } from './terminal-session';

const state = (patch: Partial<SessionState>): SessionState => ({
  phase: 'disconnected',
  attempt: 1,
  established: true,
  error: 'The connection to the server was lost.',
  transport: 'socket',
  session: null,
  mode: 'peer',
  target: { kind: 'join', sid: 'sid-1', mode: 'peer' },
  mfa: null,
  size: null,
  notice: null,
  fileRequests: [],
  reconnect: null,
  ...patch,
});

function props(s: SessionState, p: Partial<ConnectionOverlayProps> = {}): ConnectionOverlayProps {
  return {
    clusterId: 'c',
    state: s,
    host: 'web-1',
    canStartNew: true,
    onRejoin: vi.fn(),
    onNewSession: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    onReconnectNow: vi.fn(),
    ...p,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('ConnectionOverlay while reconnecting', () => {
  it('counts down, announces the attempt once, and offers Reconnect now and Close', () => {
    const p = props(state({ reconnect: { attempt: 2, of: 3, at: Date.now() + 2000, offline: false } }));
    const { rerender } = renderWithProviders(<ConnectionOverlay {...p} />);
    const bar = screen.getByRole('region', { name: 'Connection lost' });
    expect(bar.textContent).toContain('Connection lost — reconnecting in 2 s (attempt 2 of 3)');
    expect(screen.getByRole('status').textContent).toContain('The connection to web-1 was lost. Reconnecting, attempt 2 of 3.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1100));
    expect(bar.textContent).toContain('reconnecting in 1 s (attempt 2 of 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect now' }));
    expect(p.onReconnectNow).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);

    rerender(
      <ConnectionOverlay
        {...props(state({ phase: 'connecting', established: false, reconnect: { attempt: 2, of: 3, at: null, offline: false } }))}
      />,
    );
    expect(bar.textContent).toContain('Connection lost — reconnecting… (attempt 2 of 3)');
    rerender(<ConnectionOverlay {...props(state({ reconnect: { attempt: 3, of: 3, at: null, offline: true } }))} />);
    expect(bar.textContent).toContain('Connection lost — waiting for the network (attempt 3 of 3)');
  });

  it('gives the focus back to the terminal when the bar goes away with it', () => {
    const s = state({ reconnect: { attempt: 1, of: 3, at: Date.now() + 1000, offline: false } });
    const { rerender, container } = renderWithProviders(<ConnectionOverlay {...props(s)} />);
    const textarea = document.createElement('textarea');
    textarea.className = 'xterm-helper-textarea';
    container.append(textarea);
    screen.getByRole('button', { name: 'Reconnect now' }).focus();
    rerender(<ConnectionOverlay {...props(state({ phase: 'active', error: null, reconnect: null }))} />);
    expect(screen.queryByRole('region', { name: 'Connection lost' })).toBeNull();
    expect(document.activeElement).toBe(textarea);
  });
});
