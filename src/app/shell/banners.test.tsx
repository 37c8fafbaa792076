import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Banners } from './banners';
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

  it('renders nothing without banners, and loads them when there are some', async () => {
    const { container } = renderWithProviders(<Banners banners={[]} onDismiss={() => {}} />);
    expect(container.querySelector('[data-testid="banners"]')).toBeNull();
    renderWithProviders(<Banners banners={[{ id: 'a', message: 'Maintenance tonight', severity: 'info' }]} onDismiss={() => {}} />);
    expect((await screen.findByRole('status')).textContent).toContain('Maintenance tonight');
  });
});
