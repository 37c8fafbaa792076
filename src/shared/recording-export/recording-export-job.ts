// One recording export against the API: the events (getSessionEvents, from react-query's cache
// when the player has them), the bookmarks of this browser as markers, then the stream through the
// generated streamSessionRecording call into the sink. Errors are turned into messages that say
// what happened and what to do.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '@/api/errors';
import { getGetSessionEventsQueryOptions, streamSessionRecording } from '@/api/gen/hooks/audit/audit';
import type { SessionEventList } from '@/api/gen/model/sessionEventList';
import type { ExportSink } from '@/shared/export/export-sink';
import { readBookmarks } from '@/shared/sessions/bookmarks';
import { readRecording, RecordingError } from '@/shared/sessions/recording-events';
import { exportRecording, type ExportProgress, type ExportResult, type RecordingExportFormat } from './export-recording';

export interface RunExportOptions {
  queryClient: QueryClient;
  clusterId: string;
  sid: string;
  /** The recording's length from the list (as the player takes it), when known. */
  durationMs?: number;
  format: RecordingExportFormat;
  sink: ExportSink;
  signal: AbortSignal;
  onProgress: (p: ExportProgress) => void;
}

/** What failed, for the dialog: a message that says what to do. */
export class ExportFailure extends Error {
  override name = 'ExportFailure';
}

/** An error's text as a sentence (ends in a full stop). */
const sentence = (error: unknown) => errorText(error).replace(/\s*([^.!?])$/, '$1.');

/** The session's start (Unix ms) from its `session.start` event, when it has one. */
export function startTimeOf(list: Pick<SessionEventList, 'events'>): number | undefined {
  const events: unknown = list.events;
  if (!Array.isArray(events)) return undefined;
  for (const e of events.slice(0, 50)) {
    if (e && typeof e === 'object' && (e as Record<string, unknown>).event === 'session.start') {
      const t = Date.parse(String((e as Record<string, unknown>).time));
      return Number.isFinite(t) ? t : undefined;
    }
  }
  return undefined;
}

export async function runRecordingExport(o: RunExportOptions): Promise<ExportResult> {
  const { clusterId, sid, signal } = o;
  let list: SessionEventList;
  try {
    list = await o.queryClient.fetchQuery({ ...getGetSessionEventsQueryOptions(clusterId, sid), staleTime: Infinity, retry: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new ExportFailure(`There is no recording of session ${sid} on cluster ${clusterId}: pick it again from Session Recordings.`);
    const text = sentence(error);
    throw new ExportFailure(
      `The recording's events could not be loaded: ${text}${/try again/i.test(text) ? '' : ' Try again in a moment.'}`,
    );
  }
  let recording;
  try {
    recording = readRecording(list, o.durationMs);
  } catch (error) {
    const why = error instanceof RecordingError ? error.message : String(error);
    throw new ExportFailure(`The recording cannot be exported: ${why} Its audit events are still in the Audit Log.`);
  }
  if (recording.totalBytes === 0) throw new ExportFailure('The recording has no output, so there is nothing to export.');

  let fetched = 0;
  let failedRead: unknown = null;
  let failedWrite: unknown = null;
  try {
    return await exportRecording({
      format: o.format,
      recording,
      startTime: startTimeOf(list),
      title: `${sid} (${clusterId})`,
      markers: o.format === 'cast' ? readBookmarks(clusterId, sid) : [],
      signal,
      onProgress: (p) => {
        fetched = p.bytes;
        o.onProgress(p);
      },
      read: async (offset, bytes, s) => {
        try {
          const blob = await streamSessionRecording(
            clusterId,
            sid,
            { offset, bytes },
            {
              onProgress: (n) =>
                !s?.aborted && o.onProgress({ bytes: Math.min(offset + n, recording.totalBytes), total: recording.totalBytes }),
            },
            s,
          );
          return new Uint8Array(await blob.arrayBuffer());
        } catch (error) {
          failedRead = error;
          throw error;
        }
      },
      write: async (text) => {
        try {
          await o.sink.write(text);
        } catch (error) {
          failedWrite = error;
          throw error;
        }
      },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    if (failedWrite)
      throw new ExportFailure(
        `Writing the file failed: ${sentence(failedWrite)} Check there is room on the disk and that the file may be written, then export again.`,
      );
    if (failedRead)
      throw new ExportFailure(
        `Loading the recording's output failed after ${fetched.toLocaleString('en-US')} of ${recording.totalBytes.toLocaleString('en-US')} bytes: ${sentence(failedRead)} Export again to start over.`,
      );
    throw error;
  }
}
