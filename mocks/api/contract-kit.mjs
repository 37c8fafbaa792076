// @ts-check
/**
 * The generated contract code the browser uses (src/api/gen/operations.ts and validators.ts, the
 * zod validators orval writes from openapi/), made loadable by plain node: bundled once with
 * rolldown into node_modules/.cache/mock-contract/<hash of the sources>/ (a few hundred ms on a
 * fresh clone, a file read afterwards). The mock validates its own answers with exactly the
 * validators the console checks them with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GEN = path.join(ROOT, 'src/api/gen');
const SOURCES = ['operations.ts', 'validators.ts', 'zod.ts'];

/**
 * @typedef {import('../../src/api/gen/operations').OperationInfo} OperationInfo
 * @typedef {{ safeParse(data: unknown): { success: true } | { success: false, error: { issues: { path: PropertyKey[], message: string }[] } } }} Validator
 *
 * @typedef {object} ContractKit
 * @property {readonly OperationInfo[]} operations
 * @property {(method: string, apiPath: string) => OperationInfo | undefined} findOperation  path without /v1
 * @property {(apiPath: string) => OperationInfo[]} operationsAt  every operation of a path (without /v1), whatever its method
 * @property {(operationId: string, data: unknown) => string | null} checkResponse  null when valid, else "field: message"
 * @property {(data: unknown) => string | null} checkErrorBody  the contract's ErrorBody
 */

async function bundle() {
  const hash = createHash('sha256');
  for (const name of SOURCES) hash.update(fs.readFileSync(path.join(GEN, name)));
  const dir = path.join(ROOT, 'node_modules/.cache/mock-contract', hash.digest('hex').slice(0, 16));
  if (!fs.existsSync(path.join(dir, 'validators.mjs'))) {
    const { build } = await import('rolldown');
    const tmp = `${dir}.tmp-${process.pid}`;
    await build({
      input: { operations: path.join(GEN, 'operations.ts'), validators: path.join(GEN, 'validators.ts') },
      external: ['zod'],
      logLevel: 'silent',
      output: { dir: tmp, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    });
    try {
      fs.renameSync(tmp, dir);
    } catch {
      // Another process (a second test worker) got there first: its bundle is the same.
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  return dir;
}

/** @param {Validator | undefined} schema @param {unknown} data */
function check(schema, data) {
  if (!schema) return null;
  const result = schema.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${(issue?.path ?? []).map(String).join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`;
}

/**
 * The path parameters of `apiPath` by the operation's template ('/webapi/users/{username}'),
 * decoded (a value that is not valid percent-encoding is kept as sent).
 * @param {string} template
 * @param {string} apiPath
 */
export function pathParams(template, apiPath) {
  /** @type {Record<string, string>} */
  const params = {};
  const values = apiPath.split('/');
  template.split('/').forEach((segment, i) => {
    const m = /^\{(.+)\}$/.exec(segment);
    if (!m || !m[1]) return;
    const raw = values[i] ?? '';
    try {
      params[m[1]] = decodeURIComponent(raw);
    } catch {
      params[m[1]] = raw;
    }
  });
  return params;
}

/** @type {Promise<ContractKit> | null} */
let loading = null;

/** @returns {Promise<ContractKit>} */
export function loadContractKit() {
  return (loading ??= (async () => {
    const dir = await bundle();
    /** @type {{ operations: readonly OperationInfo[] }} */
    const { operations } = await import(pathToFileURL(path.join(dir, 'operations.mjs')).href);
    /** @type {{ responseValidators: Record<string, Validator | undefined>, componentValidators: Record<string, Validator | undefined> }} */
    const { responseValidators, componentValidators } = await import(pathToFileURL(path.join(dir, 'validators.mjs')).href);
    return {
      operations,
      findOperation: (method, apiPath) => {
        const upper = method.toUpperCase();
        return operations.find((op) => op.method === upper && op.pattern.test(apiPath));
      },
      operationsAt: (apiPath) => operations.filter((op) => op.pattern.test(apiPath)),
      checkResponse: (operationId, data) => check(responseValidators[operationId], data),
      checkErrorBody: (data) => check(componentValidators.ErrorBody, data),
    };
  })());
}
