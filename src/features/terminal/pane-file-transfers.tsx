// A terminal pane's file transfers (terminal-pane.tsx): the Files dialog and the transfers it runs
// over the scp route, asked of the moderators first in a moderated session.
import type { TerminalSession } from './terminal-session';
import { FileTransferDialog } from './file-transfer-dialog';
import { useFileTransfers } from './use-file-transfers';

export interface PaneFileTransfersProps {
  opened: boolean;
  onClose(): void;
  /** The dialog has closed: the terminal takes the focus back. */
  onClosed(): void;
  clusterId: string;
  serverId: string;
  login: string;
  host: string;
  session: TerminalSession;
  moderated: boolean;
}

export function PaneFileTransfers(p: PaneFileTransfersProps) {
  const { session } = p;
  const files = useFileTransfers({
    clusterId: p.clusterId,
    serverId: p.serverId,
    login: p.login,
    ...(p.moderated ? { requestApproval: (req: Parameters<TerminalSession['requestTransfer']>[0]) => session.requestTransfer(req) } : {}),
  });
  return (
    <FileTransferDialog
      opened={p.opened}
      onClose={p.onClose}
      onClosed={p.onClosed}
      host={p.host}
      moderated={p.moderated}
      transfers={files.transfers}
      onUpload={(file, dir) => void files.upload(file, dir)}
      onDownload={(path) => void files.download(path)}
      onCancel={files.cancel}
      onDismiss={files.dismiss}
    />
  );
}
