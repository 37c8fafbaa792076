// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readConfig, validateConfig, validateConfigLater } from './config';
import { ContractError } from '@/api/errors';
import { reportedViolations } from '@/api/contract-check';

const valid = {
  auth: { localAuthEnabled: true, authType: 'local', second_factor: 'otp', motd: '', providers: [] },
  canJoinSessions: true,
  proxyCluster: 'teleport.example.com',
  ui: { scrollbackLines: 5000 },
  automaticUpgrades: false,
  assistEnabled: false,
};

describe('readConfig (defaults for what the server leaves out)', () => {
  it('reads the values the server sent', () => {
    const c = readConfig(valid);
    expect(c.proxyCluster).toBe('teleport.example.com');
    expect(c.scrollbackLines).toBe(5000);
    expect(c.auth.second_factor).toBe('otp');
  });

  it("labels an SSO provider without a display name (GitHub's omitempty) or with a blank one by the connector's name", () => {
    const url = '/v1/webapi/github/login/web?connector_id=:providerName&redirect_url=:redirect';
    const providers = [
      { name: 'github', type: 'github', url },
      { name: 'gh-blank', displayName: '  ', type: 'github', url },
      { name: 'okta', displayName: 'Okta', type: 'saml', url },
    ];
    const c = readConfig({ ...valid, auth: { ...valid.auth, providers } });
    expect(c.auth.providers.map((p) => p.displayName)).toEqual(['github', 'gh-blank', 'Okta']);
  });

  it('falls back to the defaults for a missing or hostile config, never throwing', () => {
    for (const raw of [undefined, null, 'var x', 42, { auth: 'nope', ui: [] }]) {
      const c = readConfig(raw);
      expect(c.proxyCluster).toBe('localhost');
      expect(c.scrollbackLines).toBe(1000);
      expect(c.auth).toMatchObject({ second_factor: 'off', authType: 'local', privateKeyPolicy: 'none', localAuthEnabled: true });
    }
  });
});

describe('validateConfig', () => {
  it('accepts a config that matches the contract', async () => {
    await expect(validateConfig(valid)).resolves.toBeUndefined();
  });

  it('accepts a provider without displayName (a GitHub connector created without `display`)', async () => {
    const github = { name: 'github', type: 'github', url: '/v1/webapi/github/login/web?connector_id=:providerName&redirect_url=:redirect' };
    await expect(validateConfig({ ...valid, auth: { ...valid.auth, providers: [github] } })).resolves.toBeUndefined();
  });

  it('names the offending field', async () => {
    const error = await validateConfig({ ...valid, ui: { scrollbackLines: 'many' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).field).toBe('ui.scrollbackLines');
  });

  it('says so when config.js did not load at all', async () => {
    await expect(validateConfig(undefined)).rejects.toThrow(/config\.js did not load/);
  });
});

describe('validateConfigLater (production)', () => {
  it('checks a config once when idle and reports a violation once, however often the shell boots', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...valid, ui: { scrollbackLines: 'many' } };
    const before = reportedViolations.length;
    validateConfigLater(broken);
    validateConfigLater(broken);
    await vi.waitFor(() => expect(reportedViolations.length).toBe(before + 1));
    validateConfigLater(broken);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reportedViolations.slice(before)).toEqual([
      expect.objectContaining({ operationId: 'getWebConfig', field: 'ui.scrollbackLines' }),
    ]);
    vi.restoreAllMocks();
  });

  it('still stops at once when config.js did not load', () => {
    expect(() => validateConfigLater(undefined)).toThrow(/config\.js did not load/);
  });
});
