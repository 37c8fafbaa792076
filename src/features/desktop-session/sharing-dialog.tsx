// Sharing a local folder with the desktop: what it does, the folder picker, and where it stands.
// Off when the roles say so; a clear note in browsers without the File System Access API.
import { Text } from '@mantine/core';
import { ActionDialog, DialogNote } from '@/shared/ui/action-dialog';
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
    <ActionDialog
      opened={p.opened}
      title="Share a folder"
      onCancel={p.onClose}
      cancelLabel={s.phase === 'shared' ? 'Close' : 'Cancel'}
      returnFocus={false}
      actionLabel="Choose a folder…"
      onAction={p.onPick}
      busy={p.busy}
      actionDisabled={Boolean(p.unavailable) || s.phase === 'shared' || s.phase === 'announcing'}
    >
      <Text size="sm">
        The folder you choose appears on {p.desktopName} as a network drive. The desktop can read, change, create and delete files in it
        while this session runs; nothing outside it is shared.
      </Text>
      {p.unavailable && (
        <DialogNote tone="limit" testId="sharing-unavailable">
          {p.unavailable}
        </DialogNote>
      )}
      {s.phase === 'announcing' && <Text size="sm">Offering {s.name} to the desktop…</Text>}
      {s.phase === 'shared' && (
        <DialogNote tone="done">
          {s.name} is shared with {p.desktopName} ({s.requests} {s.requests === 1 ? 'request' : 'requests'} answered).
        </DialogNote>
      )}
      {s.phase === 'failed' && <DialogNote tone="error">{s.error}</DialogNote>}
      {p.pickError && <DialogNote tone="error">{p.pickError}</DialogNote>}
    </ActionDialog>
  );
}
