// The player's URL: ?recordingType=ssh|k8s|desktop&durationMs=&t=&idle= (t: the position in ms of
// recording time, whatever the idle skip; idle: the idle skip's limit in ms, idle-clock.ts).
// Bad values parse to nothing (the defaults), so a mangled link still opens the recording.
// First: zod configured before any schema is parsed (src/api/zod-setup.ts).
import '@/api/zod-setup';
import { z } from 'zod';

export const RECORDING_TYPES = ['ssh', 'k8s', 'desktop'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

const ms = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined);

export const playerSearchSchema = z.object({
  recordingType: z.enum(RECORDING_TYPES).optional().catch(undefined),
  durationMs: ms,
  t: ms,
  idle: ms,
  /** `webm`: the desktop player opens its Export video dialog. */
  export: z.enum(['webm']).optional().catch(undefined),
});

export type PlayerSearch = z.infer<typeof playerSearchSchema>;

/** The search to write for a position: `t` rounded to the millisecond, left out at 0. */
export function withPosition(search: PlayerSearch, positionMs: number): PlayerSearch {
  const t = Math.max(0, Math.round(positionMs));
  return { ...search, t: t > 0 ? t : undefined };
}
