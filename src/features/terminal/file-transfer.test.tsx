import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { FileTransferDialog } from './file-transfer-dialog';
import { fileNameOf, scpPath, type Transfer } from './use-file-transfers';
import { formatBytes } from '@/shared/text/format-bytes';

describe('file transfer helpers', () => {
  it('builds the scp path with every segment encoded', () => {
    expect(scpPath({ clusterId: 'teleport.example.com', serverId: 'web 1', login: 'al/ice' })).toBe(
      '/webapi/sites/teleport.example.com/nodes/web%201/al%2Fice/scp',
    );
  });

  it('names the downloaded file after the last path segment, and refuses directories', () => {
    expect(fileNameOf('~/logs/app.log')).toBe('app.log');
    expect(fileNameOf('/etc/hosts')).toBe('hosts');
    expect(fileNameOf(' notes.txt ')).toBe('notes.txt');
    for (const dir of ['~', '~/', '/var/log/', '', '.', '..', 'a/..']) expect(fileNameOf(dir)).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200_000)).toBe('195 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});

function dialog(transfers: Transfer[] = [], moderated = false) {
  const props = {
    opened: true,
    onClose: vi.fn(),
    host: 'web-1',
    moderated,
    transfers,
    onUpload: vi.fn(),
    onDownload: vi.fn(),
    onCancel: vi.fn(),
    onDismiss: vi.fn(),
  };
  renderWithProviders(<FileTransferDialog {...props} />);
  return props;
}

describe('the file transfer dialog', () => {
  it('asks for a file before uploading, then uploads to the directory', () => {
    const p = dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toContain('Choose a file to upload.');
    expect(p.onUpload).not.toHaveBeenCalled();
    const file = new File(['hi'], 'hello.txt');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Directory on web-1'), { target: { value: ' /tmp ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(p.onUpload).toHaveBeenCalledWith(file, '/tmp');
  });

  it('downloads a file path, not a directory', () => {
    const p = dialog();
    fireEvent.click(screen.getByText('Download'));
    fireEvent.change(screen.getByLabelText('File path on web-1'), { target: { value: '~/logs/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter the path of a file, not a directory.');
    fireEvent.change(screen.getByLabelText('File path on web-1'), { target: { value: '~/logs/app.log' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(p.onDownload).toHaveBeenCalledWith('~/logs/app.log');
  });

  it('shows progress, approval, errors as text, and cancels running transfers', () => {
    const base = { direction: 'download' as const, location: '~/x', total: 2048, error: null };
    const p = dialog(
      [
        { ...base, id: 1, name: 'a.bin', loaded: 1024, status: 'running' },
        { ...base, id: 2, name: 'b.bin', loaded: 0, total: null, status: 'approval' },
        { ...base, id: 3, name: '<img src=x onerror=alert(1)>', loaded: 0, status: 'failed', error: 'stat ~/x: <b>no</b> such file' },
      ],
      true,
    );
    expect(screen.getByText('This session is moderated: a moderator has to approve each transfer.')).toBeTruthy();
    expect(screen.getByLabelText('Download of a.bin').textContent).toContain('1.0 KB of 2.0 KB');
    expect(screen.getByLabelText('Download of b.bin').textContent).toContain("Waiting for a moderator's approval…");
    expect(screen.getByText('stat ~/x: <b>no</b> such file')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel download of a.bin' }));
    expect(p.onCancel).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove download of <img src=x onerror=alert(1)> from the list' }));
    expect(p.onDismiss).toHaveBeenCalledWith(3);
  });
});
