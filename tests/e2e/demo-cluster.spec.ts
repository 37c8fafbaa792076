// The embedded default answers the five resource pages as a real proxy would: search, the
// predicate query, sort and paging change the rows exactly as the request asks (the mock's store
// answers from one world, mocks/world/world.mjs, not Prism's fixed pages). The expected rows are
// facts of the demo data (the contract's listing examples and the demo shells).
import { expect, test, type Page } from './support/test';
import { ROOT_CLUSTER } from './support/shell';
import { nextListing, openList } from './support/resources';

interface Kind {
  route: string;
  title: string;
  noun: string;
  total: number;
  search: string;
  searched: string[];
  query: string;
  queried: string[];
  sortParam: string;
  /** The first rows sorted descending by name, and the size of the second page at 25 a page. */
  descending: string[];
}

const KINDS: Kind[] = [
  {
    route: 'nodes',
    title: 'Servers',
    noun: 'servers',
    total: 41,
    search: 'KAFKA',
    searched: ['kafka-broker-1', 'kafka-broker-2'],
    query: 'labels["team"] == "data" && labels["env"] == "prod"',
    queried: ['db-replica-eu-2', 'kafka-broker-1', 'kafka-broker-2', 'worker-eu-11', 'worker-eu-12'],
    sortParam: 'hostname:desc',
    descending: ['خادم-الإنتاج-١', 'worker-eu-12', 'worker-eu-11', 'web-prod-02'],
  },
  {
    route: 'apps',
    title: 'Applications',
    noun: 'applications',
    total: 30,
    search: 'tcp',
    searched: ['postgres-tcp', 'redis-tcp'],
    query: 'labels["team"] == "sre" && !(labels["env"] == "prod")',
    queried: ['markup-app'],
    sortParam: 'name:desc',
    descending: ['wiki-ünïcødé', 'vault-ui', 'superset', 'status-page'],
  },
  {
    route: 'databases',
    title: 'Databases',
    noun: 'databases',
    total: 28,
    search: 'orders',
    searched: ['orders-pg', 'orders-pg-replica', 'rds-proxy-orders'],
    query: 'labels["engine"] == "mysql"',
    queried: ['billing-mysql', 'dev-mysql', 'mariadb-wordpress', 'reporting-mysql'],
    sortParam: 'name:desc',
    descending: ['users-aurora', 'snowflake-bi', 'sessions-redis', 'serverless-analytics'],
  },
  {
    route: 'kubernetes',
    title: 'Kubernetes',
    noun: 'Kubernetes clusters',
    total: 28,
    search: 'eks',
    searched: ['canary-eks', 'prod-ap-southeast-2-eks', 'prod-eu-west-1-eks', 'prod-us-east-1-eks', 'staging-eks'],
    query: 'labels["provider"] == "gcp" || labels["provider"] == "azure"',
    queried: ['aks-payroll', 'gke-analytics'],
    sortParam: 'name:desc',
    descending: ['кластер-тест', 'staging-eks', 'security-tools', 'search-staging'],
  },
  {
    route: 'desktops',
    title: 'Desktops',
    noun: 'desktops',
    total: 28,
    search: 'sql',
    searched: ['win-sql01-corp-example-com', 'win-sql02-corp-example-com'],
    query: 'labels["env"] == "prod" && hasPrefix(name, "WIN-")',
    queried: ['WIN-BACKUP01', 'WIN-EXCH01'],
    sortParam: 'name:desc',
    descending: ['ПК-БУХГАЛТЕРИЯ', 'win-wsus01-corp-example-com', 'win-sql02-corp-example-com', 'win-sql01-corp-example-com'],
  },
];

/** The names in the name column of the table's body (after the selection box and the pin button), in order. */
async function rowNames(page: Page, title: string): Promise<string[]> {
  const cells = page.getByRole('table', { name: title }).locator('tbody tr td:nth-child(3)');
  return (await cells.allInnerTexts()).map((t) => t.trim().split('\n')[0]!.trim());
}

/** Opens the page with this view in its URL (what a copied link does) and waits for its rows. */
async function openView(page: Page, kind: Kind, view: Record<string, string>, rows = true) {
  const search = new URLSearchParams(view).toString();
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/${kind.route}?${search}`);
  if (rows) await expect(page.getByRole('table', { name: kind.title })).toBeVisible();
}

for (const kind of KINDS) {
  test(`${kind.title}: search, the predicate query, sort and paging change the rows as asked`, async ({ page }) => {
    await openList(page, kind.route, kind.title);
    await expect(page.getByTestId('page-count')).toHaveText(`${kind.total} ${kind.noun}`);
    await expect.poll(async () => (await rowNames(page, kind.title)).length).toBe(kind.total);

    // Typing a search (any case) narrows the rows to those that match, and the count follows.
    await nextListing(
      page,
      kind.route,
      (p) => p.search === kind.search,
      () => page.getByLabel(`Search ${kind.noun}`).fill(kind.search),
    );
    await expect.poll(async () => (await rowNames(page, kind.title)).sort()).toEqual([...kind.searched].sort());
    await expect(page.getByTestId('page-count')).toHaveText(`${kind.searched.length} ${kind.noun}`);

    // The predicate query, from the URL as a copied link gives it.
    await openView(page, kind, { query: kind.query, advanced: 'true' });
    await expect.poll(async () => (await rowNames(page, kind.title)).sort()).toEqual([...kind.queried].sort());

    // A query the server does not understand is refused with its reason, and nothing is listed.
    await openView(page, kind, { query: 'labels["env"] > "a"', advanced: 'true' }, false);
    await expect(page.getByRole('alert').filter({ hasText: '> is not supported' })).toBeVisible();

    // Sorted descending by name, 25 a page: the first page starts at the end of the alphabet...
    await openView(page, kind, { sort: kind.sortParam, limit: '25' });
    await expect.poll(async () => (await rowNames(page, kind.title)).slice(0, kind.descending.length)).toEqual(kind.descending);
    const first = await rowNames(page, kind.title);
    expect(first).toHaveLength(25);

    // ...and Next brings the rest, none of them seen before, and ends there.
    const next = page.getByRole('button', { name: 'Next' });
    const second = await nextListing(
      page,
      kind.route,
      (p) => Boolean(p.startKey),
      () => next.click(),
    );
    expect(second.sort).toBe(kind.sortParam);
    await expect.poll(async () => (await rowNames(page, kind.title)).length).toBe(kind.total - 25);
    const rest = await rowNames(page, kind.title);
    expect(rest.filter((n) => first.includes(n))).toEqual([]);
    await expect(next).toBeDisabled();
  });
}

test('with searchAsRoles the lists add what the requestable roles reach', async ({ page }) => {
  await openList(page, 'nodes', 'Servers');
  await expect(page.getByText('payroll-prod-1', { exact: true })).toHaveCount(0);
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?requestable=true&search=payroll`);
  await expect.poll(() => rowNames(page, 'Servers')).toEqual(['payroll-prod-1']);
});

test('the overview counts the servers the Servers page lists', async ({ page }) => {
  await openList(page, 'nodes', 'Servers');
  const total = await page.getByTestId('page-count').innerText();
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/overview`);
  await expect(page.getByRole('main').getByText('Servers', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    total.split(' ')[0]!,
  );
});
