// The cursor pager: buttons, page number, busy state, and hiding on an empty first page.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CursorPager, type CursorPagerProps } from './pager';

function renderPager(over: Partial<CursorPagerProps>) {
  const handlers = { onFirst: vi.fn(), onPrevious: vi.fn(), onNext: vi.fn() };
  renderWithProviders(<CursorPager page={1} shown={30} nextKey="k2" {...handlers} {...over} />);
  return handlers;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the cursor pager', () => {
  it('on page 1: the page number, Previous disabled, Next hands over the next startKey', () => {
    const { onNext } = renderPager({});
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByTestId('page-number').textContent).toBe('Page 1');
    expect(button('Previous').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'First page' })).toBeNull();
    fireEvent.click(button('Next'));
    expect(onNext).toHaveBeenCalledWith('k2');
  });

  it('on the last page Next is disabled; from page 3 First page appears', () => {
    const { onPrevious, onFirst } = renderPager({ page: 3, shown: 7, nextKey: '' });
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    expect(onPrevious).toHaveBeenCalled();
    fireEvent.click(button('First page'));
    expect(onFirst).toHaveBeenCalled();
  });

  it('waits while a page loads', () => {
    renderPager({ page: 2, busy: true });
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
  });

  it('is hidden on an empty first page, not on an empty later one', () => {
    renderPager({ shown: 0, nextKey: '' });
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('stays on an empty later page, so the user can go back', () => {
    const { onPrevious } = renderPager({ page: 2, shown: 0, nextKey: '' });
    fireEvent.click(button('Previous'));
    expect(onPrevious).toHaveBeenCalled();
  });
});
