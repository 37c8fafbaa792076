// The boot-chunks plugin on a small app: each group takes what its sources need beyond the entry
// and the groups before it, by imported name through a barrel, and leaves alone what another lazy
// chunk needs without loading the group, and every lazily imported module.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { bootChunks } from './vite-boot-chunks.mjs';

/** A module that logs its name when one of its functions runs (nothing for the bundler to fold away). */
const unit = (name: string) => `export function ${name}() { (globalThis as any).log.push('${name}'); }\n`;

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="./main.ts"></script></body></html>',
  'main.ts': "import { entryDep } from './entry-dep'; entryDep(); (globalThis as any).app = () => import('./app');",
  'entry-dep.ts': unit('entryDep'),
  // The app chunk's source: the routes (one under the shell's layout), a lazily loaded full-screen page.
  'app.ts':
    "import { a } from './lib'; import { appOnly } from './app-only'; import { entryDep } from './entry-dep'; import { routes } from './routes/_shell/route';\n" +
    "a(); appOnly(); entryDep(); routes(); (globalThis as any).full = () => import('./page-full');",
  'app-only.ts': unit('appOnly'),
  'lib/index.ts': "export { a } from './a'; export { b } from './b';",
  'lib/a.ts': unit('a'),
  'lib/b.ts': unit('b'),
  'routes/_shell/route.ts':
    unit('routes') +
    "(globalThis as any).shell = () => import('../../shell'); (globalThis as any).page = () => import('../../page-shell');",
  // The shell: its own code, a widget the full-screen page needs too, a dialog of its own.
  'shell.ts':
    "import { shellOnly } from './shell-only'; import { widget } from './widget'; shellOnly(); widget(); (globalThis as any).dialog = () => import('./dialog');",
  'shell-only.ts': unit('shellOnly'),
  'widget.ts': unit('widget'),
  'dialog.ts': unit('dialog') + 'dialog();',
  'page-shell.ts': "import { shellOnly } from './shell-only'; shellOnly();",
  'page-full.ts': "import { widget } from './widget'; import { b } from './lib'; widget(); b();",
};

let dir = '';
let chunks: Rolldown.OutputChunk[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'boot-chunks-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const out = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [
      bootChunks([
        { name: 'app', sources: [path.join(dir, 'app.ts')] },
        { name: 'shell', sources: [path.join(dir, 'shell.ts')], pages: /[\\/]routes[\\/]_shell[\\/]/ },
      ]),
    ],
    build: { write: false, minify: false, modulePreload: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The chunk holding `file` (by its path in the fixture). */
const chunkOf = (file: string) => chunks.find((c) => c.moduleIds.includes(path.join(dir, file)));

describe('boot chunks', () => {
  it('groups what the app chunk needs beyond the entry, by imported name through a barrel', () => {
    const app = chunkOf('lib/a.ts');
    expect(app?.name).toBe('app');
    expect(chunkOf('app-only.ts')).toBe(app);
    expect(chunkOf('routes/_shell/route.ts')).toBe(app);
    // b is only passed on by the barrel the app imports a from: the full-screen page's.
    expect(chunkOf('lib/b.ts')).not.toBe(app);
    // The entry's own and the sources keep their chunks.
    expect(chunkOf('entry-dep.ts')).not.toBe(app);
    expect(chunkOf('app.ts')).not.toBe(app);
  });

  it('groups the shell’s own code with what its pages need, not what a page outside it needs', () => {
    const shell = chunkOf('shell-only.ts');
    expect(shell?.name).toBe('shell');
    // The widget is needed by the full-screen page too, which does not load the shell.
    expect(chunkOf('widget.ts')).not.toBe(shell);
    expect(chunkOf('dialog.ts')).not.toBe(shell);
    expect(chunkOf('shell.ts')).not.toBe(shell);
    expect(chunkOf('page-full.ts')?.imports.some((f) => f === shell?.fileName)).toBe(false);
  });
});
