// The contract as the tests see it: the dereferenced document, its operations, and a valid sample
// request for each operation built from the contract's own parameter and body examples.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  operationId: string;
  tag: string;
  method: string;
  /** Path template without the /v1 prefix, as written in the contract. */
  path: string;
  parameters: Json[];
  requestBody?: Json;
  responses: Json;
  security?: Json[];
}

/**
 * Reads the split files from disk. json-schema-ref-parser turns its own file resolver off when it
 * thinks it runs in a browser (jsdom), so the tests bring one.
 */
export const diskResolver = {
  order: 1,
  canRead: (file: { url: string }) => file.url.startsWith('file:'),
  read: (file: { url: string }) => readFileSync(fileURLToPath(file.url), 'utf8'),
};

export const CONTRACT_URL = pathToFileURL(path.resolve('openapi/openapi.yaml')).href;

export async function loadContract(): Promise<Json> {
  return (await $RefParser.dereference(CONTRACT_URL, { resolve: { disk: diskResolver } } as never)) as unknown as Json;
}

export function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      // Operation-level parameters override path-level ones with the same name and location.
      const byKey = new Map<string, Json>();
      for (const prm of [...(item.parameters ?? []), ...(op.parameters ?? [])]) byKey.set(`${prm.in}:${prm.name}`, prm);
      ops.push({
        operationId: op.operationId,
        tag: op.tags?.[0] ?? '',
        method: m.toUpperCase(),
        path: p,
        parameters: [...byKey.values()],
        requestBody: op.requestBody,
        responses: op.responses,
        security: op.security ?? doc.security,
      });
    }
  }
  return ops;
}

function firstExample(holder: Json): unknown {
  const named = Object.values<Json>(holder.examples ?? {})[0];
  if (named && 'value' in named) return named.value;
  return holder.example;
}

export interface SampleRequest {
  /** Concrete path without the /v1 prefix. */
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  bodyMediaType?: string;
}

/** A request that satisfies the contract: every parameter from its first example, the first body example. */
export function sampleRequest(op: Operation): SampleRequest {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const prm of op.parameters) {
    const value = firstExample(prm);
    if (value === undefined) {
      if (prm.required) throw new Error(`${op.operationId}: required parameter ${prm.name} has no example`);
      continue;
    }
    if (prm.in === 'path') pathParams[prm.name] = String(value);
    else if (prm.in === 'query') query[prm.name] = String(value);
  }
  const concrete = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = pathParams[name];
    if (v === undefined) throw new Error(`${op.operationId}: path parameter ${name} has no example`);
    return encodeURIComponent(v);
  });
  const sample: SampleRequest = { path: concrete, pathParams, query };
  const content = op.requestBody?.content as Json | undefined;
  if (content) {
    const [mediaType, media] = Object.entries<Json>(content)[0]!;
    sample.bodyMediaType = mediaType;
    sample.body = firstExample(media);
  }
  return sample;
}

/** The lowest success status of an operation (2xx, else 3xx, else 101) and its first media type. */
export function successOf(op: Operation): { status: number; mediaType?: string; example?: unknown } {
  const codes = Object.keys(op.responses).filter((c) => /^[123]\d\d$/.test(c));
  const rank = (c: string) => (c.startsWith('2') ? 0 : c.startsWith('3') ? 1 : 2);
  const code = codes.sort((a, b) => rank(a) - rank(b) || Number(a) - Number(b))[0];
  if (!code) throw new Error(`${op.operationId} has no success response`);
  const content = op.responses[code].content as Json | undefined;
  const first = content ? Object.entries<Json>(content)[0] : undefined;
  return { status: Number(code), mediaType: first?.[0], example: first ? firstExample(first[1]) : undefined };
}

/** Credentials Prism's security check accepts (cookie + bearer, CSRF header). */
export const MOCK_CREDENTIALS = {
  Authorization: 'Bearer 3c5e2b7f9a0d4c6e8f1a2b3c4d5e6f70',
  Cookie: '__Host-session=7b2275736572223a22616c696365227d',
  'X-CSRF-Token': 'a'.repeat(64),
};
