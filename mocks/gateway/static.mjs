// @ts-check
/**
 * The built console under /web, as the real proxy serves it: files of dist/ by sirv (the build's
 * precompressed `.br`/`.gz` twins when the browser accepts them, immutable caching for the hashed
 * assets under /web/app/, which is a plain file server: 404 when missing), and dist/index.html for
 * every other /web route, as a template: the Go-template placeholders filled in (`{{ .XCSRF }}`,
 * `{{ .Session }}`), with CSP and security headers, gzip when accepted. Where the values come from
 * is the mode's business (`indexMeta`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { SECURITY_HEADERS, sendJsonError, sendText } from './http-util.mjs';

/**
 * The Content-Security-Policy of index.html. The console talks only to the origin that served it:
 * fetches to 'self' and WebSockets to this same host (ws: on http, wss: on https; both are listed
 * because a TLS-terminating front may change the scheme). A Host header that is not a plain host
 * name or address (with port) gets 'self' alone rather than being copied into the header.
 * @param {string | undefined} host  the request's Host header
 */
export function indexCsp(host) {
  const safeHost = host && /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host) ? host : '';
  const sockets = safeHost ? ` ws://${safeHost} wss://${safeHost}` : '';
  return (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
    `connect-src 'self'${sockets}; frame-ancestors 'self'; base-uri 'self'; object-src 'none'`
  );
}

/**
 * @typedef {object} IndexMeta  what index.html's placeholders are filled with
 * @property {string} csrf
 * @property {string} bearer
 * @property {string | string[]} [setCookie]
 * @property {boolean} [strictContract]  add `<meta name="grv_contract_strict" content="1">`: the
 *   console then throws on a response that breaks the contract even in a production build (the
 *   end-to-end tests; a real proxy never sends it)
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
  return html.replace(/\{\{\s*\.XCSRF\s*\}\}/g, escapeHtmlAttr(csrf)).replace(/\{\{\s*\.Session\s*\}\}/g, escapeHtmlAttr(session));
}

/**
 * Whether Accept-Encoding accepts `coding` (q=0 refuses it; `*` stands for any other).
 * @param {string|string[]|undefined} header
 * @param {string} coding
 */
export function acceptsCoding(header, coding) {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  let star = false;
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = !q || Number(q.slice(2)) > 0;
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return ok;
    if (name === '*') star = ok;
  }
  return star;
}

/**
 * @param {string} distDirOpt
 * @param {(req: import('node:http').IncomingMessage) => Promise<IndexMeta>} indexMeta  throws when it cannot be had (502)
 */
export function createStaticSite(distDirOpt, indexMeta) {
  const distDir = path.resolve(distDirOpt);
  // dev: looks each file up when asked, so a rebuild of dist/ is served without a restart.
  const files = sirv(distDir, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/app/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    },
  });
  const index = createIndexTemplate(path.join(distDir, 'index.html'));

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
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
    const relFile = decoded.replace(/^\/+/, '');
    if (relFile === '' || relFile === 'index.html') return serveIndex(req, res);

    // sirv reads only the codings the browser accepts, and the path below /web.
    req.headers['accept-encoding'] = ['br', 'gzip'].filter((c) => acceptsCoding(req.headers['accept-encoding'], c)).join(', ');
    req.url = rawPath.slice('/web'.length);
    let missing = false;
    // A file that goes away between lookup and read: the answer is cut, the gateway goes on.
    res.once('pipe', (src) => src.on('error', () => res.destroy()));
    files(req, res, () => {
      missing = true;
    });
    if (!missing) return;
    // Real proxy: /web/app/... is a file server (404 when missing), never the SPA.
    if (relFile.startsWith('app/')) return sendText(res, 404, '404 page not found\n');
    return serveIndex(req, res);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serveIndex(req, res) {
    const template = await index.read();
    if (template === null) {
      return sendText(
        res,
        503,
        `The web console has not been built: ${index.file} does not exist.\nRun \`npm run build\` (or \`npm start\`, which builds first) and reload.\n`,
      );
    }
    let meta;
    try {
      meta = await indexMeta(req);
    } catch (err) {
      return sendJsonError(res, 502, /** @type {Error} */ (err).message);
    }
    /** @type {Record<string, string|string[]>} */
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': indexCsp(req.headers.host),
      ...SECURITY_HEADERS,
      Vary: 'Accept-Encoding',
    };
    if (meta.setCookie && meta.setCookie.length) headers['Set-Cookie'] = meta.setCookie;
    let html = renderIndex(template, meta.csrf, meta.bearer);
    if (meta.strictContract) html = html.replace(/<\/head>/i, '<meta name="grv_contract_strict" content="1" />\n</head>');
    /** @type {Buffer} */
    let body = Buffer.from(html);
    if (acceptsCoding(req.headers['accept-encoding'], 'gzip')) {
      body = index.gzip(html);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { serveWeb };
}

/**
 * dist/index.html, read again when it changes; its rendered variants' gzip kept (a few per token).
 * @param {string} file
 */
function createIndexTemplate(file) {
  /** @type {{ mtimeMs: number, text: string } | null} */
  let cached = null;
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  return {
    file,
    /** @returns {Promise<string | null>} null: not built */
    async read() {
      const st = await fs.promises.stat(file).catch(() => null);
      if (!st || !st.isFile()) return null;
      if (cached?.mtimeMs !== st.mtimeMs) cached = { mtimeMs: st.mtimeMs, text: await fs.promises.readFile(file, 'utf8') };
      return cached.text;
    },
    /** @param {string} html */
    gzip(html) {
      let gz = gzipped.get(html);
      if (!gz) {
        if (gzipped.size > 50) gzipped.clear();
        gz = zlib.gzipSync(html, { level: 9 });
        gzipped.set(html, gz);
      }
      return gz;
    },
  };
}
