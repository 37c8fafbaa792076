// A write owns its refresh: one rule on react-query's MutationCache, for every write, so that no
// page has to remember to refresh what it changed.
//
//   - Which operation a mutation is: its mutationKey, `[operationId]` (what every generated
//     `use<Write>` hook sets; a hand-written useMutation around a generated fetcher sets it too).
//   - Which reads it changes: by default every cached query of the operation's contract tag
//     (a createRole refreshes every query of `roles`), from the generated operations table, so the
//     mapping cannot drift from the contract. A query is mapped to its operation by its key, which
//     is the request's path (the generated query keys, encoded like the request).
//   - `meta.invalidates` (contract tags or read operationIds) replaces that default where a write
//     changes another tag's data too (enrolling databases from an integration changes
//     `resources`), only part of its own (renaming a conversation changes the list, not the open
//     conversation's history), or nothing worth asking again (`[]`: preferences the page holds).
//   - When: after success, and after a failure that says the cache is out of date (404: the
//     thing is gone; 409: it exists already), so the list shows the truth either way.
//
// The invalidation is not awaited: the mutation settles at once and the lists refetch beside it
// (only queries on screen refetch; the rest are marked stale).
import { MutationCache, type Mutation, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { operations, type ApiTag, type OperationId, type OperationInfo } from '@/api/gen/operations';
import { ApiError } from './errors';

/** What a write refreshes: every query of a contract tag, or the queries of one read operation. */
export type WriteTarget = ApiTag | OperationId;

export interface WriteMeta extends Record<string, unknown> {
  /** What this write refreshes, instead of every query of its own operation's tag. */
  invalidates?: readonly WriteTarget[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

/** The mutationKey of a write: the operation it performs (what the generated hooks use). */
export const writeKey = (operationId: OperationId): [OperationId] => [operationId];

const byId = new Map<string, OperationInfo>(operations.map((o) => [o.operationId, o]));
const reads = operations.filter((o) => o.method === 'GET');
const readByPath = new Map<string, OperationInfo | null>();

/** The read operation of a cached query: its key starts with the path of the request it made. */
export function readOfQuery(queryKey: QueryKey): OperationInfo | undefined {
  const head = queryKey[0];
  if (typeof head !== 'string' || !head.startsWith('/')) return undefined;
  let op = readByPath.get(head);
  if (op === undefined) {
    op = reads.find((o) => o.pattern.test(head)) ?? null;
    readByPath.set(head, op);
  }
  return op ?? undefined;
}

/** What a mutation refreshes: its meta.invalidates, else its write operation's tag, else nothing. */
export function targetsOf(mutation: Pick<Mutation<unknown, unknown, unknown>, 'options'>): readonly WriteTarget[] {
  const explicit = mutation.options.meta?.invalidates;
  if (explicit) return explicit;
  const id = mutation.options.mutationKey?.[0];
  const op = typeof id === 'string' ? byId.get(id) : undefined;
  return op && op.method !== 'GET' ? [op.tag] : [];
}

/** Marks every cached query of those targets stale; the ones on screen refetch. */
export function refreshTargets(queryClient: QueryClient, targets: readonly WriteTarget[]): Promise<void> {
  if (targets.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const op = readOfQuery(query.queryKey);
      return op !== undefined && (targets.includes(op.tag) || targets.includes(op.operationId));
    },
  });
}

/** A failed write whose answer says the cached lists are out of date. */
function staleCache(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}

/** The MutationCache every QueryClient of the app is made with (src/app/query-client.ts, tests). */
export function createWriteRefreshCache(): MutationCache {
  return new MutationCache({
    onSettled: (_data, error, _variables, _result, mutation, context) => {
      if (error !== null && !staleCache(error)) return;
      void refreshTargets(context.client, targetsOf(mutation));
    },
  });
}
