// Shared steps of the resource pages' browser tests. Requests go to the real gateway and Prism;
// `Prefer` headers pick the contract's named examples (firstPage, lastPage, empty) or errors.
import { expect, type Page, type Request } from '@playwright/test';
import { ROOT_CLUSTER, openShell } from './shell';

export const NODES_PATH = `/v1/webapi/sites/${ROOT_CLUSTER}/nodes`;

/** Every GET of a listing path, in order. */
export function listingRequests(page: Page, kind: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/v1/webapi/sites/${ROOT_CLUSTER}/${kind}`) seen.push(r);
  });
  return seen;
}

/** The query parameters of a request, as a plain object. */
export function paramsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url()).searchParams.entries());
}

/** Waits for the next listing request whose parameters satisfy `match`. */
export async function nextListing(page: Page, kind: string, match: (p: Record<string, string>) => boolean, action: () => Promise<unknown>) {
  const [request] = await Promise.all([
    page.waitForRequest(
      (r) => r.method() === 'GET' && new URL(r.url()).pathname === `/v1/webapi/sites/${ROOT_CLUSTER}/${kind}` && match(paramsOf(r)),
    ),
    action(),
  ]);
  return paramsOf(request);
}

/** The URL's search params after the router wrote them (TanStack writes JSON for non-strings). */
export function urlSearch(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Signs in and opens a resource page of the root cluster, waiting for its table. */
export async function openList(page: Page, kind: string, title: string) {
  await openShell(page, `/web/cluster/${ROOT_CLUSTER}/${kind}`);
  await expect(page.getByRole('table', { name: title })).toBeVisible();
}

/** Matches the listing URL of a kind (any cluster, any query). */
export function listingUrl(kind: string): RegExp {
  return new RegExp(`/v1/webapi/sites/[^/]+/${kind}(\\?|$)`);
}

/** Pages after the first answer with the contract's lastPage example (Prism ignores startKey). */
export async function pagedListing(page: Page, kind: string) {
  await page.route(listingUrl(kind), (route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.get('startKey')) return route.fallback();
    return route.continue({ headers: { ...route.request().headers(), prefer: 'example=lastPage' } });
  });
}

/** A listing answer of n synthetic nodes (for the virtualization test). */
export function syntheticNodes(n: number) {
  return {
    items: Array.from({ length: n }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      siteId: ROOT_CLUSTER,
      hostname: `synthetic-${String(i).padStart(6, '0')}`,
      addr: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:3022`,
      tunnel: false,
      tags: [
        { name: 'env', value: ['prod', 'staging', 'dev'][i % 3] },
        { name: 'team', value: `team-${i % 7}` },
        ...(i % 2
          ? []
          : [
              { name: 'os', value: 'ubuntu 22.04' },
              { name: 'region', value: 'eu-west-1' },
              { name: 'tier', value: 'web' },
            ]),
      ],
      sshLogins: ['root', 'ubuntu'],
    })),
    startKey: '',
    totalCount: n,
  };
}

/**
 * Sets how a resource list shows its labels ("One line" with '+N', or "Expanded"): the choice is
 * in the list's column chooser. Closes the chooser again.
 */
export async function setLabelsStyle(page: Page, style: 'One line' | 'Expanded') {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  const choice = chooser.getByRole('radiogroup', { name: 'Labels' });
  await choice.getByText(style, { exact: true }).click();
  await expect(choice.getByRole('radio', { name: style })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
}
