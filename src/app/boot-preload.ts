// Module preloads for a signed-in load: the build writes, into index.html, the files (JS chunks
// with their static imports, and their CSS) of the shell and of the resource list pages
// (build/vite-boot-preloads.mjs); the entry asks for the shell's and the current page's as soon
// as it runs, so they download beside the app chunk instead of after the boot calls. Preloading
// fetches and compiles, it does not run anything: the router still imports the chunks when it
// renders them. Nothing here in dev (no such data), nor on the sign-in page until the user is in.

export interface BootPreloads {
  /** Group name -> files, relative to the base URL (`app/...js`, `app/...css`). */
  [group: string]: string[];
}

export function readBootPreloads(doc: Document = document): BootPreloads | null {
  const text = doc.getElementById('boot-preloads')?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as BootPreloads) : null;
  } catch {
    return null;
  }
}

/** Adds a preload link for each file of `groups` not already linked. */
export function preloadGroups(groups: readonly string[], base: string, doc: Document = document): void {
  const data = readBootPreloads(doc);
  if (!data) return;
  for (const group of groups) {
    for (const file of data[group] ?? []) {
      if (!/^[\w./-]+\.(?:js|css)$/.test(file)) continue;
      const href = `${base}${file}`;
      if (doc.head.querySelector(`link[href="${href}"]`)) continue;
      const link = doc.createElement('link');
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.setAttribute('as', 'style');
      } else {
        link.rel = 'modulepreload';
      }
      // As Vite's own preloads and stylesheet links ask (CORS, same origin): a preload made in
      // another mode would not be used, and the file fetched twice.
      link.setAttribute('crossorigin', '');
      link.href = href;
      doc.head.append(link);
    }
  }
}
