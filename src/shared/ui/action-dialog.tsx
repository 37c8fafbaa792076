// A small dialog of a session page: a few lines of text and notes, a way out and one action (the
// per-session MFA check, sharing a folder with a desktop). The action button takes the focus.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ActionDialogProps {
  opened: boolean;
  title: string;
  /** The way out: Escape, the close button and the first button. */
  onDismiss(): void;
  dismissLabel: string;
  actionLabel: string;
  onAction(): void;
  busy: boolean;
  actionDisabled?: boolean;
  /** A click outside does not dismiss (a check the session waits for). */
  keepOnOutsideClick?: boolean;
  onClosed?(): void;
  children: ReactNode;
}

export function ActionDialog(p: ActionDialogProps) {
  return (
    <Modal
      opened={p.opened}
      onClose={p.onDismiss}
      title={p.title}
      closeOnClickOutside={!p.keepOnOutsideClick}
      onExitTransitionEnd={p.onClosed}
      returnFocus={false}
      centered
    >
      <Stack gap="sm">
        {p.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onDismiss}>
            {p.dismissLabel}
          </Button>
          <Button onClick={p.onAction} loading={p.busy} disabled={p.actionDisabled} data-autofocus>
            {p.actionLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
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
