import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Banners, BANNERS_WAIT_MS, loadBannerCode, useBanners } from './banners';
import type { Banner } from './cluster-alerts';
import { BannerStack } from './banner-stack';

describe('Banners', () => {
  it('makes a vendor link clickable in a new tab and shows any other link as plain text', () => {
    renderWithProviders(
      <BannerStack
        banners={[
          { id: 'a', message: 'Upgrade available', severity: 'info', link: 'https://goteleport.com/download/' },
          { id: 'b', message: 'Look elsewhere', severity: 'warning', link: 'https://evil.example.net/phish' },
        ]}
        onDismiss={() => {}}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://goteleport.com/download/');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('banner-plain-link').textContent).toBe('https://evil.example.net/phish');
  });

  it('renders hostile messages as text, marks danger as an alert, and closes on request', () => {
    const onDismiss = vi.fn();
    const { container } = renderWithProviders(
      <BannerStack banners={[{ id: 'x', message: '<img src=x onerror=alert(1)>', severity: 'danger' }]} onDismiss={onDismiss} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('<img src=x onerror=alert(1)>');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('x');
  });

  it('renders nothing without banners or before their code, and the bars once both are there', async () => {
    const one: Banner[] = [{ id: 'a', message: 'Maintenance tonight', severity: 'info' }];
    const { container } = renderWithProviders(<Banners banners={[]} code={await loadBannerCode()} onDismiss={() => {}} />);
    expect(container.querySelector('[data-testid="banners"]')).toBeNull();
    const early = renderWithProviders(<Banners banners={one} code={undefined} onDismiss={() => {}} />);
    expect(early.container.querySelector('[data-testid="banners"]')).toBeNull();
    renderWithProviders(<Banners banners={one} code={await loadBannerCode()} onDismiss={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Maintenance tonight');
  });
});

describe("useBanners: the page waits a moment for the banners on the shell's first showing", () => {
  const one: Banner[] = [{ id: 'a', message: 'Maintenance tonight', severity: 'info' }];
  afterEach(() => vi.useRealTimers());

  it('shows the page once the alerts have answered without any', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ banners, settled }) => useBanners(banners, settled), {
      initialProps: { banners: [] as Banner[], settled: false },
    });
    expect(result.current.pageShown).toBe(false);
    rerender({ banners: [], settled: true });
    expect(result.current.pageShown).toBe(true);
  });

  it('with banners, shows the page with their code; once shown it stays', async () => {
    const { result, rerender } = renderHook(({ banners, settled }) => useBanners(banners, settled), {
      initialProps: { banners: one, settled: true },
    });
    // The code is loaded by the hook itself (in the app, the boot has usually preloaded it).
    await vi.waitFor(() => expect(result.current.code).toBeDefined());
    expect(result.current.pageShown).toBe(true);
    rerender({ banners: [], settled: false });
    expect(result.current.pageShown).toBe(true);
  });

  it('shows the page after BANNERS_WAIT_MS when the alerts do not answer', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBanners([], false));
    act(() => vi.advanceTimersByTime(BANNERS_WAIT_MS - 1));
    expect(result.current.pageShown).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.pageShown).toBe(true);
  });
});
