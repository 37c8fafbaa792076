// What a page of YAML resources (roles, GitHub connectors, trusted clusters) tells the shared page:
// its words, its ACL entry, its generated hooks and query key, and any extra columns.
import type { QueryKey } from '@tanstack/react-query';
import type { ResourceItem, SaveResourceRequest, UserAcl } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import type { YamlResourceKind as WireKind } from '@/shared/yaml-editor/templates';

interface MutationLike<TVariables, TData = unknown> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
  isPending: boolean;
}

interface QueryLike {
  data: ResourceItem[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface YamlResourceKind {
  kind: WireKind;
  /** Page title, e.g. 'Roles'. */
  title: string;
  description: string;
  /** Singular and plural, as a reader says them: 'role' / 'roles'. */
  label: string;
  plural: string;
  /** The ACL entry whose create/edit/remove decide the actions. */
  acl: keyof Pick<UserAcl, 'roles' | 'authConnectors' | 'trustedClusters'>;
  /** The list call (named when its answer is wrong). */
  operation: string;
  roleHelp?: boolean;
  columns?: DataColumn<ResourceItem>[];
  useList: () => QueryLike;
  listKey: () => QueryKey;
  useCreate: () => MutationLike<{ data: SaveResourceRequest }, ResourceItem>;
  useUpdate: () => MutationLike<{ name: string; data: SaveResourceRequest }, ResourceItem>;
  useDelete: () => MutationLike<{ name: string }>;
}
