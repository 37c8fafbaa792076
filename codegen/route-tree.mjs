// Writes the route tree (src/app/route-tree.gen.ts) from the route files, with TanStack Router's
// own generator (the one behind @tanstack/router-cli and the Vite plugin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeTreeConfig } from './routes.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Generates the route tree into `outFile` (default: the committed src/app/route-tree.gen.ts). */
export async function generateRouteTree(outFile) {
  const config = getConfig({ ...routeTreeConfig, ...(outFile ? { generatedRouteTree: outFile } : {}) }, root);
  await new Generator({ config, root }).run();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generateRouteTree();
