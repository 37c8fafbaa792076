// The terminal WebSocket address (operation connectTerminal in the contract):
//   wss://{host}/v1/webapi/sites/{clusterId}/connect?access_token=…&params=…&traceparent=…
// `params` is the TerminalRequest JSON; `access_token` is the bearer token (WebSockets cannot
// send headers); `traceparent` is a W3C trace context so the backend can join its spans.
import { apiPath } from '@/api/path';
import { webapiSocketUrl } from '@/shared/socket-session/socket-url';
import { TerminalRequestSchema, type ParticipantMode, type TerminalRequest } from './messages';

/** What to connect to: a new session on a server, or an existing session to join. */
export type TerminalTarget =
  | { kind: 'node'; serverId: string; login: string }
  | { kind: 'join'; sid: string; mode: ParticipantMode; serverId?: string; login?: string };

export interface TermSize {
  cols: number;
  rows: number;
}

/** The `params` object. A join sends the session id and mode; server and login are optional then. */
export function buildTerminalParams(target: TerminalTarget, size: TermSize): TerminalRequest {
  const term = { w: clampSize(size.cols), h: clampSize(size.rows) };
  const params =
    target.kind === 'node'
      ? { server_id: target.serverId, login: target.login, term }
      : { server_id: target.serverId ?? '', login: target.login ?? '', term, sid: target.sid, mode: target.mode };
  return TerminalRequestSchema.parse(params);
}

function clampSize(n: number): number {
  return Math.min(Math.max(Math.floor(Number.isFinite(n) ? n : 0), 1), 4095);
}

export function terminalUrl(options: {
  origin: string;
  clusterId: string;
  params: TerminalRequest;
  accessToken: string;
  traceparent?: string;
}): string {
  return webapiSocketUrl(options.origin, apiPath`/sites/${options.clusterId}/connect`, {
    access_token: options.accessToken,
    params: JSON.stringify(options.params),
    traceparent: options.traceparent,
  });
}
