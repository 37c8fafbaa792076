// Each resource list's route prefetches exactly the request its page then makes: the loader's
// query key is the page's, for a plain link and for a view with search, sort, a page position and
// requestable roles (a different key would waste the prefetch and send the request twice).
import { describe, expect, it } from 'vitest';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { Route as appsRoute } from '@/app/routes/_authed/_shell/cluster/$clusterId/apps';
import { Route as databasesRoute } from '@/app/routes/_authed/_shell/cluster/$clusterId/databases';
import { Route as desktopsRoute } from '@/app/routes/_authed/_shell/cluster/$clusterId/desktops';
import { Route as kubernetesRoute } from '@/app/routes/_authed/_shell/cluster/$clusterId/kubernetes';
import { Route as nodesRoute } from '@/app/routes/_authed/_shell/cluster/$clusterId/nodes';
import { APPLICATIONS_KIND } from '@/features/applications/applications-kind';
import { DATABASES_KIND } from '@/features/databases/databases-kind';
import { DESKTOPS_KIND } from '@/features/desktops/desktops-kind';
import { KUBERNETES_KIND } from '@/features/kubernetes/kubernetes-kind';
import { SERVERS_KIND } from '@/features/servers/servers-kind';
import { canRequestRoles } from '@/shared/resource-list/access';
import { listParams, readListView, type ListKind, type ListSearch } from '@/shared/resource-list/list-view';

const lists: [string, { options: { loader?: unknown } }, { kind: ListKind }][] = [
  ['Servers', nodesRoute, SERVERS_KIND],
  ['Applications', appsRoute, APPLICATIONS_KIND],
  ['Databases', databasesRoute, DATABASES_KIND],
  ['Kubernetes', kubernetesRoute, KUBERNETES_KIND],
  ['Desktops', desktopsRoute, DESKTOPS_KIND],
];

const users: Record<'plain' | 'requester', { accessCapabilities: { requestableRoles: string[] } }> = {
  plain: { accessCapabilities: { requestableRoles: [] } },
  requester: { accessCapabilities: { requestableRoles: ['auditor'] } },
};

/** The query key the route's loader prefetches for this URL. */
function loaderKey(route: { options: { loader?: unknown } }, search: ListSearch, user: object): QueryKey | undefined {
  let key: QueryKey | undefined;
  const queryClient = {
    getQueryData: () => undefined,
    ensureQueryData: (options: EnsureQueryDataOptions) => {
      key = options.queryKey;
      return Promise.resolve();
    },
  };
  const loader = route.options.loader;
  if (typeof loader !== 'function') throw new Error('the route has no loader');
  loader({ context: { queryClient, access: { user } }, params: { clusterId: 'root' }, deps: search });
  return key;
}

/** The query key the page asks for (shared/resource-list/resource-list.tsx). */
function pageKey(page: { kind: ListKind }, search: ListSearch, user: typeof users.plain): QueryKey {
  return page.kind.request('root', listParams(readListView(search, page.kind), canRequestRoles(user))).queryKey;
}

const searches: ListSearch[] = [
  {},
  { search: 'web prod', sort: 'name:desc', limit: 100, cursors: ['k2', 'k3'], requestable: true, query: 'labels["env"] == "prod"' },
];

describe('a list’s route prefetches the request its page makes', () => {
  it.each(lists)('%s', (_name, route, page) => {
    for (const search of searches) {
      for (const user of [users.plain, users.requester]) {
        const key = loaderKey(route, search, user);
        expect(key).toBeDefined();
        expect(key).toEqual(pageKey(page, search, user));
      }
    }
  });
});
