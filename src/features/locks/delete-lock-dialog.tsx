// Deleting (lifting) a lock after a confirmation that names its targets; a refusal is shown in
// the dialog, which stays open.
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getListLocksQueryKey, useDeleteLock } from '@/api/gen/hooks/locks/locks';
import type { Lock } from '@/api/gen/model';
import { ConfirmDialog, mutationDialogProps } from '@/shared/resource-items/confirm-dialog';
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
  const queryClient = useQueryClient();
  const remove = useDeleteLock({
    mutation: {
      onSuccess: (_answer, { uuid }) => {
        void queryClient.invalidateQueries({ queryKey: getListLocksQueryKey(clusterId), exact: true });
        if (lock && encodeURIComponent(lock.name) === uuid) onDeleted(lock);
      },
    },
  });
  const targets = lock ? targetsText(lock.targets) : '';
  return (
    <ConfirmDialog
      opened={lock !== null}
      title="Delete lock"
      confirmLabel="Delete lock"
      danger
      {...mutationDialogProps(remove, 'The lock was not deleted', onClose)}
      onConfirm={() => lock && remove.mutate({ clusterId, uuid: encodeURIComponent(lock.name) })}
      testId="delete-lock-dialog"
    >
      <Text>
        Delete the lock on <strong>{targets || `“${lock?.name ?? ''}”`}</strong>? What it locks can be used again at once.
      </Text>
    </ConfirmDialog>
  );
}
