// Addresses of the proxy's WebSockets: ws(s)://{host}/v1/webapi/{path}?{query}, same host as the
// page, wss when the page is https. Which query a socket needs (access_token, params, …) is up to
// its protocol; browsers cannot set headers on a WebSocket, so the bearer token goes in the query.
// A W3C traceparent lets the backend join the socket's spans to a trace.
import { API_PREFIX } from '@/api/http';

/** `path` is below /v1/webapi and starts with '/'; undefined query values are left out. */
export function webapiSocketUrl(origin: string, path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(`${API_PREFIX}/webapi${path}`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
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
