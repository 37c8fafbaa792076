// The export dialog against a stubbed HTTP layer: the chosen format is written to the picked file
// (asciicast with the bookmark as a marker, or the transcript), and a recording that is not there
// fails with a message that says what to do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { writeBookmarks } from '@/shared/sessions/bookmarks';
import { RecordingExportDialog } from './recording-export-dialog';

const OUTPUT = new TextEncoder().encode('\x1b[32m$\x1b[0m naïve\r\ndone\r\n');
const CUT = new TextEncoder().encode('\x1b[32m$\x1b[0m naïve').length;
const EVENTS = {
  startKey: '',
  events: [
    { ei: 0, event: 'session.start', time: '2026-11-27T10:00:00.000Z', ms: 0, size: '100:30' },
    { ei: 1, event: 'print', time: '2026-11-27T10:00:00.500Z', ms: 500, offset: 0, bytes: CUT },
    { ei: 2, event: 'print', time: '2026-11-27T10:00:02.000Z', ms: 2000, offset: CUT, bytes: OUTPUT.length - CUT },
    { ei: 3, event: 'session.end', time: '2026-11-27T10:00:03.000Z', ms: 3000 },
  ],
};

function stubApi(missing = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (missing)
        return new Response(JSON.stringify({ error: { message: 'not found' } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname.endsWith('/events'))
        return new Response(JSON.stringify(EVENTS), { headers: { 'Content-Type': 'application/json' } });
      const offset = Number(url.searchParams.get('offset'));
      const bytes = Number(url.searchParams.get('bytes'));
      return new Response(OUTPUT.slice(offset, offset + bytes), { headers: { 'Content-Type': 'application/octet-stream' } });
    }),
  );
}

function stubPicker() {
  const written: string[] = [];
  const picked: string[] = [];
  (window as unknown as { showSaveFilePicker: unknown }).showSaveFilePicker = async (o: { suggestedName: string }) => {
    picked.push(o.suggestedName);
    return {
      createWritable: async () => ({
        write: async (chunk: string) => void written.push(chunk),
        close: async () => undefined,
        abort: async () => undefined,
      }),
    };
  };
  return { written, picked };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

/** The done message, or the dialog's text when it does not come. */
async function done(): Promise<HTMLElement> {
  try {
    return await screen.findByTestId('recording-export-done', {}, { timeout: 3000 });
  } catch {
    throw new Error(`not done: ${(document.querySelector('[role=dialog]') ?? document.body).textContent}`);
  }
}

function open(format: 'cast' | 'txt') {
  return renderWithProviders(
    <RecordingExportDialog
      opened
      onClose={() => undefined}
      clusterId="c1"
      sid="s-1"
      what="SSH"
      format={format}
      onFormat={() => undefined}
    />,
  );
}

describe('the recording export dialog', () => {
  it('writes the asciicast to the picked file, with the bookmark as a marker', async () => {
    stubApi();
    const file = stubPicker();
    writeBookmarks('c1', 's-1', [{ id: 'b', ms: 1000, note: 'look here' }]);
    open('cast');
    expect((screen.getByRole('radio', { name: 'asciicast (.cast)' }) as HTMLInputElement).checked).toBe(true);
    // The dialog has taken the focus (its trap) before the export starts.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await done()).textContent).toContain('written to s-1.cast');
    expect(file.picked).toEqual(['s-1.cast']);
    const lines = file.written.join('').trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ version: 2, width: 100, height: 30, duration: 3 });
    expect(lines.slice(1).map((l) => JSON.parse(l) as unknown)).toEqual([
      [0.5, 'o', '\x1b[32m$\x1b[0m naïve'],
      [1, 'm', 'look here'],
      [2, 'o', '\r\ndone\r\n'],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('writes a transcript without escape sequences', async () => {
    stubApi();
    const file = stubPicker();
    open('txt');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await done();
    expect(file.written.join('')).toBe('$ naïve\ndone\n');
  });

  it('says what to do when the recording is not there', async () => {
    stubApi(true);
    stubPicker();
    open('cast');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(screen.getByTestId('recording-export-failed').textContent).toContain(
        'There is no recording of session s-1 on cluster c1: pick it again from Session Recordings.',
      ),
    );
  });
});
