// The Audit Log's facets: counts over the loaded events by event type, user, resource
// (resource-of.ts) and outcome (outcome.ts), and the narrowing the URL's `user`, `resource` and
// `outcome` make of the loaded events (the event types narrow on the server, through `include`).
// Each facet counts the events the other facets keep (so a facet shows what choosing one of its
// values would leave); values most common first, at most `max` of them plus the chosen one. An
// event with no user or resource is not counted under those facets (no value to narrow by).
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { outcomeOf, type Outcome } from './outcome';
import { resourceOf, type ResourceKind } from './resource-of';

export type FacetKey = 'type' | 'user' | 'resource' | 'outcome';
export const FACET_KEYS: readonly FacetKey[] = ['type', 'user', 'resource', 'outcome'];

/** The facets chosen in the URL (the event types are the URL's `include`). */
export interface FacetChoice {
  types?: readonly string[];
  user?: string;
  resource?: string;
  outcome?: Outcome;
}

export interface FacetCount {
  value: string;
  count: number;
  /** For a resource: its kind (the first seen for that name). */
  kind?: ResourceKind;
}

export interface FacetGroup {
  key: FacetKey;
  values: FacetCount[];
  /** How many distinct values there are (values may hold fewer). */
  distinct: number;
}

/** What each facet reads of an event. */
export interface EventFacets {
  type: string;
  user: string;
  resource: string;
  resourceKind?: ResourceKind;
  outcome: Outcome;
}

const cache = new WeakMap<RawAuditEvent, EventFacets>();

export function facetsOf(raw: RawAuditEvent): EventFacets {
  let f = cache.get(raw);
  if (!f) {
    const resource = resourceOf(raw);
    f = {
      type: typeof raw.event === 'string' ? raw.event : '',
      user: typeof raw.user === 'string' ? raw.user : '',
      resource: resource?.name ?? '',
      outcome: outcomeOf(raw),
    };
    if (resource) f.resourceKind = resource.kind;
    cache.set(raw, f);
  }
  return f;
}

/** Whether the loaded events are narrowed (the facets applied on this side: user, resource, outcome). */
export function narrowsLoaded(choice: FacetChoice): boolean {
  return Boolean(choice.user || choice.resource || choice.outcome);
}

function keeps(f: EventFacets, choice: FacetChoice, except?: FacetKey): boolean {
  if (except !== 'user' && choice.user && f.user !== choice.user) return false;
  if (except !== 'resource' && choice.resource && f.resource !== choice.resource) return false;
  if (except !== 'outcome' && choice.outcome && f.outcome !== choice.outcome) return false;
  if (except !== 'type' && choice.types?.length && !choice.types.includes(f.type)) return false;
  return true;
}

/**
 * The predicate of the facets applied to the loaded events (user, resource, outcome), or
 * undefined when none is. The types are the server's filter, so an event it sent passes them.
 */
export function facetPredicate(choice: FacetChoice): ((raw: RawAuditEvent) => boolean) | undefined {
  if (!narrowsLoaded(choice)) return undefined;
  const local: FacetChoice = { user: choice.user, resource: choice.resource, outcome: choice.outcome };
  return (raw) => keeps(facetsOf(raw), local);
}

/** The counts of every facet over `events`, each over the events the other facets keep. */
export function countFacets(events: readonly RawAuditEvent[], choice: FacetChoice, max = 8): FacetGroup[] {
  const tallies = new Map<FacetKey, Map<string, FacetCount>>(FACET_KEYS.map((k) => [k, new Map()]));
  for (const raw of events) {
    const f = facetsOf(raw);
    for (const key of FACET_KEYS) {
      if (!keeps(f, choice, key)) continue;
      const value = f[key];
      // An event with no user (or resource, or type) has no value to narrow by.
      if (!value) continue;
      const tally = tallies.get(key)!;
      const entry = tally.get(value);
      if (entry) entry.count++;
      else tally.set(value, key === 'resource' && f.resourceKind ? { value, count: 1, kind: f.resourceKind } : { value, count: 1 });
    }
  }
  const chosen: Record<FacetKey, readonly string[]> = {
    type: choice.types ?? [],
    user: choice.user ? [choice.user] : [],
    resource: choice.resource ? [choice.resource] : [],
    outcome: choice.outcome ? [choice.outcome] : [],
  };
  return FACET_KEYS.map((key) => {
    const all = [...tallies.get(key)!.values()].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const top = all.slice(0, max);
    // A chosen value is always shown, even when rarer than the top ones (or absent: count 0).
    for (const value of chosen[key]) {
      if (top.some((v) => v.value === value)) continue;
      top.push(all.find((v) => v.value === value) ?? { value, count: 0 });
    }
    return { key, values: top, distinct: all.length };
  });
}
