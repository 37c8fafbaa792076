import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ColumnChooser } from './column-chooser';
import { choiceToKeep, visibleColumnIds, withColumn } from './column-choice';
import type { ColumnChooserState } from './use-column-choice';

const OPTIONS = [
  { id: 'name', header: 'Name' },
  { id: 'roles', header: 'Roles' },
  { id: 'auth', header: 'Auth type' },
];
const IDS = OPTIONS.map((o) => o.id);

/** The chooser over a choice held in state, as useColumnChoice holds it. */
function Harness({ extra }: { extra?: boolean }) {
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const visible = visibleColumnIds(IDS, chosen);
  const state: ColumnChooserState = {
    options: OPTIONS,
    visible,
    isDefault: chosen === undefined,
    toggle: (id, shown) => setChosen(choiceToKeep(IDS, withColumn(IDS, visible, id, shown))),
    reset: () => setChosen(undefined),
  };
  return (
    <>
      <ColumnChooser state={state}>{extra && <p>More settings</p>}</ColumnChooser>
      <output data-testid="shown">{visible.join(',')}</output>
    </>
  );
}

/** Opens the chooser and waits for its popover (its content loads on the first click). */
async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await screen.findByRole('checkbox', { name: OPTIONS[0]!.header });
}
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('ColumnChooser', () => {
  it('lists the columns with their state, hides and shows them, and keeps the last one', async () => {
    renderWithProviders(<Harness />);
    await open();
    expect(screen.getByRole('dialog', { name: 'Columns' })).toBeTruthy();
    expect(OPTIONS.every((o) => box(o.header).checked)).toBe(true);

    fireEvent.click(box('Roles'));
    fireEvent.click(box('Auth type'));
    expect(screen.getByTestId('shown').textContent).toBe('name');
    expect(screen.getByRole('button', { name: 'Columns' }).getAttribute('aria-description')).toBe('2 hidden');
    // The last one cannot go, and says why.
    expect(box('Name').disabled).toBe(true);
    expect(screen.getByText('One column always stays shown.')).toBeTruthy();

    fireEvent.click(box('Auth type'));
    expect(screen.getByTestId('shown').textContent).toBe('name,auth');
    expect(box('Name').disabled).toBe(false);
  });

  it('Reset columns brings every column back, and does nothing (but keeps the focus) at the default', async () => {
    renderWithProviders(<Harness extra />);
    await open();
    expect(screen.getByText('More settings')).toBeTruthy();
    const reset = screen.getByRole('button', { name: 'Reset columns' });
    expect(reset.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(box('Name'));
    expect(reset.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(reset);
    expect(screen.getByTestId('shown').textContent).toBe('name,roles,auth');
    expect(reset.getAttribute('aria-disabled')).toBe('true');
    expect(reset.hasAttribute('disabled')).toBe(false);
  });
});
