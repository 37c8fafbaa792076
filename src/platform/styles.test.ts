// The CSS imports convention (docs/design.md, "CSS imports"): the sheets of src/platform/styles.ts
// are loaded by the app chunk before any page, so no other module of src/ imports them again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const SHEET = /^import '@mantine\/core\/styles\/([\w.-]+\.css)';$/gm;

function sheetsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SHEET)].map((m) => m[1] ?? '');
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Mantine sheets', () => {
  const base = new Set(sheetsOf(path.join(src, 'platform/styles.ts')));

  it('the app chunk loads the first screen’s sheets', () => {
    for (const sheet of ['baseline.layer.css', 'global.layer.css', 'Button.layer.css', 'Input.layer.css', 'Text.layer.css'])
      expect(base).toContain(sheet);
  });

  it('no other module imports a sheet the app chunk already loaded', () => {
    const repeats = sources(src)
      .filter((file) => !file.endsWith(path.join('platform', 'styles.ts')))
      .flatMap((file) =>
        sheetsOf(file)
          .filter((sheet) => base.has(sheet))
          .map((sheet) => `${path.relative(src, file)}: ${sheet}`),
      );
    expect(repeats).toEqual([]);
  });

  it("takes SegmentedControl from the module that loads its indicator's sheet too", () => {
    const own = path.join(src, 'shared/ui/segmented-control.ts');
    const direct = sources(src).filter(
      (file) => file !== own && /import \{[^}]*\bSegmentedControl\b[^}]*\} from '@mantine\/core'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.map((file) => path.relative(src, file))).toEqual([]);
    expect(sheetsOf(own)).toEqual(['SegmentedControl.layer.css', 'FloatingIndicator.layer.css']);
  });
});
