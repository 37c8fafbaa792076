import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, FileInput, Group, Modal, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { fileNameOf, type Transfer } from './use-file-transfers';
import { formatBytes } from '@/shared/text/format-bytes';
import { CloseIcon } from '@/shared/icons/icons';

export interface FileTransferDialogProps {
  opened: boolean;
  onClose(): void;
  /** After the closing transition: the terminal takes the keyboard back. */
  onClosed?(): void;
  host: string;
  moderated: boolean;
  transfers: Transfer[];
  onUpload(file: File, directory: string): void;
  onDownload(path: string): void;
  onCancel(id: number): void;
  onDismiss(id: number): void;
}

function statusText(t: Transfer): string {
  switch (t.status) {
    case 'approval':
      return "Waiting for a moderator's approval…";
    case 'running':
      return t.total ? `${formatBytes(t.loaded)} of ${formatBytes(t.total)}` : `${formatBytes(t.loaded)}…`;
    case 'done':
      return `Done, ${formatBytes(t.total ?? t.loaded)}`;
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return t.error ?? 'Failed';
  }
}

function TransferRow({ t, onCancel, onDismiss }: { t: Transfer; onCancel(id: number): void; onDismiss(id: number): void }) {
  const active = t.status === 'approval' || t.status === 'running';
  const percent = t.total ? Math.min(100, (t.loaded / t.total) * 100) : t.status === 'done' ? 100 : 0;
  const label = `${t.direction === 'upload' ? 'Upload' : 'Download'} of ${t.name}`;
  return (
    <Paper withBorder p="xs" radius="sm" aria-label={label} data-status={t.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t.direction === 'upload' ? '↑' : '↓'} {t.name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={active ? `Cancel ${label.toLowerCase()}` : `Remove ${label.toLowerCase()} from the list`}
          onClick={() => (active ? onCancel(t.id) : onDismiss(t.id))}
        >
          <CloseIcon size={16} />
        </ActionIcon>
      </Group>
      <Progress
        value={t.status === 'approval' || (t.status === 'running' && !t.total) ? 100 : percent}
        striped={active && !t.total}
        animated={active && !t.total}
        color={t.status === 'failed' ? 'red' : t.status === 'cancelled' ? 'gray' : t.status === 'done' ? 'green' : 'brand'}
        size="sm"
        my={6}
        aria-label={`${label} progress`}
      />
      <Text
        size="xs"
        c={t.status === 'failed' ? 'red' : 'dimmed'}
        role={t.status === 'failed' ? 'alert' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {statusText(t)}
      </Text>
    </Paper>
  );
}

export function FileTransferDialog(p: FileTransferDialogProps) {
  const [direction, setDirection] = useState<'upload' | 'download'>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [directory, setDirectory] = useState('~/');
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (direction === 'upload') {
      if (!file) return setError('Choose a file to upload.');
      if (!directory.trim()) return setError('Enter the directory to upload to.');
      p.onUpload(file, directory.trim());
      setFile(null);
    } else {
      if (!path.trim()) return setError('Enter the path of the file to download.');
      if (!fileNameOf(path)) return setError('Enter the path of a file, not a directory.');
      p.onDownload(path.trim());
    }
    setError(null);
  };

  return (
    <Modal opened={p.opened} onClose={p.onClose} onExitTransitionEnd={p.onClosed} returnFocus={false} title="File transfer" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            value={direction}
            onChange={(v) => {
              setDirection(v as 'upload' | 'download');
              setError(null);
            }}
            data={[
              { label: 'Upload', value: 'upload' },
              { label: 'Download', value: 'download' },
            ]}
            aria-label="Direction"
          />
          {p.moderated && (
            <Alert color="yellow" variant="light">
              This session is moderated: a moderator has to approve each transfer.
            </Alert>
          )}
          {direction === 'upload' ? (
            <>
              <FileInput label="File" placeholder="Choose a file" value={file} onChange={setFile} clearable />
              <TextInput
                label={`Directory on ${p.host}`}
                value={directory}
                onChange={(e) => setDirectory(e.currentTarget.value)}
                spellCheck={false}
              />
            </>
          ) : (
            <TextInput
              label={`File path on ${p.host}`}
              placeholder="~/notes.txt"
              value={path}
              onChange={(e) => setPath(e.currentTarget.value)}
              spellCheck={false}
              data-autofocus
            />
          )}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit">{direction === 'upload' ? 'Upload' : 'Download'}</Button>
          </Group>
          {p.transfers.length > 0 && (
            <Stack gap="xs" aria-label="Transfers">
              {p.transfers.map((t) => (
                <TransferRow key={t.id} t={t} onCancel={p.onCancel} onDismiss={p.onDismiss} />
              ))}
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
