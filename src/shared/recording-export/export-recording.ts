// The export of an SSH or Kubernetes recording, streamed: its frames (from the events, read by
// src/shared/sessions/recording-events.ts exactly as the player reads them) are walked in time
// order while the byte stream is fetched chunk by chunk (at most 5 MiB a call); what a chunk's
// frames produce is written to the file before the next chunk is fetched, so only one chunk (and
// the tail of the one before, for a frame that spans two) is held at a time. The bytes are decoded
// as UTF-8 by one streaming TextDecoder, so a character split between two chunks or two prints
// survives. Two formats: asciicast v2 (output, resizes, and the bookmarks as markers) and a plain
// text transcript (escape sequences stripped).
import type { Recording } from '@/shared/sessions/recording-events';
import { castEventLine, castHeaderLine, castSize } from './asciicast';
import { TranscriptWriter } from './transcript';

export type RecordingExportFormat = 'cast' | 'txt';

/** The most the stream call returns at once (5 MiB), as the player asks. */
export const EXPORT_CHUNK_BYTES = 5 * 1024 * 1024;
/** Text gathered before it is written out (about 1 MB). */
const FLUSH_CHARS = 1 << 20;

export interface ExportMarker {
  ms: number;
  note: string;
}

export interface ExportProgress {
  /** Bytes of the recording's output fetched so far. */
  bytes: number;
  total: number;
}

export interface ExportRecordingOptions {
  format: RecordingExportFormat;
  recording: Recording;
  /** Unix time of the session's start in ms (the asciicast header's timestamp), when known. */
  startTime?: number;
  title?: string;
  /** Written as asciicast markers (ignored by the transcript). */
  markers?: readonly ExportMarker[];
  /** Bytes [offset, offset + bytes) of the stream; fewer when the stream ends there. */
  read: (offset: number, bytes: number, signal: AbortSignal | undefined) => Promise<Uint8Array>;
  write: (text: string) => Promise<void>;
  signal?: AbortSignal;
  onProgress?: (p: ExportProgress) => void;
  chunkBytes?: number;
}

export interface ExportResult {
  /** Bytes of output written. */
  bytes: number;
  /** Events written (asciicast) or lines (transcript). */
  items: number;
  /** The stream ended before the end its events describe. */
  truncated: boolean;
}

/** The file's name: the session id (a name the file system takes) and the format's extension. */
export function exportFileName(sid: string, format: RecordingExportFormat): string {
  const base =
    sid
      .replace(/[^\w.-]+/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 120) || 'recording';
  return `${base}.${format}`;
}

/** The cancelled export's error. */
export function abortError(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
}

/** The stream as a moving window: forward reads fetch the next chunks, older bytes are let go. */
class ByteWindow {
  private base = 0;
  private data = new Uint8Array(0);
  /** The next offset to fetch. */
  next = 0;
  ended = false;

  constructor(
    private readonly total: number,
    private readonly chunk: number,
    private readonly read: ExportRecordingOptions['read'],
    private readonly signal: AbortSignal | undefined,
    /** Called before each fetch: write out what the bytes so far produced. */
    private readonly beforeFetch: () => Promise<void>,
    private readonly onFetched: () => void,
  ) {}

  /** Bytes [start, end), fewer when the stream ends before. */
  async range(start: number, end: number): Promise<Uint8Array> {
    if (start < this.base) return this.direct(start, end);
    while (!this.ended && this.next < end && this.next < this.total) {
      await this.beforeFetch();
      if (this.signal?.aborted) throw abortError();
      const want = Math.min(this.chunk, this.total - this.next);
      const got = await this.read(this.next, want, this.signal);
      if (this.signal?.aborted) throw abortError();
      const part = got.length > want ? got.subarray(0, want) : got;
      // Keep the bytes from `start` on (a frame spanning two chunks), drop the rest.
      const keepFrom = Math.max(0, Math.min(start, this.base + this.data.length) - this.base);
      const kept = this.data.subarray(keepFrom);
      const joined = new Uint8Array(kept.length + part.length);
      joined.set(kept, 0);
      joined.set(part, kept.length);
      this.base += keepFrom;
      this.data = joined;
      this.next += part.length;
      if (part.length < want) this.ended = true;
      this.onFetched();
    }
    if (this.next >= this.total) this.ended = true;
    const from = Math.max(0, start - this.base);
    const to = Math.max(from, Math.min(end, this.next) - this.base);
    return this.data.subarray(from, to);
  }

  /** A range behind the window (frames out of stream order): fetched on its own. */
  private async direct(start: number, end: number): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    let at = start;
    while (at < end) {
      const want = Math.min(this.chunk, end - at);
      const got = await this.read(at, want, this.signal);
      if (this.signal?.aborted) throw abortError();
      parts.push(got.subarray(0, want));
      at += Math.min(got.length, want);
      if (got.length < want) break;
    }
    if (parts.length === 1) return parts[0]!;
    const all = new Uint8Array(at - start);
    let o = 0;
    for (const p of parts) {
      all.set(p, o);
      o += p.length;
    }
    return all;
  }
}

/** Writes the recording in the chosen format through `write`; rejects with an AbortError when cancelled. */
export async function exportRecording(o: ExportRecordingOptions): Promise<ExportResult> {
  const { recording, format, signal } = o;
  const total = recording.totalBytes;
  const cast = format === 'cast';
  const transcript = cast ? null : new TranscriptWriter();
  const markers = cast ? [...(o.markers ?? [])].sort((a, b) => a.ms - b.ms) : [];
  let nextMarker = 0;
  let pending: string[] = [];
  let pendingChars = 0;
  let items = 0;
  let written = 0;

  const add = (text: string) => {
    if (!text) return;
    pending.push(text);
    pendingChars += text.length;
  };
  const flush = async () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    pendingChars = 0;
    await o.write(text);
  };
  const progress = () => o.onProgress?.({ bytes: Math.min(stream.next, total), total });
  const stream = new ByteWindow(total, o.chunkBytes ?? EXPORT_CHUNK_BYTES, o.read, signal, flush, progress);

  const markersUpTo = (ms: number) => {
    while (nextMarker < markers.length && markers[nextMarker]!.ms <= ms) {
      const m = markers[nextMarker++]!;
      add(castEventLine(Math.min(m.ms, recording.durationMs), 'm', m.note));
      items++;
    }
  };
  const countLines = (text: string) => {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) items++;
  };

  if (signal?.aborted) throw abortError();
  if (cast) {
    add(
      castHeaderLine({
        width: recording.initialSize.cols,
        height: recording.initialSize.rows,
        timestamp: o.startTime !== undefined ? o.startTime / 1000 : undefined,
        duration: recording.durationMs / 1000,
        title: o.title,
        env: { TERM: 'xterm-256color' },
      }),
    );
  }
  o.onProgress?.({ bytes: 0, total });

  const decoder = new TextDecoder('utf-8');
  let decodedTo = 0;
  let truncated = false;
  for (const f of recording.frames) {
    if (signal?.aborted) throw abortError();
    if (cast) markersUpTo(f.ms);
    if (f.size) {
      if (cast) {
        add(castEventLine(f.ms, 'r', castSize(f.size.cols, f.size.rows)));
        items++;
      }
      continue;
    }
    if (f.end <= f.start) continue;
    if (stream.ended && f.start >= stream.next) {
      truncated = true;
      continue;
    }
    const bytes = await stream.range(f.start, f.end);
    if (bytes.length < f.end - f.start) truncated = true;
    if (bytes.length === 0) continue;
    // A print that does not follow the last one: what the decoder holds of a character is cut off.
    const lead = f.start !== decodedTo ? decoder.decode() : '';
    const text = lead + decoder.decode(bytes, { stream: true });
    decodedTo = f.start + bytes.length;
    written += bytes.length;
    if (!text) continue;
    if (transcript) {
      const lines = transcript.push(text);
      countLines(lines);
      add(lines);
    } else {
      add(castEventLine(f.ms, 'o', text));
      items++;
    }
    if (pendingChars >= FLUSH_CHARS) await flush();
  }
  const rest = decoder.decode();
  if (transcript) {
    const lines = transcript.push(rest) + transcript.end();
    countLines(lines);
    add(lines);
  } else {
    if (rest) {
      add(castEventLine(recording.frames.at(-1)?.ms ?? 0, 'o', rest));
      items++;
    }
    markersUpTo(Number.POSITIVE_INFINITY);
  }
  if (signal?.aborted) throw abortError();
  await flush();
  o.onProgress?.({ bytes: Math.min(stream.next, total), total });
  return { bytes: written, items, truncated: truncated || (stream.ended && stream.next < total) };
}
