// Deleting (lifting) a lock after a confirmation that names its targets; a refusal is shown in
// the dialog, which stays open. The locks list refreshes itself (src/api/write-refresh.ts).
import { useDeleteLock } from '@/api/gen/hooks/locks/locks';
import type { Lock } from '@/api/gen/model';
import { ConfirmDeleteDialog } from '@/shared/ui/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      item={lock}
      noun="lock"
      mutation={remove}
      onDelete={(target) => remove.mutate({ clusterId, uuid: target.name })}
      onClose={onClose}
      testId="delete-lock-dialog"
    >
      Delete the lock on <strong>{targets || `“${lock?.name ?? ''}”`}</strong>? What it locks can be used again at once.
    </ConfirmDeleteDialog>
  );
}
