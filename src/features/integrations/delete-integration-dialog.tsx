// Deleting an integration, after a confirmation that names it. A refusal is shown in the dialog.
// The integration lists refresh themselves (src/api/write-refresh.ts).
import { Text } from '@mantine/core';
import { useDeleteIntegration } from '@/api/gen/hooks/integrations/integrations';
import { ActionDialog, mutationDialogProps } from '@/shared/ui/action-dialog';

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
  const remove = useDeleteIntegration({
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
      title="Delete integration"
      actionLabel="Delete integration"
      danger
      {...mutationDialogProps(remove, 'The integration was not deleted', onClose)}
      onAction={() => name !== null && remove.mutate({ clusterId, name })}
    >
      <Text>
        Delete the integration <strong>“{name}”</strong>? The proxy will no longer reach AWS through it. Resources already enrolled through
        it stay. This cannot be undone.
      </Text>
    </ActionDialog>
  );
}
