// A database's "type title" (where it is hosted + its engine, as people say it) and the connect commands.
import type { Database } from '@/api/gen/model';
import type { ConnectStep } from '@/shared/connect/connect-dialog';
import { shellFlag, shellQuote } from '@/shared/text/shell-quote';
import { tshLoginCommand, type LoginTarget } from '@/shared/connect/tsh-commands';

const PROTOCOLS: Record<string, string> = {
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  mongodb: 'MongoDB',
  sqlserver: 'SQL Server',
  redis: 'Redis',
  cassandra: 'Cassandra',
  elasticsearch: 'Elasticsearch',
  opensearch: 'OpenSearch',
  dynamodb: 'DynamoDB',
  snowflake: 'Snowflake',
  clickhouse: 'ClickHouse',
  'clickhouse-http': 'ClickHouse (HTTP)',
  cockroachdb: 'CockroachDB',
  oracle: 'Oracle',
};

/** Hosting types whose title stands alone (the engine is implied). */
const STANDALONE: Record<string, string> = {
  redshift: 'Amazon Redshift',
  'redshift-serverless': 'Amazon Redshift Serverless',
  elasticache: 'Amazon ElastiCache',
  memorydb: 'Amazon MemoryDB',
  dynamodb: 'Amazon DynamoDB',
  opensearch: 'Amazon OpenSearch',
  keyspace: 'Amazon Keyspaces',
};

const HOSTING: Record<string, string> = {
  'self-hosted': 'Self-hosted',
  rds: 'Amazon RDS',
  rdsproxy: 'Amazon RDS Proxy',
  gcp: 'Cloud SQL',
  azure: 'Azure',
};

export function protocolTitle(protocol: string): string {
  return PROTOCOLS[protocol.toLowerCase()] ?? protocol;
}

/** 'self-hosted' + 'postgres' -> 'Self-hosted PostgreSQL'; 'redshift' -> 'Amazon Redshift'. */
export function dbTypeTitle(db: Pick<Database, 'type' | 'protocol'>): string {
  const type = db.type.toLowerCase();
  const standalone = STANDALONE[type];
  if (standalone) return standalone;
  const hosting = HOSTING[type] ?? db.type;
  return `${hosting} ${protocolTitle(db.protocol)}`.trim();
}

/** Engines tsh connects to without a database name. */
const NO_DB_NAME = new Set(['redis', 'elasticsearch', 'opensearch', 'dynamodb', 'cassandra']);

export function usesDbName(protocol: string): boolean {
  return !NO_DB_NAME.has(protocol.toLowerCase());
}

/** A list of allowed values the user can pick from ('*' means anything: type it). */
export function pickable(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).filter((v) => v !== '' && v !== '*');
}

export function allowsAny(values: readonly string[] | null | undefined): boolean {
  return !values?.length || values.includes('*');
}

export interface DbChoice {
  user: string;
  name: string;
}

export function dbConnectSteps(db: Database, choice: DbChoice, login: LoginTarget): ConnectStep[] {
  const flags: string[] = [];
  if (choice.user.trim()) flags.push(shellFlag('db-user', choice.user.trim()));
  if (usesDbName(db.protocol) && choice.name.trim()) flags.push(shellFlag('db-name', choice.name.trim()));
  const tail = [...flags, shellQuote(db.name)].join(' ');
  return [
    { title: 'Log in to the cluster', lines: [{ text: tshLoginCommand(login) }] },
    { title: 'Connect to the database', lines: [{ text: `tsh db connect ${tail}` }] },
    {
      title: 'Optional: a local tunnel for GUI clients',
      note: 'tsh prints the local address and port to give your client; keep it running while you work.',
      lines: [{ text: `tsh proxy db --tunnel ${tail}` }],
    },
  ];
}
