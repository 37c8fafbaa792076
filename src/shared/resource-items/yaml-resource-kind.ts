// What a page of YAML resources tells the shared page: its words, its ACL entry, its generated
// hooks and query key, any extra columns, a new item's template and the editor's slots.
import type { QueryKey } from '@tanstack/react-query';
import type { ResourceItem, SaveResourceRequest, UserAcl } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import type { EditorSlots } from './editor-slots';

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

export interface TemplateContext {
  /** The proxy's public address (host[:port]), e.g. for a callback URL. */
  proxyAddress: string;
}

/** The ACL entries that say create / edit / remove. */
type AclEntry = { [K in keyof UserAcl]: UserAcl[K] extends { create: boolean; edit: boolean; remove: boolean } ? K : never }[keyof UserAcl];

export interface YamlResourceKind {
  /** The wire kind (the documents' `kind`). */
  kind: string;
  /** Page title. */
  title: string;
  description: string;
  /** Singular and plural, as a reader says them. */
  label: string;
  plural: string;
  /** The ACL entry whose create/edit/remove decide the actions. */
  acl: AclEntry;
  /** The list call (named when its answer is wrong). */
  operation: string;
  columns?: DataColumn<ResourceItem>[];
  /** A new item's starting text: small, valid, saying what to change. */
  template: (context: TemplateContext) => string;
  /** What the kind adds to the editor. */
  editor?: EditorSlots;
  useList: () => QueryLike;
  listKey: () => QueryKey;
  useCreate: () => MutationLike<{ data: SaveResourceRequest }, ResourceItem>;
  useUpdate: () => MutationLike<{ name: string; data: SaveResourceRequest }, ResourceItem>;
  useDelete: () => MutationLike<{ name: string }>;
}
