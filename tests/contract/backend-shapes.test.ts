// @vitest-environment node
// Where the contract follows what this backend version really sends and accepts: fields it may
// leave out or send as null, fields it always sends, and fields that only later versions have.
import { describe, expect, it } from 'vitest';
import { componentValidators, responseValidators } from '../../src/api/gen/validators';
import { loadContract, type Json } from './contract-doc';

const doc = await loadContract();
const schemas = doc.components.schemas as Json;
const ok = (v: { safeParse(x: unknown): { success: boolean } } | undefined, value: unknown) => v!.safeParse(value).success;

describe('the contract against the backend', () => {
  it('accepts what the backend accepts or sends as null', () => {
    // Cluster alerts: a nil list when there are none.
    expect(ok(responseValidators.listClusterAlerts, { alerts: null })).toBe(true);
    // Passwordless invites send no password (null).
    expect(ok(componentValidators.ResetPasswordWithTokenRequest, { token: 't', password: null, deviceName: 'key' })).toBe(true);
    // Deploy service: the server looks the account up when it is not given.
    const deploy = {
      region: 'us-east-1',
      subnetIds: ['subnet-1'],
      taskRoleArn: 'arn:aws:iam::1:role/r',
      deploymentMode: 'database-service',
      databaseAgentMatcherLabels: [],
    };
    expect(ok(componentValidators.DeployDatabaseServiceRequest, deploy)).toBe(true);
    // Deploy service: null names are taken as empty (the server fills in its defaults).
    const named = { ...deploy, clusterName: null, serviceName: null, taskName: null };
    expect(ok(componentValidators.DeployDatabaseServiceRequest, named)).toBe(true);
    expect(ok(componentValidators.DeployDatabaseServiceRequest, { ...named, clusterName: 'ecs', taskName: '' })).toBe(true);
    expect(ok(componentValidators.DeployDatabaseServiceRequest, { ...named, serviceName: 1 })).toBe(false);
    // config.js: a GitHub connector created without `display` is sent without displayName (omitempty).
    const script = doc.paths['/web/config.js'].get.responses['200'].content['application/javascript'].examples.otpGithub.value as string;
    const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as { auth: { providers: Json[] } };
    delete config.auth.providers[0]!.displayName;
    expect(config.auth.providers[0]).toEqual({ name: 'github', type: 'github', url: expect.any(String) });
    expect(ok(componentValidators.WebConfig, config)).toBe(true);
  });

  it('answers what this backend version answers: an unparsable lock TTL is a 500 (a wrapped parse error), no target a 400', () => {
    const responses = doc.paths['/webapi/sites/{clusterId}/locks'].put.responses as Json;
    const message = (status: string, name: string) => responses[status]?.content['application/json'].examples[name]?.value.error.message;
    expect(message('500', 'badTtl')).toBe('time: unknown unit "d" in duration "7d"');
    expect(message('400', 'noTarget')).toBe('at least one target field must be set');
    expect(Object.keys(responses['400'].content['application/json'].examples)).toEqual(['noTarget']);
  });

  it('requires what the backend always sends', () => {
    const aws = {
      rds: { iam_auth: false },
      redshift: {},
      elasticache: {},
      memorydb: {},
      rdsproxy: {},
      redshift_serverless: {},
      secret_store: {},
      opensearch: {},
      iam_policy_exists: false,
    };
    expect(ok(componentValidators.DatabaseAws, aws)).toBe(true);
    for (const key of Object.keys(aws)) {
      const without: Record<string, unknown> = { ...aws };
      delete without[key];
      expect(ok(componentValidators.DatabaseAws, without), key).toBe(false);
    }
    expect(schemas.PingAuth.required).toContain('device_trust');
    expect(schemas.PingLocalSettings.required).toContain('name');
    const auth = {
      type: 'local',
      private_key_policy: 'none',
      has_motd: false,
      default_session_ttl: '12h0m0s',
      local: { name: '' },
      device_trust: {},
    };
    expect(ok(componentValidators.PingAuth, auth)).toBe(true);
    expect(ok(componentValidators.PingAuth, { ...auth, device_trust: undefined })).toBe(false);
    expect(ok(componentValidators.PingAuth, { ...auth, local: {} })).toBe(false);
  });

  it('does not declare fields of later backend versions', () => {
    expect(Object.keys(schemas.DatabaseAws.properties)).not.toContain('iam_policy_status');
    expect(Object.keys(schemas.DatabaseAws.properties.rds.properties)).not.toContain('vpc_id');
    expect(schemas.IamPolicyStatus).toBeUndefined();
    expect(Object.keys(schemas.HeadlessResourceHeader.properties.metadata.properties)).not.toContain('revision');
  });
});
