// Rejoining a session replays its recent output (the node keeps about 1 KB for a joining party).
// When the terminal rejoins its own session after a drop, most of that replay is already on
// screen: the tail of what this terminal received is kept, and the part of the replay that repeats
// it is left out, so only what was missed while the connection was down is written.

/** How much of the received output is kept to compare with (the replay is about 1 KB). */
export const TAIL_BYTES = 4096;
/** A shorter overlap is taken for chance (a prompt or a line break), not for the replay. */
export const MIN_OVERLAP = 8;

/**
 * The latest bytes received, up to `limit`. Cheap on the output path: it keeps the chunks
 * themselves (frames are never reused) and joins them only when a rejoin asks.
 */
export class OutputTail {
  private chunks: Uint8Array[] = [];
  private total = 0;
  constructor(private readonly limit = TAIL_BYTES) {}

  push(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.chunks.push(bytes);
    this.total += bytes.length;
    while (this.chunks.length > 1 && this.total - this.chunks[0]!.length >= this.limit) this.total -= this.chunks.shift()!.length;
  }

  bytes(): Uint8Array {
    const all = this.chunks.length === 1 ? this.chunks[0]! : concatBytes(this.chunks);
    this.chunks = all.length > 0 ? [all] : [];
    return all.length > this.limit ? all.subarray(all.length - this.limit) : all;
  }

  get length(): number {
    return Math.min(this.total, this.limit);
  }
}

/**
 * How many leading bytes of `incoming` repeat the end of `tail`: the longest k, at least
 * MIN_OVERLAP, such that `tail` ends with incoming[0..k). 0 when there is none (nothing to skip).
 */
export function replayOverlap(tail: Uint8Array, incoming: Uint8Array): number {
  const max = Math.min(tail.length, incoming.length);
  for (let k = max; k >= MIN_OVERLAP; k--) {
    const start = tail.length - k;
    let same = true;
    for (let i = 0; i < k; i++) {
      if (tail[start + i] !== incoming[i]) {
        same = false;
        break;
      }
    }
    if (same) return k;
  }
  return 0;
}

/** Joins chunks into one array. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
