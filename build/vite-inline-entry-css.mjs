// A Vite plugin (vite.config.ts, build only) that puts the entry's stylesheet into index.html as a
// <style> element in place of its <link>. The entry's CSS is the sign-in screen's few rules
// (src/features/login/login.css, ~4 KB); as a file it was one more request that both the first
// paint and the entry's run waited for (a pending stylesheet blocks scripts), and on a cold load it
// arrived last as often as not. The real proxy's index page allows inline styles
// (`style-src 'self' 'unsafe-inline'`, as the boot frame's <style> already relies on).
//
// The file is still written: the size budget reads it, and the bundler's loader of lazy chunks
// adds a <link> to it when one that needs it loads (it looks for links only, so the file is
// fetched once more, from the boot preloads' copy on a signed-in load: vite-boot-preloads.mjs).

/** Inlined at most this much CSS: index.html is fetched on every load, never cached. */
const MAX_BYTES = 8 * 1024;

export function inlineEntryCss() {
  let base = '/';
  return {
    name: 'console-inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        let out = html;
        for (const file of entry?.viteMetadata?.importedCss ?? []) {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') throw new Error(`inline-entry-css: ${file} is not in the bundle`);
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          if (Buffer.byteLength(css) > MAX_BYTES) {
            throw new Error(`inline-entry-css: ${file} is ${Buffer.byteLength(css)} bytes, over the ${MAX_BYTES} kept in index.html`);
          }
          // The text cannot end the element early.
          if (/<\/style/i.test(css)) throw new Error(`inline-entry-css: ${file} contains "</style"`);
          const href = `${base}${file}`;
          const link = new RegExp(`<link rel="stylesheet"[^>]*\\shref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          if (!link.test(out)) throw new Error(`inline-entry-css: index.html has no <link> for ${href}`);
          out = out.replace(link, () => `<style data-entry-css="${file}">${css}</style>`);
        }
        return out;
      },
    },
  };
}
