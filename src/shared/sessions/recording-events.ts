// The events of a recorded SSH or Kubernetes session (getSessionEvents) turned into what the
// player replays and the export writes: frames in time order, each a piece of the byte stream (a
// `print` event's `offset` and `bytes`) or a terminal resize (`resize`, and the size
// `session.start` gives). Shared by the player and the recording export (src/shared/recording-export/).
import type { SessionEventList } from '@/api/gen/model/sessionEventList';

export interface TermSize {
  cols: number;
  rows: number;
}

/** One step of the replay: bytes [start, end) of the stream at `ms`, or a resize (start === end). */
export interface Frame {
  ms: number;
  start: number;
  end: number;
  size?: TermSize;
}

export interface Recording {
  frames: Frame[];
  /** The size before the first frame. */
  initialSize: TermSize;
  /** Bytes the events describe (the end of the last print). */
  totalBytes: number;
  durationMs: number;
}

export const DEFAULT_SIZE: TermSize = { cols: 80, rows: 24 };

/** An event the player cannot read: the message says which and why. */
export class RecordingError extends Error {
  override name = 'RecordingError';
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** `W:H` as a terminal size, or null when it is not one. */
export function parseSize(v: unknown): TermSize | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{1,4}):(\d{1,4})$/.exec(v.trim());
  if (!m) return null;
  const cols = Number(m[1]);
  const rows = Number(m[2]);
  return cols > 0 && rows > 0 ? { cols, rows } : null;
}

function where(e: Record<string, unknown>, i: number): string {
  return `event ${isCount(e.ei) ? e.ei : i + 1} (${typeof e.event === 'string' ? e.event : 'no type'})`;
}

/**
 * Reads the events. `durationMs` (from the recordings list, via the URL) wins over the events'
 * own end when given. Throws RecordingError on a malformed print or resize.
 */
export function readRecording(list: Pick<SessionEventList, 'events'>, durationMs?: number): Recording {
  if (!Array.isArray(list.events)) throw new RecordingError('The recording has no list of events.');
  const frames: Frame[] = [];
  let initialSize: TermSize | null = null;
  let totalBytes = 0;
  let lastMs = 0;
  list.events.forEach((raw, i) => {
    if (raw === null || typeof raw !== 'object') throw new RecordingError(`Event ${i + 1} of the recording is not an object.`);
    const e = raw as Record<string, unknown>;
    const ms = e.ms;
    if (ms !== undefined && !isCount(ms)) throw new RecordingError(`The ${where(e, i)} has a bad time (ms: ${JSON.stringify(ms)}).`);
    const at = ms ?? 0;
    if (e.event === 'print') {
      if (ms === undefined) throw new RecordingError(`The ${where(e, i)} has no time (ms).`);
      if (!isCount(e.offset) || !isCount(e.bytes)) {
        throw new RecordingError(
          `The ${where(e, i)} does not say where its output is (offset ${JSON.stringify(e.offset)}, bytes ${JSON.stringify(e.bytes)}).`,
        );
      }
      frames.push({ ms: at, start: e.offset, end: e.offset + e.bytes });
      totalBytes = Math.max(totalBytes, e.offset + e.bytes);
    } else if (e.event === 'resize' || e.event === 'session.start') {
      const size = parseSize(e.size);
      if (e.size !== undefined && !size)
        throw new RecordingError(`The ${where(e, i)} has a bad terminal size (${JSON.stringify(e.size)}).`);
      if (size) {
        if (e.event === 'session.start' && !initialSize && frames.length === 0) initialSize = size;
        else frames.push({ ms: at, start: 0, end: 0, size });
      }
    }
    lastMs = Math.max(lastMs, at);
  });
  // Stable: events of the same millisecond keep their order.
  frames.sort((a, b) => a.ms - b.ms);
  const end = durationMs !== undefined && durationMs > 0 ? durationMs : lastMs;
  return { frames, initialSize: initialSize ?? DEFAULT_SIZE, totalBytes, durationMs: Math.max(end, frames.at(-1)?.ms ?? 0) };
}
