import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { FacetKey } from './audit-facets';
import { FacetChips, type FacetChip } from './facet-chips';

function Chips({ initial, afterLast }: { initial: FacetChip[]; afterLast: () => void }) {
  const [chips, setChips] = useState(initial);
  return (
    <FacetChips
      chips={chips}
      loaded={2284}
      more={false}
      onRemove={(key: FacetKey) => setChips((c) => c.filter((x) => x.key !== key))}
      focusAfterLast={afterLast}
    />
  );
}

describe('FacetChips', () => {
  it('says the facets narrow the loaded events; Delete removes a chip and the focus moves on, never lost', () => {
    const afterLast = vi.fn();
    renderWithProviders(
      <Chips
        initial={[
          { key: 'user', label: '<b>alice</b>' },
          { key: 'outcome', label: 'Failure' },
        ]}
        afterLast={afterLast}
      />,
    );
    expect(screen.getByTestId('facet-scope').textContent).toContain('Filtered on the 2,284 loaded events');
    const user = screen.getByRole('button', { name: 'Remove the filter User: <b>alice</b>' });
    user.focus();
    fireEvent.keyDown(user, { key: 'Delete' });
    const outcome = screen.getByRole('button', { name: 'Remove the filter Outcome: Failure' });
    expect(document.activeElement).toBe(outcome);
    expect(screen.queryByRole('button', { name: /User/ })).toBeNull();
    fireEvent.keyDown(outcome, { key: 'Backspace' });
    expect(screen.queryByTestId('facet-chips')).toBeNull();
    expect(afterLast).toHaveBeenCalledTimes(1);
  });
});
