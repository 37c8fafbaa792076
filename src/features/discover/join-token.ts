// The join token of an enrolment: the request for a kind, and what the answer says (its internal
// resource id, its expiry, how long it has left).
import type { CreateJoinTokenRequest, JoinToken } from '@/api/gen/model';
import type { ResourceKind } from './kinds';

/** The label the server suggests for the agent: a fresh UUID per token, the agent carries it. */
export const RESOURCE_ID_LABEL = 'teleport.internal/resource-id';
/**
 * The name the wizard gave an application, database or Kubernetes cluster, as a suggested agent
 * label: the agent that joins with the token registers the resource under this name.
 */
export const DISCOVER_NAME_LABEL = 'teleport.dev/discover-name';

export function joinTokenRequest(kind: ResourceKind, name: string | undefined): CreateJoinTokenRequest {
  const labels: Record<string, string[]> = {};
  // A database agent serves the databases whose labels match; the new one carries its name.
  if (name && kind.agent !== 'node' && kind.agent !== 'desktop') labels[DISCOVER_NAME_LABEL] = [name];
  return {
    roles: [kind.tokenRole],
    join_method: 'token',
    ...(Object.keys(labels).length ? { suggested_agent_matcher_labels: labels } : {}),
  };
}

/**
 * The names the proxy gives `token`-method join tokens: `utils.CryptoRandomHex(defaults.TokenLenBytes)`
 * in Teleport (16 random bytes, 32 lower-case hex digits; the embedded default does the same). The
 * token goes into the commands the user copies, so nothing outside this alphabet is ever used,
 * whether it came from the server's answer or from the wizard's own URL.
 */
const JOIN_TOKEN_RE = /^[0-9a-f]{16,128}$/;

export function isJoinTokenName(token: string): boolean {
  return JOIN_TOKEN_RE.test(token);
}

/** Why a token from the wizard's address is not used (shown to the user). */
export const REFUSED_URL_TOKEN =
  'The join token in this page’s address is not one the proxy issues (hexadecimal digits only), so no command was built from it. Generate a new command.';
/** Why a token in the server's answer is not used. */
export const REFUSED_SERVER_TOKEN =
  'The proxy answered a join token that is not hexadecimal digits, so no command was built from it. Try again.';

export interface TokenFacts {
  id: string;
  resourceId: string;
  expiry: string;
}

/** The token's id, resource id and expiry; null when the server suggested no resource id. */
export function tokenFacts(token: JoinToken): TokenFacts | null {
  const resourceId = token.suggestedLabels?.find((l) => l.name === RESOURCE_ID_LABEL)?.value;
  if (!resourceId) return null;
  return { id: token.id, resourceId, expiry: token.expiry };
}

/** Milliseconds left before the expiry (0 when past; NaN expiry counts as expired). */
export function msLeft(expiry: string, now: number): number {
  const at = Date.parse(expiry);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/** '3h 59m 58s', '4m 05s', '0s': the countdown next to the command. */
export function countdownText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}
