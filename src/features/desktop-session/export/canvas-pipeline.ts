// The browser half of a desktop video export: the recording's PNG frames painted by the desktop
// player's FramePainter onto a canvas of the recording's size (not shown), and the canvas encoded by
// WebCodecs' VideoEncoder each time the recording's time moves on. A video frame is stamped with
// the time of the events it shows (not the wall clock), so the video lasts as long as the recording.
import { FramePainter, type FrameRect } from '../frame-painter';
import type { WebmCodec } from './webm-muxer';

export interface VideoCodecChoice {
  /** WebCodecs' codec string. */
  codec: string;
  /** The Matroska codec ID of the same. */
  matroska: WebmCodec;
}

/** VP8 first (fast to encode in software, plays everywhere), else VP9; null without WebCodecs. */
export async function chooseVideoCodec(width: number, height: number): Promise<VideoCodecChoice | null> {
  if (typeof VideoEncoder === 'undefined' || typeof VideoFrame === 'undefined') return null;
  const choices: VideoCodecChoice[] = [
    { codec: 'vp8', matroska: 'V_VP8' },
    { codec: 'vp09.00.10.08', matroska: 'V_VP9' },
  ];
  for (const choice of choices) {
    try {
      const { supported } = await VideoEncoder.isConfigSupported(encoderConfig(choice.codec, width, height));
      if (supported) return choice;
    } catch {
      /* try the next one */
    }
  }
  return null;
}

function encoderConfig(codec: string, width: number, height: number): VideoEncoderConfig {
  // Screens are mostly still with sharp text: a generous bitrate keeps text readable. 'realtime'
  // encodes several times faster than 'quality' in software, for little loss on a still screen.
  const bitrate = Math.min(8_000_000, Math.max(1_000_000, Math.round(width * height * 2.5)));
  return { codec, width, height, bitrate, framerate: 30, latencyMode: 'realtime' };
}

export interface VideoPipeline {
  /** A TDP frame (PNG at left/top) of the recording's time `ms`. */
  push(frame: FrameRect, ms: number): void;
  /** Frames waiting to be decoded, painted or encoded. */
  backlog(): number;
  /** Paint what is queued, encode the last picture and hold it until `endMs`, flush the encoder. */
  finish(endMs: number): Promise<void>;
  /** Stop and free everything (cancel, failure, or after finish). */
  close(): void;
}

export interface PipelineOptions {
  width: number;
  height: number;
  codec: VideoCodecChoice;
  /** An encoded frame: its bytes, its time in ms, whether it is a key frame. */
  onChunk(data: Uint8Array, ms: number, keyFrame: boolean): void;
  onError(error: Error): void;
  /** The backlog shrank. */
  onDrain(): void;
  /** At most this long (ms of the recording) between key frames: a player seeks to them. */
  keyFrameEveryMs?: number;
}

export function createCanvasPipeline(o: PipelineOptions): VideoPipeline {
  const canvas = document.createElement('canvas');
  canvas.width = o.width;
  canvas.height = o.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('the browser gave no canvas to paint the video on');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, o.width, o.height);

  const keyEvery = o.keyFrameEveryMs ?? 5_000;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    o.onError(error instanceof Error ? error : new Error(String(error)));
  };
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      o.onChunk(data, chunk.timestamp / 1000, chunk.type === 'key');
      o.onDrain();
    },
    error: (e) => fail(new Error(`the video encoder stopped: ${e.message}`)),
  });
  encoder.configure(encoderConfig(o.codec.codec, o.width, o.height));
  // The queue shrinks when the encoder takes a frame, which may be before its output.
  encoder.addEventListener('dequeue', () => o.onDrain());

  /** The times of the frames pushed and not yet painted, in the painter's order. */
  const times: number[] = [];
  /** The time of the picture on the canvas (null: nothing painted yet). */
  let shownMs: number | null = null;
  let encodedMs = -1;
  let lastKeyMs = -Infinity;

  const encode = (ms: number) => {
    if (failed || ms <= encodedMs || encoder.state !== 'configured') return;
    const keyFrame = ms - lastKeyMs >= keyEvery;
    if (keyFrame) lastKeyMs = ms;
    const frame = new VideoFrame(canvas, { timestamp: Math.round(ms * 1000) });
    try {
      encoder.encode(frame, { keyFrame });
    } finally {
      frame.close();
    }
    encodedMs = ms;
  };

  let painted: (() => void) | null = null;
  const painter = new FramePainter<ImageBitmap>({
    decode: (png) => createImageBitmap(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' })),
    draw: (bitmap, x, y) => {
      const ms = times.shift() ?? shownMs ?? 0;
      // The picture of the earlier time is complete: encode it before this frame changes it (the
      // video starts at 0 even when the recording's first picture comes later).
      if (shownMs === null ? ms > 0 : ms > shownMs) encode(shownMs ?? 0);
      ctx.drawImage(bitmap, x, y);
      shownMs = ms;
    },
    release: (bitmap) => bitmap.close(),
    schedule: (flush) => queueMicrotask(flush),
    onError: fail,
    onPainted: () => {
      o.onDrain();
      painted?.();
    },
  });

  return {
    push(frame, ms) {
      if (failed) return;
      times.push(ms);
      painter.push(frame);
    },
    backlog: () => painter.stats().pending + encoder.encodeQueueSize,
    async finish(endMs) {
      while (!failed && painter.stats().pending > 0) {
        await new Promise<void>((resolve) => {
          painted = resolve;
          // A decode that fails never paints: look again soon either way.
          setTimeout(resolve, 50);
        });
        painted = null;
      }
      if (failed) return;
      encode(shownMs ?? 0);
      encode(endMs);
      await encoder.flush();
    },
    close() {
      painter.reset();
      times.length = 0;
      if (encoder.state !== 'closed') encoder.close();
    },
  };
}
