// @ts-check
/**
 * The built console under /web, as the real proxy serves it: files of dist/ (gzip, immutable
 * caching for the hashed assets under /web/app/, which is a plain file server: 404 when missing),
 * and dist/index.html for every other /web route with the Go-template placeholders filled in
 * (`{{ .XCSRF }}`, `{{ .Session }}`). Where the values come from is the mode's business
 * (`indexMeta`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { SECURITY_HEADERS, sendJsonError, sendText } from './http-util.mjs';

const INDEX_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
  "connect-src 'self' ws: wss:; frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml|font\/(ttf|otf))/;
const MIN_GZIP_BYTES = 256;
const gzipAsync = promisify(zlib.gzip);

/**
 * @typedef {object} IndexMeta  what index.html's placeholders are filled with
 * @property {string} csrf
 * @property {string} bearer
 * @property {string | string[]} [setCookie]
 * @property {boolean} [strictContract]  add `<meta name="grv_contract_strict" content="1">`: the
 *   console then throws on a response that breaks the contract even in a production build (the
 *   end-to-end tests; a real proxy never sends it)
 *
 * @typedef {object} FileEntry
 * @property {Buffer} raw
 * @property {Buffer|null|undefined} gz  gzip bytes; undefined = not computed yet, null = not worth it
 * @property {boolean} compressible
 * @property {string} type
 * @property {string} etag
 * @property {number} mtimeMs
 * @property {number} size
 */

/** @param {string} s */
function escapeHtmlAttr(s) {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Fill the Go-template placeholders the real proxy fills in index.html.
 * @param {string} html
 * @param {string} csrf
 * @param {string} session
 */
export function renderIndex(html, csrf, session) {
  return html
    .replace(/\{\{\s*\.XCSRF\s*\}\}/g, escapeHtmlAttr(csrf))
    .replace(/\{\{\s*\.Session\s*\}\}/g, escapeHtmlAttr(session));
}

/**
 * Parse Accept-Encoding and say whether gzip is acceptable.
 * @param {string|string[]|undefined} header
 */
export function acceptsGzip(header) {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  let star = false;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = !q || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return ok;
    if (coding === '*') star = ok;
  }
  return star;
}

/**
 * @param {string} distDirOpt
 * @param {(req: import('node:http').IncomingMessage) => Promise<IndexMeta>} indexMeta  throws when it cannot be had (502)
 */
export function createStaticSite(distDirOpt, indexMeta) {
  const distDir = path.resolve(distDirOpt);
  const files = createFileCache(distDir);
  // Compress the built assets in the background so even the first page load gets gzip
  // without waiting for level-9 compression of a large bundle.
  setImmediate(() => files.prewarm().catch(() => {}));

  /**
   * Serve a static file under distDir, or index.html for SPA routes.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} rawPath  starts with /web
   */
  async function serveWeb(req, res, rawPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(rawPath.slice('/web'.length));
    } catch {
      return sendText(res, 400, 'bad request\n');
    }
    if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((s) => s === '..')) {
      return sendText(res, 400, 'bad request\n');
    }
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    const relFile = decoded.replace(/^\/+/, '');
    const isIndex = relFile === '' || relFile === 'index.html';

    if (!isIndex) {
      const filePath = path.resolve(distDir, relFile);
      if (!filePath.startsWith(distDir + path.sep)) return sendText(res, 400, 'bad request\n');
      const entry = await files.get(filePath);
      if (entry) {
        if (!isGet) return sendText(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
        const immutable = relFile.startsWith('app/');
        return sendEntry(req, res, entry, {
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...SECURITY_HEADERS,
        });
      }
      // Real proxy: /web/app/... is a file server (404 when missing), never the SPA.
      if (relFile.startsWith('app/')) return sendText(res, 404, '404 page not found\n');
    }
    if (!isGet) return sendText(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
    return serveIndex(req, res);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serveIndex(req, res) {
    const indexPath = path.join(distDir, 'index.html');
    const template = await files.get(indexPath, { noCompress: true });
    if (!template) {
      return sendText(
        res,
        503,
        `The web console has not been built: ${indexPath} does not exist.\nRun \`npm run build\` (or \`npm start\`, which builds first) and reload.\n`,
      );
    }
    let meta;
    try {
      meta = await indexMeta(req);
    } catch (err) {
      return sendJsonError(res, 502, /** @type {Error} */ (err).message);
    }
    /** @type {Record<string, string|string[]>} */
    const headers = { 'Cache-Control': 'no-store', 'Content-Security-Policy': INDEX_CSP, ...SECURITY_HEADERS };
    if (meta.setCookie && meta.setCookie.length) headers['Set-Cookie'] = meta.setCookie;
    let html = renderIndex(template.raw.toString('utf8'), meta.csrf, meta.bearer);
    if (meta.strictContract) html = html.replace(/<\/head>/i, '<meta name="grv_contract_strict" content="1" />\n</head>');
    const entry = files.rendered(html, `${meta.csrf}\0${meta.bearer}\0${meta.strictContract ? 1 : 0}\0${template.etag}`);
    return sendEntry(req, res, entry, headers, { etag: false });
  }

  return { serveWeb };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {FileEntry} entry
 * @param {Record<string, string|string[]>} headers
 * @param {{etag?: boolean}} [opts]
 */
function sendEntry(req, res, entry, headers, opts = {}) {
  const useEtag = opts.etag !== false;
  /** @type {Record<string, string|string[]>} */
  const h = { 'Content-Type': entry.type, ...headers };
  if (useEtag) h.ETag = entry.etag;
  if (entry.compressible) h.Vary = 'Accept-Encoding';
  if (useEtag && req.headers['if-none-match'] === entry.etag) {
    delete h['Content-Type'];
    res.writeHead(304, h);
    return void res.end();
  }
  let body = entry.raw;
  if (entry.compressible && acceptsGzip(req.headers['accept-encoding'])) {
    if (entry.gz === undefined) {
      // Compressed once per file version and kept in memory.
      const gz = entry.raw.length >= MIN_GZIP_BYTES ? zlib.gzipSync(entry.raw, { level: 9 }) : null;
      entry.gz = gz && gz.length < entry.raw.length ? gz : null;
    }
    if (entry.gz) {
      body = entry.gz;
      h['Content-Encoding'] = 'gzip';
    }
  }
  h['Content-Length'] = String(body.length);
  res.writeHead(200, h);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * In-memory cache of files under root (raw + gzip), revalidated by stat so a rebuild is picked
 * up without restarting.
 * @param {string} root
 */
function createFileCache(root) {
  /** @type {Map<string, FileEntry>} */
  const cache = new Map();
  /** @type {Map<string, FileEntry>} */
  const renderedCache = new Map();
  /** @type {string|null|undefined} */
  let realRoot;

  async function getRealRoot() {
    if (realRoot === undefined || realRoot === null) realRoot = await fs.promises.realpath(root).catch(() => null);
    return realRoot;
  }

  /**
   * @param {string} filePath absolute, already checked to be inside root
   * @param {{noCompress?: boolean}} [opts]
   * @returns {Promise<FileEntry|null>}
   */
  async function get(filePath, opts = {}) {
    const st = await fs.promises.stat(filePath).catch(() => null);
    if (!st || !st.isFile()) return null;
    const hit = cache.get(filePath);
    if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit;
    // Symlinks must not lead outside distDir.
    const rr = await getRealRoot();
    const real = await fs.promises.realpath(filePath).catch(() => null);
    if (!rr || !real || !(real === rr || real.startsWith(rr + path.sep))) return null;
    const raw = await fs.promises.readFile(filePath);
    const type = CONTENT_TYPES[path.extname(filePath).toLowerCase()] || 'application/octet-stream';
    /** @type {FileEntry} */
    const entry = {
      raw,
      gz: undefined,
      compressible: !opts.noCompress && COMPRESSIBLE.test(type),
      type,
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
      mtimeMs: st.mtimeMs,
      size: st.size,
    };
    cache.set(filePath, entry);
    return entry;
  }

  return {
    get,
    /** Load and gzip (asynchronously) every compressible file under root/app. */
    async prewarm() {
      const appDir = path.join(root, 'app');
      const names = /** @type {string[]} */ (await fs.promises.readdir(appDir, { recursive: true }).catch(() => []));
      for (const name of names) {
        const entry = await get(path.join(appDir, name)).catch(() => null);
        if (!entry || !entry.compressible || entry.gz !== undefined) continue;
        if (entry.raw.length < MIN_GZIP_BYTES || entry.raw.length > 20 * 1024 * 1024) continue;
        const gz = await gzipAsync(entry.raw, { level: 9 });
        if (entry.gz === undefined) entry.gz = gz.length < entry.raw.length ? gz : null;
      }
    },
    /**
     * Cache rendered index.html variants (and their gzip) by key.
     * @param {string} html
     * @param {string} key
     * @returns {FileEntry}
     */
    rendered(html, key) {
      const hit = renderedCache.get(key);
      if (hit) return hit;
      if (renderedCache.size > 50) renderedCache.clear();
      const raw = Buffer.from(html);
      /** @type {FileEntry} */
      const entry = { raw, gz: undefined, compressible: true, type: 'text/html; charset=utf-8', etag: '', mtimeMs: 0, size: raw.length };
      renderedCache.set(key, entry);
      return entry;
    },
  };
}
