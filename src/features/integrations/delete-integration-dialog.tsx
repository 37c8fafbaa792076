// Deleting an integration, after a confirmation that names it. A refusal is shown in the dialog.
// The integration lists refresh themselves (src/api/write-refresh.ts).
import { useDeleteIntegration } from '@/api/gen/hooks/integrations/integrations';
import { ConfirmDeleteDialog } from '@/shared/ui/confirm-delete-dialog';

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
    <ConfirmDeleteDialog
      item={name}
      noun="integration"
      mutation={remove}
      onDelete={(integration) => remove.mutate({ clusterId, name: integration })}
      onClose={onClose}
    >
      Delete the integration <strong>“{name}”</strong>? The proxy will no longer reach AWS through it. Resources already enrolled through it
      stay. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
