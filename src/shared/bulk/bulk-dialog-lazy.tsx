// The bulk dialog (bulk-dialog.tsx) as the pages use it: its code (Mantine's modal, progress and
// form parts, the runner) loads the first time an action is chosen, not with the list, and once
// loaded it stays mounted, so its closing transition and the focus's return to the button run.
import { lazy, Suspense, useState } from 'react';
import type { BulkItem } from './bulk-action';
import type { BulkDialogProps } from './bulk-dialog';

const View = lazy(() => import('./bulk-dialog').then((m) => ({ default: m.BulkDialogView })));

export function BulkDialog<I extends BulkItem>(props: BulkDialogProps<I>) {
  const [wanted, setWanted] = useState(false);
  if (props.action && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <View {...(props as unknown as BulkDialogProps<BulkItem>)} />
    </Suspense>
  );
}
