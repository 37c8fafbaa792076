// The search input bound to the URL view.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ListSearchInput } from './list-search-input';

describe('the list search input', () => {
  it('shows the draft, types into it and commits on Enter', () => {
    const view = { draft: 'we', setDraft: vi.fn(), commitSearch: vi.fn() };
    renderWithProviders(<ListSearchInput view={view} label="Filter clusters" placeholder="Filter clusters by name" />);
    const input = screen.getByRole('textbox', { name: 'Filter clusters' }) as HTMLInputElement;
    expect(input.value).toBe('we');
    fireEvent.change(input, { target: { value: 'web' } });
    expect(view.setDraft).toHaveBeenCalledWith('web');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(view.commitSearch).toHaveBeenCalledWith('we');
  });

  it('can show its label', () => {
    const view = { draft: '', setDraft: vi.fn(), commitSearch: vi.fn() };
    renderWithProviders(<ListSearchInput view={view} label="Search servers" showLabel />);
    expect(screen.getByLabelText('Search servers')).toBeTruthy();
    expect(screen.getByText('Search servers').tagName).toBe('LABEL');
  });
});
