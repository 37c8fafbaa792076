import { describe, expect, it } from 'vitest';
import { sizeBytes, uintBytes } from './ebml';
import { ID, WebmMuxer, type WebmMuxerOptions } from './webm-muxer';

interface Node {
  id: number;
  /** Where the element's body starts in the file. */
  start: number;
  body: Uint8Array;
  children?: Node[];
  /** The size field said "unknown". */
  open?: boolean;
}

const MASTERS = new Set<number>([
  ID.EBML,
  ID.Segment,
  ID.Info,
  ID.Tracks,
  ID.TrackEntry,
  ID.Video,
  ID.Cluster,
  ID.Cues,
  ID.CuePoint,
  ID.CueTrackPositions,
]);

function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad vint at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Parse EBML elements in [from, to) of the file; masters are read recursively. */
function parse(file: Uint8Array, from = 0, to = file.length): Node[] {
  const out: Node[] = [];
  let at = from;
  while (at < to) {
    const id = vint(file, at, true);
    const size = vint(file, at + id.length, false);
    const start = at + id.length + size.length;
    const end = size.unknown ? to : start + size.value;
    if (end > to) throw new Error(`element 0x${id.value.toString(16)} at ${at} runs past its parent`);
    const node: Node = { id: id.value, start, body: file.subarray(start, end) };
    if (size.unknown) node.open = true;
    if (MASTERS.has(id.value)) node.children = parse(file, start, end);
    out.push(node);
    at = end;
  }
  return out;
}

const uint = (n: Node | undefined) => n!.body.reduce((v, b) => v * 256 + b, 0);
const text = (n: Node | undefined) => new TextDecoder().decode(n!.body);
const child = (n: Node | undefined, id: number) => n?.children?.find((c) => c.id === id);
const children = (n: Node | undefined, id: number) => n?.children?.filter((c) => c.id === id) ?? [];

function mux(frames: [number, boolean, number][], o: Partial<WebmMuxerOptions> = {}) {
  const parts: Uint8Array[] = [];
  const writes: number[] = [];
  const m = new WebmMuxer({ codec: 'V_VP8', width: 1024, height: 640, write: (b) => (parts.push(b), writes.push(b.length)), ...o });
  for (const [ms, key, size] of frames) m.addFrame(new Uint8Array(size).fill(ms % 251), ms, key);
  m.finish();
  const file = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    file.set(p, at);
    at += p.length;
  }
  return { file, writes, muxer: m };
}

function blocks(cluster: Node) {
  const base = uint(child(cluster, ID.Timecode));
  return children(cluster, ID.SimpleBlock).map((b) => {
    const view = new DataView(b.body.buffer, b.body.byteOffset, b.body.byteLength);
    return { track: b.body[0], time: base + view.getInt16(1), key: (b.body[3]! & 0x80) !== 0, size: b.body.length - 4, first: b.body[4] };
  });
}

describe('the EBML encodings', () => {
  it('writes sizes in the fewest bytes and never as the reserved all-ones value', () => {
    expect([...sizeBytes(0)]).toEqual([0x80]);
    expect([...sizeBytes(126)]).toEqual([0xfe]);
    expect([...sizeBytes(127)]).toEqual([0x40, 0x7f]);
    expect([...sizeBytes(16382)]).toEqual([0x7f, 0xfe]);
    expect([...sizeBytes(16383)]).toEqual([0x20, 0x3f, 0xff]);
    expect(() => sizeBytes(-1)).toThrow(RangeError);
    expect([...uintBytes(0)]).toEqual([0]);
    expect([...uintBytes(1_000_000)]).toEqual([0x0f, 0x42, 0x40]);
  });
});

describe('the WebM muxer', () => {
  it('writes a WebM header, the track, clusters at key frames and the cues', () => {
    const { file } = mux(
      [
        [0, true, 300],
        [250, false, 40],
        [410, false, 40],
        [5000, true, 280],
        [6100, false, 10],
      ],
      { durationMs: 6100, codec: 'V_VP9' },
    );
    const [ebml, segment, ...rest] = parse(file);
    expect(rest).toEqual([]);
    expect(ebml!.id).toBe(ID.EBML);
    expect(text(child(ebml, ID.DocType))).toBe('webm');
    expect(segment!.id).toBe(ID.Segment);
    expect(segment!.open).toBe(true);

    const info = child(segment, ID.Info);
    expect(uint(child(info, ID.TimecodeScale))).toBe(1_000_000);
    const duration = child(info, ID.Duration)!;
    expect(new DataView(duration.body.buffer, duration.body.byteOffset, 8).getFloat64(0)).toBe(6100);

    const track = child(child(segment, ID.Tracks), ID.TrackEntry);
    expect(uint(child(track, ID.TrackNumber))).toBe(1);
    expect(uint(child(track, ID.TrackType))).toBe(1);
    expect(text(child(track, ID.CodecID))).toBe('V_VP9');
    expect(uint(child(child(track, ID.Video), ID.PixelWidth))).toBe(1024);
    expect(uint(child(child(track, ID.Video), ID.PixelHeight))).toBe(640);

    const clusters = children(segment, ID.Cluster);
    expect(clusters.map((c) => uint(child(c, ID.Timecode)))).toEqual([0, 5000]);
    expect(clusters.map(blocks)).toEqual([
      [
        { track: 0x81, time: 0, key: true, size: 300, first: 0 },
        { track: 0x81, time: 250, key: false, size: 40, first: 250 },
        { track: 0x81, time: 410, key: false, size: 40, first: 410 % 251 },
      ],
      [
        { track: 0x81, time: 5000, key: true, size: 280, first: 5000 % 251 },
        { track: 0x81, time: 6100, key: false, size: 10, first: 6100 % 251 },
      ],
    ]);

    // Each cue points at its cluster, counted from the start of the Segment's body.
    const cues = children(child(segment, ID.Cues), ID.CuePoint);
    expect(cues.map((c) => uint(child(c, ID.CueTime)))).toEqual([0, 5000]);
    const positions = cues.map((c) => uint(child(child(c, ID.CueTrackPositions), ID.CueClusterPosition)));
    expect(positions).toEqual(clusters.map((c) => c.start - 4 - sizeLength(file, c) - segment!.start));
  });

  it('leaves the duration out when it is not known, and hands out each cluster only once it is complete', () => {
    const { file, writes } = mux([
      [0, true, 100],
      [40_000, false, 20], // more than 32.767 s after its cluster: a new cluster, although not a key frame
      [40_100, true, 100],
      [40_200, false, 20],
    ]);
    const segment = parse(file)[1]!;
    expect(child(child(segment, ID.Info), ID.Duration)).toBeUndefined();
    const clusters = children(segment, ID.Cluster);
    expect(clusters.map((c) => blocks(c).map((b) => b.time))).toEqual([[0], [40_000], [40_100, 40_200]]);
    // Header, then three clusters, then the cues: five writes, each a whole element.
    expect(writes.length).toBe(5);
    // Cues only for clusters that start with a key frame.
    expect(children(child(segment, ID.Cues), ID.CuePoint).map((c) => uint(child(c, ID.CueTime)))).toEqual([0, 40_100]);
  });

  it('closes a cluster that grew too large at the next frame', () => {
    const { file } = mux(
      [
        [0, true, 600],
        [10, false, 600],
        [20, false, 600],
      ],
      { maxClusterBytes: 1000 },
    );
    const clusters = children(parse(file)[1], ID.Cluster);
    expect(clusters.map((c) => blocks(c).map((b) => b.time))).toEqual([[0, 10], [20]]);
  });

  it('refuses frames that go back in time, a first frame that is not a key frame, and frames after the end', () => {
    const m = new WebmMuxer({ codec: 'V_VP8', width: 2, height: 2, write: () => undefined });
    expect(() => m.addFrame(new Uint8Array(1), 0, false)).toThrow(/key frame/);
    m.addFrame(new Uint8Array(1), 100, true);
    m.addFrame(new Uint8Array(1), 100.4, false); // the same millisecond
    expect(() => m.addFrame(new Uint8Array(1), 99, false)).toThrow(/before the previous frame/);
    m.finish();
    expect(() => m.addFrame(new Uint8Array(1), 200, true)).toThrow(/finished/);
  });
});

/** The length of a cluster's size field (the cluster's element starts that far before its body, after its 4-byte ID). */
function sizeLength(file: Uint8Array, cluster: Node): number {
  for (let n = 1; n <= 8; n++) {
    const at = cluster.start - n;
    if (file[at]! & (0x80 >> (n - 1)) && [...file.subarray(at - 4, at)].join() === '31,67,182,117') return n;
  }
  throw new Error('no cluster header');
}
