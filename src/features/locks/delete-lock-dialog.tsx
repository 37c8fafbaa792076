// Deleting (lifting) a lock after a confirmation that names its targets; a refusal is shown in
// the dialog, which stays open. The locks list refreshes itself (src/api/write-refresh.ts).
import { Text } from '@mantine/core';
import { useDeleteLock } from '@/api/gen/hooks/locks/locks';
import type { Lock } from '@/api/gen/model';
import { ActionDialog, mutationDialogProps } from '@/shared/ui/action-dialog';
import { targetsText } from './lock-targets';

export function DeleteLockDialog({
  clusterId,
  lock,
  onClose,
  onDeleted,
}: {
  clusterId: string;
  lock: Lock | null;
  onClose: () => void;
  onDeleted: (lock: Lock) => void;
}) {
  const remove = useDeleteLock({
    mutation: {
      onSuccess: (_answer, { uuid }) => {
        if (lock && lock.name === uuid) onDeleted(lock);
      },
    },
  });
  const targets = lock ? targetsText(lock.targets) : '';
  return (
    <ActionDialog
      question
      opened={lock !== null}
      title="Delete lock"
      actionLabel="Delete lock"
      danger
      {...mutationDialogProps(remove, 'The lock was not deleted', onClose)}
      onAction={() => lock && remove.mutate({ clusterId, uuid: lock.name })}
      testId="delete-lock-dialog"
    >
      <Text>
        Delete the lock on <strong>{targets || `“${lock?.name ?? ''}”`}</strong>? What it locks can be used again at once.
      </Text>
    </ActionDialog>
  );
}
