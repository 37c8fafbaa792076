// Deleting an integration, after a confirmation that names it. A refusal is shown in the dialog.
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteIntegration } from '@/api/gen/hooks/integrations/integrations';
import { ConfirmDialog, mutationDialogProps } from '@/shared/resource-items/confirm-dialog';
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
  return (
    <ConfirmDialog
      opened={name !== null}
      title="Delete integration"
      confirmLabel="Delete integration"
      danger
      {...mutationDialogProps(remove, 'The integration was not deleted', onClose)}
      onConfirm={() => name !== null && remove.mutate({ clusterId, name: integrationParam(name) })}
    >
      <Text>
        Delete the integration <strong>“{name}”</strong>? The proxy will no longer reach AWS through it. Resources already enrolled through
        it stay. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
