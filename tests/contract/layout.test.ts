// @vitest-environment node
// The layout conventions of openapi/ (see openapi/README.md) and the README's operation table,
// which must describe the document as it is.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadContract, operationsOf, successOf, type Json } from './contract-doc';

const dir = path.resolve('openapi');
const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
const yamlFiles = (sub: string) => readdirSync(path.join(dir, sub)).filter((f) => f.endsWith('.yaml'));
const root = YAML.parse(read('openapi.yaml')) as Json;
const doc = await loadContract();
const operations = operationsOf(doc);

/** Every $ref string in a parsed YAML value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  return out;
}

describe('layout', () => {
  it('path files reference schemas through the root only', () => {
    for (const f of yamlFiles('paths')) {
      const refs = refsIn(YAML.parse(read(`paths/${f}`)));
      expect(
        refs.filter((r) => r.includes('schemas/') && !r.startsWith('../openapi.yaml#/components/schemas/')),
        f,
      ).toEqual([]);
      expect(
        refs.filter((r) => !r.startsWith('../openapi.yaml#/components/') && !r.startsWith('../examples/')),
        f,
      ).toEqual([]);
    }
  });

  it('schema files reference each other directly, never through the root', () => {
    for (const f of yamlFiles('schemas')) {
      const refs = refsIn(YAML.parse(read(`schemas/${f}`)));
      expect(
        refs.filter((r) => r.includes('openapi.yaml')),
        f,
      ).toEqual([]);
      for (const r of refs) {
        const [file, pointer] = r.split('#');
        const target = YAML.parse(read(`schemas/${file || f}`)) as Json;
        expect(target[pointer!.slice(1)], `${f}: ${r}`).toBeDefined();
      }
    }
  });

  it('declares every schema of every schema file under components.schemas, and nothing else', () => {
    const declared = root.components.schemas as Record<string, { $ref: string }>;
    const expected: Record<string, string> = {};
    for (const f of yamlFiles('schemas'))
      for (const name of Object.keys(YAML.parse(read(`schemas/${f}`)))) expected[name] = `./schemas/${f}#/${name}`;
    expect(Object.fromEntries(Object.entries(declared).map(([k, v]) => [k, v.$ref]))).toEqual(expected);
  });

  it('every example is a named Example Object with a summary and a value', () => {
    for (const f of yamlFiles('examples')) {
      for (const [name, ex] of Object.entries<Json>(YAML.parse(read(`examples/${f}`)))) {
        expect(Object.keys(ex).sort(), `${f}#/${name}`).toEqual(['summary', 'value']);
        expect(ex.summary, `${f}#/${name}`).toEqual(expect.any(String));
      }
    }
  });

  it('every example file entry is used by some operation', () => {
    const used = new Set<string>();
    for (const f of [...yamlFiles('paths').map((x) => `paths/${x}`), 'openapi.yaml'])
      for (const r of refsIn(YAML.parse(read(f)))) if (r.includes('examples/')) used.add(r.replace(/^\.\.?\//, ''));
    const unused: string[] = [];
    for (const f of yamlFiles('examples'))
      for (const name of Object.keys(YAML.parse(read(`examples/${f}`))))
        if (!used.has(`examples/${f}#/${name}`)) unused.push(`${f}#/${name}`);
    expect(unused).toEqual([]);
  });

  it('operationIds are unique and camelCase, one tag each, the tag declared at the root', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set((root.tags as Json[]).map((t) => t.name));
    for (const op of operations) {
      expect(op.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(tags.has(op.tag), op.operationId).toBe(true);
    }
  });

  it('has the socket message schemas with their fixed names', () => {
    for (const name of [
      'TerminalEnvelope',
      'TerminalRequest',
      'TerminalSessionMetadata',
      'Session',
      'TerminalResize',
      'TerminalAuditEvent',
      'FileTransferRequest',
      'FileTransferDecision',
      'MfaChallenge',
      'CredentialAssertion',
      'WebauthnAssertionResponse',
      'CredentialCreation',
      'WebauthnCreationResponse',
      'AssistantMessage',
      'AssistantMessageType',
      'AssistantUserMessage',
      'CommandExecutionParams',
      'CommandExecutionOutput',
      'DesktopPlaybackAction',
      'DesktopPlaybackEvent',
      'DesktopMessageType',
    ])
      expect(doc.components.schemas[name], name).toBeDefined();
    const tdp = doc.components.schemas.DesktopMessageType as Json;
    expect(tdp.enum).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(tdp.description).toContain('| 28 | notification');
  });
});

describe('openapi/README.md', () => {
  const readme = read('README.md');

  it('lists every operation with its tag, method, path and success response, in document order', () => {
    const rows = [...readme.matchAll(/^\| (\w+) \| (GET|POST|PUT|DELETE) \| `([^`]+)` \| `(\w+)` \| (\d{3}) ([^|]+) \|$/gm)].map((m) => ({
      tag: m[1],
      method: m[2],
      path: m[3],
      operationId: m[4],
      success: `${m[5]} ${m[6]!.trim()}`,
    }));
    const expected = operations
      .map((op) => {
        const s = successOf(op);
        return {
          tag: op.tag,
          method: op.method,
          path: op.path,
          operationId: op.operationId,
          success: `${s.status} ${s.mediaType ?? 'no body'}`,
        };
      })
      .sort((a, b) => a.tag.localeCompare(b.tag) || a.operationId.localeCompare(b.operationId));
    expect([...rows].sort((a, b) => a.tag!.localeCompare(b.tag!) || a.operationId!.localeCompare(b.operationId!))).toEqual(expected);
    expect(readme).toContain(`(${operations.length} operations)`);
  });

  it('names the hook file orval writes for every tag', () => {
    for (const t of root.tags as Json[]) {
      const kebab = String(t.name)
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase();
      const file = `src/api/gen/hooks/${kebab}/${kebab}.ts`;
      expect(readme, t.name).toContain(`| ${t.name} | \`${file}\` |`);
      expect(existsSync(path.resolve(file)), file).toBe(true);
    }
  });
});
