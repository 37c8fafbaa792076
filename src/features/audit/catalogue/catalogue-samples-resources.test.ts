// Real-looking events of the resource, database and integration families, and the exact text
// the Audit Log shows for them (SSH and identity families: catalogue-samples.test.ts).
import { describe, expect, it } from 'vitest';
import { formatEvent, type RawAuditEvent } from './format-event';

const T = '2024-06-01T10:00:00Z';
const ev = (code: string, event: string, fields: Record<string, unknown> = {}): RawAuditEvent => ({
  code,
  event,
  time: T,
  uid: `${code}-uid`,
  ...fields,
});

const SAMPLES: [string, RawAuditEvent, string, string][] = [
  // [family, event, description, message]
  [
    'apps',
    ev('T2007I', 'app.session.start', { user: 'bob', app_name: 'grafana' }),
    'App Session Started',
    'bob opened application grafana',
  ],
  [
    'apps',
    ev('T2009I', 'app.session.request', { app_name: 'grafana', method: 'GET', path: '/api/health', status_code: 200 }),
    'App Request',
    'GET /api/health to application grafana answered 200',
  ],
  [
    'kubernetes',
    ev('T3009I', 'kube.request', {
      user: 'alice',
      kubernetes_cluster: 'prod',
      verb: 'GET',
      request_path: '/api/v1/pods',
      response_code: 200,
    }),
    'Kubernetes Request',
    'alice sent GET /api/v1/pods to Kubernetes cluster prod and got 200',
  ],
  [
    'generic database',
    ev('TDB00I', 'db.session.start', {
      user: 'alice',
      db_service: 'orders-pg',
      db_name: 'orders',
      db_user: 'reader',
      db_protocol: 'postgres',
    }),
    'Database Session Started',
    'alice connected as reader in orders on orders-pg',
  ],
  [
    'generic database',
    ev('TDB02I', 'db.session.query', { user: 'alice', db_service: 'orders-pg', db_name: 'orders', db_query: 'SELECT 1' }),
    'Database Query',
    'alice ran SELECT 1 in orders on orders-pg',
  ],
  [
    'postgres',
    ev('TPG00I', 'db.session.postgres.statements.parse', {
      user: 'alice',
      db_service: 'orders-pg',
      statement_name: 'stmt1',
      query: 'SELECT $1',
    }),
    'PostgreSQL Statement Parsed',
    'alice prepared SELECT $1 as statement stmt1 on orders-pg',
  ],
  [
    'mysql',
    ev('TMY09I', 'db.session.mysql.drop_db', { user: 'alice', db_service: 'shop-mysql', schema_name: 'tmp' }),
    'MySQL Database Dropped',
    'alice dropped database tmp on shop-mysql',
  ],
  [
    'sqlserver',
    ev('TMS00I', 'db.session.sqlserver.rpc_request', { user: 'alice', db_service: 'erp-mssql', db_name: 'erp', proc_name: 'sp_who' }),
    'SQL Server RPC Request',
    'alice called procedure sp_who in erp on erp-mssql',
  ],
  [
    'cassandra',
    ev('TCA02I', 'db.session.cassandra.prepare', { user: 'alice', db_service: 'events-cass', query: 'SELECT * FROM t' }),
    'Cassandra Prepare',
    'alice prepared SELECT * FROM t on events-cass',
  ],
  [
    'elasticsearch',
    ev('TES00I', 'db.session.elasticsearch.request', {
      user: 'alice',
      db_service: 'logs-es',
      category: 2,
      path: '/logs/_search',
      query: 'level:error',
    }),
    'Elasticsearch Request',
    'alice sent a search Elasticsearch request to /logs/_search on logs-es with query level:error',
  ],
  [
    'opensearch',
    ev('TOS00E', 'db.session.opensearch.request', { user: 'alice', db_service: 'logs-os', path: '/_cluster/settings' }),
    'OpenSearch Request Refused',
    'alice was refused an OpenSearch request to /_cluster/settings on logs-os',
  ],
  [
    'dynamodb',
    ev('TDY01I', 'db.session.dynamodb.request', { user: 'alice', db_service: 'ddb', target: 'DynamoDB_20120810.Scan' }),
    'DynamoDB Request',
    'alice sent a request to ddb calling DynamoDB_20120810.Scan',
  ],
  [
    'desktops',
    ev('TDP00I', 'windows.desktop.session.start', {
      user: 'alice',
      windows_user: 'Administrator',
      desktop_name: 'win-1',
      windows_domain: 'corp',
      sid: 'd-1',
    }),
    'Desktop Session Started',
    'alice started a desktop session on Administrator@win-1 in domain corp (session d-1)',
  ],
  [
    'directory sharing',
    ev('TDP06W', 'desktop.directory.write', {
      user: 'alice',
      desktop_addr: '10.0.0.9:3389',
      directory_name: 'share',
      file_path: 'a/b.txt',
      length: 512,
    }),
    'Shared Directory Write Failed',
    'alice failed to write 512 bytes to file a/b.txt in shared directory share on 10.0.0.9:3389',
  ],
  [
    'devices',
    ev('TV005I', 'device.enroll', { user: 'alice', status: { success: true } }),
    'Device Enrolled',
    'alice enrolled a trusted device',
  ],
  [
    'devices',
    ev('TV006I', 'device.authenticate', { user: 'alice', success: false, status: { success: false, message: 'device not enrolled' } }),
    'Device Authenticated',
    'alice failed to authenticate with a trusted device: device not enrolled',
  ],
  [
    'recovery codes',
    ev('T1009W', 'recovery_code.used', { user: 'bob' }),
    'Recovery Code Rejected',
    'bob tried a recovery code that was not accepted',
  ],
  [
    'bots and instances',
    ev('TJ001I', 'bot.join', { bot_name: 'ci-bot', method: 'github', token_name: 'gh-token' }),
    'Bot Joined',
    'Bot ci-bot joined the cluster with the github method using token gh-token',
  ],
  [
    'bots and instances',
    ev('TJ002E', 'instance.join', { node_name: 'edge-3', error: 'token expired' }),
    'Instance Join Failed',
    'Instance edge-3 could not join the cluster: token expired',
  ],
  [
    'login rules',
    ev('TLR00I', 'login_rule.create', { user: 'alice', name: 'map-groups' }),
    'Login Rule Created',
    'alice created login rule map-groups',
  ],
  [
    'SAML IdP',
    ev('TSI001I', 'saml.idp.service.provider.create', {
      updated_by: 'alice',
      name: 'grafana-saml',
      service_provider_entity_id: 'https://grafana/saml',
    }),
    'SAML Service Provider Added',
    'alice added service provider grafana-saml (entity ID https://grafana/saml)',
  ],
  [
    'SAML IdP',
    ev('TSI000I', 'saml.idp.auth', { user: 'bob', success: false, service_provider_entity_id: 'https://grafana/saml' }),
    'SAML IdP Sign-in',
    'bob failed to sign in to SAML service provider https://grafana/saml',
  ],
  [
    'Okta',
    ev('TOK001I', 'okta.groups.update', { added: 3, updated: 0, deleted: 1 }),
    'Okta Groups Synchronized',
    'Okta groups synchronized (3 added, 0 updated, 1 deleted)',
  ],
  [
    'Okta',
    ev('TOK004E', 'okta.assignment.process', { name: 'asg-1', source: 'access request', user: 'bob', error: 'rate limited' }),
    'Okta Assignment Processing Failed',
    'Okta assignment asg-1 from access request for bob could not be processed: rate limited',
  ],
  [
    'upgrade window',
    ev('TUW01I', 'upgradewindowstart.update', { user: 'alice', upgrade_window_start: '08:00' }),
    'Upgrade Window Changed',
    'alice moved the upgrade window start to 08:00',
  ],
  ['billing', ev('TBL03I', 'billing.update_info', { user: 'alice' }), 'Billing Details Updated', 'alice updated the billing details'],
  [
    'certificates',
    ev('TC000I', 'cert.create', { cert_type: 'user', identity: { user: 'alice', usage: ['usage:windows_desktop'] } }),
    'Certificate Issued',
    'A Windows desktop certificate was issued to alice',
  ],
];

describe('messages of real-looking resource, database and integration events', () => {
  it.each(SAMPLES)('%s: %s', (_family, raw, desc, message) => {
    const view = formatEvent(raw);
    expect(view.codeDesc).toBe(desc);
    expect(view.message).toBe(message);
    expect(view.id).toBe(raw.uid);
    expect(view.time?.toISOString()).toBe('2024-06-01T10:00:00.000Z');
  });
});
