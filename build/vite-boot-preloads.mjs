// A Vite plugin (vite.config.ts, build only) that writes into index.html which files each part of
// a signed-in first load needs, so the entry can preload them while the app chunk downloads
// (src/app/boot-preload.ts): for each group of source modules, their chunks, every chunk those
// import statically, and the CSS of all of them. Files the entry itself imports statically are
// left out (index.html loads them already). The entry's CSS stays in: index.html holds its rules
// inline (vite-inline-entry-css.mjs), but the first lazy import that lists it adds its <link>, and
// the preload lets that link find it already fetched. The data is a JSON script element: not executed, so
// the page's Content-Security-Policy has nothing to say about it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {Record<string, string[]>} groups  group name -> source files (relative to the repo) */
export function bootPreloads(groups) {
  return {
    name: 'console-boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [path.normalize(c.facadeModuleId), c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set(entry ? closure([entry.fileName], byFile).js : []);
        const data = {};
        for (const [group, sources] of Object.entries(groups)) {
          const starts = sources.map((source) => {
            const chunk = byModule.get(path.join(root, source));
            if (!chunk) throw new Error(`boot-preloads: no chunk for ${source} (group ${group})`);
            return chunk.fileName;
          });
          const { js, css } = closure(starts, byFile);
          data[group] = [...js.filter((f) => !already.has(f)), ...css];
        }
        // `<` escaped: the JSON cannot end the script element.
        const json = JSON.stringify(data).replace(/</g, '\\u003c');
        return {
          html,
          tags: [{ tag: 'script', attrs: { type: 'application/json', id: 'boot-preloads' }, children: json, injectTo: 'head' }],
        };
      },
    },
  };
}

/** The chunk files `starts` need (themselves and their static imports, transitively) and their CSS. */
function closure(starts, byFile) {
  const js = [];
  const css = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = byFile.get(file);
    if (!chunk) return;
    js.push(file);
    for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
    for (const imported of chunk.imports) visit(imported);
  };
  starts.forEach(visit);
  return { js, css: [...css] };
}
