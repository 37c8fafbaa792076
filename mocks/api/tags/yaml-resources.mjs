// @ts-check
/** The YAML resources of the store's `roles`, `connectors` and `trustedClusters` tags (one shape, three kinds). */
import YAML from 'yaml';
import { collection, error, obj, ok, OK_MESSAGE } from '../store-answers.mjs';

/**
 * @typedef {import('../store-answers.mjs').StoreRequest} StoreRequest
 * @typedef {import('../store-answers.mjs').StoreAnswer} StoreAnswer
 */

/**
 * Roles, GitHub connectors and trusted clusters travel as YAML resources: the name is the
 * resource's metadata.name, the item `{ id: "<kind>:<name>", kind, name, content }`.
 * @param {string} kind
 * @param {{ list: string, create: string, update: string, remove: string }} ops
 * @param {(operationId: string) => unknown} seed
 */
export function yamlResources(kind, ops, seed) {
  const items = collection(seed(ops.list), (i) => i.name);
  /** @param {unknown} body @param {string} [pathName] @returns {StoreAnswer} */
  const save = (body, pathName) => {
    const content = String(obj(body).content ?? '');
    let parsed;
    try {
      parsed = obj(YAML.parse(content));
    } catch (err) {
      return error(400, `invalid YAML: ${/** @type {Error} */ (err).message}`);
    }
    if (parsed.kind !== kind) return error(400, `resource kind ${JSON.stringify(parsed.kind ?? '')} is not a ${kind}`);
    const name = String(obj(parsed.metadata).name ?? '');
    if (!name) return error(400, 'missing resource name');
    if (pathName !== undefined && pathName !== name)
      return error(400, `the name in the path (${pathName}) and in the resource (${name}) differ`);
    if (pathName === undefined && items.has(name)) return error(409, `${kind} "${name}" already exists`);
    if (pathName !== undefined && !items.has(name)) return error(404, `${kind} "${name}" is not found`);
    const item = { id: `${kind}:${name}`, kind, name, content };
    items.set(name, item);
    return ok(item);
  };
  return {
    [ops.list]: () => ok([...items.values()]),
    [ops.create]: (/** @type {StoreRequest} */ r) => save(r.body),
    [ops.update]: (/** @type {StoreRequest} */ r) => save(r.body, r.params.name),
    [ops.remove]: (/** @type {StoreRequest} */ r) => {
      const name = r.params.name ?? '';
      if (!items.delete(name)) return error(404, `${kind} "${name}" is not found`);
      return ok(OK_MESSAGE);
    },
  };
}

/**
 * A tag module whose operations are one kind of YAML resource.
 * @param {string} tag @param {string} kind @param {{ list: string, create: string, update: string, remove: string }} ops
 * @returns {import('./tags.mjs').TagModule}
 */
export const yamlTag = (tag, kind, ops) => ({ tag, handlers: (ctx) => yamlResources(kind, ops, ctx.seed) });
