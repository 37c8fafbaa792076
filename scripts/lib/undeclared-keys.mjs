// Keys of an answer that its (dereferenced) JSON Schema does not declare. JSON Schema allows
// undeclared keys unless told otherwise, so a validator alone passes a field the server renamed
// (`database_users` sent as `databaseUsers`) when the declared one is optional. This walks the
// answer beside its schema and lists every undeclared key with its JSON pointer, and, when the
// object lacks a declared key that looks the same (case and punctuation aside), that key too:
// the server most likely renamed it.

/** The schema and every schema it combines (allOf, anyOf, oneOf), flat. */
function branchesOf(schema, out = []) {
  if (!schema || typeof schema !== 'object' || out.includes(schema)) return out;
  out.push(schema);
  for (const k of ['allOf', 'anyOf', 'oneOf']) for (const s of schema[k] ?? []) branchesOf(s, out);
  return out;
}

const squash = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const escape = (k) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * @param {object} schema  a dereferenced JSON Schema
 * @param {unknown} data   the parsed answer
 * @returns {{ pointer: string, key: string, renamedFrom?: string }[]}  renamedFrom: the declared
 *   key, absent from the object, that the undeclared one looks like
 */
export function undeclaredKeys(schema, data) {
  const found = new Map();
  walk(schema, data, '', found);
  return [...found.values()];
}

function walk(schema, data, pointer, found) {
  if (data === null || typeof data !== 'object') return;
  const branches = branchesOf(schema);
  if (Array.isArray(data)) {
    const items = branches.map((b) => b.items).filter((s) => s && typeof s === 'object');
    data.forEach((v, i) => items.forEach((s) => walk(s, v, `${pointer}/${i}`, found)));
    return;
  }
  /** @type {Map<string, object[]>} */
  const declared = new Map();
  for (const b of branches) for (const [k, s] of Object.entries(b.properties ?? {})) declared.set(k, [...(declared.get(k) ?? []), s]);
  // A map (additionalProperties or patternProperties given): any key is declared; look inside
  // its values only.
  const maps = branches.filter((b) => (b.additionalProperties !== undefined && b.additionalProperties !== false) || b.patternProperties);
  for (const [k, v] of Object.entries(data)) {
    const here = `${pointer}/${escape(k)}`;
    if (declared.has(k)) {
      for (const s of declared.get(k)) walk(s, v, here, found);
    } else if (maps.length) {
      for (const b of maps) if (typeof b.additionalProperties === 'object') walk(b.additionalProperties, v, here, found);
    } else if (declared.size) {
      // (An object schema that declares nothing says nothing about its keys.)
      const renamedFrom = [...declared.keys()].find((d) => !(d in data) && squash(d) === squash(k));
      if (!found.has(here)) found.set(here, { pointer: here, key: k, ...(renamedFrom ? { renamedFrom } : {}) });
    }
  }
}
