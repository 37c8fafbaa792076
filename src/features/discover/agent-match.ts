// Finding the agent that joined with the token: the list query that asks for resources carrying
// the token's internal resource-id label, and the match in the answer (checked here as well, so
// a backend that ignored the query cannot make an unrelated resource pass for the new one).
import type { Label } from '@/api/gen/model';
import { RESOURCE_ID_LABEL } from './join-token';
import type { AgentKind } from './kinds';

/** The predicate for the list calls' `query` parameter. */
export function resourceIdQuery(resourceId: string): string {
  return `labels[${JSON.stringify(RESOURCE_ID_LABEL)}] == ${JSON.stringify(resourceId)}`;
}

export function carriesResourceId(labels: readonly Label[] | undefined, resourceId: string): boolean {
  return (labels ?? []).some((l) => l.name === RESOURCE_ID_LABEL && l.value === resourceId);
}

/** What the wizard keeps of the resource that joined: the id the connection test uses and a name to show. */
export interface JoinedResource {
  /** A server's id; the name of anything else. */
  id: string;
  label: string;
}

type Listed =
  | { kind: 'node'; items: readonly { id: string; hostname: string; tags: Label[] }[] }
  | { kind: Exclude<AgentKind, 'node'>; items: readonly { name: string; labels: Label[] }[] };

export function findJoined(listed: Listed, resourceId: string): JoinedResource | null {
  if (listed.kind === 'node') {
    const node = listed.items.find((n) => carriesResourceId(n.tags, resourceId));
    return node ? { id: node.id, label: node.hostname } : null;
  }
  const item = listed.items.find((i) => carriesResourceId(i.labels, resourceId));
  return item ? { id: item.name, label: item.name } : null;
}
