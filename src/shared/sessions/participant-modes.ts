// Join modes of a session (the terminal socket's `mode`): a peer types, an observer or a
// moderator only watches. Kept free of zod and the HTTP pipeline: route files read it, and
// they sit in the entry chunk.
export const PARTICIPANT_MODES = ['observer', 'moderator', 'peer'] as const;
export type ParticipantMode = (typeof PARTICIPANT_MODES)[number];

export function isParticipantMode(value: unknown): value is ParticipantMode {
  return typeof value === 'string' && (PARTICIPANT_MODES as readonly string[]).includes(value);
}
