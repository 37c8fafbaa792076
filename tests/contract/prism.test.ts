// @vitest-environment node
// The real Prism server answers from the contract: every named response example can be asked for
// with `Prefer: code=..., example=...` and comes back as written, and a request that breaks the
// contract is refused. This is what frontend developers and the end-to-end tests run against.
// Requests are built from the contract's own parameter and body examples (contract-doc.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../mocks/stack.mjs';
import { MOCK_CREDENTIALS, loadContract, operationsOf, sampleRequest, type Json } from './contract-doc';

const doc = await loadContract();
let prism: { url: string; close(): Promise<void> };

beforeAll(async () => {
  prism = await startPrism({ log: () => {}, quiet: true });
});
afterAll(async () => {
  await prism?.close();
});

interface Case {
  method: string;
  url: string;
  status: string;
  example: string;
  value: unknown;
  mediaType: string;
  body?: unknown;
  bodyMediaType?: string;
}

/** One entry per operation: all of its named response examples. */
const byOperation = new Map<string, Case[]>();
for (const op of operationsOf(doc)) {
  const sample = sampleRequest(op);
  const url = `${sample.path}${Object.keys(sample.query).length ? `?${new URLSearchParams(sample.query)}` : ''}`;
  const cases: Case[] = [];
  for (const [status, res] of Object.entries<Json>(op.responses)) {
    for (const [mediaType, media] of Object.entries<Json>(res.content ?? {})) {
      for (const [example, ex] of Object.entries<Json>(media.examples ?? {})) {
        cases.push({
          method: op.method,
          url,
          status,
          example,
          value: ex.value,
          mediaType,
          body: sample.body,
          bodyMediaType: sample.bodyMediaType,
        });
      }
    }
  }
  if (cases.length) byOperation.set(op.operationId, cases);
}
const exampleCount = [...byOperation.values()].reduce((n, cases) => n + cases.length, 0);

function encodeBody(c: Case): string | undefined {
  if (c.body === undefined) return undefined;
  return c.bodyMediaType?.includes('json') ? JSON.stringify(c.body) : String(c.body);
}

describe('Prism serves the contract', () => {
  it('has a case for every named response example', () => {
    expect(exampleCount).toBeGreaterThan(700);
  });

  /** What is wrong with Prism's answer to one example ('' when it comes back as written). */
  async function mismatch(c: Case): Promise<string> {
    const headers: Record<string, string> = { ...MOCK_CREDENTIALS, Prefer: `code=${c.status}, example=${c.example}`, Accept: c.mediaType };
    if (c.bodyMediaType) headers['Content-Type'] = c.bodyMediaType;
    const res = await fetch(`${prism.url}${c.url}`, { method: c.method, headers, body: encodeBody(c), redirect: 'manual' });
    const label = `${c.status} "${c.example}"`;
    if (res.status !== Number(c.status)) return `${label}: status ${res.status}`;
    const text = await res.text();
    if (!c.mediaType.includes('json')) return text === c.value ? '' : `${label}: body differs`;
    try {
      expect(JSON.parse(text)).toEqual(c.value);
      return '';
    } catch (err) {
      return `${label}: ${(err as Error).message.split('\n')[0]}`;
    }
  }

  // One test per operation: every named example of it is asked for and must come back as written;
  // a failure lists each example that did not.
  it.each([...byOperation.entries()])('%s: every named response example', async (_, cases) => {
    const problems = (await Promise.all(cases.map(mismatch))).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('refuses a login body that breaks the contract, before any handler would see it', async () => {
    const res = await fetch(`${prism.url}/webapi/sessions/web`, {
      method: 'POST',
      headers: { ...MOCK_CREDENTIALS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: 'alice' }),
    });
    expect([400, 422]).toContain(res.status);
  });

  it('refuses a listing of pods without the required kubeCluster', async () => {
    const res = await fetch(`${prism.url}/webapi/sites/teleport.example.com/pods`, { headers: MOCK_CREDENTIALS });
    expect([400, 422]).toContain(res.status);
  });

  it('answers an unknown path with 404', async () => {
    const res = await fetch(`${prism.url}/webapi/no-such-route`, { headers: MOCK_CREDENTIALS });
    expect(res.status).toBe(404);
  });
});
