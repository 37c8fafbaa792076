// The CSS imports convention (docs/design.md, "CSS imports"): the sheets of src/platform/styles.ts
// are loaded by the app chunk before any page, so no other module of src/ imports them again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  // Components drawn with other components' parts, whose sheets they need too.
  const PARTS: Record<string, string[]> = {
    Select: ['Combobox', 'ScrollArea', 'Popover'],
    MultiSelect: ['Combobox', 'ScrollArea', 'Popover', 'Pill', 'PillsInput'],
    Autocomplete: ['Combobox', 'ScrollArea', 'Popover'],
    TagsInput: ['Combobox', 'ScrollArea', 'Popover', 'Pill', 'PillsInput'],
    Combobox: ['Popover'],
    SegmentedControl: ['FloatingIndicator'],
    Menu: ['Popover'],
    HoverCard: ['Popover'],
    Modal: ['ModalBase', 'Overlay', 'CloseButton'],
    Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  };
  const mantineSheets = path.resolve(src, '../node_modules/@mantine/core/styles');

  it('a module that renders a Mantine component imports its sheets (and its parts’), unless the app chunk has them', () => {
    const missing = sources(src).flatMap((file) => {
      const own = new Set(sheetsOf(file));
      const components = [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@mantine\/core';/g)].flatMap((m) =>
        (m[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(' as ')[0]?.trim() ?? ''),
      );
      return components.flatMap((component) =>
        [component, ...(PARTS[component] ?? [])]
          .map((part) => `${part}.layer.css`)
          .filter((sheet) => existsSync(path.join(mantineSheets, sheet)) && !base.has(sheet) && !own.has(sheet))
          .map((sheet) => `${path.relative(src, file)}: ${component} needs ${sheet}`),
      );
    });
    expect(missing).toEqual([]);
  });
});
