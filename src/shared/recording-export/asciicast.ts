// asciicast v2 (the asciinema file format, https://docs.asciinema.org/manual/asciicast/v2/): a
// header line (a JSON object: version 2, the terminal's width and height, and optionally the
// start as a Unix timestamp, the duration, a title, the environment), then one JSON array a line
// per event: [seconds, "o", text] for output, [seconds, "r", "COLSxROWS"] for a resize,
// [seconds, "m", label] for a marker. JSON.stringify escapes every control character, so any
// output stays one line.

export interface CastHeader {
  width: number;
  height: number;
  /** Unix time of the start, in seconds. */
  timestamp?: number;
  /** Seconds. */
  duration?: number;
  title?: string;
  env?: Record<string, string>;
}

export type CastCode = 'o' | 'r' | 'm' | 'i';

/** Seconds from milliseconds, to the millisecond, as a short JSON number. */
export function castSeconds(ms: number): number {
  return Math.round(Math.max(0, ms)) / 1000;
}

/** The header line. */
export function castHeaderLine(h: CastHeader): string {
  const header: Record<string, unknown> = { version: 2, width: h.width, height: h.height };
  if (h.timestamp !== undefined && Number.isFinite(h.timestamp)) header.timestamp = Math.floor(h.timestamp);
  if (h.duration !== undefined && Number.isFinite(h.duration)) header.duration = h.duration;
  if (h.title) header.title = h.title;
  if (h.env) header.env = h.env;
  return `${JSON.stringify(header)}\n`;
}

/** One event line. */
export function castEventLine(ms: number, code: CastCode, data: string): string {
  return `[${castSeconds(ms)},${JSON.stringify(code)},${JSON.stringify(data)}]\n`;
}

/** A resize's data: `COLSxROWS`. */
export function castSize(cols: number, rows: number): string {
  return `${cols}x${rows}`;
}
