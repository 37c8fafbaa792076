// A small streaming WebM muxer for one video track (VP8 or VP9 frames from WebCodecs). The file is
// handed out in order as it is made: the header (EBML header, an open-ended Segment, Info, Tracks)
// at once, then each Cluster when the next one starts, then the Cues at the end, so memory holds
// one cluster at most. Timestamps are whole milliseconds (TimecodeScale 1 ms); the Duration in Info
// is written when the caller knows it before the first frame, as players read the length there.
import { UNKNOWN_SIZE, concat, element, floatBytes, idBytes } from './ebml';

export const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

export type WebmCodec = 'V_VP8' | 'V_VP9';

export interface WebmMuxerOptions {
  codec: WebmCodec;
  width: number;
  height: number;
  /** The video's length in ms when known before the first frame (written in Info). */
  durationMs?: number;
  /** Receives the file's bytes in order. */
  write(bytes: Uint8Array): void;
  /** A cluster this large is closed at the next frame even if it is not a key frame. */
  maxClusterBytes?: number;
  writingApp?: string;
}

/** A block's time is 16 bits signed, relative to its cluster's. */
const MAX_RELATIVE_MS = 0x7fff;

export class WebmMuxer {
  private cluster: { timecode: number; blocks: Uint8Array[]; bytes: number } | null = null;
  private readonly cues: { time: number; position: number }[] = [];
  /** Bytes of the Segment's body handed out so far (cluster positions count from there). */
  private segmentBytes = 0;
  private lastTimestamp = -1;
  private finished = false;
  private total = 0;

  constructor(private readonly o: WebmMuxerOptions) {
    if (!(o.width > 0 && o.height > 0)) throw new RangeError('the video needs a size');
    const header = element(ID.EBML, [
      element(ID.EBMLVersion, 1),
      element(ID.EBMLReadVersion, 1),
      element(ID.EBMLMaxIDLength, 4),
      element(ID.EBMLMaxSizeLength, 8),
      element(ID.DocType, 'webm'),
      element(ID.DocTypeVersion, 4),
      element(ID.DocTypeReadVersion, 2),
    ]);
    const app = o.writingApp ?? 'Access Console';
    const info = element(ID.Info, [
      element(ID.TimecodeScale, 1_000_000),
      element(ID.MuxingApp, app),
      element(ID.WritingApp, app),
      ...(o.durationMs !== undefined && o.durationMs > 0 ? [element(ID.Duration, floatBytes(o.durationMs))] : []),
    ]);
    const tracks = element(ID.Tracks, [
      element(ID.TrackEntry, [
        element(ID.TrackNumber, 1),
        element(ID.TrackUID, 1),
        element(ID.TrackType, 1),
        element(ID.FlagLacing, 0),
        element(ID.CodecID, o.codec),
        element(ID.Video, [element(ID.PixelWidth, o.width), element(ID.PixelHeight, o.height)]),
      ]),
    ]);
    this.segmentBytes = info.length + tracks.length;
    this.emit(concat([header, idBytes(ID.Segment), UNKNOWN_SIZE, info, tracks]));
  }

  /** Bytes handed out so far. */
  get bytesWritten(): number {
    return this.total;
  }

  /** One encoded frame; timestamps (ms) never go back. The first frame must be a key frame. */
  addFrame(data: Uint8Array, timestampMs: number, keyFrame: boolean): void {
    if (this.finished) throw new Error('the video is finished');
    const time = Math.round(timestampMs);
    if (!Number.isFinite(time) || time < 0) throw new RangeError(`bad frame time ${timestampMs}`);
    if (time < this.lastTimestamp) throw new RangeError(`frame time ${time} ms is before the previous frame (${this.lastTimestamp} ms)`);
    if (!this.cluster && !keyFrame) throw new Error('the first frame must be a key frame');
    const c = this.cluster;
    const max = this.o.maxClusterBytes ?? 4 * 1024 * 1024;
    if (!c || keyFrame || time - c.timecode > MAX_RELATIVE_MS || c.bytes >= max) this.startCluster(time, keyFrame);
    const open = this.cluster!;
    const block = new Uint8Array(4 + data.length);
    block[0] = 0x81; // track 1 as a 1-byte vint
    new DataView(block.buffer).setInt16(1, time - open.timecode);
    block[3] = keyFrame ? 0x80 : 0;
    block.set(data, 4);
    const encoded = element(ID.SimpleBlock, block);
    open.blocks.push(encoded);
    open.bytes += encoded.length;
    this.lastTimestamp = time;
  }

  /** Write the open cluster and the cues: the file is complete. */
  finish(): void {
    if (this.finished) return;
    this.flushCluster();
    this.finished = true;
    if (this.cues.length === 0) return;
    this.emitSegment(
      element(
        ID.Cues,
        this.cues.map((cue) =>
          element(ID.CuePoint, [
            element(ID.CueTime, cue.time),
            element(ID.CueTrackPositions, [element(ID.CueTrack, 1), element(ID.CueClusterPosition, cue.position)]),
          ]),
        ),
      ),
    );
  }

  private startCluster(timecode: number, keyFrame: boolean): void {
    this.flushCluster();
    if (keyFrame) this.cues.push({ time: timecode, position: this.segmentBytes });
    this.cluster = { timecode, blocks: [element(ID.Timecode, timecode)], bytes: 0 };
  }

  private flushCluster(): void {
    const c = this.cluster;
    if (!c) return;
    this.cluster = null;
    this.emitSegment(element(ID.Cluster, c.blocks));
  }

  private emitSegment(bytes: Uint8Array): void {
    this.segmentBytes += bytes.length;
    this.emit(bytes);
  }

  private emit(bytes: Uint8Array): void {
    this.total += bytes.length;
    this.o.write(bytes);
  }
}
