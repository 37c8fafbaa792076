// The inline-entry-css plugin on a small app built under /web/: the entry's stylesheet ends up in
// index.html as a <style> element and its <link> is gone, a lazy chunk's CSS stays a file, and a
// stylesheet that could end the element early, or is too big for a page fetched on every load,
// fails the build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { inlineEntryCss } from './vite-inline-entry-css.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function buildApp(entryCss: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head></head><body><script type="module" src="./main.ts"></script></body></html>',
    'main.ts': "import './entry.css'; (globalThis as any).later = () => import('./later');",
    'entry.css': entryCss,
    'later.ts': "import './later.css'; (globalThis as any).loaded = true;",
    'later.css': '.later-rule { color: rgb(1, 2, 3); }',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const out = await build({
    configFile: false,
    root: dir,
    base: '/web/',
    logLevel: 'silent',
    plugins: [inlineEntryCss()],
    build: { write: false, minify: false, assetsDir: 'app' },
  });
  const output = (Array.isArray(out) ? out : [out])[0] as Rolldown.RolldownOutput;
  const html = output.output.find((o) => o.fileName === 'index.html') as Rolldown.OutputAsset;
  return { html: String(html.source), files: output.output.map((o) => o.fileName) };
}

describe('inlineEntryCss', () => {
  it("puts the entry's CSS into index.html and leaves a lazy chunk's CSS a file", async () => {
    const { html, files } = await buildApp('.entry-rule { color: rgb(4, 5, 6); }');
    expect(html).toMatch(/<style data-entry-css="app\/[^"]+\.css">[^<]*\.entry-rule\s*\{\s*color:\s*rgb\(4, 5, 6\)/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toContain('later-rule');
    expect(files.some((f) => /^app\/later-.*\.css$/.test(f))).toBe(true);
    // The module script is still there, after the frame's head.
    expect(html).toMatch(/<script type="module" crossorigin src="\/web\/app\/index-[^"]+\.js"><\/script>/);
  });

  it('fails the build when the stylesheet could end the element early', async () => {
    await expect(buildApp('.a::after { content: "</style><script>"; }')).rejects.toThrow(/<\/style/);
  });

  it('fails the build when the stylesheet is too big to send with every page', async () => {
    const big = Array.from({ length: 400 }, (_, i) => `.rule-${i} { margin: ${i}px; padding: ${i}px; }`).join('\n');
    await expect(buildApp(big)).rejects.toThrow(/over the 8192 kept in index.html/);
  });
});
