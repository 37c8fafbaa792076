// The Audit Log's saved queries: the resource lists' saved views (src/shared/resource-list/
// saved-views*.ts*) over the log's URL, kept in this browser per user and cluster under their own
// storage key. A query keeps the range as the URL holds it, so a relative preset ("last 7 days")
// stays relative and a custom from/to stays fixed, with the event types, facets and search; its
// link is the log's URL with that search.
import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { SavedViewsMenu } from '@/shared/resource-list/saved-views-menu';
import type { SavedViewsWords, SetViewSearch } from '@/shared/resource-list/saved-views-button';
import type { ViewScope } from '@/shared/resource-list/saved-views';
import type { AuditSearch } from './audit-search';

/** Every key of the Audit Log's URL (opening a query sets them all). */
export const AUDIT_VIEW_KEYS = ['range', 'from', 'to', 'include', 'search', 'user', 'resource', 'outcome'] as const;

const WORDS: SavedViewsWords = {
  button: 'Saved queries',
  title: 'Saved queries of the Audit Log',
  help: 'A query keeps the time range (a relative range stays relative), the event types, the facets and the search. Queries are kept in this browser; a query’s link opens it anywhere.',
  placeholder: 'e.g. Failed sign-ins this week',
  // The log opens with the last 24 hours unless its link says otherwise.
  defaults: false,
};

/** The query of a view: its URL search without the keys left at their default. */
export function queryOf(search: AuditSearch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of AUDIT_VIEW_KEYS) if (search[key] !== undefined) out[key] = search[key];
  return out;
}

export function AuditSavedQueries({
  user,
  clusterId,
  search,
  setSearch,
}: {
  user: string;
  clusterId: string;
  search: AuditSearch;
  setSearch: (patch: Partial<AuditSearch>, options: { replace: boolean }) => void;
}) {
  const scope = useMemo<ViewScope>(() => ({ user, clusterId, kind: 'audit', storageKey: STORAGE_KEYS.auditQueries }), [user, clusterId]);
  const current = useMemo(() => queryOf(search), [search]);
  const set = useCallback<SetViewSearch>((patch, options) => setSearch(patch as Partial<AuditSearch>, options), [setSearch]);
  return <SavedViewsMenu scope={scope} current={current} keys={AUDIT_VIEW_KEYS} setSearch={set} listTitle="the Audit Log" words={WORDS} />;
}
