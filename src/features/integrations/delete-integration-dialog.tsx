// Deleting an integration, after a confirmation that names it. A refusal is shown in the dialog.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteIntegration } from '../../api/gen/hooks/integrations/integrations';
import { errorText } from '../../api/errors';
import { afterIntegrationDeleted } from './integration-cache';
import { integrationParam } from './integration-kinds';

export function DeleteIntegrationDialog({
  clusterId,
  name,
  onClose,
  onDeleted,
}: {
  clusterId: string;
  name: string | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const remove = useDeleteIntegration({
    mutation: {
      onSuccess: () => {
        if (name === null) return;
        void afterIntegrationDeleted(queryClient, clusterId, name);
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
      title="Delete integration"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
      closeOnEscape={false}
      styles={{ title: { fontWeight: 700 } }}
    >
      {name !== null && (
        <Stack gap="md">
          <Text>
            Delete the integration <span style={{ overflowWrap: 'anywhere', fontWeight: 600 }}>“{name}”</span>? The proxy will no longer
            reach AWS through it. Resources already enrolled through it stay. This cannot be undone.
          </Text>
          {remove.error && (
            <Alert color="red" role="alert" title="The integration was not deleted">
              <span style={{ overflowWrap: 'anywhere' }}>{errorText(remove.error)}</span>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate({ clusterId, name: integrationParam(name) })}>
              Delete integration
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
