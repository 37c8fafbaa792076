import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { SuccessScreen } from './screens';
import { questionnaireRequested } from '@/shared/storage/onboarding';

describe('SuccessScreen', () => {
  // A fresh spy per test, so a call made by one test cannot satisfy another's assertion.
  let assign = vi.fn();
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('after an invite, asks the shell for the questionnaire and loads the console', async () => {
    renderWithProviders(<SuccessScreen mode="invite" />);
    expect(screen.getByRole('heading', { name: 'registration successful' })).toBeTruthy();
    // Nothing happens before the click.
    expect(questionnaireRequested()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(questionnaireRequested()).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/web');
  });

  it('after a reset, goes to the cluster without a questionnaire', async () => {
    renderWithProviders(<SuccessScreen mode="reset" />);
    expect(screen.getByRole('heading', { name: 'reset successful' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Cluster' }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/web');
    expect(questionnaireRequested()).toBe(false);
  });
});
