import { Text } from '@mantine/core';
import { ActionDialog, DialogNote } from '@/shared/ui/action-dialog';

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
    <ActionDialog
      opened={p.opened}
      title="Verify your identity"
      onCancel={p.onCancel}
      returnFocus={false}
      actionLabel={p.error ? 'Try again' : 'Use security key'}
      onAction={p.onVerify}
      busy={p.busy}
      actionDisabled={!p.webauthn}
      onClosed={p.onClosed}
      keepOnOutsideClick
    >
      <Text size="sm">{p.host} requires multi-factor authentication for every session. Use your security key or passkey to continue.</Text>
      {!p.webauthn && (
        <DialogNote tone="error" quiet>
          The server asked for a one-time code, which {p.client ?? 'the web terminal'} cannot use. Register a security key or passkey.
        </DialogNote>
      )}
      {p.error && <DialogNote tone="error">{p.error}</DialogNote>}
    </ActionDialog>
  );
}
