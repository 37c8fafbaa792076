import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PLAYER_SPEEDS, PlayerControls, SKIP_MS, type PlayerControlsProps } from './player-controls';

function setup(over: Partial<PlayerControlsProps> = {}) {
  const props: PlayerControlsProps = {
    playing: false,
    onToggle: vi.fn(),
    positionMs: 65_000,
    durationMs: 3_725_000,
    onSeek: vi.fn(),
    speed: 1,
    onSpeed: vi.fn(),
    ...over,
  };
  const view = renderWithProviders(<PlayerControls {...props} />);
  return { props, ...view };
}

describe('the players’ control bar', () => {
  it('has the controls in one order: play, back, forward, time, timeline, speed, then the extras', () => {
    setup({ extras: <span data-testid="extra">120×40</span> });
    const bar = screen.getByRole('toolbar', { name: 'Playback' });
    const order = Array.from(bar.querySelectorAll('[data-testid]')).map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual([
      'player-play',
      'player-skip-back',
      'player-skip-forward',
      'player-time',
      'player-timeline',
      'player-speed',
      'extra',
      'player-shortcuts-button',
    ]);
    expect(screen.getByTestId('player-time').textContent).toBe('1:05 / 1:02:05');
    expect(screen.getByRole('slider', { name: 'Position' }).getAttribute('aria-valuetext')).toBe('1:05 of 1:02:05');
  });

  it('labels its icon buttons, draws icons (no glyphs), and says Pause while playing', () => {
    const { props, rerender } = setup();
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play.querySelector('svg')).not.toBeNull();
    expect(play.textContent).toBe('');
    expect(play.getAttribute('aria-keyshortcuts')).toBe('Space');
    fireEvent.click(play);
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    rerender(<PlayerControls {...props} playing />);
    expect(screen.getByRole('button', { name: 'Pause' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('toolbar').textContent).not.toMatch(/[▶❚⏸]/);
  });

  it('skips back and forward by SKIP_MS, clamped to the recording', () => {
    const { props } = setup({ positionMs: 2_000 });
    fireEvent.click(screen.getByRole('button', { name: `Forward ${SKIP_MS / 1000} seconds` }));
    expect(props.onSeek).toHaveBeenLastCalledWith(2_000 + SKIP_MS);
    fireEvent.click(screen.getByRole('button', { name: `Back ${SKIP_MS / 1000} seconds` }));
    expect(props.onSeek).toHaveBeenLastCalledWith(0);
  });

  it('offers the same speeds for every player, the current one checked', async () => {
    const { props } = setup({ speed: 4 });
    expect(PLAYER_SPEEDS).toEqual([0.25, 0.5, 1, 2, 4, 8, 16, 32]);
    fireEvent.click(screen.getByRole('button', { name: 'Speed 4×' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['0.25×', '0.5×', '1×', '2×', '4×', '8×', '16×', '32×']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(items[7]!);
    expect(props.onSpeed).toHaveBeenCalledWith(32);
  });

  it('offers the speeds above maxSpeed disabled, saying why', async () => {
    const { props } = setup({ maxSpeed: 16, maxSpeedReason: 'The proxy plays at 16× at most.' });
    fireEvent.click(screen.getByRole('button', { name: 'Speed 1×' }));
    const menu = await screen.findByRole('menu');
    const fast = within(menu).getByRole('menuitemradio', { name: '32×' });
    expect(fast.hasAttribute('disabled') || fast.getAttribute('data-disabled') === 'true').toBe(true);
    expect(within(menu).getByTestId('player-speed-limit').textContent).toBe('The proxy plays at 16× at most.');
    fireEvent.click(fast);
    expect(props.onSpeed).not.toHaveBeenCalled();
  });

  it('hands 0-9, the steps, the marks, full screen and the bookmark key to the player, and ? opens the sheet', async () => {
    const actions = {
      step: { run: vi.fn(), what: 'Step one event' },
      mark: { run: vi.fn(), what: 'Marks' },
      fullscreen: vi.fn(),
      bookmark: vi.fn(),
    };
    const { props } = setup({ actions, positionMs: 1_000, durationMs: 200_000 });
    fireEvent.keyDown(document.body, { key: '5' });
    expect(props.onSeek).toHaveBeenLastCalledWith(100_000);
    fireEvent.keyDown(document.body, { key: '0' });
    expect(props.onSeek).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(document.body, { key: ',' });
    fireEvent.keyDown(document.body, { key: '.' });
    expect(actions.step.run.mock.calls).toEqual([[-1], [1]]);
    fireEvent.keyDown(document.body, { key: ']' });
    expect(actions.mark.run).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(document.body, { key: 'f' });
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(actions.fullscreen).toHaveBeenCalledTimes(1);
    expect(actions.bookmark).toHaveBeenCalledTimes(1);
    // A field keeps its keys.
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'b' });
    fireEvent.keyDown(field, { key: '5' });
    expect(actions.bookmark).toHaveBeenCalledTimes(1);
    expect(props.onSeek).toHaveBeenCalledTimes(2);
    field.remove();

    fireEvent.keyDown(document.body, { key: '?' });
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(sheet)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'SpacePlay or pause',
      '←→Back or forward 5 seconds',
      '0…9Jump to 0%, 10%, … 90% of the recording',
      ',.Step one event',
      '[]Marks',
      'BBookmark this moment (with a note)',
      'FFull screen, or leave it',
      '?This list of shortcuts',
    ]);
  });

  it('Space toggles and the arrows skip from anywhere but a field or a control', () => {
    const { props } = setup();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(props.onSeek).toHaveBeenLastCalledWith(65_000 + SKIP_MS);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(props.onSeek).toHaveBeenLastCalledWith(65_000 - SKIP_MS);

    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Play' }), { key: ' ' }); // the button clicks itself
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('without seeking (a server-paced recording): skips disabled, the timeline read-only, Space only while it can play', () => {
    const { props, rerender } = setup({ onSeek: undefined, noSeekReason: 'Cannot skip here.', durationMs: undefined, positionMs: 3_000 });
    for (const name of ['Back 5 seconds', 'Forward 5 seconds']) {
      const b = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(b.disabled).toBe(true);
      expect(b.title).toBe('Cannot skip here.');
    }
    const slider = screen.getByRole('slider', { name: 'Position' });
    expect(slider.getAttribute('aria-readonly')).toBe('true');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('player-time').textContent).toBe('0:03');

    rerender(<PlayerControls {...props} onSeek={undefined} durationMs={undefined} positionMs={3_000} canPlay={false} />);
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(props.onToggle).not.toHaveBeenCalled();
  });
});
