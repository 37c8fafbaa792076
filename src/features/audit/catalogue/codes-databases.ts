// Database access of any engine: sessions, queries, database resources, automatic user
// provisioning, and the engines whose events are not SQL statements (Cassandra,
// Elasticsearch, OpenSearch, DynamoDB, SQL Server RPC, Spanner).
import { actor, type CatalogueEntry, type CatalogueGroup, type EventReader, labelled, opt, or, phrase } from './catalogue-kit';
import { asDbUser, service, where } from './db-kit';

const dbUser = (ev: EventReader) => labelled('database user', ev.text('db_user', 'user'));
const DbUser = (ev: EventReader) => (ev.text('db_user', 'user') ? `Database user ${ev.text('db_user', 'user')}` : 'A database user');

function change(type: string, desc: string, verb: string): CatalogueEntry {
  return { type, desc, format: (ev) => phrase(actor(ev), verb, labelled('database', ev.text('name'))) };
}

// The request categories of Elasticsearch and OpenSearch events (a number on the wire).
const SEARCH_CATEGORIES = ['general', 'security', 'search', 'SQL'];

function searchRequest(type: string, desc: string, engine: string, failed: boolean, typeLabel?: string): CatalogueEntry {
  return {
    type,
    desc,
    ...(typeLabel ? { typeLabel } : {}),
    format: (ev) => {
      const raw = ev.value('category');
      const category = typeof raw === 'number' ? SEARCH_CATEGORIES[raw] : undefined;
      return phrase(
        actor(ev),
        failed ? 'was refused' : 'sent',
        category ? `a ${category} ${engine} request` : `an ${engine} request`,
        opt('to', ev.query('path')),
        'on',
        service(ev),
        opt('with query', ev.query('query')),
        opt('for', ev.text('target')),
      );
    },
  };
}

function permissionSummary(ev: EventReader): string {
  const summary = ev.value('permission_summary');
  if (!Array.isArray(summary)) return '';
  const names = summary
    .map((item) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>).permission : undefined))
    .filter((p): p is string => typeof p === 'string' && p !== '');
  return names.slice(0, 8).join(', ');
}

function spanner(failed: boolean): CatalogueEntry {
  return {
    type: 'db.session.spanner.rpc',
    desc: failed ? 'Spanner Call Refused' : 'Spanner Call',
    ...(failed ? {} : { typeLabel: 'Spanner RPC' }),
    format: (ev) => {
      const sql = ev.query(['args', 'sql']);
      const what = sql ? `the query ${sql}` : labelled('call', ev.text('procedure'));
      return phrase(actor(ev), failed ? 'was refused' : 'made', what, where(ev));
    },
  };
}

export const DATABASE_CODES: CatalogueGroup = {
  TDB00I: {
    type: 'db.session.start',
    desc: 'Database Session Started',
    typeLabel: 'Database Session Start',
    format: (ev) => phrase(actor(ev), 'connected', asDbUser(ev), where(ev), opt('with database roles', ev.text('db_roles'))),
  },
  TDB00W: {
    type: 'db.session.start',
    desc: 'Database Session Refused',
    format: (ev) => phrase(actor(ev), 'was refused a connection', asDbUser(ev), where(ev), opt(':', ev.text('error', 'message'))),
  },
  TDB01I: {
    type: 'db.session.end',
    desc: 'Database Session Ended',
    format: (ev) => phrase(actor(ev), 'disconnected', where(ev).replace(/^on /, 'from ')),
  },
  TDB02I: {
    type: 'db.session.query',
    desc: 'Database Query',
    format: (ev) => phrase(actor(ev), 'ran', or(ev.query('db_query'), 'a query'), where(ev)),
  },
  TDB02W: {
    type: 'db.session.query.failed',
    desc: 'Database Query Failed',
    format: (ev) => phrase(actor(ev), 'ran', or(ev.query('db_query'), 'a query'), where(ev), 'and it failed', opt(':', ev.text('error'))),
  },
  TDB03I: change('db.create', 'Database Added', 'added'),
  TDB04I: change('db.update', 'Database Updated', 'updated'),
  TDB05I: change('db.delete', 'Database Removed', 'removed'),
  TDB06I: {
    type: 'db.session.malformed_packet',
    desc: 'Malformed Database Packet',
    format: (ev) => phrase('A malformed packet from', or(ev.text('user'), 'an unknown user'), 'was received', where(ev)),
  },
  TDB07I: {
    type: 'db.session.permissions.update',
    desc: 'Database Permissions Updated',
    format: (ev) => phrase('Permissions of', dbUser(ev), 'were updated', where(ev), opt(':', permissionSummary(ev))),
  },
  TDB08I: {
    type: 'db.session.user.create',
    desc: 'Database User Provisioned',
    typeLabel: 'Database User Provisioning',
    format: (ev) => phrase(DbUser(ev), 'was provisioned on', service(ev), opt('with roles', ev.text('roles'))),
  },
  TDB08W: {
    type: 'db.session.user.create',
    desc: 'Database User Provisioning Failed',
    format: (ev) => phrase('Provisioning', dbUser(ev), 'on', service(ev), 'failed', opt(':', ev.text('error'))),
  },
  TDB09I: {
    type: 'db.session.user.deactivate',
    desc: 'Database User Deactivated',
    typeLabel: 'Database User Deactivation',
    format: (ev) => phrase(DbUser(ev), ev.flag('delete') ? 'was deleted on' : 'was disabled on', service(ev)),
  },
  TDB09W: {
    type: 'db.session.user.deactivate',
    desc: 'Database User Deactivation Failed',
    format: (ev) => phrase('Deactivating', dbUser(ev), 'on', service(ev), 'failed', opt(':', ev.text('error'))),
  },
  TDB10I: {
    type: 'db.session.result',
    desc: 'Database Command Result',
    format: (ev) =>
      phrase(
        'A command of',
        or(ev.text('user'), 'an unknown user'),
        'finished',
        where(ev),
        opt('affecting', ev.text('affected_records'), ' records'),
      ),
  },
  TMS00I: {
    type: 'db.session.sqlserver.rpc_request',
    desc: 'SQL Server RPC Request',
    format: (ev) => phrase(actor(ev), 'called', labelled('procedure', ev.text('proc_name')), where(ev)),
  },
  TCA01I: {
    type: 'db.session.cassandra.batch',
    desc: 'Cassandra Batch',
    format: (ev) => phrase(actor(ev), 'sent a Cassandra batch to', service(ev), opt('in keyspace', ev.text('keyspace'))),
  },
  TCA02I: {
    type: 'db.session.cassandra.prepare',
    desc: 'Cassandra Prepare',
    format: (ev) => phrase(actor(ev), 'prepared', or(ev.query('query'), 'a statement'), 'on', service(ev)),
  },
  TCA03I: {
    type: 'db.session.cassandra.execute',
    desc: 'Cassandra Execute',
    format: (ev) =>
      phrase(actor(ev), 'executed', opt('prepared statement', ev.text('query_id')) || 'a prepared statement', 'on', service(ev)),
  },
  TCA04I: {
    type: 'db.session.cassandra.register',
    desc: 'Cassandra Register',
    format: (ev) => phrase(actor(ev), 'subscribed to', or(ev.text('event_types'), 'server events'), 'on', service(ev)),
  },
  TES00I: searchRequest('db.session.elasticsearch.request', 'Elasticsearch Request', 'Elasticsearch', false),
  TES00E: searchRequest('db.session.elasticsearch.request', 'Elasticsearch Request Refused', 'Elasticsearch', true),
  TOS00I: searchRequest('db.session.opensearch.request', 'OpenSearch Request', 'OpenSearch', false),
  TOS00E: searchRequest('db.session.opensearch.request', 'OpenSearch Request Refused', 'OpenSearch', true),
  TDY01I: {
    type: 'db.session.dynamodb.request',
    desc: 'DynamoDB Request',
    format: (ev) => phrase(actor(ev), 'sent a request to', service(ev), opt('calling', ev.text('target'))),
  },
  TDY01E: {
    type: 'db.session.dynamodb.request',
    desc: 'DynamoDB Request Failed',
    format: (ev) => phrase(actor(ev), 'could not send a request to', service(ev), opt('calling', ev.text('target'))),
  },
  TSPN001I: spanner(false),
  TSPN001W: spanner(true),
};
