// @ts-check
/**
 * The contract's own examples, read straight from openapi/paths/*.yaml and openapi/examples/*.yaml
 * (no bundling): `firstResponseExample('listUsers')` is the value of the first named example of
 * that operation's 200 answer, i.e. what Prism answers by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @type {Map<string, any>} */
const files = new Map();

/** @param {string} file absolute path */
function readYaml(file) {
  let doc = files.get(file);
  if (doc === undefined) {
    doc = YAML.parse(fs.readFileSync(file, 'utf8'));
    files.set(file, doc);
  }
  return doc;
}

/**
 * Follow a `$ref` written in `fromFile` ('../examples/users.yaml#/users' or '#/x').
 * @param {string} ref
 * @param {string} fromFile
 * @returns {{ value: any, file: string }}
 */
function resolveRef(ref, fromFile) {
  const [filePart, pointer = ''] = ref.split('#');
  const file = filePart ? path.resolve(path.dirname(fromFile), filePart) : fromFile;
  let node = readYaml(file);
  for (const raw of pointer.split('/').filter(Boolean)) {
    node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`contract-examples: cannot resolve ${ref} from ${fromFile}`);
  return { value: node, file };
}

/** @type {Map<string, { op: any, file: string }> | null} */
let byOperationId = null;

function operationIndex() {
  if (byOperationId) return byOperationId;
  byOperationId = new Map();
  const dir = path.join(OPENAPI_DIR, 'paths');
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
    const file = path.join(dir, name);
    for (const item of Object.values(readYaml(file) ?? {})) {
      if (!item || typeof item !== 'object') continue;
      for (const m of METHODS) {
        const op = /** @type {any} */ (item)[m];
        if (op?.operationId) byOperationId.set(op.operationId, { op, file });
      }
    }
  }
  return byOperationId;
}

/**
 * The value of the first named example of an operation's 200 JSON answer.
 * @param {string} operationId
 * @returns {unknown}
 */
export function firstResponseExample(operationId) {
  return responseExample(operationId);
}

/**
 * The value of a named example (the first when no name is given) of an operation's 200 JSON answer.
 * @param {string} operationId
 * @param {string} [name]
 * @returns {unknown}
 */
export function responseExample(operationId, name) {
  const found = operationIndex().get(operationId);
  if (!found) throw new Error(`contract-examples: no operation ${operationId} in openapi/paths`);
  let ok = found.op.responses?.['200'];
  let file = found.file;
  if (ok?.$ref) ({ value: ok, file } = resolveRef(ok.$ref, file));
  const examples = ok?.content?.['application/json']?.examples;
  const chosen = examples && (name === undefined ? Object.values(examples)[0] : examples[name]);
  if (!chosen) throw new Error(`contract-examples: ${operationId} has no 200 example ${name ?? ''}`);
  const example = chosen.$ref ? resolveRef(chosen.$ref, file).value : chosen;
  return structuredClone(example.value);
}
