import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { SuccessScreen } from './screens';
import { questionnaireRequested } from '../../shared/onboarding';

describe('SuccessScreen', () => {
  const assign = vi.fn();
  afterEach(() => vi.unstubAllGlobals());

  it('after an invite, asks the shell for the questionnaire and loads the console', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<SuccessScreen mode="invite" />);
    expect(screen.getByRole('heading', { name: 'registration successful' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(questionnaireRequested()).toBe(true);
    expect(assign).toHaveBeenCalledWith('/web');
  });

  it('after a reset, goes to the cluster without a questionnaire', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<SuccessScreen mode="reset" />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Cluster' }));
    expect(questionnaireRequested()).toBe(false);
  });
});
