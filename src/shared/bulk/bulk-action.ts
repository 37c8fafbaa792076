// What a bulk action is (one request per item, through a generated fetcher), and the two kinds the
// lists offer: locking each item (one lock per target, one message and expiry for all) and
// deleting each item. Each action names the write operation it performs, the mutationKey of the
// one mutation the whole run is (use-bulk-run.ts), so the lists refresh once when it settles.
import type { OperationId } from '@/api/gen/operations';
import type { LockTargets } from '@/api/gen/model';

/** One item of a bulk action: its key (the selection's) and how it is named. */
export interface BulkItem {
  key: string;
  name: string;
}

/** What the user typed in the dialog for the whole run (a lock's message and TTL). */
export interface BulkInputs {
  message: string;
  /** A Go duration the server accepts, or '' (never expires). */
  ttl: string;
}

export interface BulkAction<I extends BulkItem = BulkItem> {
  /** The dialog's title and confirm button, e.g. 'Lock 3 servers'. */
  title: string;
  /** What it will do, said before anything is sent. */
  summary: string;
  /** The write each item is (refreshes its lists once the run settles). */
  operationId: OperationId;
  items: readonly I[];
  /** Asks for a lock's message and expiry. */
  lockInputs?: boolean;
  /** Destroys something: a red confirm button. */
  danger?: boolean;
  /** Plural noun of the items, e.g. 'servers'. */
  noun: string;
  /**
   * The request of one item (a generated fetcher); throws the server's refusal. A method, so an
   * action on richer items is still a BulkAction (the dialog hands it only its own items).
   */
  run(item: I, inputs: BulkInputs): Promise<unknown>;
}

export type LockKind = keyof LockTargets & string;

// The lock fetchers load with the first run, not with the list that offers the action; one promise,
// so the items that wait for it go out in their order.
let locksModule: Promise<typeof import('@/api/gen/hooks/locks/locks')> | undefined;
const lockFetchers = () => (locksModule ??= import('@/api/gen/hooks/locks/locks'));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Locks each item on its own: the `kind` target set to the item's lock value (its key unless
 * `targetOf` says otherwise), one lock per item, the same message and TTL for all.
 */
export function lockAction<I extends BulkItem>(options: {
  clusterId: string;
  kind: LockKind;
  items: readonly I[];
  one: string;
  many: string;
  targetOf?: (item: I) => string;
}): BulkAction<I> {
  const { clusterId, kind, items, one, many } = options;
  const targetOf = options.targetOf ?? ((item: I) => item.key);
  return {
    title: `Lock ${plural(items.length, one, many)}`,
    summary: `Creates ${plural(items.length, 'lock', 'locks')}, one for each ${one} below (lock target “${kind}”), with the same message and expiry. A lock ends the sessions of what it targets and refuses it new access until the lock is deleted or expires.`,
    operationId: 'createLock',
    items,
    lockInputs: true,
    noun: many,
    run: async (item, inputs) => {
      const { createLock } = await lockFetchers();
      return createLock(clusterId, { targets: { [kind]: targetOf(item) }, message: inputs.message.trim(), ttl: inputs.ttl });
    },
  };
}

/** Deletes each item with `remove` (a generated fetcher). */
export function deleteAction<I extends BulkItem>(options: {
  items: readonly I[];
  one: string;
  many: string;
  operationId: OperationId;
  remove: (item: I) => Promise<unknown>;
  /** Said after "Deletes N <many>." (what deleting one means). */
  note?: string;
}): BulkAction<I> {
  const { items, one, many } = options;
  return {
    title: `Delete ${plural(items.length, one, many)}`,
    summary: [`Deletes ${plural(items.length, one, many)}, one request each.`, options.note].filter(Boolean).join(' '),
    operationId: options.operationId,
    items,
    danger: true,
    noun: many,
    run: (item) => options.remove(item),
  };
}
