// Two rules of this repository's architecture, as a local ESLint plugin (no resolver packages:
// imports here are relative paths or the `@/` alias of src/ (tsconfig `paths`, Vite `resolve.alias`)
// to .ts/.tsx/.mjs/.js files, which is all the rules need).
//
//   architecture/layers    src/ is layered api <- auth <- platform <- shared <- features <- app:
//                          a layer imports only itself and the layers to its left, and a folder of
//                          src/features/ imports no other feature folder.
//   architecture/no-cycle  no chain of static, value imports leads from a module back to itself
//                          (type-only imports and dynamic import() are not part of the chain).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const LAYERS = ['api', 'auth', 'platform', 'shared', 'features', 'app'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The src/ folder a file belongs to: the nearest ancestor named src with a sibling package.json. */
function srcRootFor(file) {
  let dir = path.dirname(file);
  for (;;) {
    if (path.basename(dir) === 'src' && existsSync(path.join(dir, '..', 'package.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return path.join(process.cwd(), 'src');
    dir = up;
  }
}

/** The path a relative or `@/` specifier names, before extensions; null for a package. */
export function specifierPath(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(srcRootFor(fromFile), specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The file a relative or `@/` specifier names, or null when it is a package or missing. */
export function resolveImport(fromFile, specifier) {
  const base = specifierPath(fromFile, specifier);
  if (base === null) return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  for (const file of candidates) {
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Where a file sits: its layer and, under features/, its feature folder. */
function placeOf(srcRoot, file) {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const layer = LAYERS.indexOf(rel[0]);
  if (layer < 0) return null;
  return { layer, feature: rel[0] === 'features' && rel.length > 2 ? rel[1] : null };
}

function srcRootOf(context) {
  return path.join(context.cwd ?? context.getCwd(), 'src');
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import of a file. */
function eachImport(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  };
}

const layers = {
  meta: { type: 'problem', schema: [], messages: { up: '{{message}}' } },
  create(context) {
    const srcRoot = srcRootOf(context);
    const here = placeOf(srcRoot, context.filename);
    if (!here) return {};
    return eachImport((node, specifier) => {
      if (typeof specifier !== 'string') return;
      const named = specifierPath(context.filename, specifier);
      if (named === null) return;
      const target = placeOf(srcRoot, named);
      if (!target) return;
      if (target.layer > here.layer) {
        const message = `Layers: ${LAYERS.join(' <- ')}. src/${LAYERS[here.layer]} may not import src/${LAYERS[target.layer]}.`;
        context.report({ node, messageId: 'up', data: { message } });
      } else if (here.feature && target.feature && here.feature !== target.feature) {
        const message = `A feature does not import another feature (${here.feature} -> ${target.feature}): move what they share to src/shared/ (or below).`;
        context.report({ node, messageId: 'up', data: { message } });
      }
    });
  },
};

// Static value imports of a file's text: `import x from`, `import { a } from`, `import './x'`,
// `export … from`; not `import type` / `export type`, not import().
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const graphCache = new Map();

function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = graphCache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const text = readFileSync(file, 'utf8');
  const imports = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const resolved = resolveImport(file, match[1]);
    if (resolved) imports.push(resolved);
  }
  graphCache.set(file, { mtime, imports });
  return imports;
}

/** A chain of files from `start` back to `target`, or null. */
function findPath(start, target, seen = new Set()) {
  if (start === target) return [start];
  if (seen.has(start)) return null;
  seen.add(start);
  for (const next of importsOf(start)) {
    const rest = findPath(next, target, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

const noCycle = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{chain}}' } },
  create(context) {
    const file = context.filename;
    if (!existsSync(path.dirname(file))) return {};
    const cwd = context.cwd ?? context.getCwd();
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length && node.specifiers.every((s) => s.importKind === 'type')) return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const chain = findPath(target, file);
      if (chain)
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...chain.slice(0, -1), file].map((f) => path.relative(cwd, f)).join(' -> ') },
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'architecture' }, rules: { layers, 'no-cycle': noCycle } };
