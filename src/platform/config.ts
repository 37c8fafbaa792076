// The bootstrap config the proxy serves as /web/config.js (`var GRV_CONFIG = {...};`).
import type { components } from '@/api/gen/schema';
import { ContractError } from '@/api/errors';
import { firstViolation, reportViolation } from '@/api/contract-check';
import { whenIdle } from '@/api/deferred-validation';

export type WebConfig = components['schemas']['WebConfig'];

declare global {
  interface Window {
    GRV_CONFIG?: unknown;
  }
}

/** An SSO provider of the config (readConfig fills the defaults for what the server leaves out). */
export interface AuthProvider {
  name: string;
  displayName: string;
  type: string;
  /** Template with :providerName and :redirect. */
  url: string;
}

export interface ClientConfig {
  proxyCluster: string;
  scrollbackLines: number;
  auth: {
    localAuthEnabled: boolean;
    allowPasswordless: boolean;
    second_factor: string;
    authType: string;
    preferredLocalMfa: string;
    localConnectorName: string;
    privateKeyPolicy: string;
    motd: string;
    providers: AuthProvider[];
  };
  assistEnabled: boolean;
  isCloud: boolean;
  /** The proxy is a self-hosted license dashboard (filters upgrade alerts, enables downloads). */
  isDashboard: boolean;
  /** Usage-based billing locks some features (see featureLocks). */
  isUsageBasedBilling: boolean;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
const str = (v: unknown, d: string) => (typeof v === 'string' && v !== '' ? v : d);
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const int = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : d);

function isProvider(p: Record<string, unknown>): boolean {
  return typeof p.name === 'string' && p.name !== '' && typeof p.url === 'string' && p.url !== '';
}

// displayName may be absent (a GitHub connector created without `display`: omitempty) or blank:
// the button then reads the connector's name, never "Sign in with " and nothing.
function toProvider(p: Record<string, unknown>): AuthProvider {
  const label = typeof p.displayName === 'string' ? p.displayName.trim() : '';
  return { name: String(p.name), displayName: str(label, String(p.name)), type: str(p.type, ''), url: String(p.url) };
}

/** Passwordless if the local connector is passwordless; local if authType is local; else sso. */
export function primaryAuthType(config: ClientConfig): 'passwordless' | 'local' | 'sso' {
  if (config.auth.localConnectorName === 'passwordless') return 'passwordless';
  return config.auth.authType === 'local' ? 'local' : 'sso';
}

/** Reads the config with defaults; never throws, so the sign-in page always renders. */
export function readConfig(raw: unknown = window.GRV_CONFIG): ClientConfig {
  const c = record(raw);
  const auth = record(c.auth);
  return {
    proxyCluster: str(c.proxyCluster, 'localhost'),
    scrollbackLines: int(record(c.ui).scrollbackLines, 1000),
    auth: {
      localAuthEnabled: bool(auth.localAuthEnabled, true),
      allowPasswordless: bool(auth.allowPasswordless, false),
      second_factor: str(auth.second_factor, 'off'),
      authType: str(auth.authType, 'local'),
      preferredLocalMfa: str(auth.preferredLocalMfa, ''),
      localConnectorName: str(auth.localConnectorName, ''),
      privateKeyPolicy: str(auth.privateKeyPolicy, 'none'),
      motd: str(auth.motd, ''),
      providers: Array.isArray(auth.providers) ? auth.providers.map(record).filter(isProvider).map(toProvider) : [],
    },
    assistEnabled: bool(c.assistEnabled, false),
    isCloud: bool(c.isCloud, false),
    isDashboard: bool(c.isDashboard, false),
    isUsageBasedBilling: bool(c.isUsageBasedBilling, false),
  };
}

/**
 * Checks the raw config against the contract's WebConfig schema (a lazy chunk). Throws a
 * ContractError naming the field, so a broken config is a clear message, not a blank page.
 */
export async function validateConfig(raw: unknown = window.GRV_CONFIG): Promise<void> {
  requireConfig(raw);
  const { componentValidators } = await import('@/api/gen/validators');
  const violation = firstViolation(componentValidators.WebConfig, raw);
  if (violation) throw new ContractError('getWebConfig', violation.field, violation.detail);
}

/** A page without GRV_CONFIG (config.js did not load) cannot boot: throws at once. */
function requireConfig(raw: unknown): void {
  if (raw === undefined) throw new ContractError('getWebConfig', '', 'the page has no GRV_CONFIG: /web/config.js did not load');
}

/** The config the later check was queued for (the shell boots on every navigation). */
let checkedLater: unknown;

/**
 * Production: a missing config still stops the boot at once, but the schema check runs when the
 * browser is idle and a violation is reported (readConfig has already filled in defaults), so the
 * validators' chunk does not delay the shell. Each config is checked (and reported) once.
 */
export function validateConfigLater(raw: unknown = window.GRV_CONFIG): void {
  requireConfig(raw);
  if (checkedLater === raw) return;
  checkedLater = raw;
  whenIdle(() => void validateConfig(raw).catch((err: unknown) => err instanceof ContractError && reportViolation(err)));
}
