import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { initialSocketState } from '@/shared/socket-session/socket-session';
import { DesktopOverlay } from './desktop-overlay';
import { PlaybackOverlay } from './playback-overlay';
import type { DesktopState } from './desktop-session';
import type { PlaybackState } from './playback-session';

const desktop = (patch: Partial<DesktopState>): DesktopState => ({
  ...initialSocketState(),
  screen: { width: 1280, height: 720 },
  mfa: null,
  sharing: { phase: 'off' },
  ...patch,
});
const playback = (patch: Partial<PlaybackState>): PlaybackState => ({
  ...initialSocketState(),
  playing: true,
  speed: 1,
  ms: 0,
  screen: null,
  finished: false,
  ...patch,
});

describe('what covers a desktop stage', () => {
  const props = { desktopName: 'win-1', mfaRequired: true, back: <a href="/web/cluster/c/desktops">Back to Desktops</a> };

  it('says it connects, and that a key will be asked for, without blocking the pointer', () => {
    renderWithProviders(<DesktopOverlay {...props} state={desktop({ phase: 'connecting' })} onReconnect={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Connecting to win-1… It will ask for your security key.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names a failure with the way back, and nothing covers a live desktop', () => {
    const onReconnect = vi.fn();
    const { rerender } = renderWithProviders(
      <DesktopOverlay {...props} state={desktop({ phase: 'failed', error: 'access denied to <b>win-1</b>' })} onReconnect={onReconnect} />,
    );
    const card = screen.getByRole('alertdialog', { name: 'Could not connect' });
    expect(screen.getByTestId('desktop-error').textContent).toBe('access denied to <b>win-1</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/web/cluster/c/desktops');

    rerender(<DesktopOverlay {...props} state={desktop({ phase: 'active', established: true })} onReconnect={onReconnect} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('what covers a recording', () => {
  it('loads, ends calmly with Play again, and names an error as an alert', () => {
    const onPlayAgain = vi.fn();
    const back = <a href="/back">Back</a>;
    const { rerender } = renderWithProviders(<PlaybackOverlay state={playback({})} onPlayAgain={onPlayAgain} back={back} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the recording…');

    rerender(<PlaybackOverlay state={playback({ phase: 'active', finished: true })} onPlayAgain={onPlayAgain} back={back} />);
    fireEvent.click(within(screen.getByRole('status', { name: 'End of the recording' })).getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalledTimes(1);

    rerender(<PlaybackOverlay state={playback({ phase: 'failed', error: 'recording not found' })} onPlayAgain={onPlayAgain} back={back} />);
    expect(screen.getByRole('alertdialog', { name: 'The recording cannot be played' }).textContent).toContain('recording not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
