// Active sessions (fact sheet §2.7), used by the Active Sessions page and by the terminal (is the
// session still running? may I rejoin?).
//
// The list comes from the generated `listActiveSessions` (the pipeline checks it against the
// contract); the schema below only normalizes what the contract leaves optional or nullable
// (defaults, nil slices, unknown participant modes) into the shape the pages use.
import { z } from 'zod';
import { listActiveSessions } from '../api/gen/hooks/active-sessions/active-sessions';

import { isParticipantMode, PARTICIPANT_MODES, type ParticipantMode } from './participant-modes';
import { ProtocolError } from './socket-session/protocol-error';

export { PARTICIPANT_MODES, ProtocolError, type ParticipantMode };

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

const SessionsSchema = z.object({ sessions: list(SessionSchema) });

export function parseSessions(json: unknown): Session[] {
  const result = SessionsSchema.safeParse(json);
  if (result.success) return result.data.sessions;
  const issue = result.error.issues[0];
  throw new ProtocolError('session list', (issue?.path ?? []).map(String).join('.'), issue?.message ?? 'invalid');
}

export const activeSessionsQueryKey = (clusterId: string) => ['activeSessions', clusterId] as const;

export async function fetchActiveSessions(clusterId: string, signal?: AbortSignal): Promise<Session[]> {
  return parseSessions(await listActiveSessions(clusterId, undefined, signal));
}
