// The terminal WebSocket address (fact sheet §5.1):
//   wss://{host}/v1/webapi/sites/{clusterId}/connect?access_token=…&params=…&traceparent=…
// `params` is the TerminalRequest JSON; `access_token` is the bearer token (WebSockets cannot
// send headers); `traceparent` is a W3C trace context so the backend can join its spans.
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

/** A W3C traceparent: version 00, random trace and span ids, sampled. */
export function makeTraceparent(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const hex = (n: number) => {
    const bytes = random(new Uint8Array(n));
    let out = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    // All-zero ids are invalid; keep the id well-formed even with a bad random source.
    if (/^0+$/.test(out)) out = `${out.slice(0, -1)}1`;
    return out;
  };
  return `00-${hex(16)}-${hex(8)}-01`;
}

export function terminalUrl(options: {
  origin: string;
  clusterId: string;
  params: TerminalRequest;
  accessToken: string;
  traceparent?: string;
}): string {
  const url = new URL(`/v1/webapi/sites/${encodeURIComponent(options.clusterId)}/connect`, options.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('access_token', options.accessToken);
  url.searchParams.set('params', JSON.stringify(options.params));
  if (options.traceparent) url.searchParams.set('traceparent', options.traceparent);
  return url.toString();
}
