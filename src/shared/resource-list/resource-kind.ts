// What a kind of resource (servers, applications, Kubernetes clusters, databases, desktops) gives
// the generic resource list (resource-list.tsx): its names, its URL, its generated listing hook,
// how to name and key a row, its columns, and optionally a hook for what its rows open (a dialog).
import type { ReactNode } from 'react';
import type { ClientConfig } from '@/platform/config';
import type { UserContext } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import type { LockKind } from '@/shared/bulk/bulk-action';
import type { ListKind, ListSearch } from './list-view';
import type { RecentResource, ResourceKind } from './memory';
import type { LabelLike } from './predicate';
import type { SetListSearch } from './use-list-view';

export interface ListPage<T> {
  items: T[];
  startKey: string;
  totalCount: number;
}

/** The parts of a react-query result the list reads. */
export interface ListResult<T> {
  data: ListPage<T> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** What the columns of a kind may use. */
export interface ResourceEnv {
  clusterId: string;
  user: UserContext;
  config: ClientConfig;
  /** Adds `labels["k"] == "v"` to the query (label chips). */
  addLabel: (label: LabelLike) => void;
  /** Puts a resource at the front of the recently used list. */
  recordUse: (use: Omit<RecentResource, 'at'>) => void;
}

export interface ResourceExtras<E> {
  /** More for the columns (e.g. opening a dialog); keep it stable (memoized). */
  env: E;
  /** Rendered after the list (e.g. the open dialog). */
  node?: ReactNode;
}

export interface ResourceKindConfig<T, E extends object = object> {
  /** Page title and the table's name, e.g. 'Servers'. */
  title: string;
  /** Plural noun, e.g. 'servers'. */
  noun: string;
  /** One of them, e.g. 'server' (the bulk actions' words). */
  one: string;
  /**
   * The lock target a row is locked with (its row key is the value: a server's UUID, a desktop's
   * name); none where this era's locks have no target for the kind (Lock selected is disabled).
   */
  lockTarget?: LockKind;
  description: (clusterId: string) => string;
  /** Pins and recently used are kept per kind under this name. */
  memoryKind: ResourceKind;
  /** Default sort, sortable fields, URL schema and the request (shared with the route file). */
  kind: ListKind<ListPage<T>>;
  /** The route's search and a way to write it (the page's route navigates to itself). */
  useSearchState: () => [ListSearch, SetListSearch];
  /** The listing call's operationId (e.g. 'listNodes'), named when its answer is wrong. */
  operation: string;
  rowKey: (row: T) => string;
  rowName: (row: T) => string;
  rowLabels: (row: T) => readonly LabelLike[];
  columns: (env: ResourceEnv & E) => DataColumn<T>[];
  useExtras?: (env: ResourceEnv) => ResourceExtras<E>;
}
