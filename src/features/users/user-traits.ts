// The seven trait lists the user form edits, and the wire's `traits` object of the user calls
// (UserTraits in the contract: camelCase keys, each an optional list of strings). Pure: the form
// never sees the wire object, the request never sees the form's lists.
//
// Reading keeps whatever else the server sent (traits this console does not edit, such as ones
// an SSO connector set) aside, and writing puts it back untouched, so an edit never drops them.
// On update the server leaves absent keys unchanged, so every edited list is sent, an emptied
// one as [] (that is how a list is cleared); on create empty lists are left out.

/** The form's names of the lists. */
export type TraitField = 'logins' | 'databaseUsers' | 'databaseNames' | 'kubeUsers' | 'kubeGroups' | 'windowsLogins' | 'awsRoleArns';

export interface TraitSpec {
  field: TraitField;
  /** The key of the list in the wire's `traits` object. */
  wire: string;
  label: string;
  placeholder: string;
}

export const TRAIT_SPECS: readonly TraitSpec[] = [
  { field: 'logins', wire: 'logins', label: 'Logins', placeholder: 'root, ubuntu' },
  { field: 'databaseUsers', wire: 'databaseUsers', label: 'Database users', placeholder: 'postgres' },
  { field: 'databaseNames', wire: 'databaseNames', label: 'Database names', placeholder: 'orders' },
  { field: 'kubeUsers', wire: 'kubeUsers', label: 'Kubernetes users', placeholder: 'alice@example.com' },
  { field: 'kubeGroups', wire: 'kubeGroups', label: 'Kubernetes groups', placeholder: 'system:masters' },
  { field: 'windowsLogins', wire: 'windowsLogins', label: 'Windows logins', placeholder: 'Administrator' },
  { field: 'awsRoleArns', wire: 'awsRoleArns', label: 'AWS role ARNs', placeholder: 'arn:aws:iam::123456789012:role/ReadOnly' },
];

export type TraitLists = Record<TraitField, string[]>;

/** The traits as the form holds them: the seven lists and the server's other traits, kept as they came. */
export interface FormTraits {
  lists: TraitLists;
  other: Record<string, unknown>;
}

export function emptyTraitLists(): TraitLists {
  return Object.fromEntries(TRAIT_SPECS.map((s) => [s.field, []])) as unknown as TraitLists;
}

/** Trimmed, without empty entries and repeats, in the order given. */
export function cleanList(values: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const text = v.trim();
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The wire's traits (anything, from the server) as the form's lists plus the traits it does not edit. */
export function traitsFromWire(traits: unknown): FormTraits {
  const lists = emptyTraitLists();
  const other: Record<string, unknown> = {};
  if (!isRecord(traits)) return { lists, other };
  const byWire = new Map(TRAIT_SPECS.map((s) => [s.wire, s]));
  for (const [key, value] of Object.entries(traits)) {
    const spec = byWire.get(key);
    if (spec && (Array.isArray(value) || value === null)) lists[spec.field] = cleanList(value ?? []);
    else other[key] = value;
  }
  return { lists, other };
}

/**
 * The wire's `traits` for a save. `create`: only the lists with entries; `update`: every list
 * (an empty one clears it on the server). The other traits go back as they came.
 */
export function traitsToWire(form: FormTraits, mode: 'create' | 'update'): Record<string, unknown> {
  const out: Record<string, unknown> = { ...form.other };
  for (const spec of TRAIT_SPECS) {
    const list = cleanList(form.lists[spec.field]);
    if (list.length || mode === 'update') out[spec.wire] = list;
  }
  return out;
}
