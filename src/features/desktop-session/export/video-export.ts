// A desktop recording exported as a WebM video: a playback socket of its own at the fastest speed
// the proxy accepts, each TDP frame painted and encoded at the recording's time (canvas-pipeline.ts),
// muxed into WebM (webm-muxer.ts) and written to the sink cluster by cluster. When frames wait to
// be painted or encoded, or bytes to be written, the playback is paused until they drain, so
// memory stays bounded however long the recording is. Cancel (the signal) closes the socket and
// aborts the file.
import { decodeTdp } from '@/shared/wire/tdp-codec.mjs';
import type { TransportFactory, Transport } from '@/shared/socket-session/transport';
import { parsePlaybackFrame } from '../playback-session';
import type { PipelineOptions, VideoCodecChoice, VideoPipeline } from './canvas-pipeline';
import { WebmMuxer } from './webm-muxer';

/** Teleport's desktop playback clamps `speed` to 0.25..16 (lib/web/desktop/playback.go). */
export const FASTEST_PLAYBACK_SPEED = 16;

export interface ByteSink {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

export interface VideoExportOptions {
  /** The playback socket's URL (access token included). */
  url: string;
  openTransport: TransportFactory<string>;
  /** The recording's length from the list (ms): written in the file and held until. */
  durationMs?: number;
  codec: VideoCodecChoice;
  sink: ByteSink;
  createPipeline(o: PipelineOptions): VideoPipeline;
  /** The recording's time encoded so far (ms). */
  onProgress?(ms: number): void;
  speed?: number;
  /** Pause the playback above this many frames or writes in flight; resume at half. */
  maxBacklog?: number;
  signal?: AbortSignal;
}

export interface VideoExportResult {
  bytes: number;
  /** The video's length (ms). */
  durationMs: number;
  frames: number;
  width: number;
  height: number;
}

export class ExportCancelled extends Error {
  constructor() {
    super('The export was cancelled.');
    this.name = 'ExportCancelled';
  }
}

export function exportDesktopVideo(o: VideoExportOptions): Promise<VideoExportResult> {
  return new Promise<VideoExportResult>((resolve, reject) => {
    const maxBacklog = o.maxBacklog ?? 12;
    let transport: Transport<string> | null = null;
    let pipeline: VideoPipeline | null = null;
    let muxer: WebmMuxer | null = null;
    let size = { width: 0, height: 0 };
    let lastMs = 0;
    let frames = 0;
    let writes = 0;
    let writing: Promise<void> = Promise.resolve();
    let paused = false;
    /** While paused, the backlog is looked at again now and then, whatever reports it. */
    let watch: ReturnType<typeof setInterval> | null = null;
    const unwatch = () => {
      if (watch !== null) clearInterval(watch);
      watch = null;
    };
    let ended = false;
    let settled = false;

    const stop = async (error: Error) => {
      if (settled) return;
      settled = true;
      unwatch();
      o.signal?.removeEventListener('abort', onAbort);
      transport?.close(1000, 'export stopped');
      pipeline?.close();
      await writing.catch(() => undefined);
      await o.sink.abort().catch(() => undefined);
      reject(error);
    };
    const fail = (message: string) => void stop(new Error(message));
    const onAbort = () => void stop(new ExportCancelled());

    const backlog = () => (pipeline?.backlog() ?? 0) + writes;
    const toggle = () => transport?.send(JSON.stringify({ action: 'play/pause' }));
    const pushBack = () => {
      if (settled || ended) return unwatch();
      const n = backlog();
      if (!paused && n > maxBacklog) {
        paused = true;
        toggle();
        watch ??= setInterval(pushBack, 100);
      } else if (paused && n <= maxBacklog / 2) {
        paused = false;
        unwatch();
        toggle();
      }
    };

    const write = (bytes: Uint8Array) => {
      writes++;
      writing = writing.then(async () => {
        if (settled) return;
        try {
          await o.sink.write(bytes);
        } catch (error) {
          fail(`The file could not be written: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          writes--;
          pushBack();
        }
      });
    };

    const start = (width: number, height: number) => {
      size = { width, height };
      muxer = new WebmMuxer({ codec: o.codec.matroska, width, height, durationMs: o.durationMs, write });
      pipeline = o.createPipeline({
        width,
        height,
        codec: o.codec,
        onChunk: (data, ms, keyFrame) => {
          if (settled) return;
          try {
            muxer?.addFrame(data, ms, keyFrame);
          } catch (error) {
            return fail(`The video could not be written: ${error instanceof Error ? error.message : String(error)}`);
          }
          frames++;
          o.onProgress?.(ms);
        },
        onError: (error) => fail(`The video could not be made: ${error.message}`),
        onDrain: pushBack,
      });
    };

    const finish = async () => {
      ended = true;
      unwatch();
      const endMs = Math.max(o.durationMs ?? 0, lastMs);
      try {
        if (!pipeline) return fail('The recording has no screen to export: it ended before its first picture.');
        await pipeline.finish(endMs);
        if (settled) return;
        muxer?.finish();
        await writing;
        if (settled) return;
        await o.sink.close();
      } catch (error) {
        return fail(`The video could not be finished: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (settled) return;
      settled = true;
      o.signal?.removeEventListener('abort', onAbort);
      pipeline.close();
      transport?.close(1000, 'export done');
      resolve({ bytes: muxer?.bytesWritten ?? 0, durationMs: o.durationMs ?? endMs, frames, ...size });
    };

    const onMessage = (text: string) => {
      if (settled || ended) return;
      try {
        const frame = parsePlaybackFrame(text);
        if (frame.kind === 'end') return void finish();
        if (frame.kind === 'error') return fail(frame.text);
        const msg = decodeTdp(frame.tdp);
        lastMs = Math.max(lastMs, frame.ms);
        if (msg.type === 1) {
          // The first screen size is the video's; a later resize is painted into it, clipped.
          if (!pipeline) start(msg.width, msg.height);
        } else if (msg.type === 2 || msg.type === 27) {
          if (!pipeline) return fail('The recording sent a picture before its screen size.');
          pipeline.push({ left: msg.left, top: msg.top, data: msg.data }, frame.ms);
          pushBack();
        }
      } catch (error) {
        fail(`The recording cannot be exported: ${error instanceof Error ? error.message : String(error)}.`);
      }
    };

    if (o.signal?.aborted) return onAbort();
    o.signal?.addEventListener('abort', onAbort);
    transport = o.openTransport(o.url, {
      onOpen: () => transport?.send(JSON.stringify({ action: 'speed', speed: o.speed ?? FASTEST_PLAYBACK_SPEED })),
      onMessage,
      onClose: (info) => {
        if (!ended) fail(`The connection to the recording closed before its end${info.reason ? ` (${info.reason})` : ''}. Try again.`);
      },
    });
  });
}
