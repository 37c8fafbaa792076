// Deleting a user, after a confirmation that names them. A refusal (e.g. 400 'cannot delete
// yourself') is shown in the dialog.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteUser } from '../../api/gen/hooks/users/users';
import { errorText } from '../../api/errors';
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
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={name !== null}
      onClose={close}
      title="Delete user"
      closeOnClickOutside={false}
      closeOnEscape={false}
      styles={{ title: { fontWeight: 700 } }}
    >
      {name !== null && (
        <Stack gap="md">
          <Text>
            Delete the user <span style={{ overflowWrap: 'anywhere', fontWeight: 600 }}>“{name}”</span>? They will no longer be able to sign
            in. This cannot be undone.
          </Text>
          {remove.error && (
            <Alert color="red" role="alert" title="The user was not deleted">
              <span style={{ overflowWrap: 'anywhere' }}>{errorText(remove.error)}</span>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ username: usernameParam(name) })}>
              Delete user
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
