// The wire-protocol events of PostgreSQL (extended query protocol) and MySQL (prepared
// statements and server commands).
import { actor, type CatalogueEntry, type CatalogueGroup, type EventReader, labelled, opt, or, phrase } from './catalogue-kit';
import { service, where } from './db-kit';

const statementName = (ev: EventReader) => (ev.text('statement_name') ? `statement ${ev.text('statement_name')}` : 'the unnamed statement');
const portalName = (ev: EventReader) => (ev.text('portal_name') ? `portal ${ev.text('portal_name')}` : 'the unnamed portal');
const statementId = (ev: EventReader) => opt('statement', ev.text('statement_id')) || 'a statement';
const schema = (ev: EventReader) => labelled('database', ev.text('schema_name'));

/** A MySQL statement event: `{user} {verb} statement {id} in {db} on {service}`. */
function mysqlStatement(type: string, desc: string, verb: string): CatalogueEntry {
  return { type, desc, format: (ev) => phrase(actor(ev), verb, statementId(ev), where(ev)) };
}

export const DB_SQL_CODES: CatalogueGroup = {
  TPG00I: {
    type: 'db.session.postgres.statements.parse',
    desc: 'PostgreSQL Statement Parsed',
    format: (ev) => phrase(actor(ev), 'prepared', or(ev.query('query'), 'a query'), 'as', statementName(ev), 'on', service(ev)),
  },
  TPG01I: {
    type: 'db.session.postgres.statements.bind',
    desc: 'PostgreSQL Statement Bound',
    format: (ev) => phrase(actor(ev), 'bound', statementName(ev), 'to', portalName(ev), 'on', service(ev)),
  },
  TPG02I: {
    type: 'db.session.postgres.statements.execute',
    desc: 'PostgreSQL Portal Executed',
    format: (ev) => phrase(actor(ev), 'executed', portalName(ev), 'on', service(ev)),
  },
  TPG03I: {
    type: 'db.session.postgres.statements.close',
    desc: 'PostgreSQL Statement Closed',
    format: (ev) => phrase(actor(ev), 'closed', ev.text('portal_name') ? portalName(ev) : statementName(ev), 'on', service(ev)),
  },
  TPG04I: {
    type: 'db.session.postgres.function',
    desc: 'PostgreSQL Function Called',
    format: (ev) => phrase(actor(ev), 'called', opt('the function with OID', ev.text('function_oid')) || 'a function', 'on', service(ev)),
  },
  TMY00I: {
    type: 'db.session.mysql.statements.prepare',
    desc: 'MySQL Statement Prepared',
    format: (ev) => phrase(actor(ev), 'prepared', or(ev.query('query'), 'a statement'), where(ev)),
  },
  TMY01I: mysqlStatement('db.session.mysql.statements.execute', 'MySQL Statement Executed', 'executed'),
  TMY02I: {
    type: 'db.session.mysql.statements.send_long_data',
    desc: 'MySQL Long Data Sent',
    format: (ev) =>
      phrase(
        actor(ev),
        'sent',
        ev.text('data_size') ? `${ev.text('data_size')} bytes` : 'data',
        opt('for parameter', ev.text('parameter_id')),
        'of',
        statementId(ev),
        where(ev),
      ),
  },
  TMY03I: mysqlStatement('db.session.mysql.statements.close', 'MySQL Statement Closed', 'closed'),
  TMY04I: mysqlStatement('db.session.mysql.statements.reset', 'MySQL Statement Reset', 'reset'),
  TMY05I: {
    type: 'db.session.mysql.statements.fetch',
    desc: 'MySQL Rows Fetched',
    format: (ev) =>
      phrase(actor(ev), 'fetched', ev.text('rows_count') ? `${ev.text('rows_count')} rows` : 'rows', 'of', statementId(ev), where(ev)),
  },
  TMY06I: mysqlStatement('db.session.mysql.statements.bulk_execute', 'MySQL Bulk Execute', 'bulk-executed'),
  TMY07I: {
    type: 'db.session.mysql.init_db',
    desc: 'MySQL Database Switched',
    format: (ev) => phrase(actor(ev), 'switched to', schema(ev), 'on', service(ev)),
  },
  TMY08I: {
    type: 'db.session.mysql.create_db',
    desc: 'MySQL Database Created',
    format: (ev) => phrase(actor(ev), 'created', schema(ev), 'on', service(ev)),
  },
  TMY09I: {
    type: 'db.session.mysql.drop_db',
    desc: 'MySQL Database Dropped',
    format: (ev) => phrase(actor(ev), 'dropped', schema(ev), 'on', service(ev)),
  },
  TMY10I: {
    type: 'db.session.mysql.shut_down',
    desc: 'MySQL Shutdown Requested',
    format: (ev) => phrase(actor(ev), 'asked', service(ev), 'to shut down'),
  },
  TMY11I: {
    type: 'db.session.mysql.process_kill',
    desc: 'MySQL Process Kill',
    format: (ev) => phrase(actor(ev), 'asked to kill', opt('process', ev.text('process_id')) || 'a process', 'on', service(ev)),
  },
  TMY12I: {
    type: 'db.session.mysql.debug',
    desc: 'MySQL Debug Dump',
    format: (ev) => phrase(actor(ev), 'asked', service(ev), 'to dump debug information'),
  },
  TMY13I: {
    type: 'db.session.mysql.refresh',
    desc: 'MySQL Refresh',
    format: (ev) => phrase(actor(ev), 'sent the refresh command', ev.text('subcommand'), 'to', service(ev)),
  },
};
