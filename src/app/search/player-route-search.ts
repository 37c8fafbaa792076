// The session player's route search (?recordingType=&durationMs=&t=&idle=), built with
// src/platform/url-schema.ts so that the route tree (part of the first load) does not pull in zod.
// It must parse exactly as the player's own schema (src/features/player/player-search.ts: classic
// zod, used by the player's code and tests); player-route-search.test.ts checks the two agree on
// good and hostile values.
import * as z from '@/platform/url-schema';

/** The player's RECORDING_TYPES (not imported: that module builds classic zod schemas on load). */
export const ROUTE_RECORDING_TYPES = ['ssh', 'k8s', 'desktop'] as const;

function toNumber(v: unknown): number {
  try {
    return Number(v);
  } catch {
    return NaN;
  }
}

/** `z.coerce.number().int().min(0).max(MAX_SAFE_INTEGER)`, anything else undefined. */
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

export const playerRouteSearchSchema = z.object({
  recordingType: z.catch(z.optional(z.enum(ROUTE_RECORDING_TYPES)), undefined),
  durationMs: ms,
  t: ms,
  idle: ms,
  export: z.catch(z.optional(z.enum(['webm'] as const)), undefined),
});
