// Asks before leaving a page with unsaved changes: a navigation inside the console (the router's
// blocker, answered in a dialog) and a reload or closed tab (the browser's own beforeunload prompt).
import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

export function UnsavedChangesGuard({ active, what }: { active: boolean; what: string }) {
  const armed = useRef(active);
  useEffect(() => {
    armed.current = active;
  }, [active]);
  const blocker = useBlocker({
    shouldBlockFn: () => armed.current,
    enableBeforeUnload: () => armed.current,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Leave with unsaved changes?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      testId="leave-dialog"
    >
      <Text fz="sm">The {what} you are editing has changes that are not saved. Leaving this page loses them.</Text>
    </ConfirmDialog>
  );
}
