// A small question with two answers (discard unsaved changes, delete an item). It closes only by
// one of its buttons; an error of the confirmed action is shown inside it.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorText } from '@/api/errors';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  error?: { title: string; message: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  busy,
  error,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      zIndex={400}
      title={<Text fw={600}>{title}</Text>}
      data-testid={testId}
    >
      <Stack gap="md">
        <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
        {error && (
          <Alert color="red" variant="light" title={error.title} role="alert">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {error.message}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The part of a react-query mutation a confirmation dialog follows. */
interface DialogMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * The busy state, the error box and Cancel of a dialog that confirms one mutation (a delete):
 * the failure is shown under `failureTitle`; Cancel clears it before closing, so the dialog opens
 * clean next time.
 */
export function mutationDialogProps(
  mutation: DialogMutation,
  failureTitle: string,
  onClose: () => void,
): Pick<ConfirmDialogProps, 'busy' | 'error' | 'onCancel'> {
  return {
    busy: mutation.isPending,
    error: mutation.error ? { title: failureTitle, message: errorText(mutation.error) } : null,
    onCancel: () => {
      mutation.reset();
      onClose();
    },
  };
}
