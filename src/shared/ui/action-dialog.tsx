// The one dialog frame of the console: a title (the theme's dialog title style), the content, an
// error box, and the buttons in one order: Cancel, then the action (red when it destroys). A dialog
// that only informs has one button, Close. The action button takes the focus.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import './action-dialog.css';
import { Alert, Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { errorText } from '@/api/errors';

export interface ActionDialogProps {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Abandons the action: Escape, the close button and the Cancel button. */
  onCancel(): void;
  /** "Cancel" when there is an action, "Close" when the dialog only informs. */
  cancelLabel?: string;
  /** The action; without it the dialog only informs and shows one button. */
  actionLabel?: string;
  onAction?(): void;
  /** The action destroys something (delete, remove, revoke): a red button. */
  danger?: boolean;
  busy?: boolean;
  actionDisabled?: boolean;
  /** The failure of the action, shown above the buttons. */
  error?: { title: string; message: string } | null;
  /** The content is a form: Enter submits it, the action is its submit button. */
  form?: boolean;
  /** A question answered only by its buttons: no Escape, no click outside, no close button. */
  question?: boolean;
  /** A click outside does not cancel (a check the session waits for, a form with input). */
  keepOnOutsideClick?: boolean;
  /** More buttons, before Cancel (e.g. "Copy"). */
  extraButtons?: ReactNode;
  size?: ModalProps['size'];
  returnFocus?: boolean;
  onClosed?(): void;
  testId?: string;
}

export function ActionDialog(p: ActionDialogProps) {
  const hasAction = p.actionLabel !== undefined;
  const cancelLabel = p.cancelLabel ?? (hasAction ? 'Cancel' : 'Close');
  const buttons = (
    <Group justify="flex-end" gap="sm" className="action-dialog-buttons">
      {p.extraButtons}
      <Button
        variant="default"
        onClick={p.onCancel}
        disabled={hasAction && p.busy && p.question}
        data-autofocus={hasAction ? undefined : true}
      >
        {cancelLabel}
      </Button>
      {hasAction && (
        <Button
          type={p.form ? 'submit' : 'button'}
          color={p.danger ? 'red' : undefined}
          data-danger={p.danger || undefined}
          onClick={p.form ? undefined : p.onAction}
          loading={p.busy}
          disabled={p.actionDisabled}
          data-autofocus
        >
          {p.actionLabel}
        </Button>
      )}
    </Group>
  );
  const body = (
    <Stack gap="md">
      <div style={{ overflowWrap: 'anywhere' }}>{p.children}</div>
      {p.error && (
        <Alert color="red" variant="light" title={p.error.title} role="alert">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.error.message}
          </Text>
        </Alert>
      )}
      {buttons}
    </Stack>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy && !p.actionDisabled) p.onAction?.();
  };
  return (
    <Modal
      opened={p.opened}
      onClose={p.onCancel}
      title={p.title}
      closeOnClickOutside={!p.question && !p.keepOnOutsideClick}
      closeOnEscape={!p.question}
      withCloseButton={!p.question}
      onExitTransitionEnd={p.onClosed}
      returnFocus={p.returnFocus}
      size={p.size}
      centered
      data-testid={p.testId}
    >
      {p.form ? (
        <form onSubmit={submit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}

/** The part of a react-query mutation a confirmation dialog follows. */
export interface DialogMutation {
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
): Pick<ActionDialogProps, 'busy' | 'error' | 'onCancel'> {
  return {
    busy: mutation.isPending,
    error: mutation.error ? { title: failureTitle, message: errorText(mutation.error) } : null,
    onCancel: () => {
      mutation.reset();
      onClose();
    },
  };
}

interface DialogNoteProps {
  tone: 'error' | 'limit' | 'done';
  /** Shown from the start rather than arriving: not announced. */
  quiet?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A note in such a dialog: red for a failure, yellow for a limit, green for a state reached. */
export function DialogNote({ tone, quiet, testId, children }: DialogNoteProps) {
  const color = tone === 'error' ? 'red' : tone === 'limit' ? 'yellow' : 'green';
  const role = quiet ? undefined : tone === 'error' ? 'alert' : tone === 'done' ? 'status' : undefined;
  return (
    <Alert color={color} variant="light" role={role} data-testid={testId}>
      {children}
    </Alert>
  );
}
