// File transfers of a terminal session through the scp route (downloadFile, uploadFile):
//   GET  /webapi/sites/{clusterId}/nodes/{serverId}/{login}/scp?location=FILE&filename=NAME   download
//   POST /webapi/sites/{clusterId}/nodes/{serverId}/{login}/scp?location=DIR&filename=NAME    upload (multipart)
// In a moderated session each transfer is first requested over the socket; the scp call then
// carries the approved request's id and the session id.
//
// TODO(contract): the generated downloadFile/uploadFile fetchers cannot report progress; keep
// these http.ts transfer helpers, but check the paths and query names against the contract.
import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '@/api/http';
import { apiPath } from '@/api/path';
import { errorText } from '@/api/errors';

export type TransferStatus = 'approval' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Transfer {
  id: number;
  direction: 'upload' | 'download';
  name: string;
  location: string;
  loaded: number;
  total: number | null;
  status: TransferStatus;
  error: string | null;
}

export interface TransferTarget {
  clusterId: string;
  serverId: string;
  login: string;
  /** Set for a moderated session: how to ask the moderators. */
  requestApproval?: (req: { download: boolean; location: string; filename?: string }) => {
    promise: Promise<{ requestId: string; sessionId: string }>;
    cancel: () => void;
  };
}

export function scpPath(t: Pick<TransferTarget, 'clusterId' | 'serverId' | 'login'>): string {
  return apiPath`/webapi/sites/${t.clusterId}/nodes/${t.serverId}/${t.login}/scp`;
}

/** The file name of a remote path, or null when the path names a directory. */
export function fileNameOf(path: string): string | null {
  const trimmed = path.trim();
  if (!trimmed || trimmed.endsWith('/') || trimmed === '~' || trimmed === '.' || trimmed === '..') return null;
  const name = trimmed.split('/').pop() ?? '';
  return name && name !== '.' && name !== '..' ? name : null;
}

/** Hand a downloaded file to the browser. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const isAbort = (e: unknown) => (e instanceof DOMException || e instanceof Error) && e.name === 'AbortError';

export function useFileTransfers(target: TransferTarget) {
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const cancels = useRef(new Map<number, () => void>());
  const nextId = useRef(1);
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    const pending = cancels.current;
    return () => {
      for (const cancel of pending.values()) cancel();
    };
  }, []);

  const update = useCallback((id: number, patch: Partial<Transfer>) => {
    setTransfers((list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  }, []);

  const run = useCallback(
    async (
      direction: Transfer['direction'],
      name: string,
      location: string,
      work: (signal: AbortSignal, ids: Record<string, string>, progress: (l: number, t: number | null) => void) => Promise<void>,
    ) => {
      const id = nextId.current++;
      const controller = new AbortController();
      const t = latest.current;
      setTransfers((list) => [
        ...list,
        { id, direction, name, location, loaded: 0, total: null, status: t.requestApproval ? 'approval' : 'running', error: null },
      ]);
      let cancelApproval: (() => void) | null = null;
      cancels.current.set(id, () => {
        controller.abort();
        cancelApproval?.();
      });
      let lastPaint = 0;
      const progress = (loaded: number, total: number | null) => {
        const now = performance.now();
        if (now - lastPaint < 100 && loaded !== total) return;
        lastPaint = now;
        update(id, { loaded, total });
      };
      try {
        let ids: Record<string, string> = {};
        if (t.requestApproval) {
          const req = t.requestApproval({
            download: direction === 'download',
            location,
            ...(direction === 'upload' ? { filename: name } : {}),
          });
          cancelApproval = req.cancel;
          const approved = await req.promise;
          ids = { fileTransferRequestId: approved.requestId, moderatedSessionId: approved.sessionId };
          update(id, { status: 'running' });
        }
        await work(controller.signal, ids, progress);
        update(id, { status: 'done' });
      } catch (err) {
        update(id, isAbort(err) ? { status: 'cancelled' } : { status: 'failed', error: errorText(err) });
      } finally {
        cancels.current.delete(id);
      }
    },
    [update],
  );

  const upload = useCallback(
    (file: File, directory: string) =>
      run('upload', file.name, directory, async (signal, ids, progress) => {
        const form = new FormData();
        form.append('file', file, file.name);
        await http.upload(scpPath(latest.current), form, {
          query: { location: directory, filename: file.name, ...ids },
          signal,
          onProgress: progress,
        });
        progress(file.size, file.size);
      }),
    [run],
  );

  const download = useCallback(
    (path: string) => {
      const name = fileNameOf(path) ?? 'download';
      return run('download', name, path, async (signal, ids, progress) => {
        const blob = await http.download(scpPath(latest.current), {
          query: { location: path, filename: name, ...ids },
          signal,
          onProgress: progress,
        });
        progress(blob.size, blob.size);
        saveBlob(blob, name);
      });
    },
    [run],
  );

  const cancel = useCallback((id: number) => cancels.current.get(id)?.(), []);
  const dismiss = useCallback((id: number) => setTransfers((list) => list.filter((t) => t.id !== id)), []);

  return { transfers, upload, download, cancel, dismiss };
}
