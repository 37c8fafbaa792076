// The resource lists against the embedded default: the view lives in the URL and in the request
// sent, paging follows the server's startKey, labels and facets narrow the predicate query, and
// the empty, error and hostile-data cases.
import { expect, test } from './support/test';
import path from 'node:path';
import { ROOT_CLUSTER, openShell, prefer, shots } from './support/shell';
import {
  listingRequests,
  listingUrl,
  nextListing,
  openList,
  paramsOf,
  setLabelsStyle,
  syntheticNodes,
  urlSearch,
} from './support/resources';

test('the root lands on Servers; search, sort and the advanced query change the request and the URL, and a reload restores them', async ({
  page,
}) => {
  const requests = listingRequests(page, 'nodes');
  await openShell(page);
  await expect(page).toHaveURL(new RegExp(`/web/cluster/${ROOT_CLUSTER.replace(/\./g, '\\.')}/nodes$`));
  const table = page.getByRole('table', { name: 'Servers' });
  await expect(table.getByRole('row')).toHaveCount(42); // header + the demo cluster's 41 servers, one page of 50
  await expect(page.getByTestId('page-count')).toHaveText('41 servers');
  await expect(page.getByTestId('page-count')).toHaveText('41 servers');
  expect(paramsOf(requests[0]!)).toEqual({ limit: '50', sort: 'hostname:asc' });

  // Search is debounced: one request for the whole word, and the URL holds it.
  const searched = await nextListing(
    page,
    'nodes',
    (p) => p.search === 'web prod',
    () => page.getByLabel('Search servers').pressSequentially('web prod', { delay: 20 }),
  );
  expect(searched).toEqual({ limit: '50', sort: 'hostname:asc', search: 'web prod' });
  await expect.poll(() => urlSearch(page).get('search')).toBe('web prod');
  expect(requests.filter((r) => paramsOf(r).search?.startsWith('web')).length).toBe(1);

  // Sorting by a header: ascending, then descending.
  const addr = page.getByRole('button', { name: 'Address' });
  expect(
    (
      await nextListing(
        page,
        'nodes',
        (p) => p.sort === 'addr:asc',
        () => addr.click(),
      )
    ).search,
  ).toBe('web prod');
  await expect(page.getByRole('columnheader', { name: 'Address' })).toHaveAttribute('aria-sort', 'ascending');
  await nextListing(
    page,
    'nodes',
    (p) => p.sort === 'addr:desc',
    () => addr.click(),
  );
  await expect(page.getByRole('columnheader', { name: 'Address' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => urlSearch(page).get('sort')).toBe('addr:desc');

  // The predicate query sits behind the Advanced toggle and runs on Enter.
  await page.getByRole('switch', { name: 'Advanced query' }).check();
  const predicate = 'labels["env"] == "prod"';
  await page.getByLabel('Predicate query').fill(predicate);
  const queried = await nextListing(
    page,
    'nodes',
    (p) => p.query === predicate,
    () => page.getByLabel('Predicate query').press('Enter'),
  );
  expect(queried).toMatchObject({ search: 'web prod', sort: 'addr:desc', query: predicate });
  await expect.poll(() => urlSearch(page).get('query')).toBe(predicate);

  // A copied link / reload reopens the same view and sends the same request.
  const reloaded = await nextListing(
    page,
    'nodes',
    (p) => p.query === predicate,
    () => page.reload(),
  );
  expect(reloaded).toEqual({ limit: '50', sort: 'addr:desc', search: 'web prod', query: predicate });
  await expect(page.getByLabel('Search servers')).toHaveValue('web prod');
  await expect(page.getByLabel('Predicate query')).toHaveValue(predicate);
  await expect(page.getByRole('columnheader', { name: 'Address' })).toHaveAttribute('aria-sort', 'descending');

  // Page size is part of the view too.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await nextListing(
    page,
    'nodes',
    (p) => p.limit === '100',
    () => page.getByRole('option', { name: '100 per page' }).click(),
  );
  await expect.poll(() => urlSearch(page).get('limit')).toBe('100');
});

test('Next and Previous page through the server cursor, and a reload keeps the page', async ({ page }) => {
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes?limit=25`);
  await expect(page.getByRole('table', { name: 'Servers' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  await expect(page.getByTestId('page-count')).toHaveText('25 of 41 servers');

  const second = await nextListing(
    page,
    'nodes',
    (p) => Boolean(p.startKey),
    () => next.click(),
  );
  // The server's cursor: the key of the next page's first server.
  expect(second.startKey).toMatch(/^\/nodes\/default\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-number')).toHaveText('Page 2');
  await expect(page.getByTestId('page-count')).toHaveText('16 of 41 servers');
  await expect(page.getByText('worker-eu-11', { exact: true })).toBeVisible();
  await expect(next).toBeDisabled(); // the last page's startKey is ""
  expect(JSON.parse(urlSearch(page).get('cursors') ?? '[]')).toEqual([second.startKey]);

  const again = await nextListing(
    page,
    'nodes',
    (p) => Boolean(p.startKey),
    () => page.reload(),
  );
  expect(again.startKey).toBe(second.startKey);
  await expect(page.getByTestId('page-number')).toHaveText('Page 2');

  const first = await nextListing(
    page,
    'nodes',
    (p) => !p.startKey,
    () => previous.click(),
  );
  expect(first).toEqual({ limit: '25', sort: 'hostname:asc' });
  await expect(page.getByTestId('page-number')).toHaveText('Page 1');
  expect(urlSearch(page).get('cursors')).toBeNull();
  await expect(page.getByText('api-gateway-eu-1', { exact: true })).toBeVisible();
});

test('a label chip and a facet value pick their labels, and the query narrows by them', async ({ page }) => {
  await openList(page, 'nodes', 'Servers');
  // On one line, a row shows the chips that fit and '+N'; expanded (in the column chooser), all of
  // them (the choice is remembered for the list, across a reload).
  const firstRow = page.getByRole('row').filter({ hasText: 'web-prod-01' });
  await expect(firstRow.getByRole('button', { name: /more labels$/ })).toHaveCount(1);
  await setLabelsStyle(page, 'Expanded');
  await page.reload();
  await expect(firstRow.getByRole('button', { name: /more labels$/ })).toHaveCount(0);
  const byLabel = await nextListing(
    page,
    'nodes',
    (p) => Boolean(p.query),
    () => firstRow.getByRole('button', { name: 'Filter by label env: prod' }).click(),
  );
  expect(byLabel.query).toBe('labels["env"] == "prod"');
  // A pick (a removable chip, in the URL), not an edit of the user's own query.
  await expect(page.getByTestId('picked-labels').getByRole('button', { name: 'Remove label env: prod' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Advanced query' })).not.toBeChecked();
  expect(urlSearch(page).get('labels')).toBe('{"env":["prod"]}');

  await page.getByRole('button', { name: 'Labels panel' }).click();
  const facets = page.getByTestId('facet-panel');
  await expect(facets).toBeVisible();
  // The demo cluster filtered the page: its 23 servers all carry env: prod (20 of them say their arch).
  await expect(facets.getByRole('button', { name: 'Filter by label env: prod 23 on this page' })).toBeVisible();
  await expect(facets.getByRole('button', { name: 'Filter by label arch: x86_64 20 on this page' })).toBeVisible();
  const both = await nextListing(
    page,
    'nodes',
    (p) => p.query?.includes('&&') ?? false,
    () => facets.getByRole('button', { name: /^Filter by label team: platform/ }).click(),
  );
  expect(both.query).toBe('labels["env"] == "prod" && labels["team"] == "platform"');
  await expect.poll(() => urlSearch(page).get('labels')).toBe('{"env":["prod"],"team":["platform"]}');
  await expect(facets.getByRole('button', { name: /^Filter by label team: platform/ })).toHaveAttribute('aria-pressed', 'true');

  // Back undoes the click (the earlier page comes from the cache).
  await page.goBack();
  await expect(page.getByTestId('picked-labels').getByRole('button', { name: /^Remove label team/ })).toHaveCount(0);
  expect(urlSearch(page).get('labels')).toBe('{"env":["prod"]}');
});

test('an empty answer shows the empty state; with a search it offers to clear it', async ({ page }) => {
  await prefer(page, listingUrl('nodes'), 'example=empty');
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes`);
  const empty = page.getByTestId('list-empty');
  await expect(empty).toContainText('No servers yet');
  // alice may add agents: the empty state links to Enroll New Resource.
  await expect(empty.getByRole('link', { name: 'Enroll New Resource' })).toHaveAttribute('href', '/web/discover');
  await expect(page.getByTestId('page-count')).toHaveText('0 servers');

  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes?search=nothing-like-it`);
  await expect(empty).toContainText('No servers match');
  await nextListing(
    page,
    'nodes',
    (p) => !p.search,
    () => page.getByRole('button', { name: 'Clear search and query' }).click(),
  );
  expect(urlSearch(page).get('search')).toBeNull();
});

test('an error shows its message and Try again keeps the query', async ({ page }) => {
  await prefer(page, listingUrl('databases'), 'code=400, example=badPredicate');
  await openShell(page);
  const predicate = 'labels["env"] = "prod"';
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/databases?query=${encodeURIComponent(predicate)}`);
  const alert = page.getByTestId('list-error');
  await expect(alert).toContainText('Could not load the databases');
  await expect(alert).toContainText('failed to parse predicate expression: invalid syntax at "=="');
  await expect(page.getByLabel('Predicate query')).toHaveValue(predicate);

  await page.unrouteAll({ behavior: 'wait' });
  const retried = await nextListing(
    page,
    'databases',
    () => true,
    () => alert.getByRole('button', { name: 'Try again' }).click(),
  );
  expect(retried.query).toBe(predicate);
  // The demo cluster parses the predicate too: it refuses `=` with its own reason, and the query stays.
  await expect(alert).toContainText("expected 'EOF', found '=' (to compare, use ==)");
  await expect(page.getByLabel('Predicate query')).toHaveValue(predicate);
});

test('searchAsRoles=yes is sent only for a user with requestable roles who asks for it', async ({ page }) => {
  // A user without requestable roles (the contract's carol) gets no switch.
  await prefer(page, /\/v1\/webapi\/sites\/[^/]+\/context$/, 'example=noRequestableRoles');
  await openList(page, 'nodes', 'Servers');
  await expect(page.getByRole('switch', { name: 'Include what I can request' })).toHaveCount(0);

  const other = await page.context().newPage();
  await prefer(other, /\/v1\/webapi\/sites\/[^/]+\/context$/, 'example=restrictedSsoUser');
  await openList(other, 'nodes', 'Servers');
  const requestable = other.getByRole('switch', { name: 'Include what I can request' });
  await expect(requestable).not.toBeChecked();
  const asked = await nextListing(
    other,
    'nodes',
    (p) => p.searchAsRoles !== undefined,
    () => requestable.check(),
  );
  expect(asked.searchAsRoles).toBe('yes');
  await expect.poll(() => urlSearch(other).get('requestable')).toBe('true');
});

test('hostile names, descriptions and labels render as text and run nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openList(page, 'apps', 'Applications');
  await setLabelsStyle(page, 'Expanded');
  const row = page.getByRole('row').filter({ hasText: 'markup-app' });
  await expect(row.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  const chip = row.getByRole('button', { name: 'Filter by label owner: "><script>alert(1)</script>' });
  await expect(chip).toHaveText('owner: "><script>alert(1)</script>');
  expect(await page.locator('main img, main script').count()).toBe(0);

  // Clicking it quotes the value: the predicate cannot be broken out of.
  const query = await nextListing(
    page,
    'apps',
    (p) => Boolean(p.query),
    () => chip.click(),
  );
  expect(query.query).toBe('labels["owner"] == "\\"><script>alert(1)</script>"');
  await expect(row.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/nodes`);
  await setLabelsStyle(page, 'Expanded');
  await expect(page.getByText('note: <img src=x onerror=alert(1)>')).toBeVisible();
  await expect(page.getByText('link: javascript:alert(document.cookie)')).toBeVisible();
  expect(await page.locator('main a[href^="javascript"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('a page of more than 200 rows is virtualized and scrolls to its last row', async ({ page }) => {
  await page.route(listingUrl('nodes'), (route) => route.fulfill({ json: syntheticNodes(1000) }));
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/nodes?limit=1000`);
  const table = page.getByRole('table', { name: 'Servers' });
  await expect(table).toHaveAttribute('data-virtual', 'true');
  await expect(table).toHaveAttribute('aria-rowcount', '1001');
  await expect(page.getByText('synthetic-000000')).toBeVisible();
  expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60);
  // Compact rows: the labels that fit on one line, the rest behind '+N'.
  const first = table.locator('tbody tr[data-index="0"]');
  await expect(first.getByRole('button', { name: /more labels$/ })).toBeVisible();
  const shown = await first.getByRole('button', { name: /^Filter by label/ }).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(5);
  await first.getByRole('button', { name: `+${5 - shown} more labels` }).click();
  const all = page.getByRole('dialog', { name: 'All labels' });
  await expect(all.getByRole('button', { name: /^Filter by label/ })).toHaveCount(5);
  await page.screenshot({ path: path.join(shots, 'resources-virtual-light.png'), animations: 'disabled' });
  const query = await nextListing(
    page,
    'nodes',
    (p) => Boolean(p.query),
    () => all.getByRole('button', { name: 'Filter by label tier: web' }).click(),
  );
  expect(query.query).toBe('labels["tier"] == "web"');
  await expect(all).toHaveCount(0);
  await page.getByTestId('virtual-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByText('synthetic-000999')).toBeVisible();
  expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60);
  await expect(page.getByTestId('page-count')).toHaveText('1,000 servers');
});
