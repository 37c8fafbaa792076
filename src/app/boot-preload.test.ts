// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadGroups, readBootPreloads } from './boot-preload';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'boot-preloads';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const links = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((l) => {
    // The same CORS mode as Vite's stylesheet links and module preloads, or the preload is wasted.
    expect(l.getAttribute('crossorigin')).toBe('');
    return `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`;
  });

afterEach(() => document.head.replaceChildren());

describe('module preloads of a signed-in load', () => {
  it('links the JS of the asked groups as module preloads and their CSS as style preloads, once each', () => {
    const doc = page(
      JSON.stringify({ shell: ['app/a.js', 'app/b.js', 'app/a.css'], servers: ['app/b.js', 'app/s.js'], other: ['app/o.js'] }),
    );
    preloadGroups(['shell', 'servers'], '/web/', doc);
    expect(links(doc)).toEqual([
      'modulepreload /web/app/a.js',
      'modulepreload /web/app/b.js',
      'preload:style /web/app/a.css',
      'modulepreload /web/app/s.js',
    ]);
    preloadGroups(['shell'], '/web/', doc);
    expect(links(doc)).toHaveLength(4);
  });

  it('does nothing without the data (dev), with broken data, or for a name that is not a plain asset path', () => {
    const none = page(null);
    preloadGroups(['shell'], '/web/', none);
    expect(links(none)).toEqual([]);
    expect(readBootPreloads(page('{not json'))).toBeNull();
    const odd = page(JSON.stringify({ shell: ['https://evil.example/x.js', 'app/"x.js', 'app/ok.js', 'app/x.html'] }));
    preloadGroups(['shell', 'missing'], '/web/', odd);
    expect(links(odd)).toEqual(['modulepreload /web/app/ok.js']);
  });
});
