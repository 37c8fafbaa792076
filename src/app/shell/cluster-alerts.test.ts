// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ClusterAlert } from '@/api/gen/model';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isVendorLink } from '@/shared/navigation/vendor-link';
import { ALERT_DISMISS_MS, alertBanners, alertSeverity, dismissAlert, loadDisabledAlerts } from './cluster-alerts';

const alert = (name: string, severity: number, link?: string): ClusterAlert => ({
  kind: 'cluster_alert',
  version: 'v1',
  metadata: { name, labels: link ? { 'teleport.internal/link': link } : {} },
  spec: { severity, message: `${name} message`, created: '2023-07-20T09:00:00Z' },
});

describe('alertSeverity (below 5 info, 5 to 9 warning, 10 or more danger)', () => {
  it.each([
    [0, 'info'],
    [4, 'info'],
    [5, 'warning'],
    [9, 'warning'],
    [10, 'danger'],
    [11, 'danger'],
  ] as const)('%i is %s', (severity, expected) => {
    expect(alertSeverity(severity)).toBe(expected);
  });
});

describe('dismissal (24 hours under disabledAlerts)', () => {
  const t0 = Date.UTC(2024, 0, 1, 12);
  it('hides a dismissed alert until 24 hours have passed', () => {
    dismissAlert('license', t0);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.disabledAlerts) ?? '{}')).toEqual({ license: t0 + ALERT_DISMISS_MS });
    expect(loadDisabledAlerts(t0 + ALERT_DISMISS_MS - 1)).toHaveProperty('license');
    expect(loadDisabledAlerts(t0 + ALERT_DISMISS_MS)).not.toHaveProperty('license');
  });
  it('purges expired and malformed entries on load', () => {
    localStorage.setItem(STORAGE_KEYS.disabledAlerts, JSON.stringify({ old: t0 - 1, live: t0 + 1000, bad: 'tomorrow' }));
    expect(loadDisabledAlerts(t0)).toEqual({ live: t0 + 1000 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.disabledAlerts) ?? '')).toEqual({ live: t0 + 1000 });
  });
  it('survives a corrupt stored value', () => {
    localStorage.setItem(STORAGE_KEYS.disabledAlerts, '[[[');
    expect(loadDisabledAlerts(t0)).toEqual({});
  });
});

describe('alertBanners', () => {
  const alerts = [
    alert('upgrade-suggestion', 0, 'https://goteleport.com/download/'),
    alert('license', 5),
    alert('security-patch-available', 10),
  ];
  it('turns alerts into banners with their severity and link', () => {
    expect(alertBanners(alerts, { isDashboard: false, disabled: {} })).toEqual([
      { id: 'upgrade-suggestion', message: 'upgrade-suggestion message', severity: 'info', link: 'https://goteleport.com/download/' },
      { id: 'license', message: 'license message', severity: 'warning' },
      { id: 'security-patch-available', message: 'security-patch-available message', severity: 'danger' },
    ]);
  });
  it('drops dismissed alerts', () => {
    expect(alertBanners(alerts, { isDashboard: false, disabled: { license: Date.now() + 1 } }).map((b) => b.id)).toEqual([
      'upgrade-suggestion',
      'security-patch-available',
    ]);
  });
  it('drops the upgrade-suggestion and security-patch alerts in dashboard mode', () => {
    expect(alertBanners(alerts, { isDashboard: true, disabled: {} }).map((b) => b.id)).toEqual(['license']);
  });
});

describe('alerts named like members of a plain object', () => {
  const t0 = Date.UTC(2024, 0, 1, 12);
  const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
  it('show when nothing is dismissed, whatever their severity', () => {
    const named = names.map((n) => alert(n, 10));
    expect(alertBanners(named, { isDashboard: false, disabled: loadDisabledAlerts(t0) }).map((b) => b.id)).toEqual(names);
    expect(alertBanners(named, { isDashboard: false, disabled: {} }).map((b) => b.id)).toEqual(names);
  });
  it.each(names)('%s can be dismissed, stays dismissed after a reload, and hides only itself', (name) => {
    localStorage.removeItem(STORAGE_KEYS.disabledAlerts);
    const disabled = dismissAlert(name, t0);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.disabledAlerts) ?? '{}')).toEqual(
      JSON.parse(`{"${name}": ${t0 + ALERT_DISMISS_MS}}`),
    );
    const reloaded = loadDisabledAlerts(t0 + 1);
    expect(Object.keys(reloaded)).toEqual([name]);
    const all = [alert(name, 10), alert('license', 5)];
    expect(alertBanners(all, { isDashboard: false, disabled }).map((b) => b.id)).toEqual(['license']);
    expect(alertBanners(all, { isDashboard: false, disabled: reloaded }).map((b) => b.id)).toEqual(['license']);
  });
});

describe('isVendorLink', () => {
  it.each([
    ['https://goteleport.com/download/', true],
    ['https://docs.goteleport.com/x', true],
    ['http://goteleport.com/', false],
    ['https://goteleport.com.evil.example/', false],
    ['https://evilgoteleport.com/', false],
    ['https://user@goteleport.com/', false],
    ['javascript:alert(1)', false],
    ['/web/support', false],
    ['', false],
  ] as const)('%s -> %s', (url, expected) => {
    expect(isVendorLink(url)).toBe(expected);
  });
});
