// What the page and the socket worker (socket-worker.ts, worker-transport.ts) say to each other.
import type { CloseInfo } from './transport';

/** Bytes the worker hands over before the page has taken them: past it, the worker stops reading. */
export const CREDIT_BYTES = 4 * 1024 * 1024;
/** The page acknowledges what it took in steps of this many bytes. */
export const ACK_STEP_BYTES = 256 * 1024;

export type FromPage =
  | { t: 'open'; url: string }
  | { t: 'send'; frame: Uint8Array }
  | { t: 'close'; code: number; reason: string }
  | { t: 'pause' }
  | { t: 'resume' }
  | { t: 'ack'; bytes: number };

/** Frames are handed over in batches: at most this many bytes, or what came within BATCH_MS. */
export const BATCH_BYTES = 512 * 1024;
export const BATCH_MS = 8;

export type ToPage = { t: 'open' } | { t: 'frames'; frames: Uint8Array[] } | { t: 'close'; info: CloseInfo };
