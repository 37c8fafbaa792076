import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface MfaDialogProps {
  opened: boolean;
  host: string;
  busy: boolean;
  error: string | null;
  webauthn: boolean;
  onVerify(): void;
  onCancel(): void;
  onClosed?(): void;
  /** What cannot use a one-time code, in the note (default 'the web terminal'). */
  client?: string;
}

/** Per-session MFA (terminal and desktop): the server asked for a WebAuthn check before it opens the session. */
export function MfaDialog(p: MfaDialogProps) {
  return (
    <Modal
      opened={p.opened}
      onClose={p.onCancel}
      title="Verify your identity"
      closeOnClickOutside={false}
      onExitTransitionEnd={p.onClosed}
      returnFocus={false}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          {p.host} requires multi-factor authentication for every session. Use your security key or passkey to continue.
        </Text>
        {!p.webauthn && (
          <Alert color="red" variant="light">
            The server asked for a one-time code, which {p.client ?? 'the web terminal'} cannot use. Register a security key or passkey.
          </Alert>
        )}
        {p.error && (
          <Alert color="red" variant="light" role="alert">
            {p.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onCancel}>
            Cancel
          </Button>
          <Button onClick={p.onVerify} loading={p.busy} disabled={!p.webauthn} data-autofocus>
            {p.error ? 'Try again' : 'Use security key'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
