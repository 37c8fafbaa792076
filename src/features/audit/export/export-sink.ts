// Where an export is written as it goes. With the File System Access API (Chromium:
// window.showSaveFilePicker) the user picks the file first and every page is written to it as it
// arrives, so nothing accumulates in memory. Without it (Firefox, Safari) the page's text becomes a
// Blob at once and the Blobs of all pages are joined into one download at the end: the browser may
// keep large Blobs on disk, but the whole file exists before it is saved, which is the honest
// limit of a download without that API.

export interface ExportSink {
  /** 'file' (written as it streams) or 'download' (one file saved at the end). */
  kind: 'file' | 'download';
  write: (chunk: string) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
}

interface WritableLike {
  write: (data: string) => Promise<void>;
  close: () => Promise<void>;
  abort?: (reason?: unknown) => Promise<void>;
}

interface SavePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName?: string;
    types?: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<{ createWritable: () => Promise<WritableLike> }>;
}

const MIME = { csv: 'text/csv', json: 'application/json' } as const;

/** The sink of a new export, or null when the user closed the save dialog. */
export async function openExportSink(fileName: string, format: 'csv' | 'json', win: Window = window): Promise<ExportSink | null> {
  const picker = (win as unknown as SavePickerWindow).showSaveFilePicker;
  if (typeof picker === 'function') {
    let handle;
    try {
      handle = await picker.call(win, {
        suggestedName: fileName,
        types: [{ description: format === 'csv' ? 'CSV file' : 'JSON file', accept: { [MIME[format]]: [`.${format}`] } }],
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

export function downloadSink(fileName: string, format: 'csv' | 'json', win: Window = window): ExportSink {
  let parts: Blob[] = [];
  return {
    kind: 'download',
    write: async (chunk) => {
      parts.push(new Blob([chunk], { type: MIME[format] }));
    },
    close: async () => {
      const blob = new Blob(parts, { type: MIME[format] });
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
