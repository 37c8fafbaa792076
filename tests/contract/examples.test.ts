// @vitest-environment node
// Every example in the contract agrees with its schema twice over: with the JSON Schema itself
// (Ajv, draft 2020-12 as OpenAPI 3.1 uses) and with the zod validator generated from it.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ZodType } from 'zod';
import * as zod from '../../src/api/gen/zod';
import { componentValidators, responseValidators } from '../../src/api/gen/validators';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = (await $RefParser.dereference(path.resolve('openapi/openapi.yaml'))) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// OpenAPI keywords Ajv does not know.
for (const k of ['example', 'x-enum-varnames', 'x-enumNames', 'x-enum-descriptions', 'x-config-schema']) ajv.addKeyword(k);

interface Case {
  where: string;
  operationId: string;
  kind: 'request' | 'response';
  status?: string;
  mediaType: string;
  schema: Json;
  name: string;
  value: unknown;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const cases: Case[] = [];
const mediaWithoutExamples: string[] = [];
for (const [p, item] of Object.entries<Json>(doc.paths)) {
  for (const m of methods) {
    const op = item[m];
    if (!op) continue;
    const collect = (kind: 'request' | 'response', content: Json | undefined, status?: string) => {
      for (const [mediaType, media] of Object.entries<Json>(content ?? {})) {
        const where = `${m.toUpperCase()} ${p} ${kind}${status ? ` ${status}` : ''} ${mediaType}`;
        const examples = Object.entries<Json>(media.examples ?? {});
        if (examples.length === 0) mediaWithoutExamples.push(where);
        for (const [name, ex] of examples)
          cases.push({ where, operationId: op.operationId, kind, status, mediaType, schema: media.schema, name, value: ex.value });
      }
    };
    collect('request', op.requestBody?.content);
    for (const [status, res] of Object.entries<Json>(op.responses ?? {})) collect('response', res.content, status);
  }
}

/** The JSON object inside `var GRV_CONFIG = {...};`. */
function configFromScript(text: string): unknown {
  const match = /^\s*var GRV_CONFIG = ([\s\S]*);\s*$/.exec(text);
  if (!match) throw new Error('not of the form var GRV_CONFIG = {...};');
  return JSON.parse(match[1]!);
}

function zodFor(c: Case): ZodType | undefined {
  if (!c.mediaType.includes('json'))
    return c.kind === 'response' && c.status?.startsWith('2') ? responseValidators[c.operationId] : undefined;
  if (c.kind === 'response' && c.status?.startsWith('2')) return responseValidators[c.operationId];
  if (c.kind === 'response') return componentValidators.ErrorBody;
  return (zod as unknown as Record<string, ZodType | undefined>)[`${c.operationId}Body`];
}

describe('the contract', () => {
  it('has examples for every request and response body', () => {
    expect(mediaWithoutExamples).toEqual([]);
    expect(cases.length).toBeGreaterThan(800);
  });

  it('has no 401 anywhere (the backend answers auth failures with 403)', () => {
    const statuses = cases.filter((c) => c.kind === 'response').map((c) => c.status);
    expect(statuses).not.toContain('401');
    expect(statuses).toContain('403');
  });

  it.each(cases.map((c) => [`${c.where} example "${c.name}"`, c] as const))('%s matches its schema and the zod validator', (_, c) => {
    if (c.mediaType === 'application/javascript') {
      const config = configFromScript(String(c.value));
      const validate = ajv.compile(doc.components.schemas.WebConfig);
      expect(validate(config), ajv.errorsText(validate.errors)).toBe(true);
      expect(componentValidators.WebConfig.safeParse(config).success).toBe(true);
      return;
    }
    const validate = ajv.compile(c.schema);
    expect(validate(c.value), ajv.errorsText(validate.errors)).toBe(true);
    if (!c.mediaType.includes('json')) {
      // Scripts, recording bytes, files and plain-text errors: a string body, no zod validator.
      expect(typeof c.value, `${c.where} example "${c.name}" must be text`).toBe('string');
      expect(zodFor(c), `${c.where} is not JSON and must not get a JSON validator`).toBeUndefined();
      return;
    }
    const schema = zodFor(c);
    expect(schema, `no zod validator generated for ${c.where}`).toBeDefined();
    const result = schema!.safeParse(c.value);
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))).toBe(true);
  });

  it('error examples use the real error body {"error":{"message":...}}', () => {
    const errors = cases.filter((c) => c.kind === 'response' && !c.status?.startsWith('2'));
    const json = errors.filter((c) => c.mediaType.includes('json'));
    expect(json.length).toBeGreaterThan(100);
    for (const c of json) expect((c.value as Json).error?.message, c.where).toEqual(expect.any(String));
    // The one exception: the recording stream answers errors in plain text.
    const text = errors.filter((c) => !c.mediaType.includes('json'));
    expect([...new Set(text.map((c) => c.operationId))]).toEqual(['streamSessionRecording']);
    for (const c of text) expect(c.mediaType).toBe('text/plain');
  });

  it('the zod validators reject what the schema rejects', () => {
    expect(responseValidators.listClusters?.safeParse({ clusters: [] }).success).toBe(false);
    expect(responseValidators.createWebSession?.safeParse({ token: 'x' }).success).toBe(false);
    expect(componentValidators.ErrorBody.safeParse({ message: 'no nested error' }).success).toBe(false);
  });
});
