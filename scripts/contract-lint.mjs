// Lints the contract with Spectral (.spectral.yaml): `npm run lint:contract`.
//
// The document is bundled first (json-schema-ref-parser, the same bundle codegen uses) into
// .tmp/contract/openapi.bundled.json and Spectral lints that single file. Linting the split
// files directly is unreliable with this many files: Spectral resolves external $refs
// asynchronously and lints some operations before their refs are resolved, which gives random
// false errors (stoplightio/spectral#2640). Findings name the JSON path in the bundle
// (e.g. paths./webapi/sites/{clusterId}/nodes.get), which maps one-to-one to the split files.
//
// Fails on any error or warning.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleContract } from '../codegen/generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/contract');
const bundled = path.join(outDir, 'openapi.bundled.json');

mkdirSync(outDir, { recursive: true });
const doc = await bundleContract();
writeFileSync(bundled, JSON.stringify(doc, null, 2));

const spectral = path.join(root, 'node_modules/.bin/spectral');
const result = spawnSync(
  spectral,
  ['lint', path.relative(root, bundled), '--ruleset', '.spectral.yaml', '--fail-severity=warn', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (result.error) {
  console.error(`contract lint: could not run Spectral: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
