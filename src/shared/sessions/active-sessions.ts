// A session as the terminal's WebSocket sends it (the `session` of its session-metadata message):
// the schema normalizes what the contract leaves optional or nullable (defaults, Go's nil slices,
// participant modes this console does not know) into the shape the terminal uses. The Active
// Sessions list reads the same sessions through the generated listActiveSessions hook.
// First: zod configured before any schema is parsed (src/api/zod-setup.ts).
import '@/api/zod-setup';
import { z } from 'zod';
import { isParticipantMode, PARTICIPANT_MODES, type ParticipantMode } from './participant-modes';

export { PARTICIPANT_MODES, type ParticipantMode };

const text = z.string();

/** Go serializes a nil slice as null. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const PartySchema = z.object({
  id: text,
  remote_addr: text.default(''),
  user: text,
  server_id: text.default(''),
  last_active: text.default(''),
});

export const SessionSchema = z.object({
  kind: text,
  id: text.min(1),
  namespace: text.default('default'),
  parties: list(PartySchema),
  terminal_params: z.object({ w: z.number().int(), h: z.number().int() }).optional(),
  login: text,
  created: text,
  last_active: text.default(''),
  server_id: text.default(''),
  server_hostname: text.default(''),
  server_hostport: z.number().int().default(0),
  server_addr: text.default(''),
  cluster_name: text.default(''),
  kubernetes_cluster_name: text.default(''),
  desktop_name: text.default(''),
  database_name: text.default(''),
  app_name: text.default(''),
  owner: text.default(''),
  moderated: z.boolean().default(false),
  // Unknown modes from a newer backend are dropped rather than failing the whole list.
  participantModes: list(text).transform((modes) => modes.filter(isParticipantMode)),
});
export type Session = z.infer<typeof SessionSchema>;
