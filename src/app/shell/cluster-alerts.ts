// Cluster alerts as banners. Severity below 5 is info, 5 to 9 warning,
// 10 or more danger. A dismissed alert stays hidden for 24 hours, kept under `disabledAlerts`
// with its expiry; expired entries are purged on load. Dashboard mode drops the
// upgrade-suggestion and security-patch alerts.
import type { ClusterAlert } from '@/api/gen/model';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';

export type BannerSeverity = 'info' | 'warning' | 'danger';

export interface Banner {
  id: string;
  message: string;
  severity: BannerSeverity;
  link?: string;
}

export const ALERT_WARNING_THRESHOLD = 5;
export const ALERT_DANGER_THRESHOLD = 10;
export const ALERT_DISMISS_MS = 24 * 60 * 60 * 1000;
export const ALERT_LINK_LABEL = 'teleport.internal/link';

export function alertSeverity(severity: number): BannerSeverity {
  if (severity >= ALERT_DANGER_THRESHOLD) return 'danger';
  if (severity >= ALERT_WARNING_THRESHOLD) return 'warning';
  return 'info';
}

/** Alerts a license dashboard does not show. */
export function isDashboardHidden(alert: ClusterAlert): boolean {
  const name = alert.metadata.name;
  return name === 'upgrade-suggestion' || name.startsWith('security-patch');
}

/**
 * Alert names come from the server and may be any string, 'constructor' or '__proto__' included:
 * the dismissals are kept in an object without a prototype and only its own keys count.
 */
function dismissals(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

/** Whether the alert of this name is dismissed (an own entry, never an inherited member). */
export function isDismissed(disabled: Readonly<Record<string, number>>, name: string): boolean {
  return Object.hasOwn(disabled, name);
}

/** The dismissals still in force, { name: expiry ms }; expired and malformed ones are purged. */
export function loadDisabledAlerts(now: number = Date.now(), storage: Storage = localStorage): Record<string, number> {
  const raw = readJson(STORAGE_KEYS.disabledAlerts, storage);
  const stored = isRecord(raw) ? raw : {};
  const live = dismissals();
  for (const [name, expiry] of Object.entries(stored)) {
    if (typeof expiry === 'number' && expiry > now) live[name] = expiry;
  }
  if (Object.keys(live).length !== Object.keys(stored).length || raw !== null) writeJson(STORAGE_KEYS.disabledAlerts, live, storage);
  return live;
}

/** Hides an alert for 24 hours. */
export function dismissAlert(name: string, now: number = Date.now(), storage: Storage = localStorage): Record<string, number> {
  const next = Object.assign(dismissals(), loadDisabledAlerts(now, storage));
  next[name] = now + ALERT_DISMISS_MS;
  writeJson(STORAGE_KEYS.disabledAlerts, next, storage);
  return next;
}

export function alertBanners(
  alerts: readonly ClusterAlert[],
  options: { isDashboard: boolean; disabled: Record<string, number> },
): Banner[] {
  return alerts
    .filter((a) => !(options.isDashboard && isDashboardHidden(a)))
    .filter((a) => !isDismissed(options.disabled, a.metadata.name))
    .map((a) => {
      const link = a.metadata.labels?.[ALERT_LINK_LABEL];
      return { id: a.metadata.name, message: a.spec.message, severity: alertSeverity(a.spec.severity), ...(link ? { link } : {}) };
    });
}
