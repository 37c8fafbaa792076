// Loads a recording: its events (getSessionEvents), then its bytes (streamSessionRecording) in
// chunks of at most 5 MiB, with progress. A stream that fails half-way keeps what it has and can
// go on from there; a stream shorter than its events is played as far as it goes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getGetSessionEventsQueryOptions, streamSessionRecording } from '@/api/gen/hooks/audit/audit';
import { useQuery } from '@tanstack/react-query';
import { readRecording, RecordingError, type Recording } from '@/shared/sessions/recording-events';
import { streamChunks } from './replay-engine';

export type LoadState =
  | { phase: 'events' }
  | { phase: 'events-failed'; error: unknown }
  | { phase: 'malformed'; message: string }
  | { phase: 'stream'; recording: Recording; loaded: number }
  | { phase: 'stream-failed'; recording: Recording; loaded: number; error: unknown }
  | { phase: 'ready'; recording: Recording; bytes: Uint8Array; truncated: boolean };

export function useRecording(clusterId: string, sid: string, durationMs: number | undefined, enabled: boolean) {
  const events = useQuery({ ...getGetSessionEventsQueryOptions(clusterId, sid), enabled, retry: false, staleTime: Infinity });
  const parsed = useMemo(() => {
    if (!events.data) return null;
    try {
      return { ok: true as const, recording: readRecording(events.data, durationMs) };
    } catch (err) {
      return { ok: false as const, message: err instanceof RecordingError ? err.message : String(err) };
    }
  }, [events.data, durationMs]);

  const [stream, setStream] = useState<{ loaded: number; error?: unknown; bytes?: Uint8Array; truncated?: boolean }>({ loaded: 0 });
  const buffer = useRef<{ parts: Uint8Array[]; loaded: number }>({ parts: [], loaded: 0 });
  const [attempt, setAttempt] = useState(0);
  const recording = parsed?.ok ? parsed.recording : null;

  useEffect(() => {
    if (!recording) return;
    const controller = new AbortController();
    const b = buffer.current;
    const total = recording.totalBytes;
    void (async () => {
      try {
        let ended = false;
        for (const chunk of streamChunks(total)) {
          if (chunk.offset + chunk.bytes <= b.loaded) continue;
          const offset = Math.max(chunk.offset, b.loaded);
          const bytes = chunk.offset + chunk.bytes - offset;
          const base = b.loaded;
          const blob = await streamSessionRecording(
            clusterId,
            sid,
            { offset, bytes },
            { onProgress: (n) => !controller.signal.aborted && setStream({ loaded: base + n }) },
            controller.signal,
          );
          const part = new Uint8Array(await blob.arrayBuffer()).subarray(0, bytes);
          b.parts.push(part);
          b.loaded += part.length;
          setStream({ loaded: b.loaded });
          // Fewer bytes than asked: the stream ends here.
          if (part.length < bytes) {
            ended = true;
            break;
          }
        }
        const all = new Uint8Array(b.loaded);
        let at = 0;
        for (const p of b.parts) {
          all.set(p, at);
          at += p.length;
        }
        if (!controller.signal.aborted) setStream({ loaded: b.loaded, bytes: all, truncated: ended && b.loaded < total });
      } catch (error) {
        if (!controller.signal.aborted) setStream({ loaded: b.loaded, error });
      }
    })();
    return () => controller.abort();
  }, [recording, clusterId, sid, attempt]);

  const retryStream = useCallback(() => {
    setStream({ loaded: buffer.current.loaded });
    setAttempt((n) => n + 1);
  }, []);

  let state: LoadState;
  if (events.isError) state = { phase: 'events-failed', error: events.error };
  else if (!parsed) state = { phase: 'events' };
  else if (!parsed.ok) state = { phase: 'malformed', message: parsed.message };
  else if (stream.error !== undefined)
    state = { phase: 'stream-failed', recording: parsed.recording, loaded: stream.loaded, error: stream.error };
  else if (stream.bytes) state = { phase: 'ready', recording: parsed.recording, bytes: stream.bytes, truncated: stream.truncated === true };
  else state = { phase: 'stream', recording: parsed.recording, loaded: stream.loaded };
  return { state, retryEvents: () => void events.refetch(), retryStream };
}
