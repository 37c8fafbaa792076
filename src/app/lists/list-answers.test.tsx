// Lists facing a wrong answer, through the real pipeline (fetch stubbed) and the generated hooks:
// an empty 200 body and a body of the wrong shape end in an error that names the call, with Try
// again, never in skeleton rows forever or 'b.map is not a function'; in production (contract
// check not strict) a violation is named in words above the rows that can be drawn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListClusters } from '@/api/gen/hooks/clusters/clusters';
import type { Cluster, Node } from '@/api/gen/model';
import { clearLatestViolations, reportedViolations, setStrictContract } from '@/api/contract-check';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { ActiveSessionsPage } from '@/features/active-sessions/active-sessions.page';
import { SERVERS_KIND } from '@/features/servers/servers-kind';
import { renderWithProviders } from '@/testing/render';

let reply: (url: URL) => Response = () => new Response('');
let calls = 0;

beforeEach(() => {
  calls = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    calls += 1;
    return reply(new URL(request.url));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setStrictContract(true);
  reportedViolations.length = 0;
  clearLatestViolations();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const empty = () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } });

const node = (id: string, hostname: unknown): Node =>
  ({ id, siteId: 'root', hostname, addr: '10.0.76.178:3022', tunnel: false, tags: [], sshLogins: ['root'] }) as unknown as Node;
const cluster = (name: string): Cluster =>
  ({
    name,
    lastConnected: '2026-11-21T10:00:00Z',
    status: 'online',
    nodeCount: 1,
    publicURL: 'root.example.com:443',
    authVersion: '16.4.0',
    proxyVersion: '16.4.0',
  }) as Cluster;

const NODE_COLUMNS: DataColumn<Node>[] = [
  { id: 'hostname', header: 'Hostname', render: (n) => n.hostname },
  { id: 'addr', header: 'Address', render: (n) => n.addr },
];
const CLUSTER_COLUMNS: DataColumn<Cluster>[] = [{ id: 'name', header: 'Name', render: (c) => c.name }];

function Servers() {
  const result = useQuery({ ...SERVERS_KIND.kind.request('root', { limit: 25, sort: 'hostname:asc' }), placeholderData: keepPreviousData });
  return (
    <DataListBody
      result={result}
      rowsOf={(page) => page.items}
      operation={SERVERS_KIND.operation}
      noun="servers"
      label="Servers"
      columns={NODE_COLUMNS}
      rowKey={(n) => n.id}
      empty={{ title: 'No servers' }}
    />
  );
}

function Clusters() {
  const result = useListClusters();
  return (
    <DataListBody
      result={result}
      operation="listClusters"
      noun="clusters"
      label="Clusters"
      columns={CLUSTER_COLUMNS}
      rowKey={(c) => c.name}
      empty={{ title: 'No clusters' }}
    />
  );
}

describe('a resource list (Servers) facing a wrong answer', () => {
  it('an empty 200 body is an error naming the call, and Try again loads the rows', async () => {
    reply = empty;
    renderWithProviders(<Servers />);
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('Could not load the servers');
    expect(alert.textContent).toContain('The server sent an empty answer to listNodes');
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
    reply = () => json({ items: [node('n1', 'web-1')], startKey: '', totalCount: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('web-1')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('an answer of the wrong shape names the call and the field (strict, as in dev and tests)', async () => {
    reply = () => json([{ hostname: 'x' }]);
    renderWithProviders(<Servers />);
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain("The server's answer to listNodes is not in the expected form at the top of the answer");
    expect(alert.textContent).toContain('check the proxy version');
    expect(alert.textContent).not.toMatch(/is not a function/);
  });

  it('in production, the wrong shape says so in words instead of crashing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setStrictContract(false);
    reply = () => json({ items: 'not a list', startKey: '', totalCount: 1 });
    renderWithProviders(<Servers />);
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('Could not read the servers');
    expect(alert.textContent).toContain("The server's answer to listNodes is not in the expected form at items");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(reportedViolations).toHaveLength(1);
  });

  it('in production, a violation in one row is named above the rows, which still show; a good answer clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setStrictContract(false);
    reply = () => json({ items: [node('n1', 7), node('n2', 'db-2')], startKey: '', totalCount: 2 });
    renderWithProviders(<Servers />);
    const warning = await screen.findByTestId('list-contract-warning');
    expect(warning.textContent).toContain("The server's answer to listNodes is not in the expected form at items[0].hostname");
    expect(warning.textContent).toMatch(/expected string/);
    expect(warning.textContent).toContain('try again or check the proxy version');
    expect(screen.getByText('db-2')).toBeTruthy();
    reply = () => json({ items: [node('n1', 'web-1'), node('n2', 'db-2')], startKey: '', totalCount: 2 });
    fireEvent.click(within(warning).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('web-1')).toBeTruthy();
    expect(screen.queryByTestId('list-contract-warning')).toBeNull();
  });
});

describe('Active Sessions facing a wrong answer', () => {
  it('an empty 200 body is an error naming the call', async () => {
    reply = empty;
    renderWithProviders(<ActiveSessionsPage clusterId="root" />);
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('Could not load the active sessions');
    expect(alert.textContent).toContain('The server sent an empty answer to listActiveSessions');
  });

  it('in production, the wrong shape names the call and the field, not the crash of the row mapping', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setStrictContract(false);
    reply = () => json({ sessions: 'nope' });
    renderWithProviders(<ActiveSessionsPage clusterId="root" />);
    const alert = await screen.findByTestId('list-contract-warning');
    expect(alert.textContent).toContain("The server's answer to listActiveSessions is not in the expected form at sessions");
    expect(alert.textContent).not.toMatch(/is not a function|not iterable/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Clusters facing a wrong answer', () => {
  it('an empty 200 body is an error naming the call', async () => {
    reply = empty;
    renderWithProviders(<Clusters />);
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('The server sent an empty answer to listClusters');
  });

  it('in production, an object instead of a list says so in words, with Try again that recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setStrictContract(false);
    reply = () => json({ clusters: [] });
    renderWithProviders(<Clusters />);
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain("The server's answer to listClusters is not in the expected form at the top of the answer");
    reply = () => json([cluster('root')]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('root')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
