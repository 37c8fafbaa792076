// The range control: presets, the custom dialog (typed local times -> ISO), the range text, refresh.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { formatDateTime } from '@/shared/text/format';
import { fromLocalInput, RangePicker, toLocalInput } from './range-picker';
import type { RangeView } from './use-url-view';

function fakeRange(overrides: Partial<RangeView> = {}): RangeView {
  return {
    choice: '24h',
    from: '2025-03-09T12:00:00.000Z',
    to: '2025-03-10T12:00:00.000Z',
    setPreset: vi.fn(),
    setCustom: vi.fn(() => true),
    refresh: vi.fn(),
    ...overrides,
  };
}

describe('local date-time inputs', () => {
  it('round-trip an instant to the second', () => {
    const iso = '2025-03-10T12:34:56.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it('refuse what is not a date and time', () => {
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2025-02-30T10:00')).toBeUndefined();
    expect(fromLocalInput('yesterday')).toBeUndefined();
    expect(toLocalInput('nope')).toBe('');
  });
});

describe('the range picker', () => {
  it('shows the current range in the spec format and picks a preset', () => {
    const range = fakeRange();
    renderWithProviders(<RangePicker range={range} />);
    expect(screen.getByTestId('range-text').textContent).toBe(`${formatDateTime(range.from)} – ${formatDateTime(range.to)}`);
    const select = screen.getByRole('combobox', { name: 'Time range' }) as HTMLSelectElement;
    expect(select.value).toBe('24h');
    fireEvent.change(select, { target: { value: '7d' } });
    expect(range.setPreset).toHaveBeenCalledWith('7d');
  });

  it('custom: the dialog starts at the current range and applies what is typed', () => {
    const range = fakeRange();
    renderWithProviders(<RangePicker range={range} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: 'custom' } });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    // (the input may drop ':00' seconds: compare the instants)
    expect(fromLocalInput(from.value)).toBe(range.from);
    fireEvent.change(from, { target: { value: '2025-03-01T08:00:00' } });
    fireEvent.change(to, { target: { value: '2025-03-02T08:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(range.setCustom).toHaveBeenCalledWith(fromLocalInput('2025-03-01T08:00:00'), fromLocalInput('2025-03-02T08:00:00'));
  });

  it('custom: a refused range says why and keeps the dialog open', () => {
    const range = fakeRange({ setCustom: vi.fn(() => false) });
    renderWithProviders(<RangePicker range={range} maxSpanDays={31} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-05T08:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toContain('at most 31 days');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter both ends as a date and time.');
  });

  it('refresh moves the window and tells the page', () => {
    const range = fakeRange();
    const onRefresh = vi.fn();
    renderWithProviders(<RangePicker range={range} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(range.refresh).toHaveBeenCalled();
    expect(onRefresh).toHaveBeenCalled();
  });
});
