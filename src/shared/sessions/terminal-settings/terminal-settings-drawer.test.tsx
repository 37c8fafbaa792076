import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { defaultTerminalSettings } from './settings';
import { TerminalKeysSheet } from './terminal-keys-sheet';
import { TerminalSettingsDrawer } from './terminal-settings-drawer';
import type { TerminalSettingsState } from './use-terminal-settings';

function drawer(over: Partial<TerminalSettingsState> = {}, readOnly = false) {
  const defaults = defaultTerminalSettings(1000);
  const state: TerminalSettingsState = { settings: defaults, defaults, update: vi.fn(), reset: vi.fn(), ...over };
  renderWithProviders(<TerminalSettingsDrawer opened onClose={vi.fn()} state={state} readOnly={readOnly} />);
  return state;
}

describe('the terminal settings drawer', () => {
  it('stores a valid value at once and refuses an invalid one with what to enter', () => {
    const state = drawer();
    const scrollback = screen.getByLabelText('Scrollback');
    fireEvent.change(scrollback, { target: { value: '200000' } });
    expect(screen.getByText('Scrollback must be from 0 to 100,000 lines; 200,000 is out of range.')).toBeTruthy();
    expect(state.update).not.toHaveBeenCalled();
    fireEvent.change(scrollback, { target: { value: '5000' } });
    expect(state.update).toHaveBeenLastCalledWith({ scrollback: 5000 });

    fireEvent.change(screen.getByLabelText('Font size'), { target: { value: '40' } });
    expect(screen.getByText('Enter a whole number of pixels from 8 to 32.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Font size'), { target: { value: '16' } });
    expect(state.update).toHaveBeenLastCalledWith({ fontSize: 16 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'Evil", serif' } });
    expect(screen.getByText(/Use only letters, digits/)).toBeTruthy();
    expect(state.update).not.toHaveBeenCalledWith({ fontFamily: 'Evil", serif' });
  });

  it('offers Reset only when something differs, and says which keys this browser keeps', () => {
    const defaults = defaultTerminalSettings(1000);
    const state = drawer({ settings: { ...defaults, theme: 'paper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(state.reset).toHaveBeenCalled();
    // jsdom has no navigator.keyboard: the browser keeps its keys.
    expect(screen.getByTestId('terminal-settings-keys').textContent).toMatch(
      /keeps Ctrl\+W, Ctrl\+T, Ctrl\+N, Ctrl\+Tab.*never reach the shell/,
    );
  });

  it('shows the player only what applies to a recording', () => {
    drawer({}, true);
    expect(screen.getByLabelText('Font size')).toBeTruthy();
    expect(screen.queryByLabelText('Scrollback')).toBeNull();
    expect(screen.queryByText('Right click pastes')).toBeNull();
    expect(screen.queryByTestId('terminal-settings-keys')).toBeNull();
  });
});

describe('the terminal key sheet', () => {
  it('lists the terminal’s keys, then the panes’, and what the browser keeps', () => {
    renderWithProviders(
      <TerminalKeysSheet opened onClose={vi.fn()} extraKeys={[{ keys: ['Ctrl', 'Alt', '2'], what: 'Go to the second pane' }]} />,
    );
    const rows = within(screen.getByRole('table', { name: 'Keys of the terminal' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'KeysWhat they do',
      expect.stringMatching(/^CtrlFSearch the output/),
      expect.stringMatching(/^CtrlShiftCCopy/),
      expect.stringMatching(/^CtrlShiftVPaste/),
      expect.stringMatching(/^CtrlAltRScreen-reader mode/),
      expect.stringMatching(/^CtrlShift\/This sheet/),
      expect.stringMatching(/^Full screen/),
      'CtrlAlt2Go to the second pane',
    ]);
    expect(screen.getByTestId('terminal-keys-sheet-missing').textContent).toMatch(/even in full screen/);
  });
});
