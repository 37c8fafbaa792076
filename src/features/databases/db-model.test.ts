import { describe, expect, it } from 'vitest';
import type { Database } from '@/api/gen/model';
import { commandText } from '@/shared/ui/command-block';
import { allowsAny, dbConnectSteps, dbTypeTitle, pickable, usesDbName } from './db-model';

const db = (over: Partial<Database> = {}): Database => ({
  name: 'orders-pg',
  desc: '',
  protocol: 'postgres',
  type: 'self-hosted',
  labels: [],
  hostname: 'pg',
  uri: 'pg:5432',
  ...over,
});
const login = { proxyHost: 'proxy.example.com', authType: 'local', userName: 'alice', clusterId: 'root', proxyCluster: 'root' };

describe('database type titles', () => {
  it('joins hosting and engine, or names the service alone', () => {
    expect(dbTypeTitle(db())).toBe('Self-hosted PostgreSQL');
    expect(dbTypeTitle(db({ type: 'rds', protocol: 'mysql' }))).toBe('Amazon RDS MySQL');
    expect(dbTypeTitle(db({ type: 'rdsproxy' }))).toBe('Amazon RDS Proxy PostgreSQL');
    expect(dbTypeTitle(db({ type: 'gcp' }))).toBe('Cloud SQL PostgreSQL');
    expect(dbTypeTitle(db({ type: 'redshift' }))).toBe('Amazon Redshift');
    expect(dbTypeTitle(db({ type: 'elasticache', protocol: 'redis' }))).toBe('Amazon ElastiCache');
    expect(dbTypeTitle(db({ type: 'self-hosted', protocol: 'sqlserver' }))).toBe('Self-hosted SQL Server');
    expect(dbTypeTitle(db({ type: 'mystery', protocol: 'newdb' }))).toBe('mystery newdb');
  });
});

describe('database connect steps', () => {
  it('logs in, connects with the chosen user and name, and offers a tunnel', () => {
    const steps = dbConnectSteps(db(), { user: 'readonly', name: 'orders' }, login);
    expect(steps.map((s) => s.title)).toEqual([
      'Log in to the cluster',
      'Connect to the database',
      'Optional: a local tunnel for GUI clients',
    ]);
    expect(steps.map((s) => commandText(s.lines))).toEqual([
      'tsh login --proxy=proxy.example.com --auth=local --user=alice',
      'tsh db connect --db-user=readonly --db-name=orders orders-pg',
      'tsh proxy db --tunnel --db-user=readonly --db-name=orders orders-pg',
    ]);
  });

  it('leaves out what was not chosen and what the engine does not take', () => {
    expect(commandText(dbConnectSteps(db(), { user: '', name: '' }, login)[1]!.lines)).toBe('tsh db connect orders-pg');
    expect(commandText(dbConnectSteps(db({ protocol: 'redis', name: 'cache' }), { user: 'admin', name: 'zero' }, login)[1]!.lines)).toBe(
      'tsh db connect --db-user=admin cache',
    );
    expect(usesDbName('REDIS')).toBe(false);
  });

  it('quotes a hostile database name, user and name', () => {
    const steps = dbConnectSteps(db({ name: 'x; rm -rf ~' }), { user: "o'brien", name: '$(id)' }, login);
    expect(commandText(steps[1]!.lines)).toBe("tsh db connect --db-user='o'\\''brien' --db-name='$(id)' 'x; rm -rf ~'");
  });

  it('offers the allowed values, and free text when the roles allow any', () => {
    expect(pickable(['postgres', '*', ''])).toEqual(['postgres']);
    expect(allowsAny(['*'])).toBe(true);
    expect(allowsAny(undefined)).toBe(true);
    expect(allowsAny(['a'])).toBe(false);
  });
});
