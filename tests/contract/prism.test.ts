// @vitest-environment node
// The real Prism server answers from the contract: every named response example can be asked for
// with `Prefer: code=..., example=...` and comes back as written, and a request that breaks the
// contract is refused. This is what frontend developers and the end-to-end tests run against.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { startPrism } from '../../mocks/stack.mjs';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = (await $RefParser.dereference(path.resolve('openapi/openapi.yaml'))) as Json;
let prism: { url: string; close(): Promise<void> };

beforeAll(async () => {
  prism = await startPrism({ log: () => {}, quiet: true });
});
afterAll(async () => {
  await prism?.close();
});

const credentials = {
  Authorization: 'Bearer 3c5e2b7f9a0d4c6e8f1a2b3c4d5e6f70',
  Cookie: '__Host-session=7b2275736572223a22616c696365227d',
  'X-CSRF-Token': 'a'.repeat(64),
};

/** A concrete path for a template, from the parameter examples or a plain value. */
function concretePath(p: string): string {
  return p.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'clusterId' ? 'teleport.example.com' : `sample-${name}`));
}

const cases: [string, { method: string; path: string; status: string; example: string; value: unknown; mediaType: string; body?: unknown }][] = [];
for (const [p, item] of Object.entries<Json>(doc.paths)) {
  for (const method of ['get', 'put', 'post', 'delete']) {
    const op = item[method];
    if (!op) continue;
    const requestExamples = Object.values<Json>(op.requestBody?.content?.['application/json']?.examples ?? {});
    for (const [status, res] of Object.entries<Json>(op.responses)) {
      for (const [mediaType, media] of Object.entries<Json>(res.content ?? {})) {
        for (const [example, ex] of Object.entries<Json>(media.examples ?? {})) {
          cases.push([
            `${op.operationId} ${status} "${example}"`,
            { method: method.toUpperCase(), path: concretePath(p), status, example, value: ex.value, mediaType, body: requestExamples[0]?.value },
          ]);
        }
      }
    }
  }
}

describe('Prism serves the contract', () => {
  it.each(cases)('%s', async (_, c) => {
    const headers: Record<string, string> = { ...credentials, Prefer: `code=${c.status}, example=${c.example}`, Accept: c.mediaType };
    if (c.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${prism.url}${c.path}`, {
      method: c.method,
      headers,
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    expect(res.status).toBe(Number(c.status));
    if (c.mediaType.includes('json')) expect(await res.json()).toEqual(c.value);
    else expect(await res.text()).toBe(c.value);
  });

  it('refuses a login body that breaks the contract, before any handler would see it', async () => {
    const res = await fetch(`${prism.url}/webapi/sessions/web`, {
      method: 'POST',
      headers: { ...credentials, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: 'alice' }),
    });
    expect([400, 422]).toContain(res.status);
  });

  it('answers an unknown path with 404', async () => {
    const res = await fetch(`${prism.url}/webapi/no-such-route`, { headers: credentials });
    expect(res.status).toBe(404);
  });
});
