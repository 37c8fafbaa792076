// What a role draft reaches: its label selectors (spec.allow/deny.node_labels, app_labels, db_labels,
// kubernetes_labels, windows_desktop_labels) turned into the listings' predicate `query`, so the
// server counts what they match (limit=1, totalCount) and a link opens the same list.
//
// Teleport's semantics (gravitational/teleport lib/services/role.go, MatchLabels /
// MatchLabelGetter, CheckLabelsMatch; api/types/role.go, RoleV6.CheckAndSetDefaults):
//   - a selector is a map of label key -> accepted values (a value or a list of values);
//   - an empty or missing selector matches nothing;
//   - `'*': '*'` (the key `*` with exactly the one value `*`) matches everything;
//   - otherwise every key must be present on the resource (AND over keys), and its value must
//     match one of the listed values (OR over values); a `*` among the values accepts any value
//     of a present key; a key with no values matches nothing;
//   - a value is matched as a glob (`web-*`) or, when it is `^…$`, as a regular expression;
//     anything else is compared as it is;
//   - deny selectors are read by the same MatchLabels (AND over keys): a resource is taken away
//     when the deny selector matches it ("greedy" only across labels and label expressions);
//   - allow refuses the key `*` with values other than a lone `*`;
//   - v3 roles default a missing allow selector: app, db and kubernetes to `'*': '*'`, node to
//     `'*': '*'` when the role has logins (else nothing); later versions default nothing.
// What the predicate language cannot say (globs other than a lone `*`, regular expressions,
// `{{trait}}` templates, `<kind>_labels_expression`) is named as not counted, never guessed.
import { parseDocument } from 'yaml';
import { labelPredicate } from '@/shared/resource-list/predicate';

export type ReachKind = 'nodes' | 'apps' | 'databases' | 'kubernetes' | 'desktops';

export interface ReachKindSpec {
  kind: ReachKind;
  /** The role field of its selector, e.g. `node_labels`. */
  field: string;
  /** The list page's title. */
  title: string;
  /** Plural noun for a count, e.g. 'servers'. */
  noun: string;
  /** What a v3 role gets when its allow selector is missing. */
  v3Default: 'everything' | 'nothing' | 'everything-with-logins';
}

export const REACH_KINDS: readonly ReachKindSpec[] = [
  { kind: 'nodes', field: 'node_labels', title: 'Servers', noun: 'servers', v3Default: 'everything-with-logins' },
  { kind: 'apps', field: 'app_labels', title: 'Applications', noun: 'applications', v3Default: 'everything' },
  { kind: 'databases', field: 'db_labels', title: 'Databases', noun: 'databases', v3Default: 'everything' },
  { kind: 'kubernetes', field: 'kubernetes_labels', title: 'Kubernetes', noun: 'Kubernetes clusters', v3Default: 'everything' },
  { kind: 'desktops', field: 'windows_desktop_labels', title: 'Desktops', noun: 'desktops', v3Default: 'nothing' },
];

/** A selector in the order it was written: label key -> the values it accepts. */
export type LabelSelector = ReadonlyArray<readonly [string, readonly string[]]>;

/** How one selector reads as a predicate. */
export type SelectorPlan =
  | { type: 'nothing'; why: string }
  | { type: 'everything' }
  | { type: 'predicate'; predicate: string }
  | { type: 'uncounted'; reasons: string[] };

/** What the panel does for one kind. */
export type KindPlan =
  /** Nothing is reached; no call is needed. */
  | { type: 'zero'; why: string }
  /**
   * Count with `query` ('' = everything). `allowQuery` is set when a deny selector narrows the
   * allow selector: the count before the deny, to say how much it takes away.
   */
  | { type: 'count'; query: string; allowQuery?: string }
  | { type: 'uncounted'; reasons: string[] };

export type DraftRead =
  { type: 'invalid'; message: string } | { type: 'not-role'; message: string } | { type: 'role'; plans: Record<ReachKind, KindPlan> };

const WILDCARD = '*';

// The same quoting as labelPredicate (predicate.ts): JSON's string syntax, which Go's string
// literals accept, so a hostile key cannot leave its literal.
const labelRef = (key: string) => `labels[${JSON.stringify(key)}]`;

const show = (value: string) => JSON.stringify(value);

/** Whether a value is read as a regular expression (`^…$`), as Teleport's utils.compileRegex does. */
const isRegex = (value: string) => value.length >= 2 && value.startsWith('^') && value.endsWith('$');

/** Why a value cannot become a predicate, or null when it is compared as it is. */
function uncountedValue(value: string): string | null {
  if (value.includes('{{')) return `${show(value)} depends on the user's traits`;
  if (isRegex(value)) return `${show(value)} is a regular expression`;
  if (value.includes(WILDCARD)) return `${show(value)} is a wildcard pattern`;
  return null;
}

/** The predicate of one literal `key: value` (a present key whose value is exactly `value`). */
function literalTerm(key: string, value: string): string {
  // A missing label reads as "" in the predicate language, so "" also needs the key to exist.
  if (value === '') return `(exists(${labelRef(key)}) && ${labelPredicate({ name: key, value })})`;
  return labelPredicate({ name: key, value });
}

/**
 * The plan of one selector. `side` matters for the key `*`: allow refuses `'*'` with other values;
 * deny reads it as a label literally named `*`.
 */
export function selectorPlan(selector: LabelSelector, side: 'allow' | 'deny'): SelectorPlan {
  if (selector.length === 0) return { type: 'nothing', why: 'empty' };
  const star = selector.find(([key]) => key === WILDCARD);
  if (star && star[1].length === 1 && star[1][0] === WILDCARD) return { type: 'everything' };
  const reasons: string[] = [];
  const terms: string[] = [];
  for (const [key, values] of selector) {
    if (values.length === 0) return { type: 'nothing', why: `${show(key)} lists no values` };
    if (key === WILDCARD && side === 'allow') {
      reasons.push(`'*' takes only '*' (the server refuses other values)`);
      continue;
    }
    if (key.includes('{{')) {
      reasons.push(`the key ${show(key)} depends on the user's traits`);
      continue;
    }
    if (values.includes(WILDCARD)) {
      terms.push(`exists(${labelRef(key)})`);
      continue;
    }
    const why = values.map(uncountedValue).filter((r): r is string => r !== null);
    if (why.length > 0) {
      reasons.push(...why.map((r) => `${show(key)}: ${r}`));
      continue;
    }
    const unique = [...new Set(values)];
    const ors = unique.map((v) => literalTerm(key, v));
    terms.push(ors.length === 1 ? ors[0]! : `(${ors.join(' || ')})`);
  }
  if (reasons.length > 0) return { type: 'uncounted', reasons };
  return { type: 'predicate', predicate: terms.join(' && ') };
}

/** What was read from a selector field: absent, a selector, or why it cannot be read. */
export type SelectorRead = { type: 'absent' } | { type: 'selector'; selector: LabelSelector } | { type: 'bad'; reasons: string[] };

function scalarKey(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (typeof key === 'number' || typeof key === 'boolean') return String(key);
  return null;
}

function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'an empty value';
  if (v instanceof Map) return 'a map';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'a value' : String(v);
}

/** Reads a selector field of the parsed YAML (maps as Map, in the order written). */
export function readSelector(value: unknown, field: string): SelectorRead {
  if (value === undefined || value === null) return { type: 'absent' };
  if (!(value instanceof Map)) return { type: 'bad', reasons: [`${field} is not a map of labels`] };
  const selector: Array<readonly [string, readonly string[]]> = [];
  const reasons: string[] = [];
  for (const [rawKey, rawValues] of value as Map<unknown, unknown>) {
    const key = scalarKey(rawKey);
    if (key === null) {
      reasons.push(`${field} has a key that is not a string`);
      continue;
    }
    const list = Array.isArray(rawValues) ? (rawValues as unknown[]) : [rawValues];
    const values: string[] = [];
    for (const v of list) {
      if (typeof v === 'string') values.push(v);
      else reasons.push(`${show(key)}: ${describeValue(v)} is not a string${v !== null && typeof v !== 'object' ? ' (quote it)' : ''}`);
    }
    selector.push([key, values]);
  }
  return reasons.length > 0 ? { type: 'bad', reasons } : { type: 'selector', selector };
}

const asMap = (value: unknown): Map<unknown, unknown> | null => (value instanceof Map ? (value as Map<unknown, unknown>) : null);

const present = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

export interface RoleSides {
  version: string;
  allow: Map<unknown, unknown> | null;
  deny: Map<unknown, unknown> | null;
}

/** The plan of one kind from the role's allow and deny conditions. */
export function kindPlan(spec: ReachKindSpec, role: RoleSides): KindPlan {
  const { field } = spec;
  const denyRead = readSelector(role.deny?.get(field), `deny.${field}`);
  const denyPlan = denyRead.type === 'selector' ? selectorPlan(denyRead.selector, 'deny') : null;
  if (denyPlan?.type === 'everything') return { type: 'zero', why: `deny.${field} '*': '*' takes away everything` };

  const allowRaw = role.allow?.get(field);
  let allowRead = readSelector(allowRaw, `allow.${field}`);
  if (allowRead.type === 'absent' && role.version === 'v3') {
    const logins = role.allow?.get('logins');
    const everything =
      spec.v3Default === 'everything' || (spec.v3Default === 'everything-with-logins' && Array.isArray(logins) && logins.length > 0);
    if (everything) allowRead = { type: 'selector', selector: [[WILDCARD, [WILDCARD]]] };
  }
  const allowExpression = present(role.allow?.get(`${field}_expression`));
  const denyExpression = present(role.deny?.get(`${field}_expression`));
  const allowPlan = allowRead.type === 'selector' ? selectorPlan(allowRead.selector, 'allow') : null;

  // Allow needs both its labels and its expression to match when they are set; an empty selector
  // counts as unset next to an expression.
  if (allowPlan?.type === 'nothing' && (allowPlan.why !== 'empty' || !allowExpression))
    return { type: 'zero', why: `allow.${field} ${allowPlan.why === 'empty' ? 'is empty' : allowPlan.why}` };
  if (allowRead.type === 'absent' && !allowExpression) return { type: 'zero', why: `no allow.${field}` };

  const reasons: string[] = [];
  if (allowRead.type === 'bad') reasons.push(...allowRead.reasons);
  if (allowPlan?.type === 'uncounted') reasons.push(...allowPlan.reasons.map((r) => `allow ${r}`));
  if (allowExpression) reasons.push(`allow.${field}_expression is a label expression`);
  if (denyRead.type === 'bad') reasons.push(...denyRead.reasons);
  if (denyPlan?.type === 'uncounted') reasons.push(...denyPlan.reasons.map((r) => `deny ${r}`));
  if (denyExpression) reasons.push(`deny.${field}_expression is a label expression`);
  if (reasons.length > 0) return { type: 'uncounted', reasons };

  const allowQuery = allowPlan?.type === 'predicate' ? allowPlan.predicate : '';
  if (denyPlan?.type !== 'predicate') return { type: 'count', query: allowQuery };
  const denied = `!(${denyPlan.predicate})`;
  return { type: 'count', query: allowQuery ? `${allowQuery} && ${denied}` : denied, allowQuery };
}

/** Reads a role draft (YAML text) into a plan per kind; never throws. */
export function readRoleDraft(text: string): DraftRead {
  let doc;
  try {
    doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    return { type: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  const first = doc.errors[0];
  if (first) return { type: 'invalid', message: first.message.split('\n')[0] ?? 'The YAML does not parse.' };
  let root: unknown;
  try {
    root = doc.toJS({ mapAsMap: true, maxAliasCount: 100 });
  } catch (error) {
    return { type: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  const top = asMap(root);
  if (!top) return { type: 'not-role', message: 'The YAML is not a role (no top-level map).' };
  if (top.get('kind') !== 'role') return { type: 'not-role', message: 'The YAML is not a role (kind: role).' };
  const spec = asMap(top.get('spec'));
  const version = typeof top.get('version') === 'string' ? (top.get('version') as string) : '';
  const sides: RoleSides = { version, allow: asMap(spec?.get('allow')), deny: asMap(spec?.get('deny')) };
  const plans = {} as Record<ReachKind, KindPlan>;
  for (const k of REACH_KINDS) plans[k.kind] = kindPlan(k, sides);
  return { type: 'role', plans };
}
