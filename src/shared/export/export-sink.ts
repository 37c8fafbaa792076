// Where an export is written as it goes (the audit log's events, a recording's asciicast or
// transcript). With the File System Access API (Chromium: window.showSaveFilePicker) the user
// picks the file first and every piece is written to it as it arrives, so nothing accumulates in
// memory. Without it (Firefox, Safari) each piece becomes a Blob at once and the Blobs are joined
// into one download at the end: the browser may keep large Blobs on disk, but the whole file
// exists before it is saved, which is the honest limit of a download without that API.

export interface ExportSink {
  /** 'file' (written as it streams) or 'download' (one file saved at the end). */
  kind: 'file' | 'download';
  /** Text, or bytes (a video). */
  write: (chunk: string | Uint8Array) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
}

interface WritableLike {
  write: (data: string | Uint8Array) => Promise<void>;
  close: () => Promise<void>;
  abort?: (reason?: unknown) => Promise<void>;
}

interface SavePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName?: string;
    types?: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<{ createWritable: () => Promise<WritableLike> }>;
}

/** The kinds of file an export writes: MIME type and the save dialog's description. */
export const EXPORT_FILE_TYPES = {
  csv: { mime: 'text/csv', description: 'CSV file' },
  json: { mime: 'application/json', description: 'JSON file' },
  ndjson: { mime: 'application/x-ndjson', description: 'NDJSON file' },
  cast: { mime: 'application/x-asciicast', description: 'asciicast recording' },
  txt: { mime: 'text/plain', description: 'Text file' },
  webm: { mime: 'video/webm', description: 'WebM video' },
} as const;

export type ExportFileType = keyof typeof EXPORT_FILE_TYPES;

/** The sink of a new export, or null when the user closed the save dialog. */
export async function openExportSink(fileName: string, format: ExportFileType, win: Window = window): Promise<ExportSink | null> {
  const picker = (win as unknown as SavePickerWindow).showSaveFilePicker;
  if (typeof picker === 'function') {
    const type = EXPORT_FILE_TYPES[format];
    let handle;
    try {
      handle = await picker.call(win, {
        suggestedName: fileName,
        types: [{ description: type.description, accept: { [type.mime]: [`.${format}`] } }],
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      throw error;
    }
    const writable = await handle.createWritable();
    return {
      kind: 'file',
      write: (chunk) => writable.write(chunk),
      close: () => writable.close(),
      abort: async () => {
        await writable.abort?.().catch(() => undefined);
      },
    };
  }
  return downloadSink(fileName, format, win);
}

export function downloadSink(fileName: string, format: ExportFileType, win: Window = window): ExportSink {
  const mime = EXPORT_FILE_TYPES[format].mime;
  let parts: Blob[] = [];
  return {
    kind: 'download',
    write: async (chunk) => {
      parts.push(new Blob([chunk as string | Uint8Array<ArrayBuffer>], { type: mime }));
    },
    close: async () => {
      const blob = new Blob(parts, { type: mime });
      parts = [];
      const url = URL.createObjectURL(blob);
      const link = win.document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.style.display = 'none';
      win.document.body.append(link);
      link.click();
      link.remove();
      // Give the download time to start before the URL goes.
      win.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    abort: async () => {
      parts = [];
    },
  };
}
