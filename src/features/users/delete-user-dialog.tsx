// Deleting a user, after a confirmation that names them. A refusal (e.g. 400 'cannot delete
// yourself') is shown in the dialog. The users list refreshes itself (src/api/write-refresh.ts).
import { Text } from '@mantine/core';
import { useDeleteUser } from '@/api/gen/hooks/users/users';
import { ActionDialog, mutationDialogProps } from '@/shared/ui/action-dialog';

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
    <ActionDialog
      question
      opened={name !== null}
      title="Delete user"
      actionLabel="Delete user"
      danger
      {...mutationDialogProps(remove, 'The user was not deleted', onClose)}
      onAction={() => name !== null && remove.mutate({ username: name })}
    >
      <Text>
        Delete the user <strong>“{name}”</strong>? They will no longer be able to sign in. This cannot be undone.
      </Text>
    </ActionDialog>
  );
}
