// The player's URL: ?recordingType=ssh|k8s|desktop&durationMs=&t=&idle= (t: the position in ms of
// recording time, whatever the idle skip; idle: the idle skip's limit in ms, idle-clock.ts).
// Bad values parse to nothing (the defaults), so a mangled link still opens the recording.
// The route's `validateSearch` and the player read this one schema. It is built with
// src/platform/url-schema.ts, the one style of every route search (docs/first-load.md): the route
// tree is part of the first load, which has no zod. player-search.test.ts checks it against
// classic zod's `z.coerce.number().int().min(0)...` on good and hostile values.
import * as z from '@/platform/url-schema';

export const RECORDING_TYPES = ['ssh', 'k8s', 'desktop'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

function toNumber(v: unknown): number {
  try {
    return Number(v);
  } catch {
    return NaN;
  }
}

/** A whole number of milliseconds from 0 to MAX_SAFE_INTEGER (text as the URL has it), else undefined. */
const ms = z.catch(
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const n = toNumber(v);
        return Number.isInteger(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER ? n : undefined;
      }),
    ),
  ),
  undefined,
);

export const playerSearchSchema = z.object({
  recordingType: z.catch(z.optional(z.enum(RECORDING_TYPES)), undefined),
  durationMs: ms,
  t: ms,
  idle: ms,
  /** `webm`: the desktop player opens its Export video dialog. */
  export: z.catch(z.optional(z.enum(['webm'] as const)), undefined),
});

export type PlayerSearch = z.output<typeof playerSearchSchema>;

/** The search to write for a position: `t` rounded to the millisecond, left out at 0. */
export function withPosition(search: PlayerSearch, positionMs: number): PlayerSearch {
  const t = Math.max(0, Math.round(positionMs));
  return { ...search, t: t > 0 ? t : undefined };
}
