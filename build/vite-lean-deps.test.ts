// The stand-ins of vite-lean-deps.mjs are bound to the library versions they mirror: this fails
// when an installed version is not the one recorded, or when an importer no longer imports what
// the stand-in replaces (the substitution would silently stop applying, or apply to other code).
// What each stand-in does is tested against the real module in src/platform/lean-deps/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanDeps, packageName, packageRoot, SUBSTITUTES } from './vite-lean-deps.mjs';

const installed = (name: string): string => JSON.parse(readFileSync(path.join(packageRoot(name), 'package.json'), 'utf8')).version;
const version = (spec: string) => spec.slice(spec.lastIndexOf('@') + 1);

describe('the lean-deps stand-ins', () => {
  it.each(SUBSTITUTES.map((s) => [s.file, s.source, s]))('%s (for %s) mirrors the installed libraries', (_file, _source, s) => {
    for (const spec of new Set([s.importer, s.mirrors])) expect(installed(packageName(spec)), spec).toBe(version(spec));
  });

  it.each(SUBSTITUTES.map((s) => [s.source, s]))('%s is still imported where it is replaced, and only there', (source, s) => {
    const plugin = leanDeps();
    for (const file of s.importers) {
      const importer = path.join(packageRoot(packageName(s.importer)), file);
      const code = readFileSync(importer, 'utf8');
      expect(code.includes(`'${source}'`) || code.includes(`"${source}"`), `${file} imports ${source}`).toBe(true);
      expect(plugin.resolveId(source, importer)).toBe(path.resolve(import.meta.dirname, '..', s.file));
    }
    expect(plugin.resolveId(source, path.join(import.meta.dirname, 'elsewhere.mjs'))).toBeNull();
  });
});
