// Regenerates the code from the contract into a scratch folder beside src/api/gen and fails when
// anything differs from what is committed. (A sibling folder keeps relative imports identical.)
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAll } from '../codegen/generate.mjs';
import { generateRouteTree } from '../codegen/route-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'src/api/gen');
const fresh = path.join(root, 'src/api/.gen-check');
// The route tree is regenerated beside the committed one (same folder, same import paths).
const routeTree = path.join(root, 'src/app/route-tree.gen.ts');
const freshRouteTree = path.join(root, 'src/app/.route-tree.check.ts');

async function files(dir) {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
      .sort();
  } catch {
    return [];
  }
}

try {
  await generateAll(fresh);
  const [a, b] = [await files(committed), await files(fresh)];
  const problems = [];
  for (const f of new Set([...a, ...b])) {
    if (!a.includes(f)) problems.push(`missing from src/api/gen: ${f}`);
    else if (!b.includes(f)) problems.push(`stale file in src/api/gen (no longer generated): ${f}`);
    else if ((await readFile(path.join(committed, f), 'utf8')) !== (await readFile(path.join(fresh, f), 'utf8')))
      problems.push(`differs from the contract: src/api/gen/${f}`);
  }
  await generateRouteTree(freshRouteTree);
  const committedTree = await readFile(routeTree, 'utf8').catch(() => null);
  if (committedTree === null) problems.push('missing: src/app/route-tree.gen.ts');
  else if (committedTree !== (await readFile(freshRouteTree, 'utf8')))
    problems.push('differs from the route files: src/app/route-tree.gen.ts');
  if (problems.length) {
    console.error(
      `gen:check failed: the generated code is stale or was edited by hand.\n  ${problems.join('\n  ')}\nRun \`npm run gen\` and commit the result.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`gen:check ok: ${a.length} generated files match openapi/, the route tree matches src/app/routes/`);
  }
} finally {
  await rm(fresh, { recursive: true, force: true });
  await rm(freshRouteTree, { force: true });
}
