// Renders the contract to one static, self-contained HTML page: `npm run contract:docs`.
//
// Uses Redocly CLI's build-docs with the Redoc scripts embedded (--inlineBundle), so the page
// works offline and from a file: URL. Prints the path of the page; `--out FILE` writes elsewhere.
// Checks the result: every operation is in the page and nothing is loaded from a CDN.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(root, '.tmp/contract-docs/index.html');
mkdirSync(path.dirname(out), { recursive: true });

const redocly = path.join(root, 'node_modules/.bin/redocly');
const result = spawnSync(
  redocly,
  ['build-docs', 'openapi/openapi.yaml', '--output', out, '--inlineBundle', '--title', 'Web console API contract', '--lint-config', 'off'],
  {
    cwd: root,
    encoding: 'utf8',
    // Offline and quiet: no telemetry, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  },
);
if (result.error || result.status !== 0 || !existsSync(out)) {
  process.stderr.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  console.error(`contract:docs: Redocly failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}`);
  process.exit(1);
}

const html = readFileSync(out, 'utf8');
const doc = await $RefParser.bundle(path.join(root, 'openapi/openapi.yaml'));
const missing = [];
for (const item of Object.values(doc.paths ?? {}))
  for (const op of Object.values(item ?? {})) if (op?.operationId && !html.includes(op.operationId)) missing.push(op.operationId);
const problems = [];
if (missing.length) problems.push(`operations missing from the page: ${missing.join(', ')}`);
if (/<script[^>]+src="https?:|import [^;]*from "https?:|rel="modulepreload" href="https?:/.test(html))
  problems.push('the page loads scripts from the network');
if (problems.length) {
  console.error(`contract:docs: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(
  `contract docs: ${path.relative(process.cwd(), out) || out} (${Math.round(html.length / 1024)} KiB, self-contained, works offline)`,
);
