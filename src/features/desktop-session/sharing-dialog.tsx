// Sharing a local folder with the desktop: what it does, the folder picker, and where it stands.
// Off when the roles say so; a clear note in browsers without the File System Access API.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SharingState } from './desktop-session';

export interface SharingDialogProps {
  opened: boolean;
  onClose(): void;
  desktopName: string;
  sharing: SharingState;
  /** Why sharing cannot be used here (roles, browser, the session not running), or null. */
  unavailable: string | null;
  busy: boolean;
  pickError: string | null;
  onPick(): void;
}

export function SharingDialog(p: SharingDialogProps) {
  const s = p.sharing;
  return (
    <Modal opened={p.opened} onClose={p.onClose} title="Share a folder" centered returnFocus={false}>
      <Stack gap="sm">
        <Text size="sm">
          The folder you choose appears on {p.desktopName} as a network drive. The desktop can read, change, create and delete files in it
          while this session runs; nothing outside it is shared.
        </Text>
        {p.unavailable && (
          <Alert color="yellow" variant="light" data-testid="sharing-unavailable">
            {p.unavailable}
          </Alert>
        )}
        {s.phase === 'announcing' && <Text size="sm">Offering {s.name} to the desktop…</Text>}
        {s.phase === 'shared' && (
          <Alert color="green" variant="light" role="status">
            {s.name} is shared with {p.desktopName} ({s.requests} {s.requests === 1 ? 'request' : 'requests'} answered).
          </Alert>
        )}
        {s.phase === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {s.error}
          </Alert>
        )}
        {p.pickError && (
          <Alert color="red" variant="light" role="alert">
            {p.pickError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onClose}>
            Close
          </Button>
          <Button
            onClick={p.onPick}
            loading={p.busy}
            disabled={Boolean(p.unavailable) || s.phase === 'shared' || s.phase === 'announcing'}
            data-autofocus
          >
            Choose a folder…
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
