// Selection and bulk actions of a resource list (resource-list.tsx): a checkbox per row kept across
// pages and searches, and, while anything is selected, a bar with Lock selected (one lock per
// resource, where this era's locks have a target for the kind and the ACL allows creating locks)
// and Copy names. Kubernetes clusters, databases and applications have no lock target in this
// backend (LockTargets: user, role, login, node, mfa_device, windows_desktop, access_request,
// device, server_id), so Lock selected is shown disabled there, the reason and what to do beside it.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { UserContext } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import type { BulkAction, BulkItem, LockKind } from '@/shared/bulk/bulk-action';
import { BulkDialog } from '@/shared/bulk/bulk-dialog-lazy';
import { useSelection } from '@/shared/bulk/selection';
import { SelectionScope, selectionColumn } from '@/shared/bulk/selection-column';

// The bar (and the actions' code) loads with the first selection, not with the list.
const ResourceBulkBar = lazy(() => import('./resource-bulk-bar').then((m) => ({ default: m.ResourceBulkBar })));

export interface ResourceBulkOptions<T> {
  clusterId: string;
  user: UserContext;
  /** Plural noun, e.g. 'servers'. */
  noun: string;
  /** One of them, e.g. 'server'. */
  one: string;
  /** The lock target of this kind (its row key is the value), or none in this era. */
  lockTarget?: LockKind;
  rowKey: (row: T) => string;
  rowName: (row: T) => string;
  /** The rows on screen. */
  items: readonly T[];
}

export interface ResourceBulk<T> {
  column: DataColumn<T>;
  /** Wraps the table (the checkboxes read the selection from it); a function, not a component. */
  wrap: (children: ReactNode) => ReactNode;
  /** The bar above the table (nothing while nothing is selected). */
  bar: ReactNode;
  dialog: ReactNode;
}

export function useResourceBulk<T>(o: ResourceBulkOptions<T>): ResourceBulk<T> {
  const { clusterId, noun, one, lockTarget, rowKey, rowName, items } = o;
  const selection = useSelection<BulkItem>();
  const [action, setAction] = useState<BulkAction | null>(null);
  const entryOf = useCallback((row: T): BulkItem => ({ key: rowKey(row), name: rowName(row) }), [rowKey, rowName]);
  const column = useMemo(() => selectionColumn(entryOf), [entryOf]);
  const page = useMemo(() => items.map(entryOf), [items, entryOf]);
  const pageKeys = useMemo(() => page.map((e) => e.key), [page]);

  const bar =
    selection.selected.size > 0 ? (
      <Suspense fallback={null}>
        <ResourceBulkBar
          selection={selection}
          pageKeys={pageKeys}
          clusterId={clusterId}
          noun={noun}
          one={one}
          lockTarget={lockTarget}
          mayLock={o.user.userAcl.lock.create}
          onAction={setAction}
        />
      </Suspense>
    ) : null;

  const wrap = (children: ReactNode) => (
    <SelectionScope state={selection} page={page}>
      {children}
    </SelectionScope>
  );

  const dialog = (
    <BulkDialog
      action={action}
      onClose={() => setAction(null)}
      onSelectAgain={selection.replace}
      onDone={(done) => selection.drop(done.map((i) => i.key))}
    />
  );
  return { column, wrap, bar, dialog };
}
