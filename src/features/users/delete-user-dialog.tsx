// Deleting a user, after a confirmation that names them. A refusal (e.g. 400 'cannot delete
// yourself') is shown in the dialog. The users list refreshes itself (src/api/write-refresh.ts).
import { useDeleteUser } from '@/api/gen/hooks/users/users';
import { ConfirmDeleteDialog } from '@/shared/ui/confirm-delete-dialog';

export function DeleteUserDialog({
  name,
  onClose,
  onDeleted,
}: {
  name: string | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const remove = useDeleteUser({
    mutation: {
      onSuccess: () => {
        if (name !== null) onDeleted(name);
      },
    },
  });
  return (
    <ConfirmDeleteDialog item={name} noun="user" mutation={remove} onDelete={(username) => remove.mutate({ username })} onClose={onClose}>
      Delete the user <strong>“{name}”</strong>? They will no longer be able to sign in. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
