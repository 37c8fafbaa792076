// Deleting a user, after a confirmation that names them. A refusal (e.g. 400 'cannot delete
// yourself') is shown in the dialog.
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteUser } from '@/api/gen/hooks/users/users';
import { ConfirmDialog, mutationDialogProps } from '@/shared/resource-items/confirm-dialog';
import { afterUserDeleted, usernameParam } from './user-cache';

export function DeleteUserDialog({
  name,
  onClose,
  onDeleted,
}: {
  name: string | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const remove = useDeleteUser({
    mutation: {
      onSuccess: () => {
        if (name === null) return;
        void afterUserDeleted(queryClient, name);
        onDeleted(name);
      },
    },
  });
  return (
    <ConfirmDialog
      opened={name !== null}
      title="Delete user"
      confirmLabel="Delete user"
      danger
      {...mutationDialogProps(remove, 'The user was not deleted', onClose)}
      onConfirm={() => name !== null && remove.mutate({ username: usernameParam(name) })}
    >
      <Text>
        Delete the user <strong>“{name}”</strong>? They will no longer be able to sign in. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
